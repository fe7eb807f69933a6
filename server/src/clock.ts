import type { Sqlite } from '@cmms/db';
import { toStoredDateTime } from '@cmms/contracts';

/** What time it is for an app: the real clock, or a test's (`buildApp({ clock })` drives due dates and escalations). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

const clocks = new WeakMap<Sqlite, Clock>();

/**
 * Resource hooks that read the time (is a work order overdue?) see only the connection; each app
 * registers its clock against its connection when it is built.
 */
export function setClock(sqlite: Sqlite, clock: Clock): void {
  clocks.set(sqlite, clock);
  // SQL that judges by today's date (a customer's overdue invoices count) reads the app's day.
  sqlite.function('app_today', { deterministic: false }, () => clockOf(sqlite)().toISOString().slice(0, 10));
}
export const clockOf = (sqlite: Sqlite): Clock => clocks.get(sqlite) ?? systemClock;

/** The app's "now" as stored in rows (`yyyy-MM-dd HH:mm:ss`): a demo session's moved clock included. */
export const storedNow = (sqlite: Sqlite): string => toStoredDateTime(clockOf(sqlite)());
