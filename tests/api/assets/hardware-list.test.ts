import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { requests, type Json } from '../../support/requests.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
const { get, send, value, ids } = requests(() => t);

const LIVE = 'deleted_at IS NULL';
const NOT_ARCHIVED = "status_id NOT IN (SELECT id FROM status_labels WHERE type = 'archived')";
/** What the list must answer for a condition: archived assets stay hidden unless a status is asked for. */
const expected = (where: string, showArchived = false) =>
  t.count('assets', `${LIVE} AND ${showArchived ? '1' : NOT_ARCHIVED} AND (${where})`);
const tags = (body: Json) => body.rows.map((r: Json) => r.asset_tag as string);
/** A value of the column that some, but not all, live assets have. */
const someValue = (column: string) =>
  value<number | string>(
    `SELECT ${column} FROM assets WHERE ${LIVE} AND ${column} IS NOT NULL GROUP BY ${column} ORDER BY count(*) DESC LIMIT 1`,
  );

describe('asset list filters', () => {
  it.each([
    'location_id',
    'rtd_location_id',
    'supplier_id',
    'company_id',
    'model_id',
    'itemtype',
    'customer_id',
    'vendor_id',
    'agreement_id',
    'commitment_id',
  ])('%s is an exact match', async (column) => {
    const v = someValue(column);
    const body = await get(`/hardware?${column}=${encodeURIComponent(String(v))}&limit=500`);
    const want = expected(`${column} = '${String(v).replace(/'/g, "''")}'`);
    expect(want).toBeGreaterThan(0);
    expect(want).toBeLessThan(expected('1'));
    expect(body.total).toBe(want);
    const stored = ids(`SELECT id FROM assets WHERE ${column} = ?`, v);
    for (const row of body.rows) expect(stored).toContain(row.id);
  });

  it('status_id matches exactly and shows archived assets when asked for', async () => {
    const archived = value<number>("SELECT id FROM status_labels WHERE type = 'archived' ORDER BY id LIMIT 1");
    expect(expected(`status_id = ${archived}`, true)).toBeGreaterThan(0);
    expect((await get(`/hardware?status_id=${archived}&limit=500`)).total).toBe(
      expected(`status_id = ${archived}`, true),
    );
    // Without a status, archived assets are hidden.
    const all = await get('/hardware?limit=500');
    expect(all.total).toBe(expected('1'));
    expect(all.rows.every((r: Json) => r.status_label.status_type !== 'archived')).toBe(true);
  });

  it.each(['category_id', 'manufacturer_id'])('%s filters through the model, repeatable', async (column) => {
    const [a, b] = ids(`SELECT ${column} FROM models GROUP BY ${column} ORDER BY ${column} LIMIT 2`);
    const one = await get(`/hardware?${column}=${a}&limit=500`);
    const byModel = (list: number[]) => `model_id IN (SELECT id FROM models WHERE ${column} IN (${list.join(',')}))`;
    expect(one.total).toBe(expected(byModel([a!])));
    expect(one.total).toBeGreaterThan(0);
    const two = await get(`/hardware?${column}=${a}&${column}=${b}&limit=500`);
    expect(two.total).toBe(expected(byModel([a!, b!])));
    expect(two.total).toBeGreaterThan(one.total);
    // The bracket form a form library sends means the same.
    expect((await get(`/hardware?${column}[]=${a}&${column}[]=${b}&limit=1`)).total).toBe(two.total);
  });

  it('model_id is repeatable too, and filters combine with AND', async () => {
    const [a, b] = ids('SELECT model_id FROM assets GROUP BY model_id ORDER BY count(*) DESC LIMIT 2');
    const both = await get(`/hardware?model_id=${a}&model_id=${b}&limit=500`);
    expect(both.total).toBe(expected(`model_id IN (${a}, ${b})`));
    const location = value<number>(`SELECT location_id FROM assets WHERE model_id = ${a} AND location_id IS NOT NULL`);
    const narrowed = await get(`/hardware?model_id=${a}&model_id=${b}&location_id=${location}&limit=500`);
    expect(narrowed.total).toBe(expected(`model_id IN (${a}, ${b}) AND location_id = ${location}`));
    expect(narrowed.total).toBeLessThan(both.total);
  });

  it.each([
    ['Deployed', 'assigned_to IS NOT NULL', false],
    ['RTD', "assigned_to IS NULL AND status_id IN (SELECT id FROM status_labels WHERE type = 'deployable')", false],
    ['Pending', "assigned_to IS NULL AND status_id IN (SELECT id FROM status_labels WHERE type = 'pending')", false],
    ['Undeployable', "status_id IN (SELECT id FROM status_labels WHERE type = 'undeployable')", false],
    ['Archived', "status_id IN (SELECT id FROM status_labels WHERE type = 'archived')", true],
    [
      'Requestable',
      "requestable = 1 AND status_id IN (SELECT id FROM status_labels WHERE type IN ('deployable', 'pending'))",
      false,
    ],
  ] as const)('status=%s is its group', async (status, where, archived) => {
    const body = await get(`/hardware?status=${status}&limit=500`);
    expect(body.total).toBe(t.count('assets', `${LIVE} AND ${where}`));
    expect(body.total).toBeGreaterThan(0);
    if (archived) expect(body.rows.every((r: Json) => r.status_label.status_type === 'archived')).toBe(true);
  });

  it('assigned_to needs assigned_type, which takes a short or a class name', async () => {
    const holder = value<number>(
      "SELECT assigned_to FROM assets WHERE assigned_type = 'user' GROUP BY assigned_to ORDER BY count(*) DESC LIMIT 1",
    );
    const want = expected(`assigned_type = 'user' AND assigned_to = ${holder}`);
    expect(want).toBeGreaterThan(0);
    const short = await get(`/hardware?assigned_to=${holder}&assigned_type=user`);
    expect(short.total).toBe(want);
    expect(short.rows.every((r: Json) => r.assigned_to.id === holder && r.assigned_to.type === 'user')).toBe(true);
    const cls = await get(`/hardware?assigned_to=${holder}&assigned_type=${encodeURIComponent('App\\Models\\User')}`);
    expect(cls.total).toBe(want);
    // One half alone is no filter, as in the real backend.
    expect((await get(`/hardware?assigned_to=${holder}`)).total).toBe(expected('1'));
  });
});

describe('asset list search and sort', () => {
  it('searches tags, model names and the assignee, with OR terms', async () => {
    const tag = value<string>(`SELECT asset_tag FROM assets WHERE ${LIVE} AND ${NOT_ARCHIVED} ORDER BY id LIMIT 1`);
    expect(tags(await get(`/hardware?search=${tag}`))).toEqual([tag]);
    const model = await get('/hardware?search=CenTraVac&limit=500');
    expect(model.total).toBe(expected("model_id IN (SELECT id FROM models WHERE name LIKE '%CenTraVac%')"));
    expect(model.total).toBeGreaterThan(0);
    const user = value<string>(
      "SELECT first_name || ' ' || last_name FROM users WHERE id = (SELECT assigned_to FROM assets WHERE assigned_type = 'user' LIMIT 1)",
    );
    const byName = await get(`/hardware?search=${encodeURIComponent(String(user))}&limit=500`);
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.rows.some((r: Json) => r.assigned_to?.name === user)).toBe(true);
    const either = await get(`/hardware?search=${encodeURIComponent('CenTraVac OR Revolution Maxima')}&limit=500`);
    expect(either.total).toBe(
      expected("model_id IN (SELECT id FROM models WHERE name LIKE '%CenTraVac%' OR name LIKE '%Revolution Maxima%')"),
    );
    expect((await get('/hardware?search=zzqx-nothing')).total).toBe(0);
  });

  it('sorts by columns and by joined names, both ways', async () => {
    const asc = tags(await get('/hardware?sort=asset_tag&order=asc&limit=20'));
    expect(asc).toEqual([...asc].sort());
    const desc = tags(await get('/hardware?sort=asset_tag&order=desc&limit=20'));
    expect(desc).toEqual([...desc].sort().reverse());
    for (const [sort, key] of [
      ['model', 'model'],
      ['category', 'category'],
      ['manufacturer', 'manufacturer'],
    ] as const) {
      const rows = (await get(`/hardware?sort=${sort}&order=asc&limit=500`)).rows as Json[];
      const names = rows.map((r) => String(r[key]?.name ?? '').toLowerCase());
      expect(names, sort).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    expect((await t.call('superuser', { url: '/admin/public/api/v1/hardware?sort=nope' })).statusCode).toBe(200);
  });

  it('pages a filtered, searched, sorted list with the filtered total', async () => {
    const url = '/hardware?search=LT-&sort=asset_tag&order=asc';
    const all = await get(`${url}&limit=500`);
    const page = await get(`${url}&offset=3&limit=4`);
    expect(page.total).toBe(all.total);
    expect(tags(page)).toEqual(tags(all).slice(3, 7));
  });
});

describe('asset download and the deleted toggle', () => {
  it('all=1 returns every matching row, whatever the limit', async () => {
    const res = await t.call('superuser', { url: '/admin/public/api/v1/hardware?all=1&limit=5&sort=id&order=asc' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.total).toBe(expected('1'));
    expect(body.rows).toHaveLength(body.total);
    expect(body.rows.map((r: Json) => r.id)).toEqual(
      ids(`SELECT id FROM assets WHERE ${LIVE} AND ${NOT_ARCHIVED} ORDER BY id`),
    );
    const filtered = await get('/hardware?all=1&status=Deployed');
    expect(filtered.rows).toHaveLength(expected('assigned_to IS NOT NULL'));
  });

  it('lists deleted assets only under the toggle, and restores them', async () => {
    const id = value<number>(`SELECT id FROM assets WHERE ${LIVE} AND ${NOT_ARCHIVED} AND assigned_to IS NULL LIMIT 1`);
    expect((await send('DELETE', `/hardware/${id}`)).messages).toBe('The asset was deleted successfully.');
    const live = await get('/hardware?limit=500&sort=id');
    expect(live.rows.map((r: Json) => r.id)).not.toContain(id);
    for (const query of ['deleted=true', 'status=Deleted']) {
      const deleted = await get(`/hardware?${query}&limit=500`);
      expect(deleted.total).toBe(t.count('assets', 'deleted_at IS NOT NULL'));
      expect(deleted.rows.map((r: Json) => r.id)).toContain(id);
      expect(deleted.rows.every((r: Json) => r.deleted_at !== null && r.available_actions.restore)).toBe(true);
    }
    expect(await send('POST', `/hardware/${id}/restore`)).toMatchObject({
      status: 'success',
      messages: 'Asset restored successfully.',
    });
    expect((await get('/hardware?deleted=true')).rows.map((r: Json) => r.id)).not.toContain(id);
  });
});

describe('audits due and overdue', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it('lists assets by next audit date: due in the window, overdue before today, or either', async () => {
    const [due, overdue, later] = ids(`SELECT id FROM assets WHERE ${LIVE} AND ${NOT_ARCHIVED} ORDER BY id LIMIT 3`);
    t.conn.sqlite.prepare('UPDATE assets SET next_audit_date = ? WHERE id = ?').run(day(3), due);
    t.conn.sqlite.prepare('UPDATE assets SET next_audit_date = ? WHERE id = ?').run(day(-2), overdue);
    t.conn.sqlite.prepare('UPDATE assets SET next_audit_date = ? WHERE id = ?').run(day(200), later);
    const idsOf = async (path: string) => ((await get(`${path}?limit=500`)).rows as Json[]).map((r) => r.id);
    const dueList = await idsOf('/hardware/audit/due');
    expect(dueList).toContain(due);
    expect(dueList).not.toContain(overdue);
    expect(dueList).not.toContain(later);
    const overdueList = await idsOf('/hardware/audit/overdue');
    expect(overdueList).toContain(overdue);
    expect(overdueList).not.toContain(due);
    expect((await get('/hardware/audit/overdue')).total).toBe(expected(`next_audit_date < '${day(0)}'`));
    const either = await idsOf('/hardware/audits/due-or-overdue');
    expect(either).toEqual(expect.arrayContaining([due, overdue]));
    expect(either).not.toContain(later);
    expect(await get('/hardware/audit/someday')).toMatchObject({ status: 'error' });
  });
});
