import {
  addDays,
  weekdayIndex,
  type ComplianceFigures,
  type InspectionGroup,
  type InspectionRow,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { placeholders } from '../../engine/sql.js';
import { storedOccurrences, type Occurrence } from '../preventive/occurrences.js';

export interface InspectionFilters {
  start: string;
  end: string;
  today: string;
  now: Date;
  groupBy: InspectionGroup;
  schedulerIds: number[];
  assetIds: number[];
  /** Places with the ones below them already added. */
  locationIds: ReadonlySet<number>;
  categoryIds: number[];
}

const empty = (): ComplianceFigures => ({
  due: 0,
  done_on_time: 0,
  done_late: 0,
  missed: 0,
  pending: 0,
  compliance: null,
});

function add(figures: ComplianceFigures, o: Occurrence): void {
  figures.due += 1;
  if (o.state === 'done_on_time') figures.done_on_time += 1;
  else if (o.state === 'done_late') figures.done_late += 1;
  else if (o.state === 'missed') figures.missed += 1;
  else figures.pending += 1;
}

/** On time ÷ decided (due less the pending, which are due today and not late yet) × 100, one decimal. */
const finish = (f: ComplianceFigures): ComplianceFigures => {
  const decided = f.due - f.pending;
  return { ...f, compliance: decided ? Math.round((1000 * f.done_on_time) / decided) / 10 : null };
};

/**
 * PM compliance (reference b.3): the stored occurrences dated in the period whose day has come (not
 * later than today) are due; each is done on time (completed by its due), done late, missed (past due
 * and not done, or cancelled) or pending (due today, still open). Compliance = on time ÷ (due − pending)
 * × 100: work not yet late is not held against it.
 */
export function inspectionReport(
  sqlite: Sqlite,
  f: InspectionFilters,
): { rows: InspectionRow[]; totals: ComplianceFigures } {
  const until = f.end < f.today ? f.end : f.today;
  const occurrences =
    f.start <= until
      ? storedOccurrences(sqlite, { start: f.start, end: until, schedulerIds: f.schedulerIds }, f.now)
      : [];
  const inCategory = categoryOf(
    sqlite,
    occurrences.map((o) => o.asset_id),
  );
  const assets = new Set(f.assetIds);
  const categories = new Set(f.categoryIds);
  const kept = occurrences.filter(
    (o) =>
      (assets.size === 0 || (o.asset_id !== null && assets.has(o.asset_id))) &&
      (f.locationIds.size === 0 || (o.location_id !== null && f.locationIds.has(o.location_id))) &&
      (categories.size === 0 || (o.asset_id !== null && categories.has(inCategory.get(o.asset_id) ?? 0))),
  );
  const groups = new Map<string, { label: string; figures: ComplianceFigures }>();
  const totals = empty();
  const labels = groupLabels(sqlite, f.groupBy, kept);
  for (const o of kept) {
    const key = groupKey(f.groupBy, o);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { label: labels.get(key) ?? key, figures: empty() }));
    add(group.figures, o);
    add(totals, o);
  }
  const rows = [...groups].map(([key, g]) => ({ key, label: g.label, ...finish(g.figures) }));
  return { rows, totals: finish(totals) };
}

function groupKey(by: InspectionGroup, o: Occurrence): string {
  switch (by) {
    case 'month':
      return o.date.slice(0, 7);
    case 'week':
      return addDays(o.date, -weekdayIndex(o.date));
    case 'location':
      return String(o.location_id ?? 0);
    case 'asset':
      return String(o.asset_id ?? 0);
    case 'plan':
      return String(o.scheduler_id);
  }
}

/** Names of the groups that are rows of places, assets or plans (periods are their own labels). */
function groupLabels(sqlite: Sqlite, by: InspectionGroup, kept: Occurrence[]): Map<string, string> {
  if (by === 'plan') return new Map(kept.map((o) => [String(o.scheduler_id), o.scheduler_name]));
  if (by !== 'location' && by !== 'asset') return new Map();
  const ids = [...new Set(kept.map((o) => (by === 'asset' ? o.asset_id : o.location_id)))].filter(
    (v): v is number => v !== null,
  );
  const sql =
    by === 'asset'
      ? 'SELECT id, coalesce(name, asset_tag) AS name FROM assets WHERE id IN'
      : 'SELECT id, name FROM locations WHERE id IN';
  const out = new Map<string, string>([['0', '—']]);
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    for (const r of sqlite.prepare(`${sql} (${placeholders(chunk.length)})`).all(...chunk) as {
      id: number;
      name: string;
    }[])
      out.set(String(r.id), r.name);
  }
  return out;
}

/** Each asset's category, through its model. */
function categoryOf(sqlite: Sqlite, ids: readonly (number | null)[]): Map<number, number> {
  const unique = [...new Set(ids.filter((v): v is number => v !== null))];
  const out = new Map<number, number>();
  for (let i = 0; i < unique.length; i += 500) {
    const chunk = unique.slice(i, i + 500);
    for (const r of sqlite
      .prepare(
        `SELECT a.id, m.category_id FROM assets a JOIN models m ON m.id = a.model_id WHERE a.id IN (${placeholders(chunk.length)})`,
      )
      .all(...chunk) as { id: number; category_id: number }[])
      out.set(r.id, r.category_id);
  }
  return out;
}
