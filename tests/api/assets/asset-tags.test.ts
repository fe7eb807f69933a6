import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@cmms/contracts';
import { PERMISSION_AREAS } from '@cmms/contracts/permission-catalog';
import { createTestApp, type TestApp } from '../../support/app.js';
import { requests } from '../../support/requests.js';

/** Snipe-IT's asset tag auto-increment: an omitted tag takes the next of the seeded series, or is required when off. */
let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  on = await createTestApp();
  off = await createTestApp({
    assetTags: { auto_increment_assets: false, auto_increment_prefix: 'AST-', zerofill_count: 6 },
  });
});
afterAll(async () => Promise.all([on.close(), off.close()]));

const body = (t: TestApp) => ({
  model_id: t.conn.sqlite.prepare('SELECT id FROM models WHERE deleted_at IS NULL ORDER BY id LIMIT 1').pluck().get(),
  status_id: t.conn.sqlite
    .prepare("SELECT id FROM status_labels WHERE type = 'deployable' ORDER BY id LIMIT 1")
    .pluck()
    .get(),
});
const highestSeeded = (t: TestApp) =>
  t.conn.sqlite
    .prepare("SELECT max(CAST(substr(asset_tag, 5) AS INTEGER)) FROM assets WHERE asset_tag LIKE 'AST-%'")
    .pluck()
    .get() as number;

describe('asset tag auto-increment', () => {
  it('suggests the tag after the highest of the prefix, and a create without a tag takes it', async () => {
    const { get, send } = requests(() => on);
    const next = `AST-${String(highestSeeded(on) + 1).padStart(6, '0')}`;
    expect(await get('/hardware/next-tag')).toEqual({
      auto_increment_assets: true,
      auto_increment_prefix: 'AST-',
      zerofill_count: 6,
      next_tag: next,
    });
    const created = await send('POST', '/hardware', body(on));
    expect(created).toMatchObject({ status: 'success', payload: { asset_tag: next } });
  });

  it('gives two creates two distinct tags, in order', async () => {
    const { send } = requests(() => on);
    const [a, b] = [
      await send('POST', '/hardware', body(on)),
      await send('POST', '/hardware', { ...body(on), asset_tag: '' }),
    ];
    expect(a.status).toBe('success');
    expect(b.status).toBe('success');
    const n = (tag: string) => Number(tag.slice(4));
    expect(n(b.payload.asset_tag as string)).toBe(n(a.payload.asset_tag as string) + 1);
  });

  it('refuses a create without a tag with the required message when auto-increment is off', async () => {
    const { get, send } = requests(() => off);
    expect(await get('/hardware/next-tag')).toMatchObject({ auto_increment_assets: false, next_tag: null });
    const before = off.count('assets');
    expect(await send('POST', '/hardware', body(off))).toMatchObject({
      status: 'error',
      messages: { asset_tag: ['The asset tag field is required.'] },
    });
    expect(off.count('assets')).toBe(before);
  });
});

describe('GET /hardware/next-tag permission', () => {
  const ASSET_KEYS = PERMISSION_AREAS.find((a) => a.id === 'assets')!.keys.filter((k) => k !== 'assets.create');
  /** The technician's account, its groups dropped and its own keys set (keys are read on every request). */
  const techHolds = (keys: readonly string[]) => {
    const sqlite = on.conn.sqlite;
    const id = sqlite.prepare("SELECT id FROM users WHERE username = 'tech'").pluck().get();
    sqlite.prepare('DELETE FROM users_groups WHERE user_id = ?').run(id);
    const map = Object.fromEntries(keys.map((k) => [k, '1']));
    sqlite.prepare('UPDATE users SET permissions = ? WHERE id = ?').run(JSON.stringify(map), id);
  };
  const nextTag = () => on.call('technician', { url: `${API_BASE}/hardware/next-tag` });

  it('answers 403 with the permission envelope to a user holding every asset key but assets.create', async () => {
    techHolds(ASSET_KEYS);
    const res = await nextTag();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  it('answers 200 with the next tag to a user holding assets.create alone', async () => {
    techHolds(['assets.create']);
    const res = await nextTag();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ auto_increment_assets: true, next_tag: expect.stringMatching(/^AST-\d{6}$/) });
  });
});
