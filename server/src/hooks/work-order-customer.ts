import type { Sqlite } from '@cmms/db';
import { assetCustomer, locationCustomer } from '../domain/service/narrowing.js';

/**
 * A new work order on a customer's asset or at a customer's site takes that customer when none is
 * given: the first of its assets that has one, else the first of its locations.
 */
export function defaultCustomer(sqlite: Sqlite, values: Record<string, unknown>): void {
  if (values.customer_id != null) return;
  const ids = (key: string) => (Array.isArray(values[key]) ? (values[key] as number[]) : []);
  for (const asset of ids('inspectables')) {
    const customer = assetCustomer(sqlite, asset);
    if (customer !== null) return void (values.customer_id = customer);
  }
  for (const location of ids('locations')) {
    const customer = locationCustomer(sqlite, location);
    if (customer !== null) return void (values.customer_id = customer);
  }
}
