import type { CountDecl, FieldDecl, ListQuery, ResourceDecl } from '@cmms/contracts';
import { sortColumns } from '@cmms/contracts';

/** Identifiers come only from declarations, never from requests; quoting guards reserved words. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export const placeholders = (n: number): string => Array.from({ length: n }, () => '?').join(', ');

const TEXT_KINDS = new Set<FieldDecl['kind']>(['text', 'textarea', 'email', 'url', 'phone', 'color', 'enum']);
const DATE_ONLY = /^[\d\s:-]+$/;

export function countSql(decl: CountDecl): string {
  const deleted = decl.softDelete ? ' AND c.deleted_at IS NULL' : '';
  return `(SELECT count(*) FROM ${ident(decl.table)} c WHERE c.${ident(decl.column)} = t.id${deleted})`;
}

export const countSelects = (r: ResourceDecl): string =>
  Object.entries(r.counts ?? {})
    .map(([key, c]) => `, ${countSql(c)} AS ${ident(key)}`)
    .join('');

export interface Where {
  clauses: string[];
  params: unknown[];
}

/** Explicit filters are exact matches, AND-ed with the search (design §2). */
export function filterClauses(r: ResourceDecl, input: Record<string, unknown>, where: Where): void {
  for (const key of r.filters) {
    const raw = input[key];
    if (typeof raw !== 'string' || raw === '') continue;
    const column = r.filterColumns?.[key] ?? key;
    const field = r.fields[column];
    let value: unknown = raw;
    if (field?.kind === 'boolean') value = raw === 'true' || raw === '1' ? 1 : 0;
    else if (field?.kind === 'reference' || field?.kind === 'integer') value = Number.parseInt(raw, 10);
    else if (field?.kind === 'number') value = Number(raw);
    where.clauses.push(`t.${ident(column)} = ?`);
    where.params.push(value);
  }
  // Multi-reference filters match rows whose list includes the id (users `?group_id=`).
  for (const [key, f] of Object.entries(r.fields)) {
    if (f.kind !== 'multi-reference' || !f.filter) continue;
    const raw = input[f.filter];
    if (typeof raw !== 'string' || !/^\d+$/.test(raw)) continue;
    if (f.through) {
      where.clauses.push(
        `t.id IN (SELECT ${ident(f.through.self)} FROM ${ident(f.through.table)} WHERE ${ident(f.through.other)} = ?)`,
      );
    } else {
      where.clauses.push(`EXISTS (SELECT 1 FROM json_each(t.${ident(key)}) WHERE value = ?)`);
    }
    where.params.push(Number(raw));
  }
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Each " OR "-separated term is matched with LIKE across the searchable columns; date columns only
 * when the term looks like a date (digits, spaces, ':' and '-'), as the real backend does.
 */
export function searchClause(r: ResourceDecl, terms: readonly string[], where: Where): void {
  if (terms.length === 0) return;
  const groups: string[] = [];
  for (const term of terms) {
    const columns = r.search.filter((col) => {
      const isDate = col === 'created_at' || col === 'updated_at' || r.fields[col]?.kind === 'date';
      return !isDate || DATE_ONLY.test(term);
    });
    if (columns.length === 0) continue;
    groups.push(columns.map((col) => `t.${ident(col)} LIKE ? ESCAPE '\\'`).join(' OR '));
    for (let i = 0; i < columns.length; i++) where.params.push(`%${escapeLike(term)}%`);
  }
  where.clauses.push(groups.length ? `(${groups.join(' OR ')})` : '0');
}

export function orderBy(r: ResourceDecl, q: ListQuery): string {
  const column = sortColumns(r).includes(q.sort) ? q.sort : r.sort.default;
  const dir = q.order === 'asc' ? 'ASC' : 'DESC';
  if (r.counts?.[column]) return `ORDER BY ${ident(column)} ${dir}, t.id ${dir}`;
  const field = r.fields[column];
  const collate = field && TEXT_KINDS.has(field.kind) ? ' COLLATE NOCASE' : '';
  return `ORDER BY t.${ident(column)}${collate} ${dir}, t.id ${dir}`;
}

export const whereSql = (where: Where): string => (where.clauses.length ? `WHERE ${where.clauses.join(' AND ')}` : '');
