import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Role, type TestApp } from '../../../support/app.js';
import { multipartBody, TINY_PNG } from '../../../support/multipart.js';
import type { Json } from '../../../support/requests.js';
import { testClock, workOrderCalls } from '../../../support/work-orders.js';

/**
 * Issue 26: a requester's request says where (a site it may use) and on what (equipment there, or a
 * typed tag), carries a photo, and leaves due date and priority to the triager.
 */
let t: TestApp;
let dataDir: string;
const clock = testClock();
const wo = workOrderCalls(() => t);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cmms-requester-'));
  t = await createTestApp({ clock: clock.now, dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = async (role: Role, url: string) => {
  const res = await t.call(role, { method: 'GET', url });
  return { status: res.statusCode, body: res.json() as Json };
};
const column = <T>(sql: string, ...params: unknown[]) =>
  t.conn.sqlite
    .prepare(sql)
    .pluck()
    .all(...params) as T[];

describe('where a request is', () => {
  it("offers the requester its company's sites, and the equipment at one of them", async () => {
    const me = wo.userId('requester');
    const company = column<number>('SELECT company_id FROM users WHERE id = ?', me)[0];
    const places = await get('requester', wo.path('workorders.request-places'));
    expect(places.status).toBe(200);
    const ids = (places.body.results as { id: number }[]).map((r) => r.id).sort((a, b) => a - b);
    expect(ids).toEqual(
      column<number>('SELECT id FROM locations WHERE company_id = ? AND deleted_at IS NULL ORDER BY id', company),
    );
    const site = column<number>(
      'SELECT location_id FROM assets WHERE deleted_at IS NULL AND location_id IN (SELECT id FROM locations WHERE company_id = ?) GROUP BY 1 ORDER BY count(*) DESC',
      company,
    )[0]!;
    const assets = await get('requester', `${wo.path('workorders.request-assets')}?location_id=${site}`);
    const offered = (assets.body.results as { id: number }[]).map((r) => r.id);
    expect(offered.length).toBeGreaterThan(0);
    // Each one is at that site (or under it), none elsewhere.
    const sites = column<number>(
      `WITH RECURSIVE under(id) AS (SELECT ? UNION SELECT l.id FROM locations l JOIN under u ON l.parent_id = u.id)
       SELECT DISTINCT location_id FROM assets WHERE id IN (${offered.join(',')})`,
      site,
    );
    const under = column<number>(
      `WITH RECURSIVE under(id) AS (SELECT ? UNION SELECT l.id FROM locations l JOIN under u ON l.parent_id = u.id)
       SELECT id FROM under`,
      site,
    );
    expect(sites.every((id) => under.includes(id))).toBe(true);
    // A typed tag finds its asset; a tag at another company's site finds nothing.
    const [mine] = column<string>('SELECT asset_tag FROM assets WHERE id = ?', offered[0]);
    const byTag = await get('requester', `${wo.path('workorders.request-assets')}?tag=${encodeURIComponent(mine!)}`);
    expect((byTag.body.results as { id: number }[]).map((r) => r.id)).toEqual([offered[0]]);
    const [foreign] = column<string>(
      'SELECT asset_tag FROM assets a JOIN locations l ON l.id = a.location_id WHERE l.company_id <> ? LIMIT 1',
      company,
    );
    const other = await get('requester', `${wo.path('workorders.request-assets')}?tag=${encodeURIComponent(foreign!)}`);
    expect(other.body.results).toEqual([]);
  });

  it('is closed to anonymous callers and open to readers of work orders', async () => {
    expect((await get(null as unknown as Role, wo.path('workorders.request-places'))).status).toBe(401);
    expect((await get('technician', wo.path('workorders.request-places'))).status).toBe(200);
  });
});

describe("a requester's request", () => {
  it('names a site and equipment, takes a photo, and refuses a due date or priority', async () => {
    const places = await get('requester', wo.path('workorders.request-places'));
    const site = (places.body.results as { id: number }[])[0]!.id;
    const refused = await wo.call('requester', 'POST', wo.path('workorders.create'), {
      title: 'Lift stuck between floors',
      locations: [site],
      priority_id: 1,
      due_date: '2026-11-02',
    });
    expect(refused.body.status).toBe('error');
    expect(Object.keys(refused.body.messages as object).sort()).toEqual(['due_date', 'priority_id']);
    const sent = await wo.call('requester', 'POST', wo.path('workorders.create'), {
      title: 'Lift stuck between floors',
      locations: [site],
    });
    expect(sent.body.status).toBe('success');
    const request = sent.body.payload as Json;
    expect(request.state).toBe('requested');
    const { payload, headers } = multipartBody([
      { name: 'file', value: TINY_PNG, filename: 'lift.png', type: 'image/png' },
    ]);
    const photoOf = (id: number) => wo.path('workorders.request-photo', { id });
    const upload = await t.call('requester', { method: 'POST', url: photoOf(request.id as number), payload, headers });
    expect(upload.statusCode).toBe(200);
    expect((upload.json() as Json).status).toBe('success');
    expect(t.count('work_order_media', `work_order_id = ${request.id as number}`)).toBe(1);
    // Not on someone else's work order.
    const other = column<number>(
      "SELECT id FROM work_orders WHERE requested_by IS NOT ? AND state = 'requested' LIMIT 1",
      wo.userId('requester'),
    )[0]!;
    const foreign = multipartBody([{ name: 'file', value: TINY_PNG, filename: 'x.png', type: 'image/png' }]);
    const refusedUpload = await t.call('requester', {
      method: 'POST',
      url: photoOf(other),
      payload: foreign.payload,
      headers: foreign.headers,
    });
    expect(refusedUpload.statusCode).toBe(403);
    expect(t.count('work_order_media', `work_order_id = ${other}`)).toBe(0);
    // The general upload stays a worker's: a requester is refused before its file is read.
    const general = multipartBody([
      { name: 'work_order_id', value: String(request.id) },
      { name: 'file', value: TINY_PNG, filename: 'y.png', type: 'image/png' },
    ]);
    const viaUpload = await t.call('requester', {
      method: 'POST',
      url: wo.path('workorders.upload'),
      payload: general.payload,
      headers: general.headers,
    });
    expect(viaUpload.statusCode).toBe(403);
  });
});
