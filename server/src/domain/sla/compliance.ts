import { elapsedMs, type BusinessHours, type Interval } from './business-hours.js';

/**
 * SLA compliance, pure: each commitment of an agreement measured against the customer's work orders
 * (response and resolution per priority) or asset breakdowns (uptime per asset category). Moments are
 * epoch milliseconds; the loader (`load-compliance.ts`) reads them from the database.
 */

const HOUR = 3_600_000;
/** An open work order that has used more than this share of its target is at risk. */
export const AT_RISK_SHARE = 0.75;

export type CommitmentKind = 'response' | 'resolution' | 'uptime';

export interface CommitmentTarget {
  id: number;
  kind: CommitmentKind;
  /** Response and resolution: the priority measured; none measures every priority. */
  priority_id: number | null;
  target_hours: number | null;
  /** Uptime: the asset category and the share of the period its assets must be up. */
  category_id: number | null;
  target_percent: number | null;
}

export interface WorkOrderRef {
  id: number;
  number: string;
  title: string;
}

export interface MeasuredWorkOrder extends WorkOrderRef {
  priority_id: number | null;
  created: number;
  first_response: number | null;
  completed: number | null;
  /** Times on hold: the SLA clock is paused then, as the work-order due clock is. */
  holds: readonly Interval[];
}

/** One breakdown work order on one asset: down from its creation to its completion (still down while open). */
export interface Breakdown {
  work_order: WorkOrderRef;
  asset_id: number;
  start: number;
  end: number | null;
}

export type Verdict = 'met' | 'breached' | 'at_risk' | 'in_progress';

export interface WorkOrderFigure {
  work_order: WorkOrderRef;
  verdict: Verdict;
  /** Hours counted against the target (business hours when the SLA says so, holds excluded). */
  hours: number;
}

export interface CommitmentFigures {
  commitment_id: number;
  /** Work orders measured (uptime: breakdowns in the period). */
  measured: number;
  met: number;
  breached: number;
  at_risk: number;
  /** Open and within 75 % of the target: nothing to say yet. */
  in_progress: number;
  /** Met out of those decided (met + breached), one decimal; null when none is decided. */
  percent_met: number | null;
  /** Mean hours of the decided ones (response or resolution); null when none. */
  average_hours: number | null;
  /** Uptime only: the category's assets of the customer, and the share of the period they were up. */
  assets: number | null;
  uptime_percent: number | null;
  downtime_hours: number | null;
  /** The commitment as a whole: breached when any is, at risk when any is, met otherwise. */
  status: 'met' | 'breached' | 'at_risk' | 'no_data';
  breaches: WorkOrderFigure[];
  at_risk_work_orders: WorkOrderFigure[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const toHours = (ms: number) => round1(ms / HOUR);

/** Where an elapsed time stands against a target. */
export function verdictOf(elapsed: number, targetMs: number, finished: boolean): Verdict {
  if (elapsed > targetMs) return 'breached';
  if (finished) return 'met';
  return elapsed > AT_RISK_SHARE * targetMs ? 'at_risk' : 'in_progress';
}

/** Response (first response − created) or resolution (completed − created) of one work order, at `now`. */
export function measureWorkOrder(
  wo: MeasuredWorkOrder,
  kind: 'response' | 'resolution',
  targetHours: number,
  hours: BusinessHours,
  now: number,
): WorkOrderFigure {
  // A resolved work order needs no further response: it responded by its completion at the latest.
  const stop = kind === 'response' ? (wo.first_response ?? wo.completed) : wo.completed;
  const elapsed = elapsedMs(wo.created, stop ?? now, hours, wo.holds);
  return {
    work_order: { id: wo.id, number: wo.number, title: wo.title },
    verdict: verdictOf(elapsed, targetHours * HOUR, stop !== null),
    hours: toHours(elapsed),
  };
}

function tally(
  commitment: CommitmentTarget,
  figures: readonly WorkOrderFigure[],
  decidedHours: number[],
): CommitmentFigures {
  const count = (v: Verdict) => figures.filter((f) => f.verdict === v).length;
  const met = count('met');
  const breached = count('breached');
  const atRisk = count('at_risk');
  const decided = met + breached;
  return {
    commitment_id: commitment.id,
    measured: figures.length,
    met,
    breached,
    at_risk: atRisk,
    in_progress: count('in_progress'),
    percent_met: decided ? round1((100 * met) / decided) : null,
    average_hours: decidedHours.length ? round1(decidedHours.reduce((s, h) => s + h, 0) / decidedHours.length) : null,
    assets: null,
    uptime_percent: null,
    downtime_hours: null,
    status: figures.length === 0 ? 'no_data' : breached ? 'breached' : atRisk ? 'at_risk' : 'met',
    breaches: figures.filter((f) => f.verdict === 'breached'),
    at_risk_work_orders: figures.filter((f) => f.verdict === 'at_risk'),
  };
}

/** A response or resolution commitment over the work orders of its priority. */
export function measureTimeCommitment(
  commitment: CommitmentTarget,
  workOrders: readonly MeasuredWorkOrder[],
  hours: BusinessHours,
  now: number,
): CommitmentFigures {
  const kind = commitment.kind === 'response' ? 'response' : 'resolution';
  const target = commitment.target_hours ?? 0;
  const figures = workOrders
    .filter((wo) => commitment.priority_id === null || wo.priority_id === commitment.priority_id)
    .map((wo) => measureWorkOrder(wo, kind, target, hours, now));
  const decided = figures.filter((f) => f.verdict === 'met' || f.verdict === 'breached').map((f) => f.hours);
  return tally(commitment, figures, decided);
}

/** Total length of the union of intervals (overlapping breakdowns of one asset count once). */
function unionMs(intervals: readonly { start: number; end: number }[]): number {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  let total = 0;
  let open = -Infinity;
  let close = -Infinity;
  for (const i of sorted) {
    if (i.start > close) {
      if (close > open) total += close - open;
      open = i.start;
      close = i.end;
    } else close = Math.max(close, i.end);
  }
  if (close > open) total += close - open;
  return total;
}

/**
 * An uptime commitment: each of the customer's covered assets of the category is measured, met when
 * it was up (not broken down, in calendar time) at least the target share of the period up to now,
 * breached otherwise; `uptime_percent` is the share of all of them together. So measured = met +
 * breached, as for the time commitments. A breach lists the breakdowns of the assets that missed.
 */
export function measureUptime(
  commitment: CommitmentTarget,
  assetIds: readonly number[],
  breakdowns: readonly Breakdown[],
  period: { start: number; end: number },
  now: number,
): CommitmentFigures {
  const end = Math.min(period.end, now);
  const base = tally(commitment, [], []);
  if (assetIds.length === 0 || end <= period.start)
    return { ...base, assets: assetIds.length, uptime_percent: null, downtime_hours: null };
  const mine = new Set(assetIds);
  const span = end - period.start;
  const clipped = breakdowns
    .filter((b) => mine.has(b.asset_id))
    .map((b) => ({ b, start: Math.max(b.start, period.start), end: Math.min(b.end ?? now, end) }))
    .filter((c) => c.end > c.start);
  const perAsset = new Map<number, (typeof clipped)[number][]>();
  for (const c of clipped) perAsset.set(c.b.asset_id, [...(perAsset.get(c.b.asset_id) ?? []), c]);
  const target = commitment.target_percent ?? 0;
  let down = 0;
  const missed = new Set<number>();
  for (const [asset, list] of perAsset) {
    const ms = unionMs(list);
    down += ms;
    if (round1(100 * (1 - ms / span)) < target) missed.add(asset);
  }
  const uptime = round1(100 * (1 - down / (assetIds.length * span)));
  const orders = new Map<number, WorkOrderFigure>();
  for (const c of clipped) {
    if (!missed.has(c.b.asset_id)) continue;
    const seen = orders.get(c.b.work_order.id);
    const hours = toHours(c.end - c.start);
    if (!seen || seen.hours < hours)
      orders.set(c.b.work_order.id, { work_order: c.b.work_order, verdict: 'breached', hours });
  }
  const met = assetIds.length - missed.size;
  return {
    ...base,
    measured: assetIds.length,
    met,
    breached: missed.size,
    percent_met: round1((100 * met) / assetIds.length),
    assets: assetIds.length,
    uptime_percent: uptime,
    downtime_hours: toHours(down),
    status: missed.size ? 'breached' : 'met',
    breaches: [...orders.values()],
  };
}

/** A work order's holds from its moves in time order: from entering `on_hold` to leaving it (still held: open). */
export function holdIntervals(moves: readonly { at: number; from: string | null; to: string | null }[]): Interval[] {
  const out: Interval[] = [];
  let since: number | null = null;
  for (const m of moves) {
    if (since === null && m.to === 'on_hold' && m.from !== 'on_hold') since = m.at;
    else if (since !== null && m.from === 'on_hold' && m.to !== 'on_hold') {
      out.push({ start: since, end: m.at });
      since = null;
    }
  }
  if (since !== null) out.push({ start: since, end: null });
  return out;
}
