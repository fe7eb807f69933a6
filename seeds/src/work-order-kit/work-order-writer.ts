import {
  AWAITING_RESPONSE,
  MOVE_RULES,
  workOrderNumber,
  type WorkOrderMove,
  type WorkOrderState,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { SeedDates } from '../anchor.js';

/** A seeded work order before its history: times are days from the anchor (negative: before it). */
export interface SeedWorkOrder {
  title: string;
  description: string | null;
  source: 'direct' | 'request' | 'preventive' | 'follow_up';
  priority_id: number;
  category_id: number | null;
  cause_id: number | null;
  /** Assigned when raised (a direct work order lands on `assigned`). */
  assignee: number | null;
  /** Who raised it; null when the server did (a preventive plan's work order). */
  requested_by: number | null;
  /** The activity log's note on its creation ("Generated from plan …"). */
  note?: string;
  parent_id?: number | null;
  follow_up_of?: number | null;
  customer_id?: number | null;
  /** A preventive plan's occurrence (issue 13). */
  scheduler_id?: number | null;
  occurrence_date?: string | null;
  created: number;
  due: number | null;
  assets: number[];
  locations: number[];
  supportees?: number[];
}

/** One work-log entry of its history: a move of the table, or time logged. */
export interface SeedMove {
  move: WorkOrderMove | 'log';
  at: number;
  by: number;
  note?: string | null;
  reason?: string | null;
  minutes?: number;
  assignee?: number;
}

interface Status {
  id: number;
  name: string;
}

/**
 * What a requester wrote for a reported fault: its title inside a sentence, whose first word is lowered
 * unless it is a name or acronym ("Desktop PC 31 …" → "desktop PC 31 …", "AHU-2 …" and "UPS 1 …" stay).
 */
export function reportedDescription(title: string, asset: { name: string; model: string }): string {
  const first = title.split(/\s/, 1)[0] ?? '';
  const inSentence = /^\p{Lu}[\p{Ll}]*$/u.test(first) ? title.charAt(0).toLowerCase() + title.slice(1) : title;
  return `Reported at the site: ${inSentence}. Asset ${asset.name} (${asset.model}).`;
}

/**
 * Writes seeded work orders the way the server would have: every stamp (first response, start,
 * completion, close, the paused due clock) follows from the history's moves, and every move has its
 * work-log entry and its activity-log row. Prepared statements only: the large profile writes 200k.
 */
export class WorkOrderWriter {
  private readonly insertOrder;
  private readonly insertLog;
  private readonly insertAction;
  private readonly insertJoin: Record<
    'work_order_assets' | 'work_order_locations' | 'work_order_supportees',
    { run(workOrderId: number, other: number): unknown }
  >;
  private readonly lastId;
  /** Rows written per table, for the seed summary. */
  readonly counts = { work_orders: 0, work_order_logs: 0 };

  constructor(
    private readonly sqlite: Sqlite,
    private readonly dates: SeedDates,
    private readonly statuses: ReadonlyMap<WorkOrderState, Status>,
    /** Write the activity log too (the benchmark's bulk keeps its work logs only: half the rows). */
    private readonly activityLog = true,
  ) {
    this.insertOrder = sqlite.prepare(
      `INSERT INTO work_orders (id, number, title, description, source, status_id, state, priority_id, category_id, cause_id,
         assignee, requested_by, parent_id, follow_up_of, customer_id, scheduler_id, occurrence_date, due_at, hold_started_at, first_response_at, started_at,
         completed_at, completed_by, closed_at, escalation_level, hold_reason, cancel_reason, reject_reason,
         time_spent_minutes, created_by, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertLog = sqlite.prepare(
      `INSERT INTO work_order_logs (work_order_id, action, from_status_id, to_status_id, note, reason, minutes, created_by, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertAction = sqlite.prepare(
      `INSERT INTO action_logs (action_type, item_type, item_id, note, log_meta, action_source, created_by, created_at)
       VALUES (?, 'workorders', ?, ?, ?, 'seed', ?, ?)`,
    );
    const join = (table: string, column: string) =>
      sqlite.prepare(`INSERT OR IGNORE INTO ${table} (work_order_id, ${column}) VALUES (?, ?)`);
    this.insertJoin = {
      work_order_assets: join('work_order_assets', 'asset_id'),
      work_order_locations: join('work_order_locations', 'location_id'),
      work_order_supportees: join('work_order_supportees', 'user_id'),
    };
    this.lastId = sqlite.prepare('SELECT max(id) FROM work_orders').pluck();
  }

  /** A writer on the seeded work-order statuses (the catalogue step's): the last status of each state. */
  static forDatabase(sqlite: Sqlite, dates: SeedDates, activityLog = true): WorkOrderWriter {
    const rows = sqlite.prepare('SELECT id, name, state FROM work_order_statuses ORDER BY sort_order').all() as {
      id: number;
      name: string;
      state: WorkOrderState;
    }[];
    const statuses = new Map(rows.reverse().map((s) => [s.state, s]));
    return new WorkOrderWriter(sqlite, dates, statuses, activityLog);
  }

  private status(state: WorkOrderState): Status {
    const status = this.statuses.get(state);
    if (!status) throw new Error(`No seeded status for state ${state}`);
    return status;
  }

  /** An activity-log row about a work order (comments, checklists, escalations write theirs through it). */
  log(
    id: number,
    action: string,
    at: number,
    by: number | null,
    meta: Record<string, { old: unknown; new: unknown }> | null,
    note: string | null = null,
  ) {
    this.insertAction.run(action, id, note, meta ? JSON.stringify(meta) : null, by, this.dates.stamp(at));
  }

  /** Inserts the work order with the state its history leads to, then the history itself. Returns its id. */
  write(
    wo: SeedWorkOrder,
    history: readonly SeedMove[],
  ): { id: number; state: WorkOrderState; at: number; due: number | null } {
    const { stamp } = this.dates;
    // The id is known before the insert, so the number goes in with the row (no second write to index).
    const id = ((this.lastId.get() as number | null) ?? 0) + 1;
    const number = workOrderNumber(id);
    let state: WorkOrderState = wo.source === 'request' ? 'requested' : wo.assignee ? 'assigned' : 'open';
    const row = {
      assignee: wo.assignee,
      due: wo.due,
      holdStarted: null as number | null,
      holdReason: null as string | null,
      firstResponse: null as number | null,
      started: null as number | null,
      completed: null as number | null,
      completedBy: null as number | null,
      closed: null as number | null,
      cancelReason: null as string | null,
      rejectReason: null as string | null,
      minutes: 0,
      updated: wo.created,
    };
    const entries: {
      move: string;
      from: Status;
      to: Status;
      at: number;
      by: number;
      note: string | null;
      reason: string | null;
      minutes: number;
      meta: Record<string, { old: unknown; new: unknown }>;
    }[] = [];
    for (const m of history) {
      const from = this.status(state);
      const meta: Record<string, { old: unknown; new: unknown }> = {};
      let to: WorkOrderState = state;
      if (m.move !== 'log') {
        const rule = MOVE_RULES[m.move];
        if (!rule.from.includes(state)) throw new Error(`seed history of "${wo.title}": ${m.move} from ${state}`);
        if (m.assignee) row.assignee = m.assignee;
        to = rule.toWhenAssigned && row.assignee ? rule.toWhenAssigned : rule.to;
        if (row.firstResponse === null && AWAITING_RESPONSE.includes(state) && !AWAITING_RESPONSE.includes(to)) {
          row.firstResponse = m.at;
          meta.first_response_at = { old: null, new: stamp(m.at) };
        }
        if (state === 'on_hold') {
          if (m.move === 'resume' && row.due !== null && row.holdStarted !== null) row.due += m.at - row.holdStarted;
          row.holdStarted = null;
          row.holdReason = null;
        }
        if (m.move === 'start' && row.started === null) row.started = m.at;
        if (m.move === 'hold') {
          row.holdStarted = m.at;
          row.holdReason = m.reason ?? 'other';
        }
        if (m.move === 'complete') {
          row.completed = m.at;
          row.completedBy = m.by;
        }
        if (m.move === 'close') row.closed = m.at;
        if (m.move === 'reopen') row.completed = row.completedBy = row.closed = null;
        if (m.move === 'cancel') row.cancelReason = m.note ?? null;
        if (m.move === 'reject') row.rejectReason = m.note ?? null;
        meta.status = { old: from.name, new: this.status(to).name };
      }
      if (m.minutes) {
        meta.time_spent_minutes = { old: row.minutes, new: row.minutes + m.minutes };
        row.minutes += m.minutes;
      }
      entries.push({
        move: m.move,
        from,
        to: this.status(to),
        at: m.at,
        by: m.by,
        note: m.note ?? null,
        reason: m.move === 'hold' ? (m.reason ?? 'other') : (m.reason ?? null),
        minutes: m.minutes ?? 0,
        meta,
      });
      state = to;
      row.updated = m.at;
    }
    const status = this.status(state);
    const at = (offset: number | null) => (offset === null ? null : stamp(offset));
    this.insertOrder.run(
      id,
      number,
      wo.title,
      wo.description,
      wo.source,
      status.id,
      state,
      wo.priority_id,
      wo.category_id,
      wo.cause_id,
      row.assignee,
      wo.requested_by,
      wo.parent_id ?? null,
      wo.follow_up_of ?? null,
      wo.customer_id ?? null,
      wo.scheduler_id ?? null,
      wo.occurrence_date ?? null,
      at(row.due),
      at(row.holdStarted),
      at(row.firstResponse),
      at(row.started),
      at(row.completed),
      row.completedBy,
      at(row.closed),
      row.holdReason,
      row.cancelReason,
      row.rejectReason,
      row.minutes,
      wo.requested_by,
      stamp(wo.created),
      stamp(row.updated),
    );
    for (const asset of wo.assets) this.insertJoin.work_order_assets.run(id, asset);
    for (const location of wo.locations) this.insertJoin.work_order_locations.run(id, location);
    for (const user of wo.supportees ?? []) this.insertJoin.work_order_supportees.run(id, user);
    if (this.activityLog) this.log(id, 'create', wo.created, wo.requested_by, null, wo.note ?? null);
    for (const e of entries) {
      this.insertLog.run(id, e.move, e.from.id, e.to.id, e.note, e.reason, e.minutes || null, e.by, stamp(e.at));
      const action = e.move === 'log' ? 'update' : 'status change';
      const note = [e.move === 'log' ? null : e.move, e.note].filter(Boolean).join(': ') || null;
      if (this.activityLog) this.log(id, action, e.at, e.by, Object.keys(e.meta).length ? e.meta : null, note);
    }
    this.counts.work_orders += 1;
    this.counts.work_order_logs += entries.length;
    return { id, state, at: row.updated, due: row.due };
  }
}
