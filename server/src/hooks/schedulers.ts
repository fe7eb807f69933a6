import {
  WEEKDAYS,
  isIsoDate,
  nextFloating,
  occurrencesBetween,
  getResource,
  showWhenHolds,
  splitList,
  validationText as t,
  type Messages,
  type Row,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { Principal } from '../context.js';
import { clockOf } from '../clock.js';
import type { HookContext, ResourceHooks } from '../engine/hooks.js';
import type { RawRow } from '../engine/rows.js';
import { placeholders } from '../engine/sql.js';
import { DEFAULT_LEAD_DAYS, ruleOf, todayOf, type PlanRecord } from '../domain/preventive/plans.js';

const PLAN_FIELDS = getResource('schedulers').fields;

/** The field each target needs, and the text when it is missing. */
const TARGET_FIELD = { assets: 'assets', model: 'model_id', category: 'category_id', location: 'location_id' } as const;
const TARGET_TEXT: Record<keyof typeof TARGET_FIELD, string> = {
  assets: 'The assets field is required when the target is assets.',
  model: 'The model id field is required when the target is a model.',
  category: 'The category id field is required when the target is a category.',
  location: 'The location id field is required when the target is a location.',
};

const empty = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0);

/**
 * Cross-field rules of a plan: its target names what it covers (the other targets are cleared), the
 * recurrence fields its frequency does not use are cleared (the declaration's `showWhen`), the weekday and skip-date lists hold real days (stored normalised), the end is not before the start;
 * defaults on create (every 1, 7 days' lead, the default priority, the Preventive category).
 */
function beforeSave({ sqlite }: HookContext, values: Record<string, unknown>, existing?: RawRow): Messages {
  const merged = { ...existing, ...values } as Record<string, unknown>;
  const messages: Record<string, string[]> = {};
  const target = (merged.target_type ?? 'assets') as keyof typeof TARGET_FIELD;
  const field = TARGET_FIELD[target];
  // The listed assets live in their join table: an update that does not send them keeps them.
  const missing =
    field === 'assets' && existing && !('assets' in values)
      ? !sqlite.prepare('SELECT 1 FROM scheduler_assets WHERE scheduler_id = ?').get(existing.id)
      : empty(merged[field]);
  if (missing) messages[field] = [TARGET_TEXT[target]];
  for (const [other, key] of Object.entries(TARGET_FIELD)) {
    if (other === target) continue;
    values[key] = key === 'assets' ? [] : null;
  }
  // A recurrence field the frequency does not use (the form hides it) is ignored and stored empty.
  for (const [key, decl] of Object.entries(PLAN_FIELDS)) {
    if (decl.showWhen && !showWhenHolds(decl.showWhen, merged))
      values[key] = 'default' in decl && decl.default !== undefined ? decl.default : null;
  }
  if (typeof values.weekdays === 'string') {
    const days = splitList(values.weekdays.toLowerCase());
    if (days.some((d) => !(WEEKDAYS as readonly string[]).includes(d)))
      messages.weekdays = [t.invalidChoice('weekdays')];
    else values.weekdays = WEEKDAYS.filter((d) => days.includes(d)).join(',') || null;
  }
  if (typeof values.skip_dates === 'string') {
    const dates = splitList(values.skip_dates);
    if (dates.some((d) => !isIsoDate(d))) messages.skip_dates = [t.date('skip dates')];
    else values.skip_dates = [...new Set(dates)].sort().join(', ') || null;
  }
  const start = merged.start_date as string | null;
  const end = merged.end_date as string | null;
  if (start && end && end < start)
    messages.end_date = ['The end date field must be a date after or equal to start date.'];
  if (Object.keys(messages).length) return messages;
  if (!existing) {
    values.interval ??= 1;
    values.lead_days ??= DEFAULT_LEAD_DAYS;
    values.priority_id ??=
      (sqlite
        .prepare('SELECT id FROM work_order_priorities ORDER BY is_default DESC, rank, id LIMIT 1')
        .pluck()
        .get() as number | undefined) ?? null;
    values.work_order_category_id ??=
      (sqlite
        .prepare("SELECT id FROM work_order_categories WHERE code = 'PM' OR name = 'Preventive' ORDER BY id LIMIT 1")
        .pluck()
        .get() as number | undefined) ?? null;
  }
  return null;
}

/**
 * Generation starts on the day a plan is made or resumed (whichever is later than its start): neither
 * back-fills what fell due before.
 */
function afterSave({ sqlite, request }: HookContext, id: number, values: Record<string, unknown>, existing?: RawRow) {
  const today = todayOf(request.server.ctx.clock);
  const resumed = existing && existing.paused && values.paused === false;
  if (existing && !resumed) return;
  sqlite.prepare('UPDATE schedulers SET generate_from = max(start_date, ?) WHERE id = ?').run(today, id);
}

/** The next date each plan falls due on or after today: none when paused or ended. One query per page. */
function decorateRows(sqlite: Sqlite, raws: readonly RawRow[], rows: Row[], _principal: Principal | null): void {
  const today = todayOf(clockOf(sqlite));
  // A floating plan runs from its last occurrence: completed on a day, or (never done) its date. Read
  // for every row of the page, so a page costs the same queries whatever its plans' bases.
  const floating = raws.map((r) => r.id);
  const lastDone = new Map(
    floating.length
      ? (
          sqlite
            .prepare(
              `SELECT o.scheduler_id AS id, coalesce(substr(w.completed_at, 1, 10), o.occurrence_date) AS day
               FROM schedule_occurrences o LEFT JOIN work_orders w ON w.id = o.work_order_id
               WHERE o.scheduler_id IN (${placeholders(floating.length)}) ORDER BY o.occurrence_date`,
            )
            .all(...floating) as { id: number; day: string }[]
        ).map((r) => [r.id, r.day])
      : [],
  );
  raws.forEach((raw, i) => {
    const plan = raw as unknown as PlanRecord;
    let next: string | null = null;
    if (!plan.paused && !plan.deleted_at) {
      next =
        plan.basis === 'floating'
          ? nextFloating(ruleOf(plan), lastDone.get(plan.id) ?? null)
          : (occurrencesBetween(ruleOf(plan), today, '9999-12-31', 1).at(0) ?? null);
    }
    rows[i]!.next_date = next;
  });
}

export const schedulerHooks: ResourceHooks = { beforeSave, afterSave, decorateRows };
