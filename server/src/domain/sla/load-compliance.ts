import { storedTime, workOrderNumber, type AgreementCompliance, type CommitmentCompliance } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { placeholders } from '../../engine/sql.js';
import { withSubLocations } from '../preventive/filters.js';
import { businessHoursOf } from './business-hours.js';
import {
  holdIntervals,
  measureTimeCommitment,
  measureUptime,
  type Breakdown,
  type CommitmentFigures,
  type CommitmentTarget,
  type MeasuredWorkOrder,
} from './compliance.js';

/**
 * Reads what SLA compliance measures (`compliance.ts` does the arithmetic): the work an agreement
 * covers, its holds, and the breakdowns of the covered assets. An SLA measures only the work it covers:
 * - the customer's work orders (they name it, or are on its assets, or at its places: a place of the
 *   customer and every place below it);
 * - on the equipment the agreement covers (assets that name it), when it covers any; an agreement
 *   that names no equipment covers all of the customer's;
 * - reactive work (`REACTIVE_CATEGORIES`: breakdowns, emergencies, hazards), raised in the period, not
 *   preventive, not a sub-task (its parent is measured), neither a request awaiting triage, rejected
 *   nor cancelled: SLAs time the answer to a call, not a planned visit;
 * - each time commitment then keeps its priority.
 */

/** Work-order category codes of reactive work: what response and resolution targets time. */
export const REACTIVE_CATEGORIES = ['CM', 'EMG', 'HSE'] as const;

export interface Period {
  /** yyyy-MM-dd, both days included. */
  start: string;
  end: string;
}

const bounds = (p: Period) => [`${p.start} 00:00:00`, `${p.end} 23:59:59`] as const;

/** The customer's places, with every place below them. */
function customerPlaces(sqlite: Sqlite, customerId: number): number[] {
  const roots = sqlite
    .prepare('SELECT id FROM locations WHERE customer_id = ? AND deleted_at IS NULL')
    .pluck()
    .all(customerId) as number[];
  return [...withSubLocations(sqlite, roots)];
}

/** The customer's assets: its own, or standing at its places. */
function customerAssetSql(places: readonly number[]): string {
  const at = places.length
    ? ` OR a.location_id IN (${placeholders(places.length)}) OR a.rtd_location_id IN (${placeholders(places.length)})`
    : '';
  return `(a.customer_id = ?${at})`;
}
const assetParams = (customerId: number, places: readonly number[]) => [customerId, ...places, ...places];

interface WorkOrderRaw {
  id: number;
  number: string | null;
  title: string;
  priority_id: number | null;
  created_at: string;
  first_response_at: string | null;
  completed_at: string | null;
}

/** The assets an agreement covers (they name it); none means the customer's equipment as a whole. */
function coveredAssets(sqlite: Sqlite, agreementId: number): number[] {
  return sqlite
    .prepare('SELECT id FROM assets WHERE agreement_id = ? AND deleted_at IS NULL')
    .pluck()
    .all(agreementId) as number[];
}

export function customerWorkOrders(
  sqlite: Sqlite,
  customerId: number,
  period: Period,
  covered: readonly number[] = [],
): MeasuredWorkOrder[] {
  const places = customerPlaces(sqlite, customerId);
  const placeIn = places.length
    ? `OR EXISTS (SELECT 1 FROM work_order_locations wl WHERE wl.work_order_id = w.id AND wl.location_id IN (${placeholders(places.length)}))`
    : '';
  const onCovered = covered.length
    ? `AND EXISTS (SELECT 1 FROM work_order_assets wc WHERE wc.work_order_id = w.id
         AND wc.asset_id IN (${placeholders(covered.length)}))`
    : '';
  const rows = sqlite
    .prepare(
      `SELECT w.id, w.number, w.title, w.priority_id, w.created_at, w.first_response_at, w.completed_at
       FROM work_orders w
       WHERE w.created_at BETWEEN ? AND ? AND w.deleted_at IS NULL AND w.source <> 'preventive'
         AND w.parent_id IS NULL AND w.state NOT IN ('requested', 'rejected', 'cancelled')
         AND w.category_id IN (SELECT id FROM work_order_categories
                               WHERE code IN (${placeholders(REACTIVE_CATEGORIES.length)}))
         AND (w.customer_id = ?
           OR EXISTS (SELECT 1 FROM work_order_assets wa JOIN assets a ON a.id = wa.asset_id
                      WHERE wa.work_order_id = w.id AND ${customerAssetSql(places)})
           ${placeIn})
         ${onCovered}
       ORDER BY w.created_at, w.id`,
    )
    .all(
      ...bounds(period),
      ...REACTIVE_CATEGORIES,
      customerId,
      ...assetParams(customerId, places),
      ...places,
      ...covered,
    ) as WorkOrderRaw[];
  const holds = holdsOf(
    sqlite,
    rows.map((r) => r.id),
  );
  const triaged = prioritiesBeforeEscalation(
    sqlite,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    number: r.number ?? workOrderNumber(r.id),
    title: r.title,
    priority_id: triaged.get(r.id) ?? r.priority_id,
    created: storedTime(r.created_at),
    first_response: r.first_response_at ? storedTime(r.first_response_at) : null,
    completed: r.completed_at ? storedTime(r.completed_at) : null,
    holds: holds.get(r.id) ?? [],
  }));
}

/**
 * The priority a work order was given before the escalation matrix raised it (the first escalation line
 * that changed it names the one it had): an SLA judges a call against the target of the priority it was
 * triaged with, not a stricter one the escalation of that very lateness gave it afterwards.
 */
function prioritiesBeforeEscalation(sqlite: Sqlite, ids: readonly number[]): Map<number, number> {
  const out = new Map<number, number>();
  if (ids.length === 0) return out;
  const byName = new Map(
    (sqlite.prepare('SELECT id, name FROM work_order_priorities').all() as { id: number; name: string }[]).map((p) => [
      p.name,
      p.id,
    ]),
  );
  const lines = sqlite
    .prepare(
      `SELECT item_id AS wo, json_extract(log_meta, '$.priority_id.old') AS old FROM action_logs
       WHERE item_type = 'workorders' AND action_type = 'escalation' AND item_id IN (${placeholders(ids.length)})
         AND json_extract(log_meta, '$.priority_id') IS NOT NULL
       ORDER BY id`,
    )
    .all(...ids) as { wo: number; old: string | null }[];
  for (const line of lines) {
    const id = line.old === null ? undefined : byName.get(line.old);
    if (!out.has(line.wo) && id !== undefined) out.set(line.wo, id);
  }
  return out;
}

/** Each work order's times on hold, from its work log. */
function holdsOf(sqlite: Sqlite, ids: readonly number[]): Map<number, ReturnType<typeof holdIntervals>> {
  const out = new Map<number, ReturnType<typeof holdIntervals>>();
  if (ids.length === 0) return out;
  const moves = sqlite
    .prepare(
      `SELECT l.work_order_id AS wo, l.created_at AS at, f.state AS from_state, s.state AS to_state
       FROM work_order_logs l
       LEFT JOIN work_order_statuses f ON f.id = l.from_status_id
       LEFT JOIN work_order_statuses s ON s.id = l.to_status_id
       WHERE l.work_order_id IN (${placeholders(ids.length)}) AND (f.state = 'on_hold' OR s.state = 'on_hold')
       ORDER BY l.work_order_id, l.created_at, l.id`,
    )
    .all(...ids) as { wo: number; at: string; from_state: string | null; to_state: string | null }[];
  const byOrder = new Map<number, { at: number; from: string | null; to: string | null }[]>();
  for (const m of moves)
    byOrder.set(m.wo, [...(byOrder.get(m.wo) ?? []), { at: storedTime(m.at), from: m.from_state, to: m.to_state }]);
  for (const [wo, list] of byOrder) out.set(wo, holdIntervals(list));
  return out;
}

/** The customer's assets of a category (through their model). */
function categoryAssets(sqlite: Sqlite, customerId: number, places: readonly number[], categoryId: number): number[] {
  return sqlite
    .prepare(
      `SELECT a.id FROM assets a JOIN models m ON m.id = a.model_id
       WHERE a.deleted_at IS NULL AND m.category_id = ? AND ${customerAssetSql(places)}`,
    )
    .pluck()
    .all(categoryId, ...assetParams(customerId, places)) as number[];
}

/**
 * Breakdowns (as the breakdown report counts them: corrective or emergency work orders, not
 * preventive, neither requests, rejected nor cancelled) on these assets that overlap the period.
 */
function breakdownsOn(sqlite: Sqlite, assetIds: readonly number[], period: Period): Breakdown[] {
  if (assetIds.length === 0) return [];
  const [from, to] = bounds(period);
  const rows = sqlite
    .prepare(
      `SELECT w.id, w.number, w.title, wa.asset_id, w.created_at, w.completed_at
       FROM work_orders w JOIN work_order_assets wa ON wa.work_order_id = w.id
       WHERE wa.asset_id IN (${placeholders(assetIds.length)}) AND w.deleted_at IS NULL AND w.source <> 'preventive'
         AND w.state NOT IN ('requested', 'rejected', 'cancelled')
         AND w.category_id IN (SELECT id FROM work_order_categories WHERE code IN ('CM', 'EMG'))
         AND w.created_at <= ? AND (w.completed_at IS NULL OR w.completed_at >= ?)`,
    )
    .all(...assetIds, to, from) as (WorkOrderRaw & { asset_id: number })[];
  return rows.map((r) => ({
    work_order: { id: r.id, number: r.number ?? workOrderNumber(r.id), title: r.title },
    asset_id: r.asset_id,
    start: storedTime(r.created_at),
    end: r.completed_at ? storedTime(r.completed_at) : null,
  }));
}

interface CommitmentRaw extends CommitmentTarget {
  description: string | null;
  priority_name: string | null;
  category_name: string | null;
}

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

/** One agreement's compliance over the period, at `now`. */
export function agreementCompliance(
  sqlite: Sqlite,
  agreement: Readonly<Record<string, unknown>> & { id: number },
  period: Period,
  now: Date,
): AgreementCompliance {
  const customerId = (agreement.customer_id as number | null) ?? null;
  const customer = customerId
    ? ((sqlite.prepare('SELECT id, name FROM customers WHERE id = ?').get(customerId) as
        { id: number; name: string } | undefined) ?? null)
    : null;
  const commitments = sqlite
    .prepare(
      `SELECT c.id, c.kind, c.priority_id, c.target_hours, c.category_id, c.target_percent, c.description,
         p.name AS priority_name, k.name AS category_name
       FROM agreement_commitments c
       LEFT JOIN work_order_priorities p ON p.id = c.priority_id
       LEFT JOIN categories k ON k.id = c.category_id
       WHERE c.agreement_id = ? ORDER BY c.id`,
    )
    .all(agreement.id) as CommitmentRaw[];
  const hours = businessHoursOf(agreement);
  const at = now.getTime();
  const covered = coveredAssets(sqlite, agreement.id);
  const workOrders = customerId ? customerWorkOrders(sqlite, customerId, period, covered) : [];
  const places = customerId ? customerPlaces(sqlite, customerId) : [];
  const span = { start: storedTime(bounds(period)[0]), end: storedTime(bounds(period)[1]) + 1000 };
  const figures = commitments.map((c): CommitmentCompliance => {
    let measured: CommitmentFigures;
    if (c.kind === 'uptime') {
      const all = customerId && c.category_id ? categoryAssets(sqlite, customerId, places, c.category_id) : [];
      // The covered equipment of the category, when the agreement names its equipment.
      const assets = covered.length ? all.filter((id) => covered.includes(id)) : all;
      measured = measureUptime(c, assets, breakdownsOn(sqlite, assets, period), span, at);
    } else measured = measureTimeCommitment(c, workOrders, hours, at);
    const { commitment_id: _id, ...rest } = measured;
    return {
      commitment: {
        id: c.id,
        kind: c.kind,
        priority: ref(c.priority_id, c.priority_name),
        category: ref(c.category_id, c.category_name),
        target_hours: c.target_hours,
        target_percent: c.target_percent,
        description: c.description,
      },
      ...rest,
    };
  });
  const sum = (key: 'measured' | 'met' | 'breached' | 'at_risk' | 'in_progress') =>
    figures.reduce((s, f) => s + f[key], 0);
  const met = sum('met');
  const decided = met + sum('breached');
  return {
    agreement: { id: agreement.id, name: String(agreement.name) },
    status: agreement.status as AgreementCompliance['status'],
    customer,
    start: period.start,
    end: period.end,
    hours_mode: hours.always ? '24x7' : 'business',
    commitments: figures,
    totals: {
      measured: sum('measured'),
      met,
      breached: sum('breached'),
      at_risk: sum('at_risk'),
      in_progress: sum('in_progress'),
      percent_met: decided ? Math.round((1000 * met) / decided) / 10 : null,
    },
  };
}
