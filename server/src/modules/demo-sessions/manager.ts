import { openCopy, type Connection, type Sqlite } from '@cmms/db';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '../../clock.js';
import { attachDemo, type DemoSessionHandle } from './handle.js';

/** How a session's app is built: `server.ts` passes `buildApp` with the server's settings. */
export type BuildSessionApp = (options: {
  connection: Connection;
  dataDir: string;
  jwtSecret: Uint8Array;
  clock: Clock;
}) => Promise<FastifyInstance>;

export interface DemoSessionOptions {
  /** The pristine database image every session starts from (and returns to on reset). */
  template: Buffer;
  /** Each session's folder (its uploads) is made under it, and removed when the session goes. */
  dir: string;
  build: BuildSessionApp;
  /** A session with no request for this long goes (DEMO_SESSION_IDLE_MINUTES, 30). */
  idleMs: number;
  /** Live sessions at most (DEMO_SESSIONS_MAX, 20). */
  max: number;
  /** The real time (tests move it). */
  now?: () => number;
}

export interface DemoSession {
  readonly id: string;
  readonly dir: string;
  app: FastifyInstance;
  conn: Connection;
  lastSeen: number;
  offsetMs: number;
  /** Its signing key: a token of one session is nobody in another, nor after a reset. */
  secret: Uint8Array;
}

const SESSION_ID = /^[a-f0-9]{32}$/;

/**
 * A database's image for sessions to copy. A file database in WAL mode says so in its header (bytes 18
 * and 19 are 2), and SQLite cannot open such an image in memory: the header is set back to the rollback
 * journal, which is all an in-memory copy can have anyway.
 */
export function sessionImage(sqlite: Sqlite): Buffer {
  const bytes = sqlite.serialize();
  if (bytes[18] === 2) bytes[18] = 1;
  if (bytes[19] === 2) bytes[19] = 1;
  return bytes;
}

/**
 * The live demo sessions: each a private in-memory copy of the template, its own folder, app, clock
 * and signing key (a token of one session is nobody in another). Idle ones are swept away.
 */
export class DemoSessions {
  private readonly live = new Map<string, DemoSession>();
  private readonly now: () => number;
  private creating = 0;

  constructor(private readonly options: DemoSessionOptions) {
    this.now = options.now ?? Date.now;
    // Folders a previous run left (its sessions died with it).
    rmSync(options.dir, { recursive: true, force: true });
    mkdirSync(options.dir, { recursive: true });
  }

  get size(): number {
    return this.live.size;
  }
  get all(): readonly DemoSession[] {
    return [...this.live.values()];
  }

  /** The live session of that id (touched: its idle time starts again), or undefined. */
  get(id: string | undefined): DemoSession | undefined {
    if (!id || !SESSION_ID.test(id)) return undefined;
    const session = this.live.get(id);
    if (session) session.lastSeen = this.now();
    return session;
  }

  /** Seconds until a place frees up at the latest (the oldest idle session's expiry). */
  retryAfterSeconds(): number {
    const oldest = Math.min(...this.all.map((s) => s.lastSeen));
    return Math.max(1, Math.ceil((oldest + this.options.idleMs - this.now()) / 1000));
  }

  /** A new session, or null when the cap is reached. */
  async create(): Promise<DemoSession | null> {
    if (this.live.size + this.creating >= this.options.max) return null;
    this.creating++;
    const id = randomBytes(16).toString('hex');
    const dir = join(this.options.dir, id);
    try {
      mkdirSync(dir, { recursive: true });
      const session = { id, dir, lastSeen: this.now(), offsetMs: 0, secret: randomBytes(32) } as unknown as DemoSession;
      Object.assign(session, await this.open(session));
      this.live.set(id, session);
      return session;
    } catch (error) {
      // Nothing of a session that failed to open stays behind (its folder, its place under the cap).
      rmSync(dir, { recursive: true, force: true });
      throw error;
    } finally {
      this.creating--;
    }
  }

  /** A fresh copy of the template and an app on it, for the session (new, or being reset). */
  private async open(session: Omit<DemoSession, 'app' | 'conn'>): Promise<{ app: FastifyInstance; conn: Connection }> {
    const conn = openCopy(this.options.template);
    const handle: DemoSessionHandle = {
      id: session.id,
      expiresAt: () => new Date(session.lastSeen + this.options.idleMs),
      offsetMs: () => session.offsetMs,
      advance: (ms) => {
        session.offsetMs += ms;
      },
      reset: () => this.reset(session.id),
    };
    attachDemo(conn.sqlite, { session: handle });
    const clock: Clock = () => new Date(Date.now() + session.offsetMs);
    const app = await this.options.build({ connection: conn, dataDir: session.dir, jwtSecret: session.secret, clock });
    await app.ready();
    return { app, conn };
  }

  /**
   * The pristine data again: a new copy and app replace the old ones at once (requests already inside
   * the old app finish there); the clock and folder stay, the uploads written since go, and the key is
   * new: every token of the data that is gone stops working (the caller gets a new sign-in).
   */
  async reset(id: string): Promise<FastifyInstance> {
    const session = this.live.get(id);
    if (!session) throw new Error(`no demo session ${id}`);
    const old = { app: session.app, conn: session.conn };
    rmSync(join(session.dir, 'uploads'), { recursive: true, force: true });
    session.secret = randomBytes(32);
    Object.assign(session, await this.open(session));
    // The reset request itself is still answering from the old app: it closes once that is done.
    setTimeout(() => void this.dispose(old), 5_000).unref();
    return session.app;
  }

  /** Ends the sessions idle for longer than the limit; answers how many went. */
  async sweep(): Promise<number> {
    const idle = this.all.filter((s) => this.now() - s.lastSeen > this.options.idleMs);
    for (const session of idle) await this.end(session);
    return idle.length;
  }

  /** Ends one session: its app, its database copy and its folder go. */
  async end(session: DemoSession): Promise<void> {
    this.live.delete(session.id);
    await this.dispose(session);
    rmSync(session.dir, { recursive: true, force: true });
  }

  async close(): Promise<void> {
    for (const session of this.all) await this.end(session);
  }

  private async dispose({ app, conn }: { app: FastifyInstance; conn: Connection }): Promise<void> {
    try {
      await app.close();
    } finally {
      if (conn.sqlite.open) conn.close();
    }
  }
}
