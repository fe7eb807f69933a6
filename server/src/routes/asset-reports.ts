import { formatDate, formatDateTime, getEndpoint, normalizeListQuery } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAssignees } from '../domain/assignees.js';
import { addMonths, depreciate } from '../domain/depreciation.js';
import { anyOf, escapeLike, ftsAnyOf, ident, trigramTerm } from '../engine/sql.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import { clockOf } from '../clock.js';
import { sqlPage } from '../engine/sql-page.js';

/** The console's currency label when a location names none (spec point 1). */
const DEFAULT_CURRENCY = 'BHD';

interface Page {
  where: string;
  params: unknown[];
  order: string;
  limit: number;
  offset: number;
}

/**
 * What a report's search looks in: a column (LIKE), the rows of another table whose name holds a term
 * (looked up once, then matched by id), or the asset's own trigram-indexed columns.
 */
type Searched = string | { ids: string; table: string } | { assetId: string; columns: string[] };

/**
 * Search, sort and paging of a report over a few named columns (`sorts` maps sort keys to SQL). All
 * terms at once (issue 24: each term ran a LIKE per column and a subquery per named table on every
 * asset, 50 terms 50 s at the large profile): names are looked up once in their tables, the asset's
 * text through its trigram index.
 */
function page(
  sqlite: Sqlite,
  request: FastifyRequest,
  searched: Searched[],
  sorts: Record<string, string>,
  fallback: string,
): Page {
  const q = normalizeListQuery((request.query ?? {}) as Record<string, unknown>, Object.keys(sorts), fallback, 'asc');
  const params: unknown[] = [];
  let where = '';
  if (q.search.length) {
    const parts: string[] = [];
    const likes = (expression: string, terms: readonly string[]) => {
      params.push(...terms.map((term) => `%${escapeLike(term)}%`));
      return anyOf(terms.map(() => `${expression} LIKE ? ESCAPE '\\'`));
    };
    for (const s of searched) {
      if (typeof s === 'string') parts.push(likes(s, q.search));
      else if ('ids' in s) {
        const lookup: unknown[] = [];
        const sql = `SELECT id FROM ${ident(s.table)} WHERE ${anyOf(q.search.map(() => "name LIKE ? ESCAPE '\\'"))}`;
        lookup.push(...q.search.map((term) => `%${escapeLike(term)}%`));
        const ids = sqlite
          .prepare(sql)
          .pluck()
          .all(...lookup);
        if (ids.length === 0) continue;
        parts.push(`${s.ids} IN (SELECT value FROM json_each(?))`);
        params.push(JSON.stringify(ids));
      } else {
        const long = q.search.filter(trigramTerm);
        const short = q.search.filter((term) => !trigramTerm(term));
        if (long.length) {
          parts.push(`${s.assetId} IN (SELECT rowid FROM assets_search WHERE assets_search MATCH ?)`);
          params.push(ftsAnyOf(long, s.columns));
        }
        if (short.length) parts.push(...s.columns.map((c) => likes(`a.${ident(c)}`, short)));
      }
    }
    where = ` AND ${parts.length ? anyOf(parts) : '0'}`;
  }
  return {
    where,
    params,
    order: `${sorts[q.sort]} ${q.order === 'asc' ? 'ASC' : 'DESC'}, 1`,
    limit: q.limit,
    offset: q.offset,
  };
}

interface DepreciationRow {
  id: number;
  name: string | null;
  asset_tag: string;
  serial: string | null;
  notes: string | null;
  order_number: string | null;
  purchase_date: string | null;
  purchase_cost: number | null;
  warranty_months: number | null;
  assigned_to: number | null;
  assigned_type: string | null;
  company: string | null;
  model: string | null;
  model_number: string | null;
  model_eol: number | null;
  status_label: string | null;
  status_type: string | null;
  category: string | null;
  manufacturer: string | null;
  supplier: string | null;
  location: string | null;
  currency: string | null;
  depreciation: string;
  months: number;
  depreciation_type: string;
  depreciation_min: number | null;
}

/** Depreciation, unaccepted assets and licenses: the reports the asset screens link to. */
export function registerAssetReports(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;

  registerEndpoint(app, getEndpoint('reports.depreciation'), async (request) => {
    const p = page(
      sqlite,
      request,
      // What the report shows: the asset, its model, category, location, company, status and depreciation.
      [
        { assetId: 'a.id', columns: ['asset_tag', 'name', 'serial'] },
        { ids: 'a.model_id', table: 'models' },
        { ids: 'm.depreciation_id', table: 'depreciations' },
        { ids: 'm.category_id', table: 'categories' },
        { ids: 'a.location_id', table: 'locations' },
        { ids: 'a.company_id', table: 'companies' },
        { ids: 'a.status_id', table: 'status_labels' },
      ],
      {
        id: 'a.id',
        asset_tag: 'a.asset_tag',
        name: 'a.name',
        purchase_date: 'a.purchase_date',
        purchase_cost: 'a.purchase_cost',
        model: 'm.name',
      },
      'id',
    );
    const from = `FROM assets a JOIN models m ON m.id = a.model_id JOIN depreciations d ON d.id = m.depreciation_id
      WHERE a.deleted_at IS NULL${p.where}`;
    const { total, rows } = sqlPage<DepreciationRow>(
      sqlite,
      {
        select: `a.id, a.name, a.asset_tag, a.serial, a.notes, a.order_number, a.purchase_date, a.purchase_cost,
           a.warranty_months, a.assigned_to, a.assigned_type, co.name AS company, m.name AS model, m.model_number,
           m.eol AS model_eol, s.name AS status_label, s.type AS status_type, c.name AS category, f.name AS manufacturer,
           su.name AS supplier, l.name AS location, l.currency, d.name AS depreciation, d.months, d.depreciation_type,
           d.depreciation_min`,
        from: from.replace(
          'WHERE',
          `LEFT JOIN companies co ON co.id = a.company_id LEFT JOIN status_labels s ON s.id = a.status_id
           LEFT JOIN categories c ON c.id = m.category_id LEFT JOIN manufacturers f ON f.id = m.manufacturer_id
           LEFT JOIN suppliers su ON su.id = a.supplier_id LEFT JOIN locations l ON l.id = a.location_id WHERE`,
        ),
        countFrom: from,
        order: p.order,
        params: p.params,
      },
      p,
    );
    const holders = loadAssignees(
      sqlite,
      rows.map((r) => ({ type: r.assigned_type, id: r.assigned_to })),
    );
    return {
      total,
      rows: rows.map((r) => {
        const value =
          r.purchase_cost !== null && r.purchase_date ? depreciate(r.purchase_cost, r.purchase_date, r) : null;
        return {
          id: r.id,
          company: r.company,
          name: r.name,
          asset_tag: r.asset_tag,
          serial: r.serial,
          model: r.model,
          model_number: r.model_number,
          eol: r.purchase_date && r.model_eol ? formatDate(addMonths(r.purchase_date, r.model_eol)) : null,
          status_label: r.status_label,
          status: r.assigned_to !== null ? 'deployed' : r.status_type,
          category: r.category,
          manufacturer: r.manufacturer,
          supplier: r.supplier,
          notes: r.notes,
          order_number: r.order_number,
          location: r.location,
          warranty_expires:
            r.purchase_date && r.warranty_months ? formatDate(addMonths(r.purchase_date, r.warranty_months)) : null,
          currency: r.currency ?? DEFAULT_CURRENCY,
          purchase_date: formatDate(r.purchase_date),
          purchase_cost: r.purchase_cost,
          book_value: value?.book_value ?? null,
          monthly_depreciation: value?.monthly_depreciation ?? null,
          checked_out_to: holders.get(`${r.assigned_type}:${r.assigned_to}`)?.name ?? null,
          diff: value?.diff ?? null,
          number_of_months: r.months,
          depreciation: r.depreciation,
        };
      }),
    };
  });

  registerEndpoint(app, getEndpoint('reports.unaccepted'), async (request) => {
    const p = page(
      sqlite,
      request,
      [
        { assetId: 'a.id', columns: ['asset_tag', 'name'] },
        { ids: 'a.model_id', table: 'models' },
      ],
      { id: 'a.id', asset_tag: 'a.asset_tag', name: 'a.name', last_checkout: 'a.last_checkout' },
      'id',
    );
    const from = `FROM assets a JOIN models m ON m.id = a.model_id JOIN categories c ON c.id = m.category_id
      WHERE a.deleted_at IS NULL AND a.assigned_type = 'user' AND c.require_acceptance = 1 AND a.accepted_at IS NULL${p.where}`;
    const { total, rows } = sqlPage<{
      id: number;
      asset_tag: string;
      name: string | null;
      assigned_to: number;
      last_checkout: string | null;
      model_id: number;
      model: string;
      category_id: number;
      category: string;
    }>(
      sqlite,
      {
        select: `a.id, a.asset_tag, a.name, a.assigned_to, a.last_checkout, m.id AS model_id, m.name AS model,
           c.id AS category_id, c.name AS category`,
        from,
        order: p.order,
        params: p.params,
      },
      p,
    );
    const holders = loadAssignees(
      sqlite,
      rows.map((r) => ({ type: 'user', id: r.assigned_to })),
    );
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        asset_tag: r.asset_tag,
        name: r.name,
        model: { id: r.model_id, name: r.model },
        category: { id: r.category_id, name: r.category },
        assigned_to: holders.get(`user:${r.assigned_to}`) ?? null,
        last_checkout: formatDateTime(r.last_checkout),
      })),
    };
  });

  registerEndpoint(app, getEndpoint('reports.licenses'), async (request) => {
    const used = `(SELECT count(*) FROM license_seats s WHERE s.license_id = l.id AND s.deleted_at IS NULL
      AND (s.assigned_to IS NOT NULL OR s.asset_id IS NOT NULL))`;
    const p = page(
      sqlite,
      request,
      ['l.name', 'l.product_key', 'f.name'],
      {
        id: 'l.id',
        name: 'l.name',
        seats: 'l.seats',
        expiration_date: 'l.expiration_date',
        free_seats: `l.seats - ${used}`,
      },
      'name',
    );
    const from = `FROM licenses l LEFT JOIN manufacturers f ON f.id = l.manufacturer_id
      LEFT JOIN categories c ON c.id = l.category_id WHERE l.deleted_at IS NULL${p.where}`;
    const { total, rows } = sqlPage<{
      id: number;
      name: string;
      product_key: string | null;
      seats: number;
      expiration_date: string | null;
      purchase_cost: number | null;
      manufacturer_id: number | null;
      manufacturer: string | null;
      category_id: number | null;
      category: string | null;
      used: number;
    }>(
      sqlite,
      {
        select: `l.id, l.name, l.product_key, l.seats, l.expiration_date, l.purchase_cost, l.manufacturer_id,
           f.name AS manufacturer, l.category_id, c.name AS category, ${used} AS used`,
        from,
        order: p.order,
        params: p.params,
      },
      p,
    );
    const today = clockOf(sqlite)().toISOString().slice(0, 10);
    return {
      total,
      rows: rows.map((l) => ({
        id: l.id,
        name: l.name,
        product_key: l.product_key,
        manufacturer: l.manufacturer_id !== null ? { id: l.manufacturer_id, name: l.manufacturer ?? '' } : null,
        category: l.category_id !== null ? { id: l.category_id, name: l.category ?? '' } : null,
        seats: l.seats,
        used_seats: l.used,
        free_seats: Math.max(0, l.seats - l.used),
        expiration_date: formatDate(l.expiration_date),
        expired: l.expiration_date !== null && l.expiration_date < today,
        purchase_cost: l.purchase_cost,
      })),
    };
  });
}
