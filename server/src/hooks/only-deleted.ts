import type { Where } from '../engine/sql.js';

/** Turns a list's "live rows" condition into "trashed rows only" (`?status=Deleted`, `?status=deleted`). */
export function onlyDeleted(where: Where): void {
  const i = where.clauses.indexOf('t.deleted_at IS NULL');
  if (i >= 0) where.clauses[i] = 't.deleted_at IS NOT NULL';
}

/** Drops a list's "live rows" condition, so trashed rows come with the others (users `?all=true`). */
export function withDeleted(where: Where): void {
  const i = where.clauses.indexOf('t.deleted_at IS NULL');
  if (i >= 0) where.clauses.splice(i, 1);
}
