import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MODULES } from '../../../../server/src/modules/index.js';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { chillerSchema, logbookCalls, type Json } from '../../../support/logbooks.js';
import { testClock } from '../../../support/work-orders.js';

/**
 * The logbooks' dashboard tiles (issue 28) and the approval inbox's filter: each tile's figure is the
 * total of the list it opens (same query), and follows a new missed slot or flagged reading at once.
 */

let t: TestApp;
const clock = testClock();
const lb = logbookCalls(() => t);
let loggerId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  const form = await lb.form(chillerSchema());
  loggerId = (
    await lb.logger(form.id as number, { name: 'Tile chiller log', starts_at: clock.now().toISOString().slice(0, 10) })
  ).payload.id as number;
  await lb.grant(loggerId, [
    { principal_type: 'user', principal_id: lb.userId('technician'), fill: true },
    { principal_type: 'user', principal_id: lb.userId('manager'), approve: true },
  ]);
  await lb.call('superuser', 'POST', `/e-loggers/${loggerId}/approval-flow/steps`, {
    approver_type: 'user',
    approver_id: lb.userId('manager'),
    name: 'Shift supervisor',
  });
});
afterAll(async () => t.close());

const tiles = async (role: 'manager' | 'technician' | 'requester' | 'viewer') => {
  const res = await lb.call(role, 'GET', '/dashboard');
  expect(res.status).toBe(200);
  return new Map((res.body.tiles as Json[]).map((tile) => [tile.id as string, tile]));
};
const query = (link: Json) => new URLSearchParams(link.query as Record<string, string>).toString();
/** The API list behind a tile's console address. */
const API_OF: Record<string, string> = {
  '/logbooks/missed': '/e-loggers/missed',
  '/logbooks/entries': '/forms/submit/list',
};
const listTotal = async (role: 'manager' | 'technician', link: Json) =>
  (await lb.call(role, 'GET', `${API_OF[link.path as string]}?${query(link)}&limit=1`)).body.total as number;
const runJobs = () => {
  for (const job of SERVER_MODULES.flatMap((m) => m.jobs?.(t.app) ?? [])) for (const unit of job.units()) unit();
};

describe('logbook dashboard tiles', () => {
  it('shows a manager both tiles, each figure equal to the total of the list it opens', async () => {
    const board = await tiles('manager');
    const missed = board.get('logbook_missed_entries')!;
    const flagged = board.get('logbook_out_of_range')!;
    expect(missed.link.path).toBe('/logbooks/missed');
    expect(flagged.link).toMatchObject({ path: '/logbooks/entries', query: { flagged: '1' } });
    // The seeded estate missed some entries and flagged some readings this week.
    expect(missed.value).toBeGreaterThan(0);
    expect(flagged.value).toBeGreaterThan(0);
    expect(await listTotal('manager', missed.link)).toBe(missed.value);
    expect(await listTotal('manager', flagged.link)).toBe(flagged.value);
  });

  it('counts a new out-of-range reading and a newly missed slot at once', async () => {
    const before = await tiles('manager');
    clock.advance(1);
    const entry = await lb.call('technician', 'POST', '/forms/submit', {
      logger_id: loggerId,
      client_uuid: 'tile-hot-reading',
      data: { supply_temp: 11.5 },
    });
    expect(entry.body.payload.flagged).toBe(true);
    // Three hours without an entry: the missed-entries job marks the empty slots.
    clock.advance(3);
    runJobs();
    const after = await tiles('manager');
    expect(after.get('logbook_out_of_range')!.value).toBe(before.get('logbook_out_of_range')!.value + 1);
    const missed = after.get('logbook_missed_entries')!;
    expect(missed.value).toBeGreaterThan(before.get('logbook_missed_entries')!.value);
    expect(await listTotal('manager', missed.link)).toBe(missed.value);
    const rows = (await lb.call('manager', 'GET', `/e-loggers/missed?${query(missed.link)}&logger_id=${loggerId}`)).body
      .rows as Json[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.logger.name === 'Tile chiller log')).toBe(true);
  });

  it('gives the tiles to no one who may not read logbooks', async () => {
    const board = await tiles('requester');
    expect(board.has('logbook_missed_entries')).toBe(false);
    expect(board.has('logbook_out_of_range')).toBe(false);
  });
});

describe('the approval inbox filter', () => {
  it('lists what waits at the caller’s level, and drops it once signed', async () => {
    clock.advance(1);
    const entry = await lb.call('technician', 'POST', '/forms/submit', {
      logger_id: loggerId,
      client_uuid: 'tile-inbox-entry',
      data: { supply_temp: 6.5 },
    });
    const id = entry.body.payload.id as number;
    const inbox = async (role: 'manager' | 'technician') =>
      (await lb.call(role, 'GET', `/forms/submit/list?awaiting=me&logger_id=${loggerId}`)).body as Json;
    const waiting = await inbox('manager');
    expect((waiting.rows as Json[]).map((r) => r.id)).toContain(id);
    expect((waiting.rows as Json[]).every((r) => r.status === 'in_review')).toBe(true);
    expect((await inbox('technician')).total).toBe(0);
    const signed = await lb.call('manager', 'POST', `/forms/submit/${id}/approve`, { comment: 'Checked on site' });
    expect(signed.body.payload.status).toBe('approved');
    expect(((await inbox('manager')).rows as Json[]).map((r) => r.id)).not.toContain(id);
  });
});
