import type { ResourceName, RowOf } from '@cmms/contracts';
import type { ListFilter } from '../list/filter-types';
import type { DetailTab, ResourceExtension } from './extension-types';
import type { TranslationKey } from '../../i18n/keys';

/**
 * What features add to the generic screens, by resource; a key that is not a resource is a type error, and
 * each resource's callbacks get its own row type.
 */
export type ResourceExtensions = { [N in ResourceName]?: ResourceExtension<RowOf<N>> };

const registry = new Map<string, ResourceExtension>();

/** Entries of both lists, one per key: registering the same entry again replaces it in place. */
function merged<T>(current: readonly T[] = [], added: readonly T[] = [], keyOf: (entry: T) => string): T[] {
  const out = [...current];
  for (const entry of added) {
    const at = out.findIndex((existing) => keyOf(existing) === keyOf(entry));
    if (at >= 0) out[at] = entry;
    else out.push(entry);
  }
  return out;
}

/**
 * Features hand their tabs, actions, columns, filters and summaries to the engine here, from the
 * composition root (`web/src/app`), before a resource screen renders; the engine imports no feature.
 * Another feature may add to a resource's extension (a work orders tab on assets): lists merge by key.
 */
export function registerResourceExtensions(extensions: ResourceExtensions): void {
  // The engine hands each resource's callbacks rows of that resource only, so they are stored as any row's.
  for (const [name, extension] of Object.entries(extensions) as [string, ResourceExtension][]) {
    const current = registry.get(name) ?? {};
    registry.set(name, {
      ...current,
      ...extension,
      tabs: merged(current.tabs, extension.tabs, (tab) => tab.key),
      actions: merged(current.actions, extension.actions, (action) => action.key),
      filters: merged(current.filters, extension.filters, (filter) => filter.param),
      columns: merged(current.columns, extension.columns, (column) => column.key),
    });
  }
}

export const resourceExtension = (name: string): ResourceExtension => registry.get(name) ?? {};
export const detailTabs = (name: string): readonly DetailTab[] => resourceExtension(name).tabs ?? [];
export const extraFilters = (name: string): readonly ListFilter[] => resourceExtension(name).filters ?? [];

/** Resources whose list title opens the detail screen rather than the form. */
export const hasCustomDetail = (name: string): boolean => {
  const extension = resourceExtension(name);
  return Boolean(extension.tabs?.length || extension.actions?.length || extension.detailFirst);
};

/** A detail tab: `detailTab('members', 'groupMembers.title', (row) => <GroupMembers groupId={row.id} />)`. */
export const detailTab = (key: string, labelKey: TranslationKey, render: DetailTab['render']): DetailTab => ({
  key,
  labelKey,
  render,
});
