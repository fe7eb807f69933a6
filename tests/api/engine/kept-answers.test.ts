import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, toStoredDateTime } from '@cmms/contracts';
import { QUERY_COUNT_HEADER } from '@cmms/server/http/query-count';
import { createTestApp, type Role, type TestApp } from '../../support/app.js';
import type { Json } from '../../support/requests.js';
import { testClock } from '../../support/work-orders.js';

/**
 * Issue 27: a list page's answer is kept whole until a write to a table it read, so a repeated page
 * reads nothing. What it shows must still be exact for whoever asks and whenever: a group's changed
 * permissions, another language and a moved clock all answer afresh.
 */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ countQueries: true, clock: clock.now });
});
afterAll(async () => t.close());

const list = async (role: Role, url: string, lang?: string) => {
  const res = await t.call(role, { url, ...(lang ? { headers: { 'accept-language': lang } } : {}) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return { body: res.json() as Json, statements: Number(res.headers[QUERY_COUNT_HEADER]) };
};

describe('kept list answers', () => {
  it('a repeated page reads nothing and answers the same bytes', async () => {
    const url = `${endpointPath('hardware.list')}?limit=25&sort=asset_tag&order=asc`;
    const first = await list('manager', url);
    const again = await list('manager', url);
    expect(again.statements).toBe(0);
    expect(again.body).toEqual(first.body);
  });

  it("a group's withdrawn permission shows in the row actions at once", async () => {
    const url = `${endpointPath('hardware.list')}?limit=5&sort=id&order=asc`;
    const before = await list('manager', url);
    expect((before.body.rows[0] as Json).available_actions.update).toBe(true);
    const groups = t.conn.sqlite
      .prepare(
        `SELECT g.id, g.permissions FROM permission_groups g JOIN users_groups ug ON ug.group_id = g.id
         JOIN users u ON u.id = ug.user_id WHERE u.email = 'manager@demo.test'`,
      )
      .all() as { id: number; permissions: string }[];
    const edit = t.conn.sqlite.prepare('UPDATE permission_groups SET permissions = ? WHERE id = ?');
    for (const g of groups) edit.run(JSON.stringify({ ...JSON.parse(g.permissions), 'assets.edit': '-1' }), g.id);
    try {
      const after = await list('manager', url);
      expect((after.body.rows[0] as Json).available_actions.update).toBe(false);
    } finally {
      for (const g of groups) edit.run(g.permissions, g.id);
    }
    expect(((await list('manager', url)).body.rows[0] as Json).available_actions.update).toBe(true);
  });

  it('one caller in two languages gets each its own answer', async () => {
    // A caller without a stored locale reads in the language the browser asks for.
    t.conn.sqlite.prepare("UPDATE users SET locale = NULL WHERE email = 'admin@demo.test'").run();
    // "Einsatzbereit" is how a German reader sees "Ready to deploy", and finds it by.
    const url = `${endpointPath('statuslabels.list')}?limit=50&search=bereit`;
    expect((await list('superuser', url, 'de')).body.total).toBeGreaterThan(0);
    expect((await list('superuser', url, 'en')).body.total).toBe(0);
    expect((await list('superuser', url, 'de')).body.total).toBeGreaterThan(0);
  });

  it('a moved clock makes a running work order overdue on the same page', async () => {
    const row = t.conn.sqlite
      .prepare(
        `SELECT w.id, w.due_at FROM work_orders w JOIN work_order_statuses s ON s.id = w.status_id
         WHERE w.deleted_at IS NULL AND w.due_at > ? AND w.state IN ('open', 'assigned', 'in_progress')
         ORDER BY w.due_at LIMIT 1`,
      )
      .get(toStoredDateTime(clock.now())) as { id: number; due_at: string } | undefined;
    expect(row).toBeDefined();
    const url = `${endpointPath('workorders.list')}?limit=500&sort=id&order=asc`;
    const overdue = async () =>
      ((await list('superuser', url)).body.rows as Json[]).find((r) => r.id === row!.id)?.overdue as boolean;
    expect(await overdue()).toBe(false);
    clock.set(new Date(`${row!.due_at.replace(' ', 'T')}Z`));
    clock.advance(1);
    expect(await overdue()).toBe(true);
  });

  it("a report's kept search follows a renamed item, though the log itself was not written", async () => {
    const url = `${endpointPath('reports.activity')}?limit=5&search=${encodeURIComponent('Zorblax OR zz-none')}`;
    const found = async () => ((await list('superuser', url)).body.total as number) ?? 0;
    expect(await found()).toBe(0);
    const asset = t.conn.sqlite
      .prepare("SELECT item_id FROM action_logs WHERE item_type = 'hardware' LIMIT 1")
      .pluck()
      .get() as number;
    // Not through the API: that would log the rename, and a write to the log drops every kept search.
    t.conn.sqlite.prepare('UPDATE assets SET name = ? WHERE id = ?').run('Zorblax pump', asset);
    expect(await found()).toBeGreaterThan(0);
  });
});
