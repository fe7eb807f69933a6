import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, DEMO_ACCOUNTS } from '@cmms/contracts';
import { createTestApp, type TestApp } from '../../../support/app.js';

/**
 * Issue 30: what the server writes "now" into a row follows the app's clock, so a demo session moved a week
 * ahead stamps its checkouts, audits and sign-ins a week ahead, and what is due is judged from that day.
 */
const NOW = new Date('2031-03-04T05:06:07Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
});
afterAll(async () => t.close());

const one = <T>(sql: string, ...params: unknown[]) => t.conn.sqlite.prepare(sql).get(...params) as T;

describe("rows stamped on the app's clock", () => {
  it('stamps a sign-in with the clock', async () => {
    await t.token('viewer');
    const email = DEMO_ACCOUNTS.find((a) => a.role === 'viewer')!.email;
    expect(one<{ last_login: string }>('SELECT last_login FROM users WHERE email = ?', email).last_login).toBe(
      '2031-03-04 05:06:07',
    );
  });

  it('stamps an audit with the clock and schedules the next one from its day', async () => {
    const asset = one<{ id: number }>('SELECT id FROM assets WHERE deleted_at IS NULL ORDER BY id LIMIT 1');
    const res = await t.call('superuser', {
      method: 'POST',
      url: `${API_BASE}/hardware/${asset.id}/audit`,
      payload: {},
    });
    expect(res.json().status).toBe('success');
    const row = one<{ last_audit_date: string; next_audit_date: string; updated_at: string }>(
      'SELECT last_audit_date, next_audit_date, updated_at FROM assets WHERE id = ?',
      asset.id,
    );
    expect(row.last_audit_date).toBe('2031-03-04 05:06:07');
    expect(row.updated_at).toBe('2031-03-04 05:06:07');
    expect(row.next_audit_date.slice(0, 7)).toBe('2032-03');
  });

  it('judges overdue audits from the clock’s day', async () => {
    // An audit due after the real today but before the clock's day is overdue for this app.
    const ahead = one<{ id: number } | undefined>(
      `SELECT id FROM assets WHERE deleted_at IS NULL AND next_audit_date > ? AND next_audit_date < '2031-03-04'
       ORDER BY next_audit_date LIMIT 1`,
      new Date().toISOString().slice(0, 10),
    );
    expect(ahead).toBeDefined();
    const res = await t.call('superuser', { method: 'GET', url: `${API_BASE}/hardware/audits/overdue?limit=500` });
    const ids = (res.json().rows as { id: number }[]).map((r) => r.id);
    expect(res.json().total).toBeLessThanOrEqual(500);
    expect(ids).toContain(ahead!.id);
    // The asset audited above is next due in 2032: not overdue.
    const audited = one<{ id: number }>("SELECT id FROM assets WHERE next_audit_date LIKE '2032-%' LIMIT 1");
    expect(ids).not.toContain(audited.id);
  });
});
