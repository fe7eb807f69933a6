import type { Sqlite } from '@cmms/db';

/** What time it is for an app: the real clock, or a test's (`buildApp({ clock })` drives due dates and escalations). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

const clocks = new WeakMap<Sqlite, Clock>();

/**
 * Resource hooks that read the time (is a work order overdue?) see only the connection; each app
 * registers its clock against its connection when it is built.
 */
export const setClock = (sqlite: Sqlite, clock: Clock): void => void clocks.set(sqlite, clock);
export const clockOf = (sqlite: Sqlite): Clock => clocks.get(sqlite) ?? systemClock;
