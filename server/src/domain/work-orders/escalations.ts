import { RUNNING_STATES, storedTime, toStoredDateTime } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import { placeholders } from '../../engine/sql.js';
import { logChange, type Change } from './history.js';
import { userRefs, type WorkOrderRecord } from './records.js';

/** Escalations: by hand, or by the sweep along the escalation matrix when a target is missed. */

export interface EscalationInput {
  level: number;
  trigger: 'manual' | 'response' | 'resolution';
  ruleId: number | null;
  causeId: number | null;
  assignees: number[];
  note: string | null;
  /** Raise the work order's priority one rank (Medium → High). */
  raisePriority: boolean;
}

interface Rule {
  id: number;
  name: string;
  level: number;
  cause_id: number | null;
  priority_id: number | null;
  response_minutes: number;
  resolution_minutes: number | null;
  assignee_type: string;
  assignee_users: string;
  assignee_groups: string;
  raise_priority: number;
}

const ids = (json: string): number[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
};

/**
 * Records one escalation: the row, the work order's level (and priority, when the rule raises it), the
 * assignees as watchers, and its history line. Call inside a transaction; `request` is null for the sweep.
 */
export function escalate(
  sqlite: Sqlite,
  request: FastifyRequest | null,
  wo: Pick<WorkOrderRecord, 'id' | 'escalation_level' | 'priority_id'>,
  input: EscalationInput,
  now: Date,
): number {
  const at = toStoredDateTime(now);
  const userId = request?.principal?.user.id ?? null;
  const id = Number(
    sqlite
      .prepare(
        `INSERT INTO work_order_escalations (work_order_id, level, cause_id, trigger, rule_id, assignees, note, created_by, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        wo.id,
        input.level,
        input.causeId,
        input.trigger,
        input.ruleId,
        JSON.stringify(input.assignees),
        input.note,
        userId,
        at,
      ).lastInsertRowid,
  );
  const meta: Change = {};
  const level = Math.max(wo.escalation_level, input.level);
  if (level !== wo.escalation_level) meta.escalation_level = { old: wo.escalation_level, new: level };
  meta.escalation = { old: null, new: `Level ${input.level} (${input.trigger})` };
  // A cause someone names on a manual escalation is news; the sweep only carries the work order's own
  // (logging it as a change read as if the matrix had set "Electrical" on a cavitating pump).
  if (input.causeId && input.trigger === 'manual') {
    meta.cause = {
      old: null,
      new: sqlite.prepare('SELECT cause_name FROM causes WHERE id = ?').pluck().get(input.causeId),
    };
  }
  let priority = wo.priority_id;
  if (input.raisePriority && wo.priority_id) {
    const higher = sqlite
      .prepare(
        `SELECT id, name FROM work_order_priorities WHERE rank < (SELECT rank FROM work_order_priorities WHERE id = ?)
         ORDER BY rank DESC LIMIT 1`,
      )
      .get(wo.priority_id) as { id: number; name: string } | undefined;
    if (higher) {
      const before = sqlite.prepare('SELECT name FROM work_order_priorities WHERE id = ?').pluck().get(wo.priority_id);
      meta.priority_id = { old: before, new: higher.name };
      priority = higher.id;
    }
  }
  sqlite
    .prepare('UPDATE work_orders SET escalation_level = ?, priority_id = ?, updated_at = ? WHERE id = ?')
    .run(level, priority, at, wo.id);
  const watch = sqlite.prepare(
    'INSERT OR IGNORE INTO work_order_watchers (work_order_id, user_id, created_by, created_at) VALUES (?, ?, ?, ?)',
  );
  const added = input.assignees.filter((user) => watch.run(wo.id, user, userId, at).changes > 0);
  if (added.length)
    meta.watcher = {
      old: null,
      new: userRefs(sqlite, added)
        .map((u) => u.name)
        .join(', '),
    };
  logChange(sqlite, request, wo.id, 'escalation', meta, { note: input.note, at: now });
  return id;
}

/** The rule of a level that fits the work order best: its cause and priority, else rules for any. */
function ruleFor(sqlite: Sqlite, level: number, causeId: number | null, priorityId: number | null): Rule | undefined {
  return sqlite
    .prepare(
      `SELECT * FROM escalation_rules WHERE level = ?
         AND (cause_id IS NULL OR cause_id = ?) AND (priority_id IS NULL OR priority_id = ?)
       ORDER BY cause_id IS NULL, priority_id IS NULL, id LIMIT 1`,
    )
    .get(level, causeId, priorityId) as Rule | undefined;
}

/** At most this many people hear of one escalation: a group of thousands is told through its nearest few. */
export const MAX_ESCALATION_ASSIGNEES = 10;

/**
 * Who a rule escalates to: its users, or its groups' active members, those working at one of the work
 * order's places first, then by id, at most {@link MAX_ESCALATION_ASSIGNEES}.
 */
function ruleAssignees(sqlite: Sqlite, rule: Rule, workOrderId: number): number[] {
  if (rule.assignee_type === 'user') return ids(rule.assignee_users).slice(0, MAX_ESCALATION_ASSIGNEES);
  const groups = ids(rule.assignee_groups);
  if (groups.length === 0) return [];
  return sqlite
    .prepare(
      `SELECT DISTINCT ug.user_id FROM users_groups ug JOIN users u ON u.id = ug.user_id
       WHERE ug.group_id IN (${placeholders(groups.length)}) AND u.deleted_at IS NULL AND u.activated = 1
       ORDER BY u.location_id IN (SELECT location_id FROM work_order_locations WHERE work_order_id = ?) DESC, ug.user_id
       LIMIT ?`,
    )
    .pluck()
    .all(...groups, workOrderId, MAX_ESCALATION_ASSIGNEES) as number[];
}

/**
 * Work orders looked at per run: each run is synchronous SQLite work, so a backlog (a database seeded
 * weeks ago) is worked off a batch a minute instead of blocking requests for seconds.
 */
export const SWEEP_BATCH = 100;

export interface Candidate extends WorkOrderRecord {
  response_hours: number | null;
}

/**
 * The sweep's work orders: running (open, assigned, in progress; a hold pauses its clock), past their
 * priority's response target without a first response or past their due date, with a next level in the
 * matrix; soonest due first.
 */
export function sweepCandidates(sqlite: Sqlite, now: Date, batch = SWEEP_BATCH): Candidate[] {
  return sqlite
    .prepare(
      `SELECT w.*, p.response_hours FROM work_orders w LEFT JOIN work_order_priorities p ON p.id = w.priority_id
       WHERE w.deleted_at IS NULL AND w.state COLLATE NOCASE IN (${placeholders(RUNNING_STATES.length)})
         AND ((w.due_at IS NOT NULL AND w.due_at < ?) OR (w.first_response_at IS NULL AND p.response_hours IS NOT NULL))
         AND EXISTS (SELECT 1 FROM escalation_rules r WHERE r.level = w.escalation_level + 1)
       ORDER BY w.due_at, w.id LIMIT ?`,
    )
    .all(...RUNNING_STATES, toStoredDateTime(now), batch) as Candidate[];
}

/**
 * When a work order's escalation clock starts: when it became work to do. That is its creation, or
 * its approval when it was raised as a request (triage time is not the crew's): approving an old
 * request starts the clock then, it does not fire every level at once.
 */
export function escalationClockStart(sqlite: Sqlite, wo: Pick<WorkOrderRecord, 'id' | 'created_at'>): number {
  const approved = sqlite
    .prepare(
      `SELECT min(l.created_at) FROM work_order_logs l JOIN work_order_statuses f ON f.id = l.from_status_id
       WHERE l.work_order_id = ? AND f.state = 'requested'`,
    )
    .pluck()
    .get(wo.id) as string | null;
  return storedTime(approved ?? wo.created_at);
}

/** What an action answers when escalation levels fell due with it: the caller's toast names the level. */
export const ESCALATION_TEXT = {
  workLogged: 'Work log entry added successfully. Escalated to level :level.',
  approved: 'The request was approved. Escalated to level :level.',
} as const;

/** The action's message, told of the levels that fired with it (the highest). */
export const withEscalation = (plain: string, announced: string, fired: readonly FiredLevel[]): string =>
  fired.length ? announced.replace(':level', String(Math.max(...fired.map((f) => f.level)))) : plain;

/** One level that fired: its number, its rule, and the moment its clock reached it. */
export interface FiredLevel {
  level: number;
  rule: string;
  at: Date;
}

/**
 * Climbs one work order up the matrix, each level on its rule's own clock: a response level when the
 * work is still unanswered at (clock start + the larger of the priority's response time and the rule's
 * minutes), a resolution level when it is past due and (clock start + the rule's resolution minutes)
 * has passed. A level fires only once its moment has come, and is recorded at that moment (a sweep
 * catching up after the server was down stamps each level when it fell due, not all at start). Each
 * level once: the row's level and a unique index make running it again a no-op. One transaction;
 * answers the levels it climbed.
 */
export function escalateDue(sqlite: Sqlite, wo: Candidate, now: Date): FiredLevel[] {
  const start = escalationClockStart(sqlite, wo);
  const fired: FiredLevel[] = [];
  sqlite.transaction(() => {
    let current: Pick<WorkOrderRecord, 'id' | 'escalation_level' | 'priority_id'> = wo;
    let previous = start;
    for (;;) {
      const level = current.escalation_level + 1;
      const rule = ruleFor(sqlite, level, wo.cause_id, current.priority_id);
      if (!rule) return;
      const responseAt =
        !wo.first_response_at && wo.response_hours !== null
          ? start + Math.max(wo.response_hours * 60, rule.response_minutes) * 60_000
          : null;
      const resolutionAt =
        wo.due_at !== null
          ? Math.max(storedTime(wo.due_at) + 1000, start + (rule.resolution_minutes ?? 0) * 60_000)
          : null;
      const due = [responseAt, resolutionAt].filter((m): m is number => m !== null && m <= now.getTime());
      if (due.length === 0) return;
      const moment = Math.max(Math.min(...due), previous);
      const done = sqlite
        .prepare("SELECT 1 FROM work_order_escalations WHERE work_order_id = ? AND level = ? AND trigger <> 'manual'")
        .get(wo.id, level);
      if (done) return;
      const at = new Date(moment);
      escalate(
        sqlite,
        null,
        current,
        {
          level,
          trigger: responseAt !== null && responseAt <= now.getTime() ? 'response' : 'resolution',
          ruleId: rule.id,
          causeId: wo.cause_id,
          assignees: ruleAssignees(sqlite, rule, wo.id),
          note: rule.name,
          raisePriority: Boolean(rule.raise_priority),
        },
        at,
      );
      fired.push({ level, rule: rule.name, at });
      previous = moment;
      current = sqlite
        .prepare('SELECT id, escalation_level, priority_id FROM work_orders WHERE id = ?')
        .get(wo.id) as typeof current;
    }
  })();
  return fired;
}

/**
 * The levels that fall due for one work order now, right after an action on it (a move, an approval),
 * so the caller hears of them at once; the clock tick would find them within the minute otherwise.
 */
export function escalateOne(sqlite: Sqlite, workOrderId: number, now: Date): FiredLevel[] {
  const wo = sqlite
    .prepare(
      `SELECT w.*, p.response_hours FROM work_orders w LEFT JOIN work_order_priorities p ON p.id = w.priority_id
       WHERE w.id = ? AND w.deleted_at IS NULL AND w.state COLLATE NOCASE IN (${placeholders(RUNNING_STATES.length)})`,
    )
    .get(workOrderId, ...RUNNING_STATES) as Candidate | undefined;
  return wo ? escalateDue(sqlite, wo, now) : [];
}

/** One sweep at once (the on-demand route): every candidate of the batch, in one go. */
export function runEscalationSweep(
  sqlite: Sqlite,
  now: Date,
  batch = SWEEP_BATCH,
): { checked: number; escalated: number } {
  const candidates = sweepCandidates(sqlite, now, batch);
  const escalated = candidates.reduce((sum, wo) => sum + escalateDue(sqlite, wo, now).length, 0);
  return { checked: candidates.length, escalated };
}
