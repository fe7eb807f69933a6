import {
  LuActivity,
  LuBoxes,
  LuBuilding2,
  LuChartColumn,
  LuChartLine,
  LuCalendarClock,
  LuCalendarX,
  LuClipboardCheck,
  LuCpu,
  LuDroplet,
  LuFactory,
  LuFileUp,
  LuFlag,
  LuFolderTree,
  LuGitBranch,
  LuHistory,
  LuKeyboard,
  LuKeySquare,
  LuLaptop,
  LuLayers,
  LuListChecks,
  LuLogIn,
  LuMail,
  LuMapPin,
  LuScrollText,
  LuShieldCheck,
  LuSiren,
  LuSlidersHorizontal,
  LuTags,
  LuTrendingDown,
  LuTruck,
  LuUser,
  LuUserX,
  LuUsers,
  LuWrench,
} from 'react-icons/lu';
import type { IconType } from 'react-icons';
import type { AppAbility } from '@cmms/contracts';
import { canCallEndpoint } from '../api/endpoint-exists';
import { registerMenuScreens, registerMenuShaper, type MenuScreen } from '../layout/menu-items';
import { shapeMenuForRole } from '../home/role-menu';
import { registerResourceIcons } from '../layout/resource-icon';
import { IMPORTS_PATH } from '../imports/imports-path';
import { REPORTS, reportPath } from '../reports/report-configs';
import type { ReportKey } from '../reports/report-keys';
import {
  TEMPLATE_PERMISSIONS_PATH,
  canEditTemplatePermissions,
  canUseTemplatePermissions,
} from '../template-apps/template-permissions-access';
import { FEATURES } from '../features';
import { registerNavbarItems } from '../layout/navbar-items';
import { registerDashboardTiles } from '../dashboard/feature-tiles';

const REPORT_ICONS: Partial<Record<ReportKey, IconType>> = {
  activity: LuHistory,
  audit: LuClipboardCheck,
  'audit-due': LuCalendarClock,
  'audit-overdue': LuCalendarX,
  depreciation: LuTrendingDown,
  unaccepted: LuUserX,
  licenses: LuKeySquare,
  inspections: LuListChecks,
  breakdowns: LuSiren,
  breakdownsNew: LuChartLine,
};

/** The shell's menu: resource icons, and the screens features add (imports, reports, template apps). */
export function registerMenu(): void {
  registerResourceIcons({
    companies: LuBuilding2,
    categories: LuFolderTree,
    statuslabels: LuTags,
    manufacturers: LuFactory,
    suppliers: LuTruck,
    departments: LuUsers,
    depreciations: LuTrendingDown,
    locations: LuMapPin,
    workorderstatuses: LuListChecks,
    workorderpriorities: LuFlag,
    workordercategories: LuActivity,
    causes: LuGitBranch,
    fields: LuSlidersHorizontal,
    fieldsets: LuLayers,
    escalations: LuSiren,
    emailtemplates: LuMail,
    users: LuUser,
    groups: LuShieldCheck,
    loginattempts: LuLogIn,
    models: LuBoxes,
    hardware: LuLaptop,
    maintenances: LuWrench,
    licenses: LuScrollText,
    accessories: LuKeyboard,
    components: LuCpu,
    consumables: LuDroplet,
    ...Object.assign({}, ...FEATURES.map((feature) => feature.icons ?? {})),
  });
  registerNavbarItems(FEATURES.flatMap((feature) => feature.navbar ?? []));
  registerDashboardTiles(FEATURES.flatMap((feature) => feature.tiles ?? []));
  registerMenuScreens([
    ...FEATURES.flatMap((feature) => feature.menu ?? []),
    // The import wizard sits with the assets.
    {
      key: 'imports',
      section: 'assets',
      to: IMPORTS_PATH,
      label: 'imports.title',
      icon: LuFileUp,
      visible: (ability) => canCallEndpoint(ability, 'imports.list'),
    },
    ...REPORTS.map((report): MenuScreen => ({
      key: `report-${report.key}`,
      section: 'reports',
      to: reportPath(report.key),
      label: `reports.${report.key}.title`,
      icon: REPORT_ICONS[report.key] ?? LuChartColumn,
      visible: (ability: AppAbility) => canCallEndpoint(ability, report.endpoint),
      // A report is read: a role with a home of its own (a technician) finds it by address, not in its menu.
      acts: () => false,
    })),
    {
      key: 'template-permissions',
      section: 'apps',
      to: TEMPLATE_PERMISSIONS_PATH,
      label: 'templatePermissions.title',
      visible: canUseTemplatePermissions,
      acts: canEditTemplatePermissions,
    },
  ]);
  registerMenuShaper(shapeMenuForRole);
}
