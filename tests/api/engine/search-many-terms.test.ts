import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, MAX_SEARCH_TERMS, type EndpointId } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../support/app.js';
import type { Json } from '../../support/requests.js';

/**
 * A search of many " OR " terms (issue 24: 50 of them froze the server for seconds on the activity
 * report) finds exactly the rows the terms find one by one, together: the log's own columns, the names
 * of the person, item and target, short terms (no trigram) and long ones alike. Speed is the
 * benchmark's ("50-term search, activity report (large)"), not asserted here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const pluck = (sql: string) => t.conn.sqlite.prepare(sql).pluck().all() as string[];

/** Every row id the list answers for a search, page by page. */
async function ids(endpoint: EndpointId, search: string): Promise<Set<number>> {
  const out = new Set<number>();
  for (let offset = 0; ; offset += 500) {
    const res = await t.call('superuser', {
      method: 'GET',
      url: `${endpointPath(endpoint)}?limit=500&offset=${offset}&search=${encodeURIComponent(search)}`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { total: number; rows: Json[] };
    for (const row of body.rows) out.add(row.id as number);
    if (offset + 500 >= body.total) return out;
  }
}

/** Pads the terms with terms that find nothing, up to the most a search takes. */
const fifty = (terms: string[]) => {
  const all = [...terms];
  for (let i = 0; all.length < MAX_SEARCH_TERMS; i++) all.push(`zz-none-${i}`);
  return all;
};

async function expectUnion(endpoint: EndpointId, terms: string[]) {
  const all = fifty(terms);
  const together = await ids(endpoint, all.join(' OR '));
  const union = new Set<number>();
  for (const term of terms) for (const id of await ids(endpoint, term)) union.add(id);
  expect(union.size).toBeGreaterThan(0);
  expect([...together].sort((a, b) => a - b)).toEqual([...union].sort((a, b) => a - b));
}

describe('a 50-term search finds the union of its terms', () => {
  it('on the activity report: log columns, actors, items and targets of any type', async () => {
    // An asset named in no log text: only its name finds its rows.
    const [asset] = pluck(
      `SELECT a.name FROM action_logs l JOIN assets a ON a.id = l.item_id
       WHERE l.item_type = 'hardware' AND a.name IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM action_logs m WHERE instr(lower(coalesce(m.note, '')), lower(a.name)))
       LIMIT 1`,
    );
    const [tag] = pluck(
      "SELECT a.asset_tag FROM action_logs l JOIN assets a ON a.id = l.target_id WHERE l.target_type = 'hardware' OR l.item_type = 'hardware' LIMIT 1",
    );
    const [actor] = pluck(
      'SELECT u.last_name FROM action_logs l JOIN users u ON u.id = l.created_by WHERE u.last_name IS NOT NULL LIMIT 1',
    );
    const [target] = pluck(
      "SELECT u.first_name FROM action_logs l JOIN users u ON u.id = l.target_id WHERE l.target_type = 'users' LIMIT 1",
    );
    const [workOrder] = pluck(
      "SELECT w.title FROM action_logs l JOIN work_orders w ON w.id = l.item_id WHERE l.item_type = 'workorders' LIMIT 1",
    );
    const terms = [asset!, tag!, actor!, target!, workOrder!.slice(0, 12), 'checkout', 'audit', 'Mozilla', 'Ab', 'x'];
    await expectUnion('reports.activity', terms);
    // Each name finds the rows it names (alone: the broad terms find most rows anyway): the asset's, the
    // actor's, the targeted person's.
    const rows = (where: string, value: string) =>
      t.conn.sqlite.prepare(`SELECT l.id FROM action_logs l WHERE ${where}`).pluck().all(value) as number[];
    const named: [string, number[]][] = [
      [asset!, rows("l.item_type = 'hardware' AND l.item_id IN (SELECT id FROM assets WHERE name = ?)", asset!)],
      [actor!, rows('l.created_by IN (SELECT id FROM users WHERE last_name = ?)', actor!)],
      [
        target!,
        rows("l.target_type = 'users' AND l.target_id IN (SELECT id FROM users WHERE first_name = ?)", target!),
      ],
    ];
    for (const [term, expected] of named) {
      expect(expected.length, term).toBeGreaterThan(0);
      const found = await ids('reports.activity', fifty([term]).join(' OR '));
      expect(
        expected.filter((id) => !found.has(id)),
        term,
      ).toEqual([]);
    }
  });

  it('on the asset, work-order, people and location lists', async () => {
    const assets = pluck('SELECT name FROM assets WHERE name IS NOT NULL ORDER BY id LIMIT 3');
    await expectUnion('hardware.list', [...assets, 'pump', 'Ch', '00']);
    const titles = pluck('SELECT title FROM work_orders ORDER BY id LIMIT 3');
    await expectUnion('workorders.list', [...titles.map((w) => w.slice(0, 10)), 'filter', 'Le']);
    const people = pluck('SELECT first_name FROM users ORDER BY id LIMIT 4');
    await expectUnion('users.list', [...people, 'demo', 'ma']);
    const places = pluck('SELECT name FROM locations ORDER BY id LIMIT 4');
    await expectUnion('locations.list', [...places, 'Riffa', 'Ma']);
    // Maintenances are found by their asset's name or tag (a reference, through the asset index).
    const serviced = pluck(
      'SELECT a.name FROM asset_maintenances m JOIN assets a ON a.id = m.asset_id WHERE a.name IS NOT NULL ORDER BY m.id LIMIT 3',
    );
    await expectUnion('maintenances.list', [...serviced, 'repair', 'Ca']);
  });

  it('on the depreciation and acceptance reports: the asset, its model, location and status', async () => {
    const [model] = pluck('SELECT name FROM models ORDER BY id LIMIT 1');
    const [place] = pluck('SELECT name FROM locations WHERE id IN (SELECT location_id FROM assets) LIMIT 1');
    const [tag] = pluck('SELECT asset_tag FROM assets ORDER BY id DESC LIMIT 1');
    const [status] = pluck('SELECT name FROM status_labels ORDER BY id LIMIT 1');
    await expectUnion('reports.depreciation', [model!, place!, tag!, status!, 'Straight', 'La', '7']);
    await expectUnion('reports.unaccepted', [model!, tag!, 'Lap', 'A']);
  });
});
