import type { Messages } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { RawRow } from '../engine/rows.js';
import { assetCustomer, foreignAssets, foreignLocations, locationCustomer } from '../domain/service/narrowing.js';
import { CONTRACT_TEXT } from './contracts.js';

const idsOf = (values: Record<string, unknown>, key: string): number[] =>
  Array.isArray(values[key]) ? (values[key] as number[]) : [];

/**
 * A new work order on a customer's asset or at a customer's site takes that customer when none is
 * given: the first of its assets that has one, else the first of its locations.
 */
export function defaultCustomer(sqlite: Sqlite, values: Record<string, unknown>): void {
  if (values.customer_id != null) return;
  for (const asset of idsOf(values, 'inspectables')) {
    const customer = assetCustomer(sqlite, asset);
    if (customer !== null) return void (values.customer_id = customer);
  }
  for (const location of idsOf(values, 'locations')) {
    const customer = locationCustomer(sqlite, location);
    if (customer !== null) return void (values.customer_id = customer);
  }
}

/**
 * A request's customer is its site's, never the body's (the restricted-field table refuses one sent):
 * the customer of its assets or locations, else of the requester's own location.
 */
export function requestCustomer(sqlite: Sqlite, values: Record<string, unknown>, userId: number | undefined): void {
  delete values.customer_id;
  defaultCustomer(sqlite, values);
  if (values.customer_id != null || userId === undefined) return;
  const own = sqlite.prepare('SELECT location_id FROM users WHERE id = ?').pluck().get(userId);
  values.customer_id = locationCustomer(sqlite, own);
}

const stored = (sqlite: Sqlite, table: string, column: string, id: number): number[] =>
  sqlite.prepare(`SELECT ${column} FROM ${table} WHERE work_order_id = ? ORDER BY rowid`).pluck().all(id) as number[];

/**
 * The contracts' customer → sites → assets narrowing on a work order: its locations and its assets are
 * its customer's (a work order without a customer: sites and assets that have none). Checked on create,
 * and on update when the customer, the locations or the assets change; the contracts' texts name them.
 */
export function customerNarrowing(sqlite: Sqlite, values: Record<string, unknown>, existing?: RawRow): Messages {
  const keys = ['customer_id', 'locations', 'inspectables'];
  if (existing && keys.every((key) => values[key] === undefined)) return null;
  const customer = (values.customer_id !== undefined ? values.customer_id : (existing?.customer_id ?? null)) as
    number | null;
  const list = (key: string, table: string, column: string) =>
    Array.isArray(values[key]) ? idsOf(values, key) : existing ? stored(sqlite, table, column, existing.id) : [];
  const messages: Record<string, string[]> = {};
  const names = (rows: { name: string }[]) => rows.map((row) => row.name).join(', ');
  const places = foreignLocations(sqlite, customer ?? 0, list('locations', 'work_order_locations', 'location_id'));
  if (places.length) messages.locations = [CONTRACT_TEXT.locationOfOther(names(places))];
  const assets = foreignAssets(sqlite, customer ?? 0, list('inspectables', 'work_order_assets', 'asset_id'));
  if (assets.length) messages.inspectables = [CONTRACT_TEXT.assetOfOther(names(assets))];
  return Object.keys(messages).length ? messages : null;
}
