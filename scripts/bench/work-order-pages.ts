import { endpointPath } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { AppRequest } from './queries.js';
import { median } from './stats.js';

/** The work-order screens the benchmark times at the large profile (200k work orders). */

/**
 * The list's hard case: work due this week (from the seed's anchor) at the place with the most of it,
 * searched for the equipment named in one of its titles, sorted by due date. The search term and the
 * place are taken from the data so the page has rows to show.
 */
export function workOrderListPath(sqlite: Sqlite, anchorDay: string): string {
  const due = sqlite
    .prepare(
      `SELECT l.location_id AS location, w.title FROM work_order_locations l JOIN work_orders w ON w.id = l.work_order_id
       WHERE w.state IN ('requested', 'open', 'assigned', 'in_progress', 'on_hold') AND w.due_at >= ? AND w.due_at < date(?, '+7 days')
         AND w.deleted_at IS NULL`,
    )
    .all(anchorDay, anchorDay) as { location: number; title: string }[];
  const byPlace = new Map<number, string[]>();
  for (const d of due) byPlace.set(d.location, [...(byPlace.get(d.location) ?? []), d.title]);
  const [location, titles] = [...byPlace].sort((a, b) => b[1].length - a[1].length || a[0] - b[0])[0] ?? [0, ['pump']];
  const term = (/[A-Za-z]{4,}/.exec(titles[0] ?? '')?.[0] ?? 'pump').toLowerCase();
  // The week is named (`date_range`), not left to the server's today: the seeded week stays the one measured
  // whatever day the benchmark runs (on 2026-11-27 an anchor of 2026-11-01 left the page empty).
  const end = new Date(Date.parse(`${anchorDay}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  const week = `date_range[start]=${anchorDay}&date_range[end]=${end}`;
  return `${endpointPath('workorders.list')}?status=due&${week}&location=${location}&search=${term}&sort=due_at&order=asc&limit=25`;
}

/**
 * Everything the detail screen asks for when every tab shows its first page: the row, its checklists,
 * files, watchers, escalations, comments, links, sub-tasks, work log, revisions, updates, quotation and
 * service reports. The work order is the demo year's busiest (the bulk ones have plain histories).
 */
export function workOrderDetailRequests(sqlite: Sqlite): Record<string, AppRequest> {
  const id = sqlite
    .prepare(
      `SELECT item_id FROM action_logs WHERE item_type = 'workorders' AND item_id <= 1000
       GROUP BY item_id ORDER BY count(*) DESC, item_id LIMIT 1`,
    )
    .pluck()
    .get() as number;
  const page = '?limit=10';
  const get = (endpoint: string, query = page): AppRequest => ({
    path: `${endpointPath(endpoint, { id })}${query}`,
    auth: true,
  });
  return {
    detail: get('workorders.detail', ''),
    checklists: get('workorders.checklists', ''),
    files: get('workorders.media'),
    watchers: get('workorders.watchers'),
    escalations: { path: `${endpointPath('workorders.escalations')}?work_order_id=${id}&limit=10`, auth: true },
    comments: get('workorders.comments'),
    links: get('workorders.links'),
    'sub-tasks': { path: `${endpointPath('workorders.list')}?parent_id=${id}&limit=10`, auth: true },
    'work log': get('workorders.work-log-list'),
    revisions: get('workorders.revisions'),
    updates: get('workorders.updates'),
    quotation: get('workorders.quotation', ''),
    'service reports': {
      path: endpointPath('workorders.service-reports'),
      method: 'POST',
      auth: true,
      body: () => JSON.stringify({ workorder_id: id, limit: 10 }),
    },
  };
}

export interface PageTimes extends Record<string, number> {
  pages: number;
  p50: number;
  p99: number;
}

/**
 * A person opening the detail: all its requests at once, the page done when the last answers. Pages
 * are loaded one after another for `seconds`; percentiles are of whole pages.
 */
export async function measurePages(
  baseUrl: string,
  headers: Record<string, string>,
  requests: Record<string, AppRequest>,
  seconds: number,
): Promise<PageTimes> {
  const times: number[] = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const start = performance.now();
    await Promise.all(
      Object.values(requests).map(async (r) => {
        const res = await fetch(`${baseUrl}${r.path}`, {
          method: r.method ?? 'GET',
          headers: { 'content-type': 'application/json', ...headers },
          ...(r.body ? { body: r.body() } : {}),
        });
        if (res.status !== 200) throw new Error(`${r.path}: HTTP ${res.status}`);
        await res.arrayBuffer();
      }),
    );
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  return { pages: times.length, p50: Math.round(median(times)), p99: at(0.99) };
}

/** How the figures are named in the report and the budgets. */
export const WORK_ORDER_FIGURES = {
  list: 'work-order list',
  detail: 'work-order detail, all tabs',
} as const;
