import type { IconType } from 'react-icons';
import { resources, type AppAbility } from '@cmms/contracts';
import { RESOURCE_AREAS, resourcePath } from '../resources/resource-path';
import {
  dynamicKey,
  type FeatureNamespace,
  type LabelKey,
  type LabelNamespaces,
  type TranslationKey,
} from '../i18n/keys';
import { resourceTitleKey } from '../resources/resource-keys';

export interface MenuEntry {
  key: string;
  to: string;
  /** i18n key of the label: the core's, or a feature's qualified (`logbooks:loggers.menu`). */
  label: LabelKey;
  resource?: string;
  icon?: IconType;
  /** A screen of no resource where this role changes nothing (a report, an app it may only read). */
  readOnly?: boolean;
}

export interface MenuSection {
  key: string;
  title: TranslationKey | null;
  entries: MenuEntry[];
}

/**
 * A screen a feature adds to the menu: in a resource area (after its resources) or in a section of its
 * own (`reports`, `apps`), titled `menu.<section>`; shown to whom `visible` lets in.
 */
export interface MenuScreen extends MenuEntry {
  section: string;
  visible: (ability: AppAbility) => boolean;
  /** In a resource area, placed right after this resource's entry (requests after work orders). */
  after?: string;
  /** The resource the screen shows (the kanban: work orders); by default the one it is placed after. */
  resource?: string;
  /** For a screen of no resource: whether the role changes anything there (else it only reads). */
  acts?: (ability: AppAbility) => boolean;
}

const screens = new Map<string, MenuScreen>();

// A section is a resource area of the registry or a feature's own (`reports`); each has its `menu.<section>` label.
export const sectionTitleKey = (section: string): TranslationKey => dynamicKey(`menu.${section}`);

/** Reshapes the menu for a role (the composition root's: a technician's work entries, its home's name). */
export type MenuShaper = (sections: MenuSection[], ability: AppAbility) => MenuSection[];
let shaper: MenuShaper = (sections) => sections;

export function registerMenuShaper(shape: MenuShaper): void {
  shaper = shape;
}

/**
 * The translation namespaces the menu's labels name (`logbooks:loggers.menu`): the menu asks for them
 * itself, since it is drawn before any screen of those features has loaded its strings.
 */
export const menuNamespaces = (): LabelNamespaces => [
  'translation',
  ...new Set(
    [...screens.values()].flatMap((screen) =>
      // A qualified key's prefix is one of the features' namespaces (QualifiedKey).
      screen.label.includes(':') ? [screen.label.split(':')[0] as FeatureNamespace] : [],
    ),
  ),
];

/** Features' screens, registered by the composition root (`web/src/app`); the same key replaces. */
export function registerMenuScreens(list: readonly MenuScreen[]): void {
  for (const screen of list) screens.set(screen.key, screen);
}

const shownIn = (section: string, ability: AppAbility): MenuScreen[] =>
  [...screens.values()].filter((screen) => screen.section === section && screen.visible(ability));

// A screen is a view of its resource: a role's menu keeps or drops it with that resource (role-menu.ts).
const entryOf = (screen: MenuScreen, ability: AppAbility): MenuEntry => {
  const { key, to, label, icon, after, resource = after, acts } = screen;
  return {
    key,
    to,
    label,
    icon,
    ...(resource ? { resource } : {}),
    ...(!resource && acts && !acts(ability) ? { readOnly: true } : {}),
  };
};

const entriesOf = (section: string, ability: AppAbility): MenuEntry[] =>
  shownIn(section, ability).map((screen) => entryOf(screen, ability));

/** An area's resources with its screens: each after the resource it names (in order), the rest at the end. */
function withScreens(resourceEntries: MenuEntry[], area: string, ability: AppAbility): MenuEntry[] {
  const out = [...resourceEntries];
  const rest: MenuEntry[] = [];
  const placedAfter = new Map<string, number>();
  for (const screen of shownIn(area, ability)) {
    const anchor = screen.after ? out.findIndex((entry) => entry.key === screen.after) : -1;
    if (anchor < 0) {
      rest.push(entryOf(screen, ability));
      continue;
    }
    const count = placedAfter.get(screen.after!) ?? 0;
    out.splice(anchor + 1 + count, 0, entryOf(screen, ability));
    placedAfter.set(screen.after!, count + 1);
  }
  return [...out, ...rest];
}

/**
 * The menu comes from the registry: one section per area, one entry per readable resource of it,
 * then the area's registered screens; then the other sections of registered screens, in order.
 */
export function menuSections(ability: AppAbility): MenuSection[] {
  const sections: MenuSection[] = [
    { key: 'main', title: null, entries: [{ key: 'home', to: '/', label: 'menu.dashboard' }] },
  ];
  for (const area of RESOURCE_AREAS) {
    const entries = withScreens(
      resources
        .filter((r) => r.area === area && ability.can('read', r.permission))
        .map((r) => ({ key: r.name, to: resourcePath(r), label: resourceTitleKey(r.name), resource: r.name })),
      area,
      ability,
    );
    if (entries.length > 0) sections.push({ key: area, title: sectionTitleKey(area), entries });
  }
  const others = [...new Set([...screens.values()].map((screen) => screen.section))].filter(
    (section) => !(RESOURCE_AREAS as readonly string[]).includes(section),
  );
  for (const section of others) {
    const entries = entriesOf(section, ability);
    if (entries.length > 0) sections.push({ key: section, title: sectionTitleKey(section), entries });
  }
  return shaper(sections, ability);
}

/** The label of the role's home entry ("My work", "My requests", the dashboard): the first crumb says it too. */
export function homeLabel(ability: AppAbility): TranslationKey {
  const home = menuSections(ability)
    .find((section) => section.key === 'main')
    ?.entries.find((entry) => entry.key === 'home');
  // The home entry is the core's (`menu.dashboard`, or the shaper's role home): never a feature's qualified key.
  return home ? dynamicKey(home.label) : 'menu.dashboard';
}
