import { resources, type AppAbility } from '@cmms/contracts';
import { RESOURCE_AREAS, resourcePath } from '../resources/resource-path';
import { TEMPLATE_PERMISSIONS_PATH, canUseTemplatePermissions } from '../template-apps/template-permissions-access';

export interface MenuEntry {
  key: string;
  to: string;
  /** i18n key of the label. */
  label: string;
  resource?: string;
}

export interface MenuSection {
  key: string;
  title: string | null;
  entries: MenuEntry[];
}

/** The menu comes from the registry: one section per area, one entry per readable resource of it. */
export function menuSections(ability: AppAbility): MenuSection[] {
  const sections: MenuSection[] = [
    { key: 'main', title: null, entries: [{ key: 'home', to: '/', label: 'menu.dashboard' }] },
  ];
  for (const area of RESOURCE_AREAS) {
    const entries = resources
      .filter((r) => r.area === area && ability.can('read', r.permission))
      .map((r) => ({ key: r.name, to: resourcePath(r), label: `resources.${r.name}.title`, resource: r.name }));
    if (entries.length > 0) sections.push({ key: area, title: `menu.${area}`, entries });
  }
  if (canUseTemplatePermissions(ability)) {
    sections.push({
      key: 'apps',
      title: 'menu.apps',
      entries: [{ key: 'template-permissions', to: TEMPLATE_PERMISSIONS_PATH, label: 'templatePermissions.title' }],
    });
  }
  return sections;
}
