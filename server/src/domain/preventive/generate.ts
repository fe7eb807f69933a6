import { addDays, occurrencesBetween, toStoredDateTime, type ChecklistStage } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../context.js';
import type { TickJob } from '../../clock-tick.js';
import { systemRequest } from '../../engine/system-request.js';
import { nextFloatingDate } from './occurrences.js';
import { activeTemplates, attachChecklists, type WantedChecklist } from '../work-orders/attach-checklists.js';
import {
  DEFAULT_LEAD_DAYS,
  activePlans,
  checklistIds,
  loadPlan,
  occurrenceTargets,
  ruleOf,
  todayOf,
  type OccurrenceTarget,
  type PlanRecord,
} from './plans.js';

/** Bounds of one generation: how far ahead, how many work orders per call, how many per transaction. */
export const GENERATION_LIMITS = {
  /** `until` at most this many days after today. */
  horizonDays: 366,
  /** Occurrences one call (or one plan in one tick) handles at most, across all its targets. */
  perCall: 500,
  /** Occurrences per transaction; the asynchronous run yields to requests between two. */
  slice: 100,
} as const;

export interface GenerationResult {
  /** Work orders created, in order. */
  created: number[];
  /** Occurrences the work-order rules refused (a deleted priority...), with the messages. */
  refused: { date: string; asset_id: number | null; messages: Record<string, string[]> }[];
  /** Occurrences due by `until` left for a later call: this one reached its cap. */
  left: number;
}

const STAGES: readonly ChecklistStage[] = ['pre', 'inter', 'post'];
const OPEN_STATES = "('requested','open','assigned','in_progress','on_hold')";

/** The group's active member with the least open work (ties: the lowest id): who a group plan's work goes to. */
function groupMember(sqlite: Sqlite, groupId: number): number | null {
  return (
    (sqlite
      .prepare(
        `SELECT u.id FROM users_groups ug JOIN users u ON u.id = ug.user_id
         WHERE ug.group_id = ? AND u.deleted_at IS NULL AND u.activated = 1
         ORDER BY (SELECT count(*) FROM work_orders w WHERE w.assignee = u.id AND w.deleted_at IS NULL
                   AND w.state IN ${OPEN_STATES}), u.id
         LIMIT 1`,
      )
      .pluck()
      .get(groupId) as number | undefined) ?? null
  );
}

/** The dates a fixed plan should have work orders for now: from its generation start up to `until`. */
const fixedDates = (plan: PlanRecord, until: string): string[] =>
  occurrencesBetween(ruleOf(plan), plan.generate_from ?? plan.start_date, until);

/** One plan's generation under way: `step()` makes the next slice and says whether more is to come. */
export interface Generation {
  step(): boolean;
  readonly result: GenerationResult;
}

/**
 * Prepares the plan's missing work orders for occurrences due by `until` (today + lead days unless
 * given), at most `GENERATION_LIMITS.perCall` of them, made by `step()` in transactions of a slice each.
 * Each occurrence's row goes in first, by its unique key: a second run, a restart or a concurrent run
 * finds it and creates nothing. The work orders go through the work-order writer (same rules, action
 * log "Generated from plan …"), with the plan's checklists. Before each slice after the first, the plan
 * is read again: deleted or paused meanwhile, the run stops there.
 */
export function startGeneration(
  app: FastifyInstance,
  plan: PlanRecord,
  options: { until?: string; principal?: Principal | null; limit?: number } = {},
): Generation {
  const { sqlite } = app.ctx.conn;
  const result: GenerationResult = { created: [], refused: [], left: 0 };
  if (plan.paused || plan.deleted_at) return { step: () => false, result };
  const limit = options.limit ?? GENERATION_LIMITS.perCall;
  const now = app.ctx.clock();
  const until = options.until ?? addDays(todayOf(app.ctx.clock), plan.lead_days ?? DEFAULT_LEAD_DAYS);
  const request = systemRequest(app, options.principal ?? null);
  const workOrders = app.ctx.engine.resource('workorders');
  const wanted: WantedChecklist[] = STAGES.flatMap((stage) =>
    checklistIds(plan[`${stage}_checklists`]).map((id) => ({ stage, id })),
  );
  const templates = activeTemplates(
    sqlite,
    wanted.map((w) => w.id),
  );
  const attach = wanted.filter((w) => templates.has(w.id));
  const claim = sqlite.prepare(
    'INSERT OR IGNORE INTO schedule_occurrences (scheduler_id, occurrence_date, asset_id, created_at) VALUES (?, ?, ?, ?)',
  );
  const link = sqlite.prepare('UPDATE schedule_occurrences SET work_order_id = ? WHERE id = ?');
  const assignee = plan.assignee ?? (plan.assignee_group ? groupMember(sqlite, plan.assignee_group) : null);

  // What exists already is skipped before the work-order rules run: a tick costs one query per plan.
  const existing = new Set(
    sqlite
      .prepare(
        "SELECT occurrence_date || '/' || coalesce(asset_id, 0) FROM schedule_occurrences WHERE scheduler_id = ?",
      )
      .pluck()
      .all(plan.id) as string[],
  );
  const fixed = plan.basis === 'floating' ? [] : fixedDates(plan, until);
  function* missing(): Generator<{ target: OccurrenceTarget; date: string }> {
    for (const target of occurrenceTargets(sqlite, plan)) {
      const dates =
        plan.basis === 'floating'
          ? [nextFloatingDate(sqlite, plan, target.assetKey)].filter((d): d is string => d !== null && d <= until)
          : fixed;
      for (const date of dates) {
        if (!existing.has(`${date}/${target.assetKey ?? 0}`)) yield { target, date };
      }
    }
  }
  const pending = missing();

  const make = ({ target, date }: { target: OccurrenceTarget; date: string }) => {
    const assetNames = target.assets.map((a) => a.name);
    const body = {
      title: target.assetKey === null ? plan.name : `${plan.name} – ${assetNames[0]}`,
      description: plan.description ?? `Preventive maintenance from the plan “${plan.name}”: ${assetNames.join(', ')}.`,
      priority_id: plan.priority_id,
      category_id: plan.work_order_category_id,
      assignee,
      inspectables: target.assets.map((a) => a.id),
      locations: [...new Set(target.assets.map((a) => a.location_id).filter((l): l is number => l !== null))],
      due_date: date,
      customer_id: plan.customer_id,
    };
    const validated = workOrders.writer.validate(request, body, 'create');
    if (!validated.ok) {
      result.refused.push({ date, asset_id: target.assetKey, messages: validated.messages });
      return;
    }
    const claimed = claim.run(plan.id, date, target.assetKey, toStoredDateTime(now));
    if (claimed.changes === 0) return;
    const values = { ...validated.values, source: 'preventive', scheduler_id: plan.id, occurrence_date: date };
    const id = workOrders.writer.create(request, values, `Generated from plan ${plan.name}`);
    if (attach.length) attachChecklists(sqlite, request, id, attach, templates, now);
    link.run(id, Number(claimed.lastInsertRowid));
    result.created.push(id);
  };

  let handled = 0;
  let first = true;
  let done = false;
  const finish = () => {
    done = true;
    // What the cap left: counted, not made (the rest of the walk is set look-ups, and one query per
    // asset of a floating plan).
    if (handled >= limit) for (const _ of pending) result.left++;
    return false;
  };
  const slice = sqlite.transaction(() => {
    for (let n = 0; n < GENERATION_LIMITS.slice && handled < limit; n++) {
      const next = pending.next();
      if (next.done) return true;
      handled++;
      make(next.value);
    }
    return false;
  });
  return {
    result,
    step() {
      if (done) return false;
      if (!first) {
        const current = loadPlan(sqlite, plan.id);
        if (!current || current.paused) return finish();
      }
      first = false;
      const exhausted = slice();
      return exhausted || handled >= limit ? finish() : true;
    },
  };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs a whole generation at once (start-up, after a work order finished). */
export function generatePlan(
  app: FastifyInstance,
  plan: PlanRecord,
  options: { until?: string; principal?: Principal | null } = {},
): GenerationResult {
  const run = startGeneration(app, plan, options);
  while (run.step());
  return run.result;
}

/** Runs a generation slice by slice, letting other requests in between two (generate now). */
export async function generatePlanInSlices(
  app: FastifyInstance,
  plan: PlanRecord,
  options: { until?: string; principal?: Principal | null } = {},
): Promise<GenerationResult> {
  const run = startGeneration(app, plan, options);
  while (run.step()) await nextTurn();
  return run.result;
}

/** After a plan's work order moved: a floating plan whose last occurrence is finished makes its next one. */
export function generateAfterFinish(app: FastifyInstance, planId: number): void {
  const plan = loadPlan(app.ctx.conn.sqlite, planId);
  if (plan?.basis === 'floating' && !plan.paused) generatePlan(app, plan);
}

/** One pass over every active plan (at start and on the clock tick); returns how many work orders it made. */
export function generateAll(app: FastifyInstance): number {
  let made = 0;
  for (const plan of activePlans(app.ctx.conn.sqlite)) {
    try {
      made += generatePlan(app, plan).created.length;
    } catch (error) {
      app.log.error({ err: error, plan: plan.id }, 'preventive generation failed');
    }
  }
  return made;
}

/**
 * Generation as a job of the clock tick: one slice of one plan per unit, each plan capped like a
 * call (what the cap leaves, the next tick makes).
 */
export function generationJob(app: FastifyInstance): TickJob {
  return {
    name: 'preventive generation',
    *units() {
      const { sqlite } = app.ctx.conn;
      for (const { id } of activePlans(sqlite)) {
        // The first unit reads its plan again: it may have waited for an import that changed or deleted it.
        let run: Generation | null = null;
        let more = true;
        while (more) {
          yield () => {
            if (!run) {
              const plan = loadPlan(sqlite, id);
              if (!plan) return void (more = false);
              run = startGeneration(app, plan);
            }
            more = run.step();
          };
        }
      }
    },
  };
}
