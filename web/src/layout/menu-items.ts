import type { IconType } from 'react-icons';
import { resources, type AppAbility } from '@cmms/contracts';
import { canCallEndpoint } from '../api/endpoint-exists';
import { IMPORTS_PATH } from '../imports/imports-path';
import { REPORTS, reportPath } from '../reports/report-configs';
import { RESOURCE_AREAS, resourcePath } from '../resources/resource-path';
import { TEMPLATE_PERMISSIONS_PATH, canUseTemplatePermissions } from '../template-apps/template-permissions-access';
import { workOrderMenuEntries } from '../work-orders/work-order-screens';
import {
  LuChartColumn,
  LuClipboardCheck,
  LuFileUp,
  LuHistory,
  LuKeySquare,
  LuTrendingDown,
  LuUserX,
} from 'react-icons/lu';

export interface MenuEntry {
  key: string;
  to: string;
  /** i18n key of the label. */
  label: string;
  resource?: string;
  icon?: IconType;
}

export interface MenuSection {
  key: string;
  title: string | null;
  entries: MenuEntry[];
}

const REPORT_ICONS: Record<string, IconType> = {
  activity: LuHistory,
  audit: LuClipboardCheck,
  depreciation: LuTrendingDown,
  unaccepted: LuUserX,
  licenses: LuKeySquare,
};

/** Screens of an area that are not a declared resource: the import wizard sits with the assets. */
function areaScreens(area: string, ability: AppAbility): MenuEntry[] {
  if (area !== 'assets' || !canCallEndpoint(ability, 'imports.list')) return [];
  return [{ key: 'imports', to: IMPORTS_PATH, label: 'imports.title', icon: LuFileUp }];
}

/** Feature screens placed among an area's resources: requests, kanban and calendar right after the work orders. */
function withPlacedScreens(area: string, entries: MenuEntry[], ability: AppAbility): MenuEntry[] {
  if (area !== 'maintenance') return entries;
  const out = [...entries];
  for (const screen of [...workOrderMenuEntries(ability)].reverse()) {
    const at = screen.after ? out.findIndex((entry) => entry.key === screen.after) + 1 : 0;
    out.splice(at, 0, { key: screen.key, to: screen.to, label: screen.label, icon: screen.icon });
  }
  return out;
}

/**
 * The menu comes from the registry: one section per area, one entry per readable resource of it,
 * then the area's own screens; the reports the user may read; the template apps.
 */
export function menuSections(ability: AppAbility): MenuSection[] {
  const sections: MenuSection[] = [
    { key: 'main', title: null, entries: [{ key: 'home', to: '/', label: 'menu.dashboard' }] },
  ];
  for (const area of RESOURCE_AREAS) {
    const entries: MenuEntry[] = withPlacedScreens(
      area,
      [
        ...resources
          .filter((r) => r.area === area && ability.can('read', r.permission))
          .map((r) => ({ key: r.name, to: resourcePath(r), label: `resources.${r.name}.title`, resource: r.name })),
        ...areaScreens(area, ability),
      ],
      ability,
    );
    if (entries.length > 0) sections.push({ key: area, title: `menu.${area}`, entries });
  }
  const reports = REPORTS.filter((report) => canCallEndpoint(ability, report.endpoint)).map((report) => ({
    key: `report-${report.key}`,
    to: reportPath(report.key),
    label: `reports.${report.key}.title`,
    icon: REPORT_ICONS[report.key] ?? LuChartColumn,
  }));
  if (reports.length > 0) sections.push({ key: 'reports', title: 'menu.reports', entries: reports });
  if (canUseTemplatePermissions(ability)) {
    sections.push({
      key: 'apps',
      title: 'menu.apps',
      entries: [{ key: 'template-permissions', to: TEMPLATE_PERMISSIONS_PATH, label: 'templatePermissions.title' }],
    });
  }
  return sections;
}
