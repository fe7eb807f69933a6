import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE, UPLOAD_REFUSED_TEXT } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import { multipartBody, TINY_PNG, type Part } from '../../support/multipart.js';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cmms-asset-uploads-'));
  t = await createTestApp({ dataDir, uploadLimitBytes: 4096 });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const files = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

/** Assets and licenses keep files through the same engine as users: the spec's image rules, on disk. */
describe.each([
  ['asset', '/hardware/3', 'hardware'],
  ['license', '/license/2', 'licenses'],
])('%s files', (_label, base, folder) => {
  const url = `${API_BASE}${base}/uploads`;
  const post = (parts: Part[], role: 'superuser' | 'viewer' = 'superuser') => {
    const { payload, headers } = multipartBody(parts);
    return t.call(role, { method: 'POST', url, payload, headers });
  };
  const dir = () => join(dataDir, 'uploads', folder, base.split('/')[2]!);

  it('stores, lists, serves and deletes a file, logging the upload', async () => {
    const res = await post([{ name: 'file', value: TINY_PNG, filename: 'nameplate.png', type: 'image/png' }]);
    expect(res.json()).toMatchObject({
      status: 'success',
      payload: { filename: 'nameplate.png', size: TINY_PNG.length },
    });
    const id = res.json().payload.id as number;
    expect(files(dir())).toHaveLength(1);
    const list = (await t.call('technician', { url })).json();
    expect(list.rows.map((r: { id: number }) => r.id)).toContain(id);
    expect(list.rows[0].url).toBe(`${url}/${id}`);
    const file = await t.call('technician', { url: `${url}/${id}` });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload).toEqual(TINY_PNG);
    const activity = (await t.call('superuser', { url: `${API_BASE}/reports/activity?action_type=uploaded` })).json();
    expect(activity.rows[0].file).toMatchObject({ url: `${url}/${id}` });
    const removed = (await t.call('superuser', { method: 'DELETE', url: `${url}/${id}` })).json();
    expect(removed).toEqual({ status: 'success', messages: 'File successfully deleted.', payload: null });
    expect(files(dir())).toHaveLength(0);
    expect((await t.call('superuser', { url: `${url}/${id}` })).statusCode).toBe(404);
  });

  it('refuses a wrong type or an oversized file with the spec text, and a viewer with 403', async () => {
    const pdf = await post([{ name: 'file', value: Buffer.from('%PDF'), filename: 'x.pdf', type: 'application/pdf' }]);
    expect(pdf.json()).toEqual({ status: 'error', messages: { file: [UPLOAD_REFUSED_TEXT] }, payload: null });
    const big = await post([{ name: 'file', value: Buffer.alloc(5000, 1), filename: 'big.png', type: 'image/png' }]);
    expect(big.json().messages).toEqual({ file: [UPLOAD_REFUSED_TEXT] });
    expect(files(dir())).toHaveLength(0);
    const viewer = await post([{ name: 'file', value: TINY_PNG, filename: 'a.png', type: 'image/png' }], 'viewer');
    expect(viewer.statusCode).toBe(403);
  });
});

describe('files of a missing record', () => {
  it('answer the record not-found text', async () => {
    expect((await t.call('superuser', { url: `${API_BASE}/hardware/999999/uploads` })).json().messages).toBe(
      'Asset not found',
    );
    expect((await t.call('superuser', { url: `${API_BASE}/license/999999/uploads` })).json().messages).toBe(
      'License not found',
    );
  });
});
