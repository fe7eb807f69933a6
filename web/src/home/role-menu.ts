import { findResource, type AppAbility } from '@cmms/contracts';
import type { MenuSection } from '../layout/menu-items';
import { HOME_LABEL, homeKind } from './role-home';

/** Whether the role changes anything through the entry's resource (not only reads it). */
const writes = (ability: AppAbility, resource: string | undefined): boolean => {
  const decl = resource ? findResource(resource) : undefined;
  if (!decl) return true;
  return (['create', 'update', 'delete'] as const).some((action) => ability.can(action, decl.permission));
};

/**
 * Issue 26: the menu shows what the role uses. Its home entry is named for its first screen ("My work",
 * "My requests"); someone who works work orders without editing them (a technician) sees the settings
 * it may only read as reference, not work: those entries leave the menu, and every page stays reachable
 * by its address for who may read it.
 */
export function shapeMenuForRole(sections: MenuSection[], ability: AppAbility): MenuSection[] {
  const kind = homeKind(ability);
  return sections.flatMap((section) => {
    if (section.key === 'main') {
      return [
        { ...section, entries: section.entries.map((e) => (e.key === 'home' ? { ...e, label: HOME_LABEL[kind] } : e)) },
      ];
    }
    if (kind === 'work' && section.key === 'settings') {
      const entries = section.entries.filter((entry) => writes(ability, entry.resource));
      return entries.length ? [{ ...section, entries }] : [];
    }
    return [section];
  });
}
