import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../../support/app.js';
import { logbookCalls, type Json } from '../../../support/logbooks.js';

/**
 * The demo estate's logbooks as the demo accounts find them: four logbooks for the technician, the
 * chiller log alone for the viewer, months of entries with late and missed slots, the cold store's
 * out-of-range readings behind its work orders, approvals waiting for the manager, the technician's drafts.
 */

let t: TestApp;
const lb = logbookCalls(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('seeded logbooks', () => {
  it('shows each demo account the logbooks its grants name', async () => {
    const names = async (role: 'technician' | 'viewer' | 'requester') =>
      ((await lb.call(role, 'GET', '/e-loggers?sort=name&order=asc')).body.rows as Json[] | undefined)?.map(
        (r) => r.name,
      );
    expect(await names('technician')).toEqual([
      'Chiller plant log – Seef Mall',
      'Cold store 1 temperature – Muharraq Depot',
      'Fire-pump test – Tower A',
      'Generator run log – Tower A',
    ]);
    expect(await names('viewer')).toEqual(['Chiller plant log – Seef Mall']);
    expect((await lb.call('requester', 'GET', '/e-loggers')).status).toBe(403);
  });

  it('names every reading of every seeded form version, as a form people fill would', () => {
    const docs = t.conn.sqlite.prepare('SELECT schema FROM logger_form_versions').pluck().all() as string[];
    expect(docs.length).toBeGreaterThan(0);
    for (const text of docs) {
      const fields = Object.entries(
        (JSON.parse(text) as { properties: Record<string, { title?: string }> }).properties,
      );
      for (const [key, field] of fields) expect(field.title, key).toMatch(/^[A-Z][a-z]/);
    }
  });

  it('holds months of entries, late and missed slots, and readings that raised work orders', async () => {
    const loggers = (await lb.call('manager', 'GET', '/e-loggers?sort=name&order=asc')).body.rows as Json[];
    const cold = loggers.find((l) => l.name.startsWith('Cold store'))!;
    const entries = (await lb.call('manager', 'GET', `/forms/submit/list?logger_id=${cold.id}&flagged=1`)).body;
    const raised = (entries.rows as Json[]).filter((e) => e.work_orders.length > 0);
    expect(raised.length).toBeGreaterThanOrEqual(2);
    for (const e of raised) {
      expect(e.flags.room_temp.flag).toBe('high');
      const back = await lb.call('manager', 'GET', `/forms/submit/list?work_order_id=${e.work_orders[0].id}`);
      expect(back.body.rows.map((r: Json) => r.id)).toEqual([e.id]);
      const wo = await t.call('manager', {
        url: endpointPath('workorders.detail', { id: e.work_orders[0].id as number }),
      });
      expect((wo.json() as Json).source).toBe('logbook');
    }
    const chiller = loggers.find((l) => l.name.startsWith('Chiller'))!;
    const slots = (await lb.call('manager', 'GET', `/e-loggers/${chiller.id}/slots?from=2026-10-20&to=2026-10-27`)).body
      .rows as Json[];
    const statuses = new Set(slots.map((s) => s.status));
    expect([...statuses].sort()).toEqual(['done', 'late', 'missed']);
    const pending = (await lb.call('manager', 'GET', '/forms/submit/list?status=in_review')).body.total as number;
    expect(pending).toBeGreaterThan(0);
    const bell = (await lb.call('manager', 'GET', '/notifications')).body;
    expect(bell.unread).toBeGreaterThan(0);
    expect((await lb.call('technician', 'GET', '/logger-drafts')).body.total).toBe(2);
  });
});
