import type { Faker } from '@faker-js/faker';
import { DEMO_ACCOUNTS, type WorkOrderState } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { SeedDates } from '../anchor.js';
import { MODELS, type EquipmentKind } from '../data/asset-data.js';
import type { Asset } from '../seed-asset.js';
import { PLANNED_CHECKLIST, REPEAT_FAILURE_NOTE, WORK_BY_KIND } from '../data/work-order-data.js';
import type { SeedProfile } from '../profiles.js';
import {
  attachChecklist,
  seedChecklistTemplates,
  seedComments,
  type Template,
} from '../work-order-kit/work-order-extras.js';
import { bulkLoad } from '../bulk-load.js';
import { discard } from '../discard.js';
import { buildHistory, type Dice, type HistoryPlan } from '../work-order-kit/work-order-history.js';
import { seedWorkOrderSidelines } from './work-order-sidelines.js';
import { plannedAssets } from '../work-order-kit/plan-targets.js';
import { mulberry32 } from '../random.js';
import { reportedDescription, WorkOrderWriter, type SeedWorkOrder } from '../work-order-kit/work-order-writer.js';
import { SKILL_FOR_KIND, technicianRoster } from '../work-order-kit/technicians.js';
import { AGREEMENTS, CUSTOMERS } from '../data/service-data.js';

type Insert = (table: string, row: Record<string, unknown>) => number;

interface Context {
  faker: Faker;
  sqlite: Sqlite;
  insert: Insert;
  count: (table: string, n?: number) => void;
  profile: SeedProfile;
  dates: SeedDates;
}

interface Priority {
  id: number;
  code: string;
  response_hours: number;
  resolution_hours: number;
}

const KIND_OF_MODEL = new Map(MODELS.map((m) => [m.name, m.kind]));
/** The period an SLA's uptime is read over by default (30 days), in hours. */
const SLA_MONTH_HOURS = 30 * 24;

/** Models that break down far more often than the rest: the bad actors of the breakdown report. */
const UNRELIABLE = ['YK centrifugal chiller', 'C1100 D5 generator set', 'CR 32-4 multistage pump', 'MonoSpace 500'];
const IT = new Set(['Laptops', 'Desktops', 'Servers', 'Network switches']);
/** Equipment no one isolates under a personal lock: probes, panels and controllers, vehicles. */
const NO_ISOLATION = new Set<EquipmentKind>([
  'Ultrasound',
  'Fire alarm panel',
  'BMS controller',
  'Forklift',
  'Service van',
  'Street sweeper',
]);

const weighted = <T>(rand: () => number, options: [T, number][]): T => {
  let roll = rand() * options.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, weight] of options) if ((roll -= weight) < 0) return value;
  return options[options.length - 1]![0];
};

/**
 * A believable year of maintenance before the anchor and the weeks after it: work orders titled for
 * their equipment at the assets' places, raised by the site's people, breakdowns clustered on a few bad
 * models, most closed on time and some late, and today's mix of open, assigned, in-progress, on-hold,
 * overdue and escalated work, completed work awaiting verification, cancelled and rejected requests and
 * requests awaiting triage. Every stamp is backed by its move. The large profile adds bulk work orders.
 * Returns the checklist templates by name (the preventive step attaches them to its plans' work).
 */
export function seedWorkOrders({ faker, sqlite, insert, count, profile, dates }: Context): Map<string, Template> {
  const rand = mulberry32(faker.number.int({ max: 2 ** 31 }));
  const dice: Dice = {
    rand,
    between: (lo, hi) => lo + rand() * (hi - lo),
    pick: (list) => list[Math.floor(rand() * list.length)]!,
  };
  const { between, pick } = dice;
  const priorities = sqlite
    .prepare('SELECT id, code, response_hours, resolution_hours FROM work_order_priorities ORDER BY rank')
    .all() as Priority[];
  const byCode = (code: string) => priorities.find((p) => p.code === code) ?? priorities[0]!;
  const woCategory = new Map(
    (sqlite.prepare('SELECT id, name FROM work_order_categories').all() as { id: number; name: string }[]).map((c) => [
      c.name,
      c.id,
    ]),
  );
  const assetCategories = new Map(
    (
      sqlite.prepare("SELECT id, name FROM categories WHERE category_type = 'asset'").all() as {
        id: number;
        name: string;
      }[]
    ).map((c) => [c.name, c.id]),
  );
  const causes = sqlite.prepare('SELECT id, category FROM causes WHERE cause_status = 1 ORDER BY id').all() as {
    id: number;
    category: string;
  }[];
  const causesFor = (categoryId: number) =>
    causes.filter((c) => (JSON.parse(c.category) as number[]).includes(categoryId)).map((c) => c.id);
  const rows = sqlite
    .prepare(
      `SELECT a.id, coalesce(a.name, a.asset_tag) AS name, coalesce(a.location_id, a.rtd_location_id) AS location,
         m.name AS model, c.name AS category, c.id AS category_id
       FROM assets a JOIN models m ON m.id = a.model_id JOIN categories c ON c.id = m.category_id
       WHERE a.deleted_at IS NULL ORDER BY a.id`,
    )
    .all() as Omit<Asset, 'kind'>[];
  const assets: Asset[] = rows.flatMap((a) => {
    const kind = KIND_OF_MODEL.get(a.model);
    return kind ? [{ ...a, kind }] : [];
  });
  const plant = assets.filter((a) => !IT.has(a.category));
  const itAssets = assets.filter((a) => IT.has(a.category));
  const unreliable = plant.filter((a) => UNRELIABLE.includes(a.model));
  const staff = sqlite
    .prepare('SELECT id, location_id, role_type FROM users WHERE activated = 1 AND deleted_at IS NULL ORDER BY id')
    .all() as { id: number; location_id: number | null; role_type: string }[];
  const demo = (role: string) => DEMO_ACCOUNTS.findIndex((a) => a.role === role) + 1;
  const technicians = staff.filter((u) => u.role_type === 'technician').map((u) => u.id);
  const managers = staff.filter((u) => u.role_type === 'manager').map((u) => u.id);
  const peopleAt = (location: number | null) => staff.filter((u) => u.location_id === location).map((u) => u.id);
  // Work goes to a technician with the trade for the equipment at its site (or the mobile team); the demo
  // technician gets a real share of what fits them, so signing in as them shows a busy day. The draws are
  // the same whatever the pool (one, or two past the demo's share), so the rows after stay as they were.
  const roster = technicianRoster(sqlite);
  const technician = (asset?: Asset) => {
    const roll = rand();
    const skill = asset && SKILL_FOR_KIND[asset.kind];
    const roots = asset ? roster.rootsOf([asset.location]) : [];
    const pool = asset ? roster.poolFor(skill, roots) : technicians;
    if (roll < 0.2 && (!asset || roster.fits(demo('technician'), skill, roots))) return demo('technician');
    return pool[Math.floor((roll < 0.2 ? roll / 0.2 : rand()) * pool.length)]!;
  };
  const manager = () => (rand() < 0.6 ? demo('manager') : pick(managers));
  // The sites of customers with a service-level agreement: their calls are answered (see `answered`), and
  // equipment under an uptime commitment is repaired within the downtime a month allows (`targetsFor`).
  const slaSites = new Map<number, Map<string, number>>();
  const siteId = sqlite.prepare('SELECT id FROM locations WHERE parent_id IS NULL AND name = ?').pluck();
  for (const a of AGREEMENTS.filter((x) => x.status === 'active')) {
    for (const site of CUSTOMERS.find((c) => c.code === a.customer)?.sites ?? []) {
      const id = siteId.get(site) as number | undefined;
      if (id === undefined) continue;
      const budgets = slaSites.get(id) ?? new Map<string, number>();
      for (const [category, percent] of a.uptime) {
        const hours = ((100 - percent) / 100) * SLA_MONTH_HOURS;
        budgets.set(category, Math.min(hours, budgets.get(category) ?? Infinity));
      }
      slaSites.set(id, budgets);
    }
  }
  const slaSiteOf = (asset: Asset) => {
    const roots = roster.rootsOf([asset.location]);
    return roots.length === 1 ? slaSites.get(roots[0]!) : undefined;
  };
  /** Response and resolution hours a call works to: its priority's, within the downtime its SLA allows. */
  const targetsFor = (asset: Asset, p: Priority) => {
    const budget = slaSiteOf(asset)?.get(asset.category);
    if (budget === undefined) return { response: p.response_hours, resolution: p.resolution_hours };
    const resolution = Math.min(p.resolution_hours, budget * 0.8);
    return { response: Math.min(p.response_hours, resolution / 3), resolution };
  };
  /**
   * On an SLA customer's site a call is answered: a call older than its response target has been started,
   * one older than its resolution target finished (awaiting verification); elsewhere work may wait.
   */
  const answered = (asset: Asset, final: WorkOrderState, ageDays: number, p: Priority): WorkOrderState => {
    if (!['open', 'assigned', 'in_progress'].includes(final) || !slaSiteOf(asset)) return final;
    const { response, resolution } = targetsFor(asset, p);
    const hours = ageDays * 24;
    if (final !== 'in_progress' && hours <= response) return final;
    if (final === 'in_progress' && hours <= resolution * 0.9) return final;
    return hours <= resolution * 0.9 ? 'in_progress' : 'completed';
  };
  // A preventive plan's equipment gets its planned work from the plan: a job planned by hand goes to
  // equipment of the same category that no plan covers (same category, same checklist: the same draws).
  const covered = plannedAssets(sqlite);
  const uncovered = new Map<string, Asset[]>();
  for (const a of plant) if (!covered.has(a.id)) uncovered.set(a.category, [...(uncovered.get(a.category) ?? []), a]);
  const freePlant = plant.filter((a) => !covered.has(a.id) && !NO_ISOLATION.has(a.kind));
  const unplanned = (a: Asset) => {
    if (!covered.has(a.id)) return a;
    const free = uncovered.get(a.category)?.length ? uncovered.get(a.category)! : freePlant;
    return free[a.id % free.length] ?? a;
  };
  /** A stream of its own for one work order's moved checklist, so the main stream stays as it was. */
  const sideDice = (id: number): Dice => {
    const side = mulberry32(id * 7919 + 17);
    return {
      rand: side,
      between: (lo, hi) => lo + side() * (hi - lo),
      pick: (list) => list[Math.floor(side() * list.length)]!,
    };
  };
  const templates = seedChecklistTemplates(insert, dates, assetCategories);
  count('checklists', templates.size);
  const writer = WorkOrderWriter.forDatabase(sqlite, dates);
  // The benchmark's bulk keeps its work logs (every stamp backed) but not the activity log: half the rows.
  const bulk = WorkOrderWriter.forDatabase(sqlite, dates, false);

  const fill = (title: string, asset: Asset) => {
    const n = /(\d+)$/.exec(asset.name)?.[1]?.replace(/^0+/, '') || '1';
    const floor = 1 + Math.floor(rand() * 11);
    return title
      .replace('{n}', n)
      .replace('{floor2}', String(floor + 1))
      .replace('{floor}', String(floor));
  };

  /** Today's mix for work raised lately; most older work is closed. */
  const finalFor = (age: number, resolutionDays: number, request: boolean): WorkOrderState => {
    if (request && rand() < 0.07) return 'rejected';
    if (age > resolutionDays * 2 + 3) {
      return weighted<WorkOrderState>(rand, [
        ['closed', 88],
        ['cancelled', 5],
        ['completed', age < 25 ? 6 : 0],
        ['on_hold', age < 60 ? 2 : 0],
        ['in_progress', age < 30 ? 2 : 0],
        ['assigned', age < 20 ? 1 : 0],
      ]);
    }
    return weighted<WorkOrderState>(rand, [
      ['open', 12],
      ['assigned', 20],
      ['in_progress', 24],
      ['on_hold', 10],
      ['completed', 18],
      ['closed', 10],
      ['cancelled', 4],
    ]);
  };

  const made: {
    id: number;
    asset: Asset;
    state: WorkOrderState;
    priority: Priority;
    due: number | null;
    created: number;
    start: number | null;
    complete: number | null;
    end: number;
    planned: boolean;
    requester: number;
  }[] = [];

  /** One work order: its row, history, checklists and comments. */
  const raise = (options: {
    planned: boolean;
    request: boolean;
    created: number;
    final?: WorkOrderState;
    requester?: number;
    asset?: Asset;
    dueIn?: number;
  }) => {
    const { planned, request, created } = options;
    const drawn =
      options.asset ??
      (planned
        ? pick(plant)
        : rand() < 0.4 && unreliable.length
          ? pick(unreliable)
          : rand() < 0.12
            ? pick(itAssets)
            : pick(plant));
    const asset = planned ? unplanned(drawn) : drawn;
    const work = WORK_BY_KIND[asset.kind];
    const title = planned ? `${pick(work.planned)} – ${asset.name}` : fill(pick(work.breakdowns), asset);
    const priority = planned
      ? byCode(rand() < 0.6 ? 'P3' : 'P4')
      : byCode(
          weighted(rand, [
            ['P1', 10],
            ['P2', 30],
            ['P3', 45],
            ['P4', 15],
          ]),
        );
    const categoryName = planned
      ? /inspection|test|check/i.test(title)
        ? 'Inspection'
        : /calibration/i.test(title)
          ? 'Calibration'
          : 'Preventive'
      : priority.code === 'P1' && rand() < 0.4
        ? 'Emergency'
        : 'Corrective';
    const causeIds = planned ? [] : causesFor(asset.category_id);
    const requester =
      options.requester ??
      (pick(peopleAt(asset.location).concat(staff.slice(0, 2).map((u) => u.id))) || demo('manager'));
    const age = -created;
    const final = options.final ?? finalFor(age, priority.resolution_hours / 24, request);
    const initialAssignee = !request && rand() < 0.4 && final !== 'open' ? technician(asset) : null;
    const targets = planned
      ? { response: priority.response_hours, resolution: priority.resolution_hours }
      : targetsFor(asset, priority);
    const plan: HistoryPlan = {
      created,
      responseHours: targets.response,
      resolutionHours: targets.resolution,
      source: request ? 'request' : 'direct',
      assignee: initialAssignee,
      technician: initialAssignee ?? technician(asset),
      manager: manager(),
      final,
    };
    const drawnHistory = buildHistory(plan, dice);
    // A call its SLA customer would not have left waiting takes the history it would have had, drawn on a
    // stream of its own (the main stream draws as it did, so the rows after stay as they were).
    const kept = planned ? final : answered(asset, final, age, priority);
    const side = kept === final ? null : sideDice(Math.round(-created * 86_400));
    const history = side ? buildHistory({ ...plan, final: kept }, side) : drawnHistory;
    const due = options.dueIn !== undefined ? created + options.dueIn : created + priority.resolution_hours / 24;
    const wo: SeedWorkOrder = {
      title,
      description: planned ? `Planned job on ${asset.name} (${asset.model}).` : reportedDescription(title, asset),
      source: request ? 'request' : 'direct',
      priority_id: priority.id,
      category_id: woCategory.get(categoryName) ?? null,
      cause_id: causeIds.length && rand() < 0.7 ? pick(causeIds) : null,
      assignee: initialAssignee,
      requested_by: requester,
      // The service seed gives a work order its site's customer.
      customer_id: discard(rand() < 0.15 && rand()),
      created,
      due,
      assets: [asset.id],
      locations: asset.location ? [asset.location] : [],
      supportees: rand() < 0.15 ? [technician(asset)] : [],
    };
    const written = writer.write(wo, history.moves);
    const { id, state } = written;
    const drawnWorker = drawnHistory.moves.find((m) => m.move === 'start')?.by ?? technician(asset);
    const worker = history.moves.find((m) => m.move === 'start')?.by ?? drawnWorker;
    // Checklists: the planned job's own, and isolation before / handover after work on plant.
    // Equipment with no energy to lock out (a probe, a panel, a vehicle) gets neither: drawn dry.
    const jobs: [Template | undefined, 'pre' | 'inter' | 'post', boolean][] = [];
    const moved: [Template | undefined, 'inter'][] = [];
    if (planned) {
      const own = templates.get(PLANNED_CHECKLIST[asset.category] ?? '');
      const first = templates.get(PLANNED_CHECKLIST[drawn.category] ?? '');
      // Moved off a plan's equipment: the first draw's checklist drawn dry, the own one on a side stream.
      jobs.push([first === own ? own : first, 'inter', first !== own]);
      if (first !== own) moved.push([own, 'inter']);
    }
    if (!IT.has(asset.category) && rand() < (planned ? 0.5 : 0.3)) {
      const dry = NO_ISOLATION.has(asset.kind);
      jobs.push([templates.get('LOTO isolation'), 'pre', dry], [templates.get('Work area handover'), 'post', dry]);
    }
    for (const [template, stage, dry] of jobs) {
      if (!template) continue;
      const attachedAt = created + 0.002;
      const { start, complete, end } = history;
      const window =
        stage === 'pre'
          ? start !== null
            ? { from: attachedAt, to: start - 0.001, share: 1, by: worker }
            : null
          : start === null
            ? null
            : complete !== null
              ? { from: start, to: complete - 0.001, share: 1, by: worker }
              : { from: start, to: end, share: 0.5, by: worker };
      attachChecklist(sqlite, writer, dates, side ?? dice, id, template, stage, attachedAt, window, dry);
    }
    for (const [template] of moved) {
      if (!template || history.start === null) {
        if (template)
          attachChecklist(sqlite, writer, dates, sideDice(id), id, template, 'inter', created + 0.002, null);
        continue;
      }
      const { start, complete, end } = history;
      const window =
        complete !== null
          ? { from: start, to: complete - 0.001, share: 1, by: worker }
          : { from: start, to: end, share: 0.5, by: worker };
      attachChecklist(sqlite, writer, dates, sideDice(id), id, template, 'inter', created + 0.002, window);
    }
    if (rand() < 0.45) {
      count(
        'work_order_comments',
        seedComments(
          insert,
          writer,
          dates,
          dice,
          id,
          [requester, worker, manager()],
          created + 0.01,
          Math.min(history.end + 0.5, -0.002),
        ),
      );
    }
    made.push({
      id,
      asset,
      state,
      priority,
      due: written.due,
      created,
      start: history.start,
      complete: history.complete,
      end: history.end,
      planned,
      requester,
    });
    return id;
  };

  // The year before the anchor: breakdowns, planned jobs and requests.
  for (let i = 0; i < profile.workOrders; i++) {
    const recent = rand() < 0.18;
    const created = recent ? -between(0.05, 10) : -between(10, 365);
    const kind = weighted(rand, [
      ['breakdown', 62],
      ['planned', 28],
      ['request', 10],
    ]);
    raise({ planned: kind === 'planned', request: kind === 'request', created });
  }
  // The coming weeks: planned jobs raised lately and due over the next three weeks.
  for (let i = 0; i < Math.round(profile.workOrders / 20); i++) {
    raise({
      planned: true,
      request: false,
      created: -between(0.2, 5),
      final: rand() < 0.5 ? 'open' : 'assigned',
      dueIn: between(6, 26),
    });
  }
  // Requests awaiting triage, some by the demo requester; and the demo requester's own past requests.
  const requesterId = demo('requester');
  for (let i = 0; i < 16; i++) {
    raise({
      planned: false,
      request: true,
      created: -between(0.05, 5),
      final: 'requested',
      requester: i % 3 === 0 ? requesterId : undefined,
    });
  }
  for (const final of ['closed', 'closed', 'in_progress', 'rejected'] as const) {
    raise({ planned: false, request: true, created: -between(3, 60), final, requester: requesterId });
  }
  noteRepeatFailures(sqlite, made);
  seedWorkOrderSidelines({ sqlite, insert, count, writer, dates, dice, made, technician, manager });
  // The benchmark's bulk: two years of plain work orders on the whole register, histories only.
  if (profile.bulkWorkOrders > 0) {
    bulkLoad(
      sqlite,
      {
        tables: ['work_orders', 'work_order_assets', 'work_order_locations', 'work_order_logs'],
        triggers: ['work_orders_search_insert'],
        rebuild: ['work_orders_search'],
      },
      () => seedBulk(profile.bulkWorkOrders),
    );
  }
  count('work_orders', writer.counts.work_orders + bulk.counts.work_orders);
  count('work_order_logs', writer.counts.work_order_logs + bulk.counts.work_order_logs);
  return templates;

  function seedBulk(total: number) {
    for (let i = 0; i < total; i++) {
      const asset = rand() < 0.85 ? pick(plant) : pick(itAssets);
      const work = WORK_BY_KIND[asset.kind];
      const planned = rand() < 0.3;
      const priority = byCode(
        weighted(rand, [
          ['P1', 8],
          ['P2', 25],
          ['P3', 47],
          ['P4', 20],
        ]),
      );
      const created = -between(0.05, 730);
      const final = finalFor(-created, priority.resolution_hours / 24, false);
      const history = buildHistory(
        {
          created,
          responseHours: priority.response_hours,
          resolutionHours: priority.resolution_hours,
          source: 'direct',
          assignee: null,
          technician: technician(asset),
          manager: manager(),
          final,
        },
        dice,
      );
      bulk.write(
        {
          title: planned ? `${pick(work.planned)} – ${asset.name}` : fill(pick(work.breakdowns), asset),
          description: null,
          source: 'direct',
          priority_id: priority.id,
          category_id: woCategory.get(planned ? 'Preventive' : 'Corrective') ?? null,
          cause_id: null,
          assignee: null,
          requested_by: pick(staff).id,
          created,
          due: created + priority.resolution_hours / 24,
          assets: [asset.id],
          locations: asset.location ? [asset.location] : [],
        },
        history.moves,
      );
    }
  }
}

/**
 * A breakdown on equipment that already broke down in the previous 30 days says so where the technician
 * wrote up the job (its completion, or its start while it runs): the bad actors of the breakdown report, and
 * the reason an SLA's uptime was missed. Notes only, no draws and no times.
 */
function noteRepeatFailures(
  sqlite: Sqlite,
  made: readonly {
    id: number;
    asset: Asset;
    created: number;
    planned: boolean;
    start: number | null;
    complete: number | null;
  }[],
): void {
  const byAsset = new Map<number, (typeof made)[number][]>();
  for (const wo of made) if (!wo.planned) byAsset.set(wo.asset.id, [...(byAsset.get(wo.asset.id) ?? []), wo]);
  const noteLog = sqlite.prepare(
    `UPDATE work_order_logs SET note = trim(coalesce(note, '') || ' ' || ?) WHERE id =
       (SELECT id FROM work_order_logs WHERE work_order_id = ? AND action = ? ORDER BY id DESC LIMIT 1)`,
  );
  const noteActivity = sqlite.prepare(
    `UPDATE action_logs SET note = CASE WHEN note = ? THEN note || ': ' || ? ELSE note || ' ' || ? END WHERE id =
       (SELECT id FROM action_logs WHERE item_type = 'workorders' AND item_id = ? AND action_type = 'status change'
          AND note LIKE ? ORDER BY id DESC LIMIT 1)`,
  );
  for (const list of byAsset.values()) {
    const sorted = [...list].sort((a, b) => a.created - b.created);
    sorted.forEach((wo, i) => {
      const previous = sorted[i - 1];
      if (!previous || wo.created - previous.created > 30 || wo.start === null) return;
      const move = wo.complete !== null ? 'complete' : 'start';
      noteLog.run(REPEAT_FAILURE_NOTE, wo.id, move);
      noteActivity.run(move, REPEAT_FAILURE_NOTE, REPEAT_FAILURE_NOTE, wo.id, `${move}%`);
    });
  }
}
