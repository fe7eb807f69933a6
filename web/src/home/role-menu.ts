import { findResource, type AppAbility } from '@cmms/contracts';
import type { MenuEntry, MenuSection } from '../layout/menu-items';
import { HOME_LABEL, homeKind } from './role-home';

/** Reading actions: `read` and the `view.*` keys' (`assets.view.requestable`). */
const reads = (action: string): boolean => action === 'read' || action.startsWith('view');

/**
 * Whether the role does something with a resource beyond reading it: creates, edits or deletes its rows,
 * or acts on them (checks an asset out or in, audits it, raises a request). Read from the ability's own
 * grants, so a group's permission matrix decides, not the role's name.
 */
function acts(ability: AppAbility, subject: string): boolean {
  return ability.rules.some(
    (rule) =>
      !rule.inverted &&
      [rule.subject ?? []].flat().some((s) => s === subject || s === 'all') &&
      [rule.action].flat().some((action) => !reads(action)),
  );
}

/**
 * Whether an entry belongs in the menu of a role with a home of its own (a technician, a requester):
 * the role's own work (work orders and their screens: requests, kanban, calendar) and what it acts on
 * stay; a resource it may only read (settings, users, plans, customers…) is reference, not work, and
 * leaves the menu. So does a screen of no resource where it changes nothing (a report, an app it may only read).
 */
function usedBy(ability: AppAbility, entry: MenuEntry): boolean {
  if (!entry.resource) return !entry.readOnly;
  const decl = findResource(entry.resource);
  if (!decl) return true;
  return decl.permission === 'workorders' || acts(ability, decl.permission);
}

/**
 * Issue 26: the menu shows what the role uses. Its home entry is named for its first screen ("My work",
 * "My requests"). A role with a home of its own sees its work and what it acts on; pages it may only
 * read leave the menu and stay reachable by their address. Dashboard roles (managers, viewers,
 * administrators) keep every entry they may read: reading is a viewer's work, overseeing a manager's.
 */
export function shapeMenuForRole(sections: MenuSection[], ability: AppAbility): MenuSection[] {
  const kind = homeKind(ability);
  return sections.flatMap((section) => {
    if (section.key === 'main') {
      return [
        { ...section, entries: section.entries.map((e) => (e.key === 'home' ? { ...e, label: HOME_LABEL[kind] } : e)) },
      ];
    }
    if (kind === 'dashboard') return [section];
    const entries = section.entries.filter((entry) => usedBy(ability, entry));
    return entries.length ? [{ ...section, entries }] : [];
  });
}
