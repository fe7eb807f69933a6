import { isIsoDate } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { placeholders } from '../../engine/sql.js';

/**
 * Report and schedule filters are free: one id, several joined by commas (`location_id=1,2,3`) or the
 * key repeated. Anything that is not a positive id is ignored; an empty list means no filter.
 */
export function idList(value: unknown): number[] {
  const parts = (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === 'string' || typeof v === 'number' ? String(v).split(',') : [],
  );
  return [
    ...new Set(
      parts
        .map((p) => p.trim())
        .filter((p) => /^\d{1,15}$/.test(p))
        .map(Number),
    ),
  ].filter((n) => n > 0);
}

/** A yyyy-MM-dd query value, the fallback when absent; undefined when present but not a date. */
export function dayParam(value: unknown, fallback: string): string | undefined {
  if (value === undefined || value === null || value === '') return fallback;
  return typeof value === 'string' && isIsoDate(value.trim()) ? value.trim() : undefined;
}

/** The places and every place below them (a site's buildings and rooms). */
export function withSubLocations(sqlite: Sqlite, ids: readonly number[]): Set<number> {
  if (ids.length === 0) return new Set();
  return new Set(
    sqlite
      .prepare(
        `WITH RECURSIVE place(id) AS (SELECT id FROM locations WHERE id IN (${placeholders(ids.length)})
           UNION SELECT l.id FROM locations l JOIN place p ON l.parent_id = p.id)
         SELECT id FROM place`,
      )
      .pluck()
      .all(...ids) as number[],
  );
}
