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
  type PlanRecord,
} from './plans.js';

export interface GenerationResult {
  /** Work orders created, in order. */
  created: number[];
  /** Occurrences the work-order rules refused (a deleted priority...), with the messages. */
  refused: { date: string; asset_id: number | null; messages: Record<string, string[]> }[];
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

/**
 * Creates the plan's missing work orders for occurrences due by `until` (today + lead days unless
 * given), in one transaction. Each occurrence's row goes in first, by its unique key: a second run, a
 * restart or a concurrent run finds it and creates nothing. The work orders go through the work-order
 * writer (same rules, action log "Generated from plan …"), with the plan's checklists.
 */
export function generatePlan(
  app: FastifyInstance,
  plan: PlanRecord,
  options: { until?: string; principal?: Principal | null } = {},
): GenerationResult {
  const { sqlite } = app.ctx.conn;
  const result: GenerationResult = { created: [], refused: [] };
  if (plan.paused || plan.deleted_at) return result;
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
    (
      sqlite
        .prepare(
          "SELECT occurrence_date || '/' || coalesce(asset_id, 0) FROM schedule_occurrences WHERE scheduler_id = ?",
        )
        .pluck()
        .all(plan.id) as string[]
    ).values(),
  );

  sqlite.transaction(() => {
    for (const target of occurrenceTargets(sqlite, plan)) {
      const dates =
        plan.basis === 'floating'
          ? [nextFloatingDate(sqlite, plan, target.assetKey)].filter((d): d is string => d !== null && d <= until)
          : fixedDates(plan, until);
      for (const date of dates) {
        if (existing.has(`${date}/${target.assetKey ?? 0}`)) continue;
        const assetNames = target.assets.map((a) => a.name);
        const body = {
          title: target.assetKey === null ? plan.name : `${plan.name} – ${assetNames[0]}`,
          description:
            plan.description ?? `Preventive maintenance from the plan “${plan.name}”: ${assetNames.join(', ')}.`,
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
          continue;
        }
        const claimed = claim.run(plan.id, date, target.assetKey, toStoredDateTime(now));
        if (claimed.changes === 0) continue;
        const values = {
          ...validated.values,
          source: 'preventive',
          scheduler_id: plan.id,
          occurrence_date: date,
        };
        const id = workOrders.writer.create(request, values, `Generated from plan ${plan.name}`);
        if (attach.length) attachChecklists(sqlite, request, id, attach, templates, now);
        link.run(id, Number(claimed.lastInsertRowid));
        result.created.push(id);
      }
    }
  })();
  return result;
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

/** Generation as a job of the clock tick: one plan per unit. */
export function generationJob(app: FastifyInstance): TickJob {
  return {
    name: 'preventive generation',
    *units() {
      const { sqlite } = app.ctx.conn;
      // Each unit reads its plan again: it may have waited for an import that changed or deleted it.
      for (const { id } of activePlans(sqlite)) {
        yield () => {
          const plan = loadPlan(sqlite, id);
          if (plan) generatePlan(app, plan);
        };
      }
    },
  };
}
