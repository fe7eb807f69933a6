import { resources, type AppAbility } from '@cmms/contracts';

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

/** The menu comes from the registry: one Settings entry per readable resource of that area. */
export function menuSections(ability: AppAbility): MenuSection[] {
  const settings = resources
    .filter((r) => r.area === 'settings' && ability.can('read', r.permission))
    .map((r) => ({ key: r.name, to: `/settings/${r.name}`, label: `resources.${r.name}.title`, resource: r.name }));
  const sections: MenuSection[] = [
    { key: 'main', title: null, entries: [{ key: 'home', to: '/', label: 'menu.dashboard' }] },
  ];
  if (settings.length > 0) sections.push({ key: 'settings', title: 'menu.settings', entries: settings });
  return sections;
}
