import { escapeLike, placeholders, queryValues, type Where } from '../engine/sql.js';
import { assigneeType } from '../domain/assignees.js';
import { onlyDeleted } from './only-deleted.js';

const ofType = (type: string) => `t.status_id IN (SELECT id FROM status_labels WHERE type = '${type}')`;

/** `?status=` groups, as the real backend's asset scopes. */
const STATUS_SCOPES: Record<string, string> = {
  Pending: `${ofType('pending')} AND t.assigned_to IS NULL`,
  RTD: `${ofType('deployable')} AND t.assigned_to IS NULL`,
  Undeployable: ofType('undeployable'),
  Archived: ofType('archived'),
  Requestable: `t.requestable = 1 AND (${ofType('deployable')} OR ${ofType('pending')})`,
  Deployed: 't.assigned_to IS NOT NULL',
  byod: 't.byod = 1',
};

const named = (table: string, column: string) => `${column} IN (SELECT id FROM ${table} WHERE name LIKE ? ESCAPE '\\')`;
const throughModel = (table: string, column: string) =>
  `t.model_id IN (SELECT m.id FROM models m JOIN ${table} x ON x.id = m.${column} WHERE x.name LIKE ? ESCAPE '\\')`;

/** `?filter={"key":"value"}` keys that name a relation, matched on its name (Snipe-IT's `ByFilter`). */
const FILTER_RELATIONS: Record<string, string> = {
  status_label: named('status_labels', 't.status_id'),
  location: named('locations', 't.location_id'),
  rtd_location: named('locations', 't.rtd_location_id'),
  company: named('companies', 't.company_id'),
  supplier: named('suppliers', 't.supplier_id'),
  model: `t.model_id IN (SELECT id FROM models WHERE name LIKE ? ESCAPE '\\')`,
  model_number: `t.model_id IN (SELECT id FROM models WHERE model_number LIKE ? ESCAPE '\\')`,
  manufacturer: throughModel('manufacturers', 'manufacturer_id'),
  category: throughModel('categories', 'category_id'),
  assigned_to: `(t.assigned_type = 'user' AND t.assigned_to IN (SELECT id FROM users WHERE first_name LIKE ? ESCAPE '\\' OR last_name LIKE ? ESCAPE '\\'))`,
};
/** `?filter=` keys that are the asset's own columns. */
const FILTER_COLUMNS = new Set([
  'asset_tag',
  'name',
  'serial',
  'purchase_date',
  'purchase_cost',
  'notes',
  'order_number',
]);
const CUSTOM_COLUMN = /^_snipeit_[a-z0-9_]+$/;
const customValue = (column: string) => `json_extract(t.custom_values, '$.${column}')`;

/** Each key of `filter` (a JSON object) as a LIKE match, AND-ed; unknown keys are ignored. */
function jsonFilter(raw: unknown, where: Where): void {
  if (typeof raw !== 'string' || raw.trim() === '') return;
  let filter: unknown;
  try {
    filter = JSON.parse(raw);
  } catch {
    return;
  }
  if (!filter || typeof filter !== 'object' || Array.isArray(filter)) return;
  for (const [rawKey, value] of Object.entries(filter as Record<string, unknown>)) {
    if (value === null || typeof value === 'object') continue;
    const key = rawKey.replace(/^custom_fields\./, '');
    const like = `%${escapeLike(String(value))}%`;
    const relation = FILTER_RELATIONS[key];
    if (relation) {
      where.clauses.push(relation);
      where.params.push(...Array.from({ length: relation.split('?').length - 1 }, () => like));
    } else if (FILTER_COLUMNS.has(key)) {
      where.clauses.push(`t."${key}" LIKE ? ESCAPE '\\'`);
      where.params.push(like);
    } else if (CUSTOM_COLUMN.test(key)) {
      where.clauses.push(`${customValue(key)} LIKE ? ESCAPE '\\'`);
      where.params.push(like);
    }
  }
}

/**
 * The asset list's own filters: a status group, the assignee pair, `filter`, and exact matches on
 * custom field columns (`?_snipeit_mac_address_1=…`). Archived assets stay out unless asked for.
 */
export function hardwareListScope(input: Record<string, unknown>, where: Where): void {
  const status = typeof input.status === 'string' ? input.status : '';
  if (status === 'Deleted') onlyDeleted(where);
  else if (STATUS_SCOPES[status]) where.clauses.push(`(${STATUS_SCOPES[status]})`);
  else if (queryValues(input, 'status_id').length === 0) where.clauses.push(`NOT (${ofType('archived')})`);
  // The assignee filter needs both halves, as the real backend's.
  const type = assigneeType(input.assigned_type);
  const ids = queryValues(input, 'assigned_to')
    .filter((v) => /^\d{1,15}$/.test(v))
    .map(Number);
  if (type && ids.length) {
    where.clauses.push(`t.assigned_type = ? AND t.assigned_to IN (${placeholders(ids.length)})`);
    where.params.push(type, ...ids);
  }
  jsonFilter(input.filter, where);
  for (const key of Object.keys(input)) {
    const value = queryValues(input, key)[0];
    if (!CUSTOM_COLUMN.test(key) || value === undefined) continue;
    where.clauses.push(`${customValue(key)} = ?`);
    where.params.push(value);
  }
}
