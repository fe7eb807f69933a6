import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_CSP } from '../../../../server/src/http/security-headers.js';

/** The CSP lets index.html's one inline script run by its hash: an edit to either without the other blocks it. */
describe("index.html's boot script", () => {
  it('is allowed by the console CSP under its own sha256', () => {
    const html = readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'web', 'index.html'), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const scriptSrc = CONSOLE_CSP.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
  });
});
