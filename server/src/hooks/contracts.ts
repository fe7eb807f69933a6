import {
  attributeName,
  CONTRACT_STATES,
  toStoredDateTime,
  validationText as t,
  type Messages,
  type Row,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { clockOf } from '../clock.js';
import type { HookContext, ResourceHooks } from '../engine/hooks.js';
import type { RawRow } from '../engine/rows.js';
import { nextDay, placeholders, queryValues, type Where } from '../engine/sql.js';
import { assetsOutside, foreignAssets, foreignLocations } from '../domain/service/narrowing.js';
import { addVersion, refreshVersion } from '../domain/service/contract-versions.js';

/** The contract rules the declaration cannot say (spec point 3, "Selection state"; the design's contracts). */
export const CONTRACT_TEXT = {
  customerRequired: 'The customer field is required when the party is a customer.',
  vendorRequired: 'The vendor field is required when the party is a vendor.',
  expiryAfterStart: 'The expiry date field must be a date after start date.',
  locationOfOther: (names: string) => `These locations do not belong to the selected customer: ${names}.`,
  assetOutside: (names: string) => `These assets are not at the selected locations: ${names}.`,
  assetOfOther: (names: string) => `These assets do not belong to the selected customer: ${names}.`,
  quotationOfOther: 'The quotation is for another customer.',
  noStatus: 'No contract status is mapped to the meaning "draft".',
} as const;

const today = (sqlite: Sqlite) => toStoredDateTime(clockOf(sqlite)()).slice(0, 10);
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A field's value after this write: the body's when it sends one, else the stored one. */
const after = (values: Record<string, unknown>, existing: RawRow | undefined, key: string): unknown =>
  values[key] !== undefined ? values[key] : (existing?.[key] ?? null);

const joinIds = (sqlite: Sqlite, table: string, other: string, id: number): number[] =>
  sqlite.prepare(`SELECT ${other} FROM ${table} WHERE contract_id = ? ORDER BY rowid`).pluck().all(id) as number[];

const listAfter = (
  sqlite: Sqlite,
  values: Record<string, unknown>,
  existing: RawRow | undefined,
  key: string,
  table: string,
  other: string,
): number[] =>
  Array.isArray(values[key]) ? (values[key] as number[]) : existing ? joinIds(sqlite, table, other, existing.id) : [];

const namesOf = (rows: { name: string }[]) => rows.map((r) => r.name).join(', ');

/** The status a new contract starts with: the default one, else the first meaning draft. */
const defaultStatus = (sqlite: Sqlite): number | undefined =>
  sqlite
    .prepare(
      `SELECT id FROM contract_statuses ORDER BY is_default DESC, CASE state WHEN 'draft' THEN 0 ELSE 1 END, sort_order, id LIMIT 1`,
    )
    .pluck()
    .get() as number | undefined;

function beforeSave({ sqlite }: HookContext, values: Record<string, unknown>, existing?: RawRow): Messages {
  const messages: Record<string, string[]> = {};
  const add = (key: string, text: string) => (messages[key] ??= []).push(text);

  // One party: the other side's id is cleared.
  const party = after(values, existing, 'party_type') ?? 'customer';
  if (party === 'customer') {
    if (existing?.vendor_id != null || values.vendor_id != null) values.vendor_id = null;
    if (after(values, existing, 'customer_id') == null) add('customer_id', CONTRACT_TEXT.customerRequired);
  } else {
    if (existing?.customer_id != null || values.customer_id != null) values.customer_id = null;
    if (after(values, existing, 'vendor_id') == null) add('vendor_id', CONTRACT_TEXT.vendorRequired);
  }
  const customer = after(values, existing, 'customer_id') as number | null;

  const start = after(values, existing, 'start_date') as string | null;
  const expiry = after(values, existing, 'expiry_date') as string | null;
  if (start && expiry && expiry <= start) add('expiry_date', CONTRACT_TEXT.expiryAfterStart);

  // Customer → locations → assets.
  const locations = listAfter(sqlite, values, existing, 'locations', 'contract_locations', 'location_id');
  const assets = listAfter(sqlite, values, existing, 'assets', 'contract_assets', 'asset_id');
  if (customer !== null) {
    const foreign = foreignLocations(sqlite, customer, locations);
    if (foreign.length) add('locations', CONTRACT_TEXT.locationOfOther(namesOf(foreign)));
  }
  if (locations.length) {
    const outside = assetsOutside(sqlite, locations, assets);
    if (outside.length) add('assets', CONTRACT_TEXT.assetOutside(namesOf(outside)));
  } else if (customer !== null) {
    const foreign = foreignAssets(sqlite, customer, assets);
    if (foreign.length) add('assets', CONTRACT_TEXT.assetOfOther(namesOf(foreign)));
  }

  // The quotation it came from: one that exists, for the same customer.
  if (typeof values.quotation_id === 'number') {
    const quotation = sqlite
      .prepare('SELECT customer_id FROM contract_quotations WHERE id = ? AND deleted_at IS NULL')
      .get(values.quotation_id) as { customer_id: number | null } | undefined;
    if (!quotation) add('quotation_id', t.invalidChoice(attributeName('quotation_id')));
    else if (customer !== null && quotation.customer_id !== null && quotation.customer_id !== customer)
      add('quotation_id', CONTRACT_TEXT.quotationOfOther);
  }

  if (!existing && values.status_id == null) {
    const status = defaultStatus(sqlite);
    if (status === undefined) add('status_id', CONTRACT_TEXT.noStatus);
    else values.status_id = status;
  }
  if (Object.keys(messages).length) return messages;

  // Versions: a comment makes a new one; without one the current version is edited in place. The
  // current version's own comment (a row read back and saved) is not a new one.
  const sent = typeof values.version_comment === 'string' ? values.version_comment : null;
  const comment = sent !== null && existing && sent === existing.version_comment ? null : sent;
  if (comment === null) delete values.version_comment;
  if (!existing) values.version = 1;
  else if (comment !== null) values.version = Number(existing.version ?? 1) + 1;
  return null;
}

function afterSave({ sqlite, request }: HookContext, id: number, values: Record<string, unknown>, existing?: RawRow) {
  const version = typeof values.version === 'number' ? values.version : Number(existing?.version ?? 1);
  if (!existing || version !== Number(existing.version ?? 1)) {
    addVersion(sqlite, request, id, version, (values.version_comment as string | undefined) ?? null);
  } else refreshVersion(sqlite, request, id, version);
}

/** `state` (the status's meaning), `expiring=N` (expiry within N days, not expired) and `expired`. */
function listScope(input: Record<string, unknown>, where: Where, _principal: unknown, sqlite: Sqlite): void {
  const states = queryValues(input, 'state').filter((s) => (CONTRACT_STATES as readonly string[]).includes(s));
  if (queryValues(input, 'state').length) {
    where.clauses.push(
      states.length
        ? `t.status_id IN (SELECT id FROM contract_statuses WHERE state IN (${placeholders(states.length)}))`
        : '0',
    );
    where.params.push(...states);
  }
  const day = today(sqlite);
  const expiring = queryValues(input, 'expiring')[0];
  if (expiring !== undefined && /^\d{1,4}$/.test(expiring)) {
    where.clauses.push('t.expiry_date >= ? AND t.expiry_date < ?');
    where.params.push(day, nextDay(addDays(day, Number(expiring))));
  }
  const expired = queryValues(input, 'expired')[0];
  if (expired === '1' || expired === 'true') {
    where.clauses.push('t.expiry_date < ?');
    where.params.push(day);
  } else if (expired === '0' || expired === 'false') {
    where.clauses.push('(t.expiry_date IS NULL OR t.expiry_date >= ?)');
    where.params.push(day);
  }
}

/** The status's meaning, the days left and the currency. */
function decorateRows(sqlite: Sqlite, raws: readonly RawRow[], rows: Row[]): void {
  const statusIds = [...new Set(raws.map((r) => r.status_id).filter((v): v is number => typeof v === 'number'))];
  const states = new Map(
    (statusIds.length
      ? (sqlite
          .prepare(`SELECT id, state FROM contract_statuses WHERE id IN (${placeholders(statusIds.length)})`)
          .all(...statusIds) as { id: number; state: string }[])
      : []
    ).map((s) => [s.id, s.state]),
  );
  const day = Date.parse(`${today(sqlite)}T00:00:00Z`);
  raws.forEach((raw, i) => {
    const row = rows[i]!;
    row.state = states.get(raw.status_id as number) ?? null;
    const expiry = raw.expiry_date as string | null;
    row.days_to_expiry = expiry ? Math.round((Date.parse(`${expiry}T00:00:00Z`) - day) / 86_400_000) : null;
    row.currency = 'BHD';
  });
}

/** `contracts/selectlist?customer_id=`: the customer's contracts (an SLA's or an invoice's form). */
function selectListScope(_sqlite: Sqlite, input: Record<string, unknown>): Where | null {
  const ids = queryValues(input, 'customer_id').filter((v) => /^\d{1,15}$/.test(v));
  if (ids.length === 0) return null;
  return { clauses: [`customer_id IN (${placeholders(ids.length)})`], params: ids.map(Number) };
}

export const contractHooks: ResourceHooks = { beforeSave, afterSave, listScope, decorateRows, selectListScope };
