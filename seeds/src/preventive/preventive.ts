import {
  addDays,
  daysBetween,
  nextFloating,
  occurrencesBetween,
  splitList,
  type RecurrenceRule,
  type Weekday,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { SeedDates } from '../anchor.js';
import { DAY_SHIFT, PLANS, SKILLS_BY_TITLE, WEEKEND_SHIFT, type PlanSeed } from '../data/preventive-data.js';
import type { SeedProfile } from '../profiles.js';
import { FIT_OUT, MODELS } from '../data/asset-data.js';
import { LOCATIONS } from '../data/master-data.js';
import { technicianRoster } from '../work-order-kit/technicians.js';
import { attachChecklist, type Template } from '../work-order-kit/work-order-extras.js';
import { resolveTarget, type AssetInfo } from '../work-order-kit/plan-targets.js';
import type { Dice } from '../work-order-kit/work-order-history.js';
import type { SeedMove, WorkOrderWriter } from '../work-order-kit/work-order-writer.js';

type Insert = (table: string, row: Record<string, unknown>) => number;

interface Context {
  sqlite: Sqlite;
  insert: Insert;
  count: (table: string, n?: number) => void;
  dates: SeedDates;
  writer: WorkOrderWriter;
  templates: ReadonlyMap<string, Template>;
  profile: SeedProfile;
  dice: Dice;
}

/** The latest a seeded move happens: a few minutes before the anchor. */
const LAST = -0.005;
const MANAGER = 2;
const SUMMER = new Set([6, 7, 8]);
const MISSED_NOTES = [
  'Missed the window: the technicians were pulled onto breakdown calls.',
  'Missed the window: no access to the site that week.',
];
const SUMMER_NOTE = 'Missed the window: summer peak, every technician on chiller breakdowns.';

/**
 * Technicians' skills and working weeks, then the preventive programme: plans on the estate with a
 * year of occurrences behind the anchor, each backed by its work order, history and checklists. Most
 * were done on time, some late, a few missed, with compliance dipping in the summer peak; the
 * occurrences within lead time after the anchor have their open work orders, as generation would
 * have made them. The large profile adds generated plans for the report benchmarks.
 */
export function seedPreventive(ctx: Context): void {
  const { sqlite, insert, count, dates, profile } = ctx;
  const skilled = seedSkills(ctx);
  const today = dates.day(0);
  const anchorYear = Number(today.slice(0, 4));
  const nationalDay = [anchorYear - 1, anchorYear].flatMap((y) => [`${y}-12-16`, `${y}-12-17`]).join(', ');
  const id = (sql: string, ...params: unknown[]) =>
    sqlite
      .prepare(sql)
      .pluck()
      .get(...params) as number | undefined;
  const priority = (code: string) => id('SELECT id FROM work_order_priorities WHERE code = ?', code) ?? null;
  const woCategory = (name: string) => id('SELECT id FROM work_order_categories WHERE name = ?', name) ?? null;
  // A plan goes to a technician with its trade stationed where its equipment is (the mobile team for a
  // plan across sites), in turns among those who qualify.
  const roster = technicianRoster(sqlite);
  const skillTurns = new Map<string, number>();
  const technicianFor = (skill: string, assets: readonly AssetInfo[]) => {
    const roots = roster.rootsOf(assets.map((a) => a.location));
    const people = skilled.has(skill) ? roster.poolFor(skill, roots) : [3];
    const key = `${skill}@${roots.join(',')}`;
    const turn = skillTurns.get(key) ?? 0;
    skillTurns.set(key, turn + 1);
    return people[turn % people.length]!;
  };

  const plans: PlanSeed[] = [...PLANS];
  for (let i = 0; i < profileExtraPlans(profile); i++) plans.push(benchPlan(i));

  for (const seed of plans) {
    const target = resolveTarget(sqlite, seed);
    if (!target || target.assets.length === 0) continue;
    const start = addDays(today, -372);
    const anchorMonth = Number(today.slice(5, 7));
    const month = seed.monthsAhead !== undefined ? ((anchorMonth - 1 + seed.monthsAhead) % 12) + 1 : null;
    const plan = {
      name: seed.name,
      description: seed.description,
      target_type: target.type,
      model_id: target.model_id ?? null,
      category_id: target.category_id ?? null,
      location_id: target.location_id ?? null,
      pre_checklists: JSON.stringify(templateIds(ctx, seed.checklists.pre)),
      inter_checklists: JSON.stringify(templateIds(ctx, seed.checklists.inter)),
      post_checklists: JSON.stringify(templateIds(ctx, seed.checklists.post)),
      assignee: technicianFor(seed.skill, target.assets),
      assignee_group: null,
      priority_id: priority(seed.priority),
      work_order_category_id: woCategory(seed.category),
      estimated_minutes: seed.estimated_minutes,
      lead_days: seed.lead_days,
      frequency: seed.frequency,
      interval: seed.interval,
      weekdays: seed.weekdays ?? null,
      monthly_mode: seed.monthly_mode ?? 'day_of_month',
      day_of_month: seed.day_of_month ?? null,
      ordinal: seed.ordinal ?? null,
      weekday: seed.weekday ?? null,
      month,
      basis: seed.basis,
      start_date: start,
      end_date: null,
      skip_dates: seed.skipNationalDay ? nationalDay : null,
      paused: false,
      generate_from: today,
      customer_id: null,
      created_by: MANAGER,
      created_at: dates.stamp(-380),
      updated_at: dates.stamp(-380),
    };
    const planId = insert('schedulers', plan);
    count('schedulers');
    if (target.type === 'assets') {
      for (const a of target.assets) insert('scheduler_assets', { scheduler_id: planId, asset_id: a.id });
    }
    const rule: RecurrenceRule = {
      frequency: seed.frequency,
      interval: seed.interval,
      weekdays: splitList(seed.weekdays) as Weekday[],
      monthlyMode: seed.monthly_mode ?? 'day_of_month',
      dayOfMonth: seed.day_of_month ?? null,
      ordinal: seed.ordinal ?? null,
      weekday: seed.weekday ?? null,
      month,
      basis: seed.basis,
      startDate: start,
      skipDates: splitList(plan.skip_dates),
    };
    const until = addDays(today, seed.lead_days);
    const groups =
      target.type === 'assets'
        ? [{ key: null as number | null, assets: target.assets }]
        : target.assets.map((a) => ({ key: a.id as number | null, assets: [a] }));
    for (const group of groups) {
      const occurrence = (date: string) =>
        seedOccurrence(ctx, { planId, seed, plan, group, date, lead: seed.lead_days });
      if (seed.basis === 'fixed') {
        for (const date of occurrencesBetween(rule, start, until)) occurrence(date);
      } else {
        // Floating: each asset's first one somewhere in its first interval, then from each completion.
        let date: string | null = addDays(start, Math.floor(ctx.dice.rand() * 170));
        while (date && date <= until) {
          const done = occurrence(date);
          if (done === undefined) break;
          date = nextFloating(rule, done);
        }
      }
    }
  }
}

/** Seeded plans the large profile adds on top of the programme (report benchmarks). */
const profileExtraPlans = (profile: SeedProfile) => profile.preventivePlans ?? 0;

/** Where the large profile's plans go: each site's own plant (FIT_OUT), by category, at the whole site. */
const BENCH_TARGETS = FIT_OUT.map(([site, model]) => {
  let top = LOCATIONS.find((l) => l.name === site);
  while (top?.parent) top = LOCATIONS.find((l) => l.name === top!.parent);
  return { category: MODELS.find((m) => m.name === model)!.category, under: top?.name ?? site };
});

/** A monthly inspection of the plant of a kind at a site, for the large profile's volume. */
function benchPlan(i: number): PlanSeed {
  const target = BENCH_TARGETS[i % BENCH_TARGETS.length]!;
  return {
    name: `Site round ${i + 1}`,
    description: 'Monthly site round of the plant at one place.',
    target: { type: 'assets', ...target },
    frequency: i % 3 === 0 ? 'weekly' : 'monthly',
    interval: 1,
    weekdays: i % 3 === 0 ? ['sun', 'mon', 'tue', 'wed', 'thu'][i % 5] : undefined,
    day_of_month: 1 + (i % 28),
    basis: 'fixed',
    lead_days: 7,
    estimated_minutes: 30 + (i % 5) * 15,
    checklists: {},
    skill: 'Electrical',
    priority: 'P4',
    category: 'Inspection',
  };
}

const templateIds = (ctx: Context, names: string[] | undefined) =>
  (names ?? []).map((n) => ctx.templates.get(n)?.id).filter((v): v is number => v !== undefined);

/**
 * One occurrence: its work order (generated `lead` days before), what became of it, its checklists and
 * its row. Returns the day it was completed (a floating plan runs on from it), the occurrence date when
 * it was missed, or undefined while it is still open.
 */
function seedOccurrence(
  ctx: Context,
  o: {
    planId: number;
    seed: PlanSeed;
    plan: { name: string; assignee: number; priority_id: number | null; work_order_category_id: number | null };
    group: { key: number | null; assets: AssetInfo[] };
    date: string;
    lead: number;
  },
): string | undefined {
  const { sqlite, insert, dates, writer, dice, templates } = ctx;
  const { seed, plan, group, date } = o;
  const today = dates.day(0);
  // Days from the anchor (08:00 UTC) to the occurrence's midnight, and to its due (the day's end).
  const dayStart = daysBetween(today, date) - 8 / 24;
  const due = dayStart + 1 - 1 / 86_400;
  const created = Math.min(dayStart - o.lead + 0.3, LAST - 0.01);
  const tech = plan.assignee;
  const minutes = seed.estimated_minutes;
  const month = Number(date.slice(5, 7));
  const summer = SUMMER.has(month);
  const roll = dice.rand();
  const missed = roll < (summer ? 0.14 : 0.03);
  const late = !missed && roll < (summer ? 0.42 : 0.12);
  const moves: SeedMove[] = [];
  let startAt: number | null = null;
  let completeAt: number | null = null;
  if (due < LAST) {
    if (missed) {
      // Lately missed work is still open (overdue); older misses were cancelled at the next review.
      if (due < -21) {
        moves.push({
          move: 'cancel',
          at: due + dice.between(0.5, 3),
          by: MANAGER,
          note: summer ? SUMMER_NOTE : dice.pick(MISSED_NOTES),
        });
      }
    } else {
      startAt = late ? due + dice.between(0.3, 8) : dayStart + dice.between(0.2, 0.5);
      completeAt = startAt + (minutes / 1440) * dice.between(0.8, 1.5);
      if (completeAt < LAST) {
        moves.push({ move: 'start', at: startAt, by: tech });
        moves.push({
          move: 'complete',
          at: completeAt,
          by: tech,
          minutes: Math.round(minutes * dice.between(0.8, 1.5)),
          note: late ? 'Done late: the planned day was lost to breakdown calls.' : 'Done as planned.',
        });
        const closeAt = completeAt + dice.between(0.2, 3);
        if (closeAt < LAST)
          moves.push({ move: 'close', at: closeAt, by: MANAGER, note: 'Verified against the checklist.' });
      } else if (startAt < LAST) {
        moves.push({ move: 'start', at: startAt, by: tech });
        completeAt = null;
      } else {
        startAt = completeAt = null;
      }
    }
  }
  for (let i = moves.length - 1; i >= 0; i--) if (moves[i]!.at >= LAST) moves.splice(i, 1);
  const names = group.assets.map((a) => a.name);
  const written = writer.write(
    {
      title: group.key === null ? plan.name : `${plan.name} – ${names[0]}`,
      description: seed.description,
      source: 'preventive',
      priority_id: plan.priority_id ?? 1,
      category_id: plan.work_order_category_id,
      cause_id: null,
      assignee: tech,
      requested_by: null,
      scheduler_id: o.planId,
      occurrence_date: date,
      note: `Generated from plan ${plan.name}`,
      created,
      due,
      assets: group.assets.map((a) => a.id),
      locations: [...new Set(group.assets.map((a) => a.location).filter((l): l is number => l !== null))],
    },
    moves,
  );
  const stages: ['pre' | 'inter' | 'post', string[] | undefined][] = [
    ['pre', seed.checklists.pre],
    ['inter', seed.checklists.inter],
    ['post', seed.checklists.post],
  ];
  const startMove = moves.find((m) => m.move === 'start')?.at ?? null;
  const completeMove = moves.find((m) => m.move === 'complete')?.at ?? null;
  for (const [stage, list] of stages) {
    for (const name of list ?? []) {
      const template = templates.get(name);
      if (!template) continue;
      const attachedAt = created + 0.002;
      const window =
        startMove === null
          ? null
          : stage === 'pre'
            ? { from: attachedAt, to: startMove - 0.001, share: 1, by: tech }
            : completeMove !== null
              ? { from: startMove, to: completeMove - 0.001, share: 1, by: tech }
              : { from: startMove, to: LAST, share: 0.5, by: tech };
      attachChecklist(sqlite, writer, dates, dice, written.id, template, stage, attachedAt, window);
    }
  }
  insert('schedule_occurrences', {
    scheduler_id: o.planId,
    occurrence_date: date,
    asset_id: group.key,
    work_order_id: written.id,
    created_at: dates.stamp(created),
  });
  ctx.count('schedule_occurrences');
  if (completeMove !== null) return dates.stamp(completeMove).slice(0, 10);
  if (written.state === 'cancelled') return date;
  return undefined;
}

/** Every active technician's skills (from the trade in its job title) and working week; by skill, who holds it. */
function seedSkills(ctx: Context): Map<string, number[]> {
  const { sqlite, insert, dates, dice } = ctx;
  const technicians = sqlite
    .prepare(
      "SELECT id, jobtitle FROM users WHERE role_type = 'technician' AND activated = 1 AND deleted_at IS NULL ORDER BY id",
    )
    .all() as { id: number; jobtitle: string | null }[];
  const bySkill = new Map<string, number[]>();
  const setHours = sqlite.prepare('UPDATE users SET working_hours = ? WHERE id = ?');
  for (const [i, tech] of technicians.entries()) {
    const skills = SKILLS_BY_TITLE[tech.jobtitle ?? ''] ?? ['Electrical'];
    for (const [j, skill] of skills.entries()) {
      const level = j === 0 ? 2 + Math.floor(dice.rand() * 2) : 1 + Math.floor(dice.rand() * 2);
      const certified = ['Fire systems', 'Lifts', 'Biomedical', 'Electrical'].includes(skill)
        ? dates.day(Math.round(dice.between(-20, 700)))
        : null;
      insert('user_skills', { user_id: tech.id, skill, level, certified_until: certified });
      ctx.count('user_skills');
      bySkill.set(skill, [...(bySkill.get(skill) ?? []), tech.id]);
    }
    setHours.run(JSON.stringify(i % 4 === 3 ? WEEKEND_SHIFT : DAY_SHIFT), tech.id);
  }
  return bySkill;
}
