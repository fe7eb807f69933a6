import { describe, expect, it } from 'vitest';
import { openDatabase, type Connection } from '@cmms/db';
import { TEST_ANCHOR, seedDatabase } from '@cmms/seeds';
import { resources } from '@cmms/contracts';

const seeded = (options: { seed?: number; anchor?: string } = {}): Connection => {
  const conn = openDatabase(':memory:');
  seedDatabase(conn, { anchor: TEST_ANCHOR, ...options });
  return conn;
};

const dump = (options: { seed?: number; anchor?: string } = {}) => {
  const conn = seeded(options);
  const tables = [...resources.map((r) => r.table), 'users', 'permission_groups', 'users_groups', 'action_logs'];
  const out = Object.fromEntries(
    tables.map((t) => [t, conn.sqlite.prepare(`SELECT * FROM "${t}" ORDER BY rowid`).all()]),
  );
  conn.close();
  return out;
};

// Seeding the demo estate twice takes seconds on a busy machine.
const SLOW = 60_000;

describe('deterministic seeds', () => {
  it('gives identical rows and ids for the same seed and anchor', { timeout: SLOW }, () => {
    expect(dump()).toEqual(dump());
  });

  it('gives different generated rows for another seed, with the demo logins fixed', { timeout: SLOW }, () => {
    const a = dump();
    const b = dump({ seed: 7 });
    expect(b.suppliers).not.toEqual(a.suppliers);
    const logins = (d: Record<string, unknown[]>) =>
      (d.users as { id: number; email: string }[]).slice(0, 5).map((u) => [u.id, u.email]);
    expect(logins(b)).toEqual(logins(a));
  });

  it('fills every declared resource', { timeout: SLOW }, () => {
    const d = dump();
    for (const r of resources) expect(d[r.table]!.length, r.table).toBeGreaterThanOrEqual(4);
  });

  it('moves every date with the anchor: the same rows a month later are a month later', { timeout: SLOW }, () => {
    const a = seeded();
    const b = seeded({ anchor: '2026-12-01' });
    const dates = (conn: Connection) =>
      // Preventive work follows its plans' calendar (the first Sunday, the 5th), which a month does not shift
      // by a fixed number of days; it is seeded last, so the other rows keep their ids.
      conn.sqlite
        .prepare("SELECT created_at, due_at, closed_at FROM work_orders WHERE source <> 'preventive' ORDER BY id")
        .all() as Record<string, string | null>[];
    const month = 30 * 86_400_000;
    const later = dates(b);
    dates(a).forEach((row, i) => {
      for (const key of ['created_at', 'due_at', 'closed_at']) {
        const x = row[key];
        const y = later[i]![key];
        if (x === null) expect(y).toBeNull();
        else expect(Date.parse(`${y!.replace(' ', 'T')}Z`) - Date.parse(`${x!.replace(' ', 'T')}Z`)).toBe(month);
      }
    });
    a.close();
    b.close();
  });
});

describe('the seeded year of maintenance', () => {
  const conn = seeded();
  const all = <T>(sql: string) => conn.sqlite.prepare(sql).all() as T[];
  const n = (sql: string) => conn.sqlite.prepare(sql).pluck().get() as number;

  it('backs every claimed date by its move in the work log and the activity log', () => {
    const stamps: [string, string][] = [
      ['started_at', 'start'],
      ['completed_at', 'complete'],
      ['closed_at', 'close'],
    ];
    for (const [column, move] of stamps) {
      const unbacked = n(
        `SELECT count(*) FROM work_orders w WHERE w.${column} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM work_order_logs l
           WHERE l.work_order_id = w.id AND l.action = '${move}' AND l.created_at <= w.${column})`,
      );
      expect(unbacked, column).toBe(0);
    }
    const firstResponse = n(
      `SELECT count(*) FROM work_orders w WHERE w.first_response_at IS NOT NULL AND w.first_response_at <> (
         SELECT min(l.created_at) FROM work_order_logs l JOIN work_order_statuses f ON f.id = l.from_status_id
         JOIN work_order_statuses s ON s.id = l.to_status_id
         WHERE l.work_order_id = w.id AND f.state IN ('open', 'assigned') AND s.state NOT IN ('open', 'assigned'))`,
    );
    expect(firstResponse).toBe(0);
    expect(
      n(`SELECT count(*) FROM work_order_logs l WHERE l.action <> 'log' AND NOT EXISTS (SELECT 1 FROM action_logs a
           WHERE a.item_type = 'workorders' AND a.item_id = l.work_order_id AND a.action_type = 'status change'
           AND a.created_at = l.created_at)`),
    ).toBe(0);
  });

  it('keeps the gates: started work had its pre-work checks done, completed work its post-work ones', () => {
    const early = n(`SELECT count(*) FROM work_order_checklists c JOIN work_orders w ON w.id = c.work_order_id
      WHERE c.stage = 'pre' AND w.started_at IS NOT NULL AND (c.completed_at IS NULL OR c.completed_at > w.started_at)`);
    const late = n(`SELECT count(*) FROM work_order_checklists c JOIN work_orders w ON w.id = c.work_order_id
      WHERE c.stage = 'post' AND w.completed_at IS NOT NULL AND (c.completed_at IS NULL OR c.completed_at > w.completed_at)`);
    const subtasks = n(`SELECT count(*) FROM work_orders p JOIN work_orders s ON s.parent_id = p.id
      WHERE p.completed_at IS NOT NULL AND (s.completed_at IS NULL OR s.completed_at > p.completed_at) AND s.state <> 'cancelled'`);
    expect([early, late, subtasks]).toEqual([0, 0, 0]);
  });

  it("has today's mix: every state, overdue escalated work, holds with reasons, requests awaiting triage", () => {
    const states = new Set(all<{ state: string }>('SELECT DISTINCT state FROM work_orders').map((r) => r.state));
    expect([...states].sort()).toEqual(
      [
        'assigned',
        'cancelled',
        'closed',
        'completed',
        'in_progress',
        'on_hold',
        'open',
        'rejected',
        'requested',
      ].sort(),
    );
    const anchor = `${TEST_ANCHOR} 08:00:00`;
    expect(
      n(`SELECT count(*) FROM work_orders WHERE state IN ('open','assigned','in_progress') AND due_at < '${anchor}'`),
    ).toBeGreaterThan(5);
    expect(n('SELECT count(*) FROM work_orders WHERE escalation_level > 0')).toBeGreaterThan(5);
    expect(n("SELECT count(*) FROM work_orders WHERE state = 'on_hold' AND hold_reason IS NULL")).toBe(0);
    expect(n("SELECT count(*) FROM work_orders WHERE state = 'requested' AND requested_by = 5")).toBeGreaterThan(2);
    expect(
      n(`SELECT count(*) FROM work_orders WHERE due_at BETWEEN '${anchor}' AND date('${TEST_ANCHOR}', '+7 days')`),
    ).toBeGreaterThan(10);
    expect(n('SELECT count(*) FROM work_orders WHERE created_at > ' + `'${anchor}'`)).toBe(0);
  });

  it('titles work for its equipment: no compressor work on laptops', () => {
    const wrong = all<{
      title: string;
    }>(`SELECT w.title FROM work_orders w JOIN work_order_assets a ON a.work_order_id = w.id
      JOIN assets s ON s.id = a.asset_id JOIN models m ON m.id = s.model_id JOIN categories c ON c.id = m.category_id
      WHERE c.name IN ('Laptops', 'Desktops') AND (w.title LIKE '%chiller%' OR w.title LIKE '%compressor%' OR w.title LIKE '%pump%')`);
    expect(wrong).toEqual([]);
  });
});

describe('the seeded preventive programme', () => {
  const conn = seeded();
  const n = (sql: string) => conn.sqlite.prepare(sql).pluck().get() as number;
  const compliance = (months: string) =>
    n(`SELECT round(100.0 * sum(w.completed_at IS NOT NULL AND w.completed_at <= w.due_at) / count(*), 1)
       FROM schedule_occurrences o JOIN work_orders w ON w.id = o.work_order_id
       WHERE o.occurrence_date < '${TEST_ANCHOR}' AND CAST(substr(o.occurrence_date, 6, 2) AS INTEGER) ${months}`);

  it('backs every occurrence by a preventive work order of its plan, dated by it', () => {
    expect(n('SELECT count(*) FROM schedulers')).toBeGreaterThanOrEqual(10);
    expect(
      n(`SELECT count(*) FROM schedule_occurrences o JOIN work_orders w ON w.id = o.work_order_id
         WHERE w.source = 'preventive' AND w.scheduler_id = o.scheduler_id AND w.occurrence_date = o.occurrence_date
         AND substr(w.due_at, 1, 10) = o.occurrence_date`),
    ).toBe(n('SELECT count(*) FROM schedule_occurrences'));
    expect(n("SELECT count(*) FROM work_orders WHERE source = 'preventive'")).toBe(
      n('SELECT count(*) FROM schedule_occurrences'),
    );
  });

  it('tells a story: mostly on time, compliance dipping in the summer peak', () => {
    const summer = compliance('IN (6, 7, 8)');
    const rest = compliance('NOT IN (6, 7, 8)');
    expect(rest).toBeGreaterThan(80);
    expect(summer).toBeLessThan(rest - 15);
  });

  it('gives technicians skills and a working week', () => {
    expect(n('SELECT count(DISTINCT user_id) FROM user_skills')).toBe(
      n("SELECT count(*) FROM users WHERE role_type = 'technician' AND activated = 1 AND deleted_at IS NULL"),
    );
    expect(
      n("SELECT count(*) FROM users WHERE role_type = 'technician' AND working_hours IS NULL AND activated = 1"),
    ).toBe(0);
  });
});
