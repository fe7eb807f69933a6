import type { DashboardTileDecl } from '../../../dashboard/dashboard-tiles';

/**
 * The logbooks' dashboard tiles (issue 28): their figures come from the server module's tiles, each
 * opening the list it counts (`/logbooks/missed`, `/logbooks/entries?flagged=1`) with the same query.
 */
export const LOGBOOK_TILES: readonly DashboardTileDecl[] = [
  {
    id: 'logbook_missed_entries',
    labelKey: 'tiles.missed',
    namespace: 'logbooks',
    chart: 'none',
    palette: 'red',
    alarm: true,
  },
  {
    id: 'logbook_out_of_range',
    labelKey: 'tiles.outOfRange',
    namespace: 'logbooks',
    chart: 'none',
    palette: 'orange',
    alarm: true,
  },
];
