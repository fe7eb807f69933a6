import { formatDate, formatDateTime, getResource, type Row } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { ResourceHooks } from '../engine/hooks.js';
import type { RawRow } from '../engine/rows.js';
import { escapeLike, ftsRowids, placeholders, trigramTerm } from '../engine/sql.js';
import { assigneeType, loadAssignees, type AssigneeRow } from '../domain/assignees.js';
import { writeVersions } from '../engine/write-versions.js';
import {
  customFieldsRow,
  fieldsetFields,
  modelFields,
  readCustomValues,
  type FieldsetField,
} from '../domain/custom-values.js';
import { bodyOf } from '../http/register-endpoint.js';
import { addMonths, ageText, depreciate } from '../domain/depreciation.js';
import { releaseAsset } from '../domain/asset-checkout.js';
import { nextAssetTag } from '../domain/asset-tags.js';
import { hardwareListScope } from './hardware-filters.js';
import { installedComponents } from './asset-components.js';
import { COMMITMENT_TITLE, assetServiceRules, decorateServiceRefs } from './asset-service-refs.js';

/** The users declaration's trigram index (it also holds the full name). */
const PEOPLE_INDEX = getResource('users').searchIndex;

const userName = "(first_name || ' ' || coalesce(last_name, ''))";

/** People whose names, username or employee number hold the term. */
/** A look-up of ids by name: its SQL (selecting `id`) and its parameters. */
interface Lookup {
  sql: string;
  params: unknown[];
}

function peopleMatching(term: string, like: string): Lookup {
  // People are many at the large profile: their trigram index answers terms of three characters or more.
  if (PEOPLE_INDEX && trigramTerm(term)) {
    const match = ftsRowids(PEOPLE_INDEX, term, ['first_name', 'last_name', 'username', 'employee_num', 'full_name']);
    return { sql: `SELECT rowid AS id FROM (${match.sql})`, params: [match.param] };
  }
  return {
    sql: `SELECT id FROM users WHERE first_name LIKE ? ESCAPE '\\' OR last_name LIKE ? ESCAPE '\\'
       OR username LIKE ? ESCAPE '\\' OR employee_num LIKE ? ESCAPE '\\' OR ${userName} LIKE ? ESCAPE '\\'`,
    params: Array.from({ length: 5 }, () => like),
  };
}

/**
 * Beyond the asset's own columns: its model (name, number, category, manufacturer), status, places and
 * the person holding it. The names are looked up in their small tables first, all in one statement, so
 * the asset query gets plain id lists that its indexes answer (an OR of indexed terms), never a scan of
 * every asset.
 */
function searchExtra(term: string, sqlite: Sqlite) {
  const like = `%${escapeLike(term)}%`;
  const byName = (table: string): Lookup => ({
    sql: `SELECT id FROM ${table} WHERE name LIKE ? ESCAPE '\\'`,
    params: [like],
  });
  const lookups: [string, Lookup][] = [
    [
      't.model_id',
      {
        sql: `SELECT id FROM models WHERE name LIKE ? ESCAPE '\\' OR model_number LIKE ? ESCAPE '\\'
           OR category_id IN (SELECT id FROM categories WHERE name LIKE ? ESCAPE '\\')
           OR manufacturer_id IN (SELECT id FROM manufacturers WHERE name LIKE ? ESCAPE '\\')`,
        params: [like, like, like, like],
      },
    ],
    ['t.status_id', byName('status_labels')],
    ['t.location_id', byName('locations')],
    ['t.company_id', byName('companies')],
    ['t.supplier_id', byName('suppliers')],
    ['people', peopleMatching(term, like)],
  ];
  const found = sqlite
    .prepare(`SELECT ${lookups.map(([, l]) => `(SELECT json_group_array(id) FROM (${l.sql}))`).join(', ')}`)
    .raw()
    .get(...lookups.flatMap(([, l]) => l.params)) as string[];
  const out: { sql: string; params: unknown[] }[] = [];
  lookups.forEach(([column], i) => {
    const ids = JSON.parse(found[i]!) as number[];
    if (ids.length === 0) return;
    out.push(
      column === 'people'
        ? { sql: `(t.assigned_type = 'user' AND t.assigned_to IN (${placeholders(ids.length)}))`, params: ids }
        : { sql: `${column} IN (${placeholders(ids.length)})`, params: ids },
    );
  });
  return out;
}

const throughModel = (table: string, column: string) =>
  `(SELECT x.name FROM models m JOIN ${table} x ON x.id = m.${column} WHERE m.id = t.model_id)`;

interface ModelInfo {
  id: number;
  model_number: string | null;
  eol: number | null;
  fieldset_id: number | null;
  category_id: number | null;
  category: string | null;
  manufacturer_id: number | null;
  manufacturer: string | null;
  months: number | null;
  depreciation_type: string | null;
  depreciation_min: number | null;
  /** Its fieldset's fields, when the page's statement read them (else every fieldset is looked up). */
  fields?: FieldsetField[];
}

function loadModels(sqlite: Sqlite, ids: number[]): Map<number, ModelInfo> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = sqlite
    .prepare(
      `SELECT m.id, m.model_number, m.eol, m.fieldset_id, m.category_id, c.name AS category, m.manufacturer_id, f.name AS manufacturer,
         d.months, d.depreciation_type, d.depreciation_min
       FROM models m LEFT JOIN categories c ON c.id = m.category_id LEFT JOIN manufacturers f ON f.id = m.manufacturer_id
       LEFT JOIN depreciations d ON d.id = m.depreciation_id WHERE m.id IN (${placeholders(unique.length)})`,
    )
    .all(...unique) as ModelInfo[];
  return new Map(rows.map((m) => [m.id, m]));
}

function loadStatusTypes(sqlite: Sqlite, ids: number[]): Map<number, string> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = sqlite
    .prepare(`SELECT id, type FROM status_labels WHERE id IN (${placeholders(unique.length)})`)
    .all(...unique) as { id: number; type: string }[];
  return new Map(rows.map((s) => [s.id, s.type]));
}

const parseObject = (text: unknown): Record<string, unknown> => {
  try {
    const value: unknown = typeof text === 'string' ? JSON.parse(text) : null;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** Months from purchase to end of life ("36 months"), from the asset's own EOL date, else its model's. */
function eolText(raw: RawRow, model: ModelInfo | undefined): string | null {
  const purchase = raw.purchase_date as string | null;
  const end = raw.asset_eol_date as string | null;
  if (purchase && end) {
    const [py, pm] = purchase.split('-').map(Number) as [number, number];
    const [ey, em] = end.split('-').map(Number) as [number, number];
    return `${Math.abs((ey - py) * 12 + (em - pm))} months`;
  }
  return model?.eol ? `${model.eol} months` : null;
}

/** An asset can go out when it is unassigned, not deleted, and its status is deployable. */
export const canCheckOut = (raw: RawRow, statusType: string | undefined): boolean =>
  raw.assigned_to == null && !raw.deleted_at && statusType === 'deployable';

/**
 * What a page's statement reads with its rows (issue 27: a list page is one statement): each asset's
 * model (with its category, manufacturer and depreciation), its status type, its holder, its agreement
 * and commitment, as JSON. A row read alone (a create's or update's payload) has them looked up.
 */
const USER_NAME = `CASE WHEN coalesce(u.first_name, '') <> '' AND coalesce(u.last_name, '') <> ''
  THEN u.first_name || ' ' || u.last_name ELSE coalesce(nullif(u.first_name, ''), nullif(u.last_name, ''), '') END`;
const pageSelects: Record<string, string> = {
  __model: `SELECT json_object('id', m.id, 'model_number', m.model_number, 'eol', m.eol, 'fieldset_id', m.fieldset_id,
      'category_id', m.category_id, 'category', c.name, 'manufacturer_id', m.manufacturer_id, 'manufacturer', f.name,
      'months', d.months, 'depreciation_type', d.depreciation_type, 'depreciation_min', d.depreciation_min,
      'fields', json((SELECT json_group_array(json_object('fieldset_id', p.fieldset_id, 'required', p.required,
        'name', cf.name, 'db_column_name', cf.db_column_name, 'format', cf.format, 'custom_format', cf.custom_format,
        'element', cf.element, 'field_values', cf.field_values) ORDER BY p."order", cf.id)
        FROM custom_field_fieldset p JOIN custom_fields cf ON cf.id = p.field_id
        WHERE p.fieldset_id = m.fieldset_id AND cf.db_column_name IS NOT NULL)))
    FROM models m LEFT JOIN categories c ON c.id = m.category_id LEFT JOIN manufacturers f ON f.id = m.manufacturer_id
    LEFT JOIN depreciations d ON d.id = m.depreciation_id WHERE m.id = t.model_id`,
  __status_type: `SELECT s.type FROM status_labels s WHERE s.id = t.status_id`,
  // The holder as `loadAssignees` shapes it, for the stored types; any other spelling is looked up.
  __assignee: `CASE WHEN typeof(t.assigned_to) <> 'integer' THEN NULL
    WHEN t.assigned_type = 'user' THEN (SELECT json_object('id', u.id, 'username', u.username, 'name', ${USER_NAME},
      'first_name', u.first_name, 'last_name', u.last_name, 'email', u.email, 'employee_number', u.employee_num,
      'type', 'user') FROM users u WHERE u.id = t.assigned_to)
    WHEN t.assigned_type = 'location' THEN (SELECT json_object('id', l.id, 'name', l.name, 'type', 'location')
      FROM locations l WHERE l.id = t.assigned_to)
    WHEN t.assigned_type = 'asset' THEN (SELECT json_object('id', x.id, 'name', coalesce(x.name, x.asset_tag), 'type', 'asset')
      FROM assets x WHERE x.id = t.assigned_to) END`,
  __agreement: `SELECT json_object('id', g.id, 'name', g.name) FROM agreements g WHERE g.id = t.agreement_id`,
  __commitment: `SELECT json_object('id', k.id, 'name', ${COMMITMENT_TITLE}) FROM agreement_commitments k
    WHERE k.id = t.commitment_id`,
};

const STORED_TYPES = new Set(['user', 'location', 'asset']);
const jsonCell = <T>(value: unknown): T | undefined =>
  typeof value === 'string' ? (JSON.parse(value) as T) : undefined;

/** A page's model, status type, holder and service references: from its statement, else looked up. */
function pageReads(sqlite: Sqlite, raws: readonly RawRow[], rows: Row[]) {
  if (raws.length > 0 && '__model' in raws[0]!) {
    // Holders stored under another spelling of their type (`App\Models\User`) are looked up.
    const other = raws.filter((r) => r.assigned_to != null && !STORED_TYPES.has(String(r.assigned_type)));
    const assignees = other.length
      ? loadAssignees(
          sqlite,
          other.map((r) => ({ type: r.assigned_type, id: r.assigned_to })),
        )
      : null;
    raws.forEach((raw, i) => {
      rows[i]!.agreement = jsonCell(raw.__agreement) ?? null;
      rows[i]!.commitment = jsonCell(raw.__commitment) ?? null;
    });
    return {
      model: (raw: RawRow) => jsonCell<ModelInfo>(raw.__model),
      statusType: (raw: RawRow) => (typeof raw.__status_type === 'string' ? raw.__status_type : undefined),
      assignee: (raw: RawRow) =>
        jsonCell<AssigneeRow>(raw.__assignee) ??
        assignees?.get(`${String(assigneeType(raw.assigned_type))}:${String(raw.assigned_to)}`),
    };
  }
  decorateServiceRefs(sqlite, raws, rows);
  const models = loadModels(
    sqlite,
    raws.map((r) => r.model_id as number),
  );
  const statuses = loadStatusTypes(
    sqlite,
    raws.map((r) => r.status_id as number),
  );
  const assignees = loadAssignees(
    sqlite,
    raws.map((r) => ({ type: r.assigned_type, id: r.assigned_to })),
  );
  return {
    model: (raw: RawRow) => models.get(raw.model_id as number),
    statusType: (raw: RawRow) => statuses.get(raw.status_id as number),
    assignee: (raw: RawRow) => assignees.get(`${String(raw.assigned_type)}:${String(raw.assigned_to)}`),
  };
}

interface KeptFieldsets {
  version: string;
  fields: Map<number, FieldsetField[]>;
}
const keptFieldsets = new WeakMap<Sqlite, KeptFieldsets>();
const FIELDSET_TABLES = ['custom_field_fieldset', 'custom_fields'];

/**
 * Every fieldset's fields (a few dozen rows), kept until a write to the fieldsets or fields: every asset
 * page shows its models' custom fields, and they change far less often than pages are read.
 */
function allFieldsetFields(sqlite: Sqlite): Map<number, FieldsetField[]> {
  const versions = writeVersions(sqlite);
  const version = versions.of(FIELDSET_TABLES);
  const kept = keptFieldsets.get(sqlite);
  if (kept && kept.version === version) return kept.fields;
  const fields = fieldsetFields(sqlite, 'all');
  if (versions.canKeep()) keptFieldsets.set(sqlite, { version, fields });
  return fields;
}

function decorateRows(
  sqlite: Sqlite,
  raws: readonly RawRow[],
  rows: Row[],
  principal: unknown,
  query: Readonly<Record<string, unknown>>,
): void {
  const read = pageReads(sqlite, raws, rows);
  // The page's statement carries each model's fields; rows read otherwise look every fieldset up.
  const fields = raws.length > 0 && '__model' in raws[0]! ? null : allFieldsetFields(sqlite);
  const ability = (principal as { ability?: { can(a: string, s: string): boolean } } | null)?.ability;
  const can = (action: string) => ability?.can(action, 'assets') ?? false;
  // v8 lists each asset's installed components when asked with `components=true`.
  const components =
    query.components === 'true'
      ? installedComponents(
          sqlite,
          raws.map((r) => r.id),
        )
      : null;
  raws.forEach((raw, i) => {
    const row = rows[i] as Record<string, unknown>;
    const model = read.model(raw);
    const type = read.statusType(raw);
    const assigned = raw.assigned_to != null;
    const deleted = Boolean(raw.deleted_at);
    if (row.status_label && type) {
      row.status_label = {
        ...(row.status_label as object),
        status_type: type,
        status_meta: assigned ? 'deployed' : type,
      };
    }
    row.category = model?.category_id ? { id: model.category_id, name: model.category ?? '' } : null;
    row.manufacturer = model?.manufacturer_id ? { id: model.manufacturer_id, name: model.manufacturer ?? '' } : null;
    row.model_number = model?.model_number ?? null;
    row.eol = eolText(raw, model);
    row.assigned_to = assigned ? (read.assignee(raw) ?? null) : null;
    const purchase = raw.purchase_date as string | null;
    row.warranty_expires =
      purchase && raw.warranty_months ? formatDate(addMonths(purchase, raw.warranty_months as number)) : null;
    row.age = ageText(purchase);
    row.user_can_checkout = canCheckOut(raw, type);
    row.book_value =
      model?.months && purchase && typeof raw.purchase_cost === 'number'
        ? depreciate(raw.purchase_cost, purchase, {
            months: model.months,
            depreciation_type: model.depreciation_type ?? 'amount',
            depreciation_min: model.depreciation_min,
          }).book_value
        : null;
    row.last_checkout = formatDateTime(raw.last_checkout as string | null);
    row.last_checkin = formatDateTime(raw.last_checkin as string | null);
    row.accepted_at = formatDateTime(raw.accepted_at as string | null);
    // No images or barcode files are kept: the real backend sends null for them while they are off.
    row.image = null;
    row.qr = null;
    row.alt_barcode = null;
    row.custom_fields = customFieldsRow(
      (fields ? model?.fieldset_id && fields.get(model.fieldset_id) : model?.fields) || [],
      parseObject(raw.custom_values),
    );
    if (components) {
      // Before the actions, where v8 puts them.
      delete row.available_actions;
      row.components = components.get(raw.id) ?? [];
    }
    row.available_actions = {
      checkout: can('checkout') && canCheckOut(raw, type),
      checkin: can('checkin') && assigned && !deleted,
      clone: can('create'),
      restore: can('update') && deleted,
      update: can('update') && !deleted,
      audit: can('audit') && !deleted,
      delete: can('delete') && !deleted && !assigned,
    };
  });
}

export const hardwareHooks: ResourceHooks = {
  listScope: hardwareListScope,
  searchExtra,
  sortExpressions: {
    category: throughModel('categories', 'category_id'),
    manufacturer: throughModel('manufacturers', 'manufacturer_id'),
    assigned_to: `(SELECT ${userName} FROM users u WHERE u.id = t.assigned_to AND t.assigned_type = 'user')`,
  },
  rowSelects: pageSelects,
  decorateRows,
  // A new asset without a tag takes the next one while auto-increment is on (otherwise "required" refuses it).
  fillDefaults({ sqlite, request }, body) {
    if (body.asset_tag !== undefined && body.asset_tag !== null && body.asset_tag !== '') return body;
    const tag = nextAssetTag(sqlite, request.server.ctx.assetTags);
    return tag === null ? body : { ...body, asset_tag: tag };
  },
  beforeSave({ sqlite, request }, values, existing) {
    // On update a new default location alone also moves an unassigned asset there (the real backend's rule).
    if (existing && values.rtd_location_id && values.location_id === undefined && existing.assigned_to == null) {
      values.location_id = values.rtd_location_id;
    }
    const modelId = values.model_id ?? existing?.model_id;
    // The end of life follows from the purchase date and the model's EOL months unless it is given.
    // On update only a new purchase date derives it: saving the asset as it is invents no date.
    const purchase = values.purchase_date !== undefined ? values.purchase_date : existing?.purchase_date;
    const purchaseNew =
      !existing || (values.purchase_date !== undefined && values.purchase_date !== existing.purchase_date);
    const eol = sqlite.prepare('SELECT eol FROM models WHERE id = ?').pluck().get(modelId) as number | null;
    if (
      values.asset_eol_date === undefined &&
      !existing?.asset_eol_date &&
      purchaseNew &&
      typeof purchase === 'string' &&
      eol
    )
      values.asset_eol_date = addMonths(purchase, eol);
    const { messages } = readCustomValues(modelFields(sqlite, modelId), bodyOf(request), !existing);
    const refused = { ...messages, ...assetServiceRules(sqlite, values, existing) };
    return Object.keys(refused).length ? refused : null;
  },
  // Custom field values arrive under their column names (`_snipeit_mac_address_1`), beside the fields.
  afterSave({ sqlite, request }, id, values, existing) {
    const { values: custom } = readCustomValues(
      modelFields(sqlite, values.model_id ?? existing?.model_id),
      bodyOf(request),
      false,
    );
    if (Object.keys(custom).length === 0) return;
    sqlite
      .prepare('UPDATE assets SET custom_values = ? WHERE id = ?')
      .run(JSON.stringify({ ...parseObject(existing?.custom_values), ...custom }), id);
  },
  // A deleted asset is checked in first: nothing stays assigned to a row nobody sees.
  afterDelete({ sqlite }, existing) {
    if (existing.assigned_to != null) releaseAsset(sqlite, existing.id, null);
  },
};
