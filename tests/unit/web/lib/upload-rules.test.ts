import { describe, expect, it } from 'vitest';
import { DOCUMENT_UPLOADS, IMAGE_UPLOADS, isAllowedUpload } from '../../../../web/src/lib/upload-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe("the console's check of a chosen file", () => {
  it("takes spec point 5's images and nothing else by default", () => {
    expect(isAllowedUpload(file('pump.jpg', 'image/jpeg'))).toBe(true);
    expect(isAllowedUpload(file('pump.svg', ''))).toBe(true);
    expect(isAllowedUpload(file('contract.pdf', 'application/pdf'))).toBe(false);
    expect(isAllowedUpload(file('pump.png', 'image/png', 262_144_001))).toBe(false);
    expect(IMAGE_UPLOADS.accept).toBe(
      '.jpg,.jpeg,.webp,.png,.gif,.svg,image/jpeg,image/webp,image/png,image/gif,image/svg+xml',
    );
  });

  it("takes a contract's PDFs and office files as documents, never a web page", () => {
    expect(isAllowedUpload(file('contract.pdf', 'application/pdf'), DOCUMENT_UPLOADS)).toBe(true);
    expect(isAllowedUpload(file('prices.xlsx', ''), DOCUMENT_UPLOADS)).toBe(true);
    expect(isAllowedUpload(file('scan.png', 'image/png'), DOCUMENT_UPLOADS)).toBe(true);
    expect(isAllowedUpload(file('page.html', 'text/html'), DOCUMENT_UPLOADS)).toBe(false);
    expect(DOCUMENT_UPLOADS.accept).toContain('.pdf');
  });
});
