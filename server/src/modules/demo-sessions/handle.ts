import type { Sqlite } from '@cmms/db';
import type { FastifyInstance } from 'fastify';

/** What a session app's demo routes may do to their own session (the manager's side of it). */
export interface DemoSessionHandle {
  readonly id: string;
  /** When the session goes unless a request comes in first. */
  expiresAt(): Date;
  /** How far the session's clock runs ahead of the real one, in ms. */
  offsetMs(): number;
  /** Moves the session's clock forward. */
  advance(ms: number): void;
  /** Replaces the session's database with a fresh pristine copy; resolves with the app now serving it. */
  reset(): Promise<FastifyInstance>;
}

/** A connection served under DEMO_SESSIONS: the lobby's (no session) or one session's. */
export interface DemoAttachment {
  session: DemoSessionHandle | null;
}

// Keyed by connection, as the app's clock is: an app finds its session from `app.ctx.conn` alone.
const attached = new WeakMap<Sqlite, DemoAttachment>();

export const attachDemo = (sqlite: Sqlite, attachment: DemoAttachment): void => {
  attached.set(sqlite, attachment);
};
export const demoOf = (sqlite: Sqlite): DemoAttachment | undefined => attached.get(sqlite);
