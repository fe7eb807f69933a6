import { resources, type CountDecl, type ResourceDecl } from '@cmms/contracts';
import { listFilters } from './list-filters';

/**
 * The list a count stands for: the counted table's resource filtered by the counting column (a
 * location's assets → the assets list with `?location_id=7`). None when the count adds a condition
 * of its own, goes through another table or adds up quantities: that list would not show the same rows.
 */
export function countTarget(count: CountDecl): { resource: ResourceDecl; param: string } | null {
  if (count.when || count.through || count.sum) return null;
  const resource = resources.find(
    (r) => r.table === count.table && listFilters(r).some((f) => f.param === count.column && f.kind === 'reference'),
  );
  return resource ? { resource, param: count.column } : null;
}
