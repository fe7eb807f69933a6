import { getEndpoint, normalizeListQuery, notFoundText, type ScopedListDecl } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { failure } from '../http/envelope.js';
import { idParam, registerEndpoint } from '../http/register-endpoint.js';

const quote = (name: string) => `"${name.replace(/"/g, '')}"`;

/** The narrowing clause of a declaration (`?` is the parent's id). */
function clauseOf(d: ScopedListDecl): string {
  if ('column' in d.by) return `t.${quote(d.by.column)} = ?`;
  if (!/^[a-z_]+$/.test(d.by.assigned)) throw new Error(`${d.id}: bad assigned type ${d.by.assigned}`);
  return `t.assigned_type = '${d.by.assigned}' AND t.assigned_to = ?`;
}

/** The query the list gets: the call's own, or (`d.query`) only its paging and sort with the declared defaults. */
function queryOf(d: ScopedListDecl, input: Record<string, unknown>, parentId: number): Record<string, unknown> {
  if (!d.query) return input;
  const { sort, limit, filter } = d.query;
  const q = normalizeListQuery(input, sort.columns, sort.default, 'desc');
  return {
    sort: q.sort,
    order: q.order,
    offset: input.offset,
    limit: input.limit ?? limit,
    ...(filter ? { [filter]: String(parentId) } : {}),
  };
}

/**
 * Serves every scoped list (`contracts/src/kit/scoped-list.ts`): an unknown parent is its not-found text
 * in the error envelope; otherwise the list resource's own list (search, sort, paging, archived rules)
 * narrowed to the parent, each row as that resource presents it to the caller.
 */
export function registerScopedLists(app: FastifyInstance, decls: readonly ScopedListDecl[]): void {
  const { engine } = app.ctx;
  for (const d of decls) {
    const parent = engine.resource(d.parent);
    const list = engine.resource(d.list);
    const clause = clauseOf(d);
    registerEndpoint(app, getEndpoint(d.id), async (request) => {
      const id = idParam(request);
      if (!parent.repo.find(id)) return failure(notFoundText(parent.r));
      const input = queryOf(d, (request.query ?? {}) as Record<string, unknown>, id);
      const { total, rows } = list.repo.list(input, { clauses: [clause], params: [id] });
      return { total, rows: list.present(rows, request.principal) };
    });
  }
}
