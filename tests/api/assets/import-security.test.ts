import { afterEach, describe, expect, it } from 'vitest';
import { API_BASE, DEMO_PASSWORD } from '@cmms/contracts';
import type { AppOptions } from '@cmms/server';
import { createTestApp, type TestApp } from '../../support/app.js';
import { multipartBody } from '../../support/multipart.js';
import { testClock, workOrderCalls } from '../../support/work-orders.js';
import { sweepEscalations } from '@cmms/server/domain/work-orders/escalation-job';
import { runTickJob } from '@cmms/server/clock-tick';
import { generationJob } from '@cmms/server/domain/preventive/generate';

/**
 * Imports write with the caller's own rights (create for new rows, update for matched ones), never
 * touch a superuser, stop at the row cap, and keep the server answering while they run.
 */
let t: TestApp;
afterEach(async () => t.close());
const start = async (options: Omit<AppOptions, 'connection'> = {}) => {
  t = await createTestApp(options);
  return t;
};

/** An account holding only `import` (and any keys given), signed in. */
async function importOnlyToken(keys: readonly string[] = []): Promise<string> {
  const created = await t.call('superuser', {
    method: 'POST',
    url: `${API_BASE}/users`,
    payload: {
      first_name: 'Ima',
      username: 'importer',
      email: 'importer@example.test',
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
      permissions: Object.fromEntries(['import', ...keys].map((key) => [key, '1'])),
    },
  });
  expect(created.json().status).toBe('success');
  const login = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/login`,
    payload: { email: 'importer@example.test', password: DEMO_PASSWORD },
  });
  return login.json().payload.accessToken as string;
}

const asToken = (token: string | null, options: Record<string, unknown>) =>
  t.app.inject({ ...options, headers: { ...(options.headers as object), authorization: `Bearer ${token}` } });
const uploadAs = async (token: string, csv: string) => {
  const { payload, headers } = multipartBody([{ name: 'file', value: csv, filename: 'data.csv', type: 'text/csv' }]);
  return asToken(token, { method: 'POST', url: `${API_BASE}/imports`, payload, headers });
};
const processAs = (token: string, id: number, body: object) =>
  asToken(token, { method: 'POST', url: `${API_BASE}/imports/process/${id}`, payload: body });
const column = (sql: string, ...params: unknown[]) =>
  t.conn.sqlite
    .prepare(sql)
    .pluck()
    .get(...params);

describe('import permissions', () => {
  it('an account with only `import` can neither change the superuser nor create locations', async () => {
    await start();
    const token = await importOnlyToken();
    const users = await uploadAs(token, 'Username,Email,Login enabled\nadmin,mine@evil.test,0');
    const usersRun = await processAs(token, users.json().payload.id, {
      import_type: 'users',
      update_existing: true,
      column_mappings: { Username: 'username', Email: 'email', 'Login enabled': 'activated' },
    });
    expect(usersRun.json()).toMatchObject({ status: 'error', payload: { created: 0, updated: 0, rejected: 1 } });
    expect(usersRun.json().payload.errors[0].messages).toEqual({
      row: ['You do not have permission to update these records.'],
    });
    expect(column('SELECT email FROM users WHERE id = 1')).toBe('admin@demo.test');
    expect(column('SELECT activated FROM users WHERE id = 1')).toBe(1);

    const before = t.count('locations');
    const places = await uploadAs(token, 'Name\nRogue depot\nRogue yard');
    const placesRun = await processAs(token, places.json().payload.id, {
      import_type: 'locations',
      column_mappings: { Name: 'name' },
    });
    expect(placesRun.json().payload).toMatchObject({ created: 0, rejected: 2 });
    expect(placesRun.json().payload.errors[0].messages).toEqual({
      row: ['You do not have permission to create these records.'],
    });
    expect(t.count('locations')).toBe(before);
  });

  it('checks an asset out from "Checked out to" only for an account that may check assets out', async () => {
    await start();
    const tag = column(
      'SELECT asset_tag FROM assets WHERE assigned_to IS NULL AND deleted_at IS NULL ORDER BY id',
    ) as string;
    const id = column('SELECT id FROM assets WHERE asset_tag = ?', tag) as number;
    const holder = 'Amira Haddad';
    const run = async (token: string, csv: string, language = 'en') => {
      const file = await uploadAs(token, csv);
      const res = await asToken(token, {
        method: 'POST',
        url: `${API_BASE}/imports/process/${file.json().payload.id}`,
        payload: {
          import_type: 'assets',
          update_existing: true,
          column_mappings: { 'Asset tag': 'asset_tag', 'Checked out to': 'checkout_to' },
        },
        headers: { 'accept-language': language },
      });
      return res.json();
    };

    const editor = await importOnlyToken(['assets.view', 'assets.edit']);
    for (const [language, message] of [
      ['en', 'You do not have permission to check out these records.'],
      ['fr', 'Vous n’avez pas le droit d’affecter ces enregistrements.'],
    ] as const) {
      const refused = await run(editor, `Asset tag,Checked out to\n${tag},${holder}`, language);
      expect(refused).toMatchObject({ status: 'error', payload: { updated: 0, rejected: 1 } });
      expect(refused.payload.errors[0].messages).toEqual({ checkout_to: [message] });
    }
    expect(column('SELECT assigned_to FROM assets WHERE id = ?', id)).toBeNull();

    const admin = await t.token('superuser');
    const nobody = await run(admin, `Asset tag,Checked out to\n${tag},Nobody Here`);
    expect(nobody.payload.errors[0].messages).toEqual({
      checkout_to: ['No user, location or asset is named Nobody Here.'],
    });
    const done = await run(admin, `Asset tag,Checked out to\n${tag},${holder}`);
    expect(done).toMatchObject({ status: 'success', payload: { updated: 1, rejected: 0 } });
    expect(column('SELECT assigned_type FROM assets WHERE id = ?', id)).toMatch(/user/i);
  });

  it('a manager cannot make a new or an existing account an administrator through the Groups column', async () => {
    await start();
    const token = await t.token('manager');
    const before = t.count('users');
    for (const csv of [
      'Username,First name,Email,Groups\nsneaky,Sami,sneaky@example.test,Administrators',
      'Username,Groups\nmanager,Maintenance managers; Administrators',
    ]) {
      const file = await uploadAs(token, csv);
      const res = await processAs(token, file.json().payload.id, {
        import_type: 'users',
        update_existing: true,
        column_mappings: { Username: 'username', 'First name': 'first_name', Email: 'email', Groups: 'groups' },
      });
      expect(res.json()).toMatchObject({ status: 'error', payload: { created: 0, updated: 0, rejected: 1 } });
      expect(Object.keys(res.json().payload.errors[0].messages)).toEqual(['groups']);
    }
    expect(t.count('users')).toBe(before);
    const adminGroup = column("SELECT id FROM permission_groups WHERE name = 'Administrators'");
    const managerId = column("SELECT id FROM users WHERE username = 'manager'");
    expect(column('SELECT count(*) FROM users_groups WHERE user_id = ? AND group_id = ?', managerId, adminGroup)).toBe(
      0,
    );
  });

  it('never touches a superuser account, not even for a superuser', async () => {
    await start();
    const token = await t.token('superuser');
    const file = await uploadAs(token, 'Username,Job title\nadmin,Imported title\ntech,Imported title');
    const res = await processAs(token, file.json().payload.id, {
      import_type: 'users',
      update_existing: true,
      column_mappings: { Username: 'username', 'Job title': 'jobtitle' },
    });
    expect(res.json().payload.errors).toEqual([
      { row: 2, messages: { username: ['Superuser accounts cannot be changed by an import.'] } },
    ]);
    expect(column('SELECT jobtitle FROM users WHERE id = 1')).not.toBe('Imported title');
  });
});

describe('import limits and progress', () => {
  it('refuses a file with more rows than an import takes, at upload', async () => {
    await start({ importMaxRows: 10 });
    const token = await t.token('superuser');
    const rows = (n: number) => ['Name', ...Array.from({ length: n }, (_, i) => `Place ${i}`)].join('\n');
    expect((await uploadAs(token, rows(10))).json().status).toBe('success');
    expect((await uploadAs(token, rows(11))).json()).toEqual({
      status: 'error',
      messages: { file: ['The file has more than 10 rows. Split it into smaller files.'] },
      payload: null,
    });
  });

  it('keeps answering reads while a large import runs, holds writes back until it ends, and reports progress', async () => {
    await start();
    const token = await t.token('superuser');
    const n = 3000;
    const csv = ['Name', ...Array.from({ length: n }, (_, i) => `Bulk place ${i}`), ''].join('\n');
    // The last row is blank-named: the import is refused whole at the end and rolled back.
    const file = (await uploadAs(token, `${csv}"   "\n`)).json().payload;
    expect(file.row_count).toBe(n + 1);
    const run = processAs(token, file.id, { import_type: 'locations', column_mappings: { Name: 'name' } });

    const progress = async () =>
      (await asToken(token, { url: `${API_BASE}/imports/progress/${file.id}` })).json() as {
        running: boolean;
        rows: number;
        total: number;
      };
    let seen = await progress();
    // A client polls over the network: each poll lets the import's next slice run (inject alone never
    // leaves the microtask queue once a signed-in request needs no I/O, and the import would never start).
    while (!(seen.running && seen.rows > 0)) {
      await new Promise((resolve) => setImmediate(resolve));
      seen = await progress();
    }
    expect(seen.total).toBe(n + 1);
    // A read is answered while the import is still running...
    const read = await asToken(token, { url: `${API_BASE}/companies?limit=1` });
    expect(read.statusCode).toBe(200);
    expect((await progress()).running).toBe(true);
    // ...and a write waits for it rather than landing in (and being rolled back with) its transaction.
    const write = asToken(token, {
      method: 'POST',
      url: `${API_BASE}/companies`,
      payload: { name: 'Written meanwhile' },
    });
    const outcome = (await run).json();
    expect(outcome.status).toBe('error');
    expect(outcome.payload.rejected).toBe(1);
    expect((await write).json().status).toBe('success');
    expect(t.count('companies', "name = 'Written meanwhile'")).toBe(1);
    expect(t.count('locations', "name LIKE 'Bulk place %'")).toBe(0);
    expect(await progress()).toMatchObject({ running: false });
  });

  it('the background escalation sweep waits for an import, so a rolled-back import takes none of its escalations', async () => {
    const clock = testClock();
    await start({ clock: clock.now });
    const wo = workOrderCalls(() => t);
    // Critical priority: unanswered after an hour, it is due for level 1.
    const late = await wo.create({ title: 'Fire pump will not start', priority_id: 1 });
    clock.advance(1.5);
    const token = await t.token('superuser');
    const csv = ['Name', ...Array.from({ length: 3000 }, (_, i) => `Bulk place ${i}`), '"   "', ''].join('\n');
    const file = (await uploadAs(token, csv)).json().payload;
    const run = processAs(token, file.id, { import_type: 'locations', column_mappings: { Name: 'name' } });
    while (!t.app.ctx.writeGate.busy) await new Promise((resolve) => setImmediate(resolve));
    const sweep = sweepEscalations(t.app);
    expect((await run).json().payload.rejected).toBe(1);
    await sweep;
    expect(t.count('work_order_escalations', `work_order_id = ${late.id}`)).toBe(1);
    expect((await wo.read(late.id)).escalation_level).toBe(1);
  });

  it("the clock tick's preventive generation waits for an import, so a rolled-back import takes none of its work orders", async () => {
    await start({ clock: testClock().now });
    const wo = workOrderCalls(() => t);
    const asset = t.conn.sqlite
      .prepare('SELECT id FROM assets WHERE deleted_at IS NULL ORDER BY id LIMIT 1')
      .pluck()
      .get();
    const plan = await wo.call('manager', 'POST', wo.path('schedulers.create'), {
      name: 'Weekly pump check',
      target_type: 'assets',
      assets: [asset],
      frequency: 'weekly',
      weekdays: 'mon',
      start_date: '2026-11-01',
    });
    const id = plan.body.payload.id as number;
    const occurrences = () => t.count('schedule_occurrences', `scheduler_id = ${id} AND work_order_id IS NOT NULL`);
    expect(occurrences()).toBe(0);
    const token = await t.token('superuser');
    const csv = ['Name', ...Array.from({ length: 3000 }, (_, i) => `Bulk place ${i}`), '"   "', ''].join('\n');
    const file = (await uploadAs(token, csv)).json().payload;
    const run = processAs(token, file.id, { import_type: 'locations', column_mappings: { Name: 'name' } });
    while (!t.app.ctx.writeGate.busy) await new Promise((resolve) => setImmediate(resolve));
    const tick = runTickJob(t.app, generationJob(t.app));
    expect((await run).json().payload.rejected).toBe(1);
    await tick;
    expect(t.count('locations', "name LIKE 'Bulk place %'")).toBe(0);
    expect(occurrences()).toBeGreaterThan(0);
  });
});
