import type { SelectList } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyInstance } from 'fastify';
import { registerAction } from '../../http/register-action.js';
import { placeholders } from '../../engine/sql.js';

/**
 * Issue 26: a requester reads no location or asset list, yet its request should say where the fault is
 * and on what. These two select lists offer the sites it may use (its company's; without a company, its
 * own location and the ones under it) and the equipment at them (by name or tag, or one exact tag).
 */

const PER_PAGE = 100;

const selectList = (results: { id: number; text: string }[]): SelectList => ({
  results: results.map((r) => ({ ...r, image: null })),
  pagination: { more: false, per_page: PER_PAGE },
  total_count: results.length,
  page: 1,
  page_count: 1,
});

/** Ids of the sites the caller may name in a request. */
export function requestPlaceIds(sqlite: Sqlite, userId: number): number[] {
  const user = sqlite.prepare('SELECT company_id, location_id FROM users WHERE id = ?').get(userId) as
    { company_id: number | null; location_id: number | null } | undefined;
  if (!user) return [];
  if (user.company_id !== null) {
    return sqlite
      .prepare('SELECT id FROM locations WHERE company_id = ? AND deleted_at IS NULL ORDER BY name')
      .pluck()
      .all(user.company_id) as number[];
  }
  if (user.location_id === null) return [];
  return sqlite
    .prepare(
      `WITH RECURSIVE under(id) AS (SELECT ? UNION SELECT l.id FROM locations l JOIN under u ON l.parent_id = u.id)
       SELECT l.id FROM locations l JOIN under u ON u.id = l.id WHERE l.deleted_at IS NULL ORDER BY l.name`,
    )
    .pluck()
    .all(user.location_id) as number[];
}

/** A query's text, trimmed ('' when not sent). */
const text = (value: string | undefined): string => value?.trim() ?? '';

const like = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function registerRequestPlaces(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;

  registerAction(app, 'workorders.request-places', async ({ query, request }) => {
    const ids = requestPlaceIds(sqlite, request.principal?.user.id ?? 0);
    if (ids.length === 0) return selectList([]);
    const search = text(query.search);
    const rows = sqlite
      .prepare(
        `SELECT id, name AS text FROM locations WHERE id IN (${placeholders(ids.length)})
         ${search ? "AND name LIKE ? ESCAPE '\\'" : ''} ORDER BY name LIMIT ${PER_PAGE}`,
      )
      .all(...ids, ...(search ? [like(search)] : [])) as { id: number; text: string }[];
    return selectList(rows);
  });

  registerAction(app, 'workorders.request-assets', async ({ query, request }) => {
    const places = requestPlaceIds(sqlite, request.principal?.user.id ?? 0);
    const asked = Number.parseInt(text(query.location_id), 10);
    // One site and those under it, when it is one the caller may use; otherwise every site it may use.
    const roots = Number.isFinite(asked) ? places.filter((id) => id === asked) : places;
    if (roots.length === 0) return selectList([]);
    const tag = text(query.tag);
    const search = text(query.search);
    const where: string[] = ['a.deleted_at IS NULL'];
    const params: unknown[] = [...roots];
    if (tag) {
      where.push('a.asset_tag = ? COLLATE NOCASE');
      params.push(tag);
    } else if (search) {
      where.push("(a.name LIKE ? ESCAPE '\\' OR a.asset_tag LIKE ? ESCAPE '\\')");
      params.push(like(search), like(search));
    }
    const rows = sqlite
      .prepare(
        `WITH RECURSIVE under(id) AS (
           SELECT id FROM locations WHERE id IN (${placeholders(roots.length)})
           UNION SELECT l.id FROM locations l JOIN under u ON l.parent_id = u.id)
         SELECT a.id, coalesce(nullif(a.name, ''), a.asset_tag) || ' (' || a.asset_tag || ')' AS text
         FROM assets a WHERE a.location_id IN (SELECT id FROM under) AND ${where.join(' AND ')}
         ORDER BY a.name, a.asset_tag LIMIT ${PER_PAGE}`,
      )
      .all(...params) as { id: number; text: string }[];
    return selectList(rows);
  });
}
