import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE, DOCUMENT_REFUSED_TEXT, UPLOAD_REFUSED_TEXT } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { multipartBody } from '../../../support/multipart.js';

/**
 * A contract is signed as a PDF or an office file: its documents take those as well as images, while the
 * other holders keep spec point 5's image-only rule and its text.
 */
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cmms-documents-'));
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const upload = (path: string, filename: string, type: string, value: Buffer = PDF) =>
  t.call('superuser', {
    method: 'POST',
    url: `${API_BASE}${path}`,
    ...multipartBody([{ name: 'file', value, filename, type }]),
  });

describe("a contract's documents", () => {
  it('takes a signed PDF and gives it back as a PDF', async () => {
    const res = await upload('/contracts/1/uploads', 'signed-contract.pdf', 'application/pdf');
    expect(res.json()).toMatchObject({ status: 'success', payload: { filename: 'signed-contract.pdf' } });
    const file = await t.call('superuser', { url: `${API_BASE}/contracts/1/uploads/${res.json().payload.id}` });
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('takes an office spreadsheet', async () => {
    const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect((await upload('/contracts/1/uploads', 'price-schedule.xlsx', type)).json().status).toBe('success');
  });

  it('refuses a web page with the document types named, and stores nothing', async () => {
    const before = t.count('uploads');
    const res = await upload('/contracts/1/uploads', 'page.html', 'text/html', Buffer.from('<script>1</script>'));
    expect(res.json()).toEqual({ status: 'error', messages: { file: [DOCUMENT_REFUSED_TEXT] }, payload: null });
    expect(t.count('uploads')).toBe(before);
  });

  it("keeps the image-only rule for a user's files", async () => {
    const res = await upload('/users/1/uploads', 'signed-contract.pdf', 'application/pdf');
    expect(res.json()).toEqual({ status: 'error', messages: { file: [UPLOAD_REFUSED_TEXT] }, payload: null });
  });
});
