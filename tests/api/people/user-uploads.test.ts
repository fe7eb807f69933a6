import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE, UPLOAD_LIMIT_BYTES, UPLOAD_REFUSED_TEXT } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import { multipartBody, TINY_PNG, type Part } from '../../support/multipart.js';

const LIMIT = 4096;
let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cmms-uploads-'));
  // A small limit keeps the over-size case fast; the product's default is checked separately.
  t = await createTestApp({ dataDir, uploadLimitBytes: LIMIT });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const USER = 5;
const uploadsUrl = `${API_BASE}/users/${USER}/uploads`;
const userFolder = () => join(dataDir, 'uploads', 'users', String(USER));
const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
const upload = (parts: Part[], role: 'superuser' | 'viewer' = 'superuser') => {
  const { payload, headers } = multipartBody(parts);
  return t.call(role, { method: 'POST', url: uploadsUrl, payload, headers });
};

describe('user uploads', () => {
  it('stores a PNG on disk under the data folder, lists it and serves it back', async () => {
    const res = await upload([
      { name: 'note', value: 'Signed handover form' },
      { name: 'file', value: TINY_PNG, filename: 'handover.png', type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      payload: {
        filename: 'handover.png',
        mime_type: 'image/png',
        size: TINY_PNG.length,
        note: 'Signed handover form',
      },
    });
    expect(body.payload.created_by).toMatchObject({ id: 1 });
    const stored = filesIn(userFolder());
    expect(stored).toHaveLength(1);
    expect(readFileSync(join(userFolder(), stored[0]!))).toEqual(TINY_PNG);

    const list = (await t.call('technician', { url: uploadsUrl })).json();
    expect(list.total).toBe(1);
    expect(list.rows[0]).toMatchObject({ id: body.payload.id, url: `${uploadsUrl}/${body.payload.id}` });

    const file = await t.call('technician', { url: `${uploadsUrl}/${body.payload.id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload).toEqual(TINY_PNG);

    const activity = (await t.call('superuser', { url: `${API_BASE}/reports/activity?action_type=uploaded` })).json();
    expect(activity.rows[0]).toMatchObject({
      item: { id: USER, type: 'user' },
      action_type: 'uploaded',
      file: { filename: 'handover.png', url: `${uploadsUrl}/${body.payload.id}` },
    });
  });

  it.each([
    ['an executable', 'setup.exe', 'application/x-msdownload', Buffer.from('MZ\x90\x00')],
    ['a text file', 'notes.txt', 'text/plain', Buffer.from('hello')],
    ['text named like a PNG', 'fake.png', 'text/plain', Buffer.from('hello')],
    ['a PNG named like a PDF', 'scan.pdf', 'image/png', TINY_PNG],
    ['a file over the size limit', 'huge.png', 'image/png', Buffer.alloc(LIMIT + 1000, 1)],
  ])('refuses %s with the spec text and leaves no file', async (_label, filename, type, value) => {
    const before = filesIn(userFolder());
    const rows = t.count('uploads');
    const res = await upload([{ name: 'file', value, filename, type }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'error', messages: { file: [UPLOAD_REFUSED_TEXT] }, payload: null });
    expect(filesIn(userFolder())).toEqual(before);
    expect(filesIn(join(dataDir, 'uploads', 'tmp'))).toEqual([]);
    expect(t.count('uploads')).toBe(rows);
  });

  it('asks for a file when none is sent, and keeps the product limit by default', async () => {
    expect((await t.call('superuser', { method: 'POST', url: uploadsUrl, payload: {} })).json().messages).toEqual({
      file: ['The file field is required.'],
    });
    expect(UPLOAD_LIMIT_BYTES).toBe(262_144_000);
    const plain = await createTestApp();
    expect(plain.app.ctx.uploadLimitBytes).toBe(UPLOAD_LIMIT_BYTES);
    await plain.close();
  });

  it('needs users.edit to upload, and answers not found for an unknown user or file', async () => {
    expect(
      (await upload([{ name: 'file', value: TINY_PNG, filename: 'a.png', type: 'image/png' }], 'viewer')).statusCode,
    ).toBe(403);
    expect((await t.call('superuser', { url: `${API_BASE}/users/999999/uploads` })).json().messages).toBe(
      'User does not exist or you do not have permission view them.',
    );
    const missing = await t.call('superuser', { url: `${uploadsUrl}/999999` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 'error', messages: 'File not found', payload: null });
  });

  it('deletes an upload and its file', async () => {
    const created = (
      await upload([{ name: 'file', value: TINY_PNG, filename: 'to-delete.png', type: 'image/png' }])
    ).json().payload;
    const count = filesIn(userFolder()).length;
    const res = await t.call('superuser', { method: 'DELETE', url: `${uploadsUrl}/${created.id}` });
    expect(res.json()).toEqual({ status: 'success', messages: 'File successfully deleted.', payload: null });
    expect(filesIn(userFolder())).toHaveLength(count - 1);
    expect((await t.call('superuser', { url: `${uploadsUrl}/${created.id}` })).statusCode).toBe(404);
  });

  it('still reads text fields of multipart forms, for the _method override', async () => {
    const { payload, headers } = multipartBody([
      { name: '_method', value: 'PATCH' },
      { name: 'jobtitle', value: 'Biomedical engineer' },
    ]);
    const res = await t.call('superuser', { method: 'POST', url: `${API_BASE}/users/${USER}`, payload, headers });
    expect(res.json()).toMatchObject({ status: 'success', payload: { jobtitle: 'Biomedical engineer' } });
  });
});
