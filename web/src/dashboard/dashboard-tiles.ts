import type { TFunction } from 'i18next';
import type { DashboardTile } from '@cmms/contracts';
import { KANBAN_PATH } from '../work-order-common/work-order-paths';
import { STATE_PALETTE, stateLabelKey } from '../work-order-common/state-palette';
import { consoleLink } from './tile-link';
import { assetStatusLabel } from './status-label';
import { registeredFeatureTiles } from './feature-tiles';
import type { DashboardTileDecl } from './tile-decl';
import { dynamicKey } from '../i18n/keys';
import { resourceTitleKey } from '../resources/resource-keys';

/**
 * One tile of the home page's dashboard, declared: the server's tile it shows (`id` of GET /dashboard),
 * its label, the chart of its series, and where a click leads. A later area (SLAs, contracts,
 * logbooks) adds its tile here; the server decides who gets it.
 */
export type { DashboardTileDecl } from './tile-decl';

const month = (key: string, _t: TFunction, language: string) =>
  /^\d{4}-\d{2}$/.test(key)
    ? new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(new Date(`${key}-01T00:00:00Z`))
    : key;

/** The kanban board for open work, while the dashboard is not filtered (the board has no site or customer filter). */
const boardLink = (tile: DashboardTile): string | null =>
  Object.keys(tile.link?.query ?? {}).every((key) => key === 'state') ? KANBAN_PATH : null;

const PM_PALETTE: Readonly<Record<string, string>> = {
  done_on_time: 'green',
  done_late: 'orange',
  missed: 'red',
  pending: 'gray',
};

export const DASHBOARD_TILES: readonly DashboardTileDecl[] = [
  {
    id: 'open_work_orders',
    labelKey: 'dashboard.tiles.open_work_orders',
    chart: 'bar',
    palette: 'teal',
    seriesLabel: (key, t) => t(stateLabelKey(key)),
    seriesPalette: (key) => STATE_PALETTE[key as keyof typeof STATE_PALETTE],
    // The list filters on one state at a time; the board shows every open one (of the whole estate: filtered
    // to a site or customer the board would show more than the tile counts, so the tile opens nothing).
    link: boardLink,
  },
  {
    id: 'overdue_work_orders',
    labelKey: 'dashboard.tiles.overdue_work_orders',
    chart: 'none',
    palette: 'red',
    alarm: true,
  },
  {
    id: 'backlog_age',
    labelKey: 'dashboard.tiles.backlog_age',
    chart: 'bar',
    palette: 'orange',
    seriesLabel: (key, t) => t('dashboard.days', { range: key }),
    link: boardLink,
  },
  { id: 'mttr_hours', labelKey: 'dashboard.tiles.mttr_hours', chart: 'line', palette: 'purple', seriesLabel: month },
  { id: 'mtbf_hours', labelKey: 'dashboard.tiles.mtbf_hours', chart: 'none', palette: 'blue' },
  { id: 'first_response_hours', labelKey: 'dashboard.tiles.first_response_hours', chart: 'none', palette: 'cyan' },
  {
    id: 'pm_compliance',
    labelKey: 'dashboard.tiles.pm_compliance',
    chart: 'bar',
    palette: 'green',
    // The server's series keys are the PM outcomes (reports.pm.<outcome>).
    seriesLabel: (key, t) => t(dynamicKey(`reports.pm.${key}`)),
    seriesPalette: (key) => PM_PALETTE[key],
  },
  {
    id: 'assets_by_status',
    labelKey: 'dashboard.tiles.assets_by_status',
    chart: 'bar',
    palette: 'blue',
    seriesLabel: assetStatusLabel,
  },
  {
    id: 'stock_below_minimum',
    labelKey: 'dashboard.tiles.stock_below_minimum',
    chart: 'bar',
    palette: 'orange',
    seriesLabel: (key, t) => t(resourceTitleKey(key)),
    alarm: true,
  },
  {
    id: 'licences_expiring',
    labelKey: 'dashboard.tiles.licences_expiring',
    chart: 'none',
    palette: 'yellow',
    alarm: true,
  },
];

/** Every declared tile, in order: the core's, then the features'. */
export const dashboardTiles = (): readonly DashboardTileDecl[] => [...DASHBOARD_TILES, ...registeredFeatureTiles()];

export const tileHref = (decl: DashboardTileDecl, tile: DashboardTile): string | null =>
  decl.link ? decl.link(tile) : consoleLink(tile.link);
