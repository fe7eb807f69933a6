import { toStoredDateTime } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import { isSystemRequest } from './system-request.js';

/** What a change to a work order was, beyond create, update and delete: its revision type. */
export type WorkOrderLogAction =
  | 'status change'
  | 'checklist'
  | 'attachment'
  | 'comment'
  | 'watcher'
  | 'escalation'
  | 'link'
  | 'subtask'
  | 'quotation';

export interface LogEntry {
  /** The real backend's stored values: 'create', 'update', 'delete', 'restore', 'uploaded', 'checkout'... */
  action:
    | 'create'
    | 'update'
    | 'delete'
    | 'restore'
    | 'uploaded'
    | 'checkout'
    | 'checkin from'
    | 'audit'
    | 'add seats'
    | 'accepted'
    | 'declined'
    | 'requested'
    | 'request canceled'
    | '2FA reset'
    | WorkOrderLogAction;
  /** Registry name of the row acted on ('users', 'groups'...). */
  itemType: string;
  itemId: number;
  /** Who or what the action was aimed at, when that is not the item (a user added to a group). */
  target?: { type: string; id: number };
  note?: string | null;
  /** Stored name of the upload the row is about. */
  filename?: string | null;
  meta?: Record<string, { old: unknown; new: unknown }> | null;
  /** When it happened, if not now (an escalation the sweep catches up on is stamped at its own moment). */
  at?: Date;
}

/**
 * One action-log row per mutation, written inside the mutation's transaction. Without a request the
 * server acted by itself (the escalation sweep): no user, no address, source 'system'; so does a
 * system request (`system-request.ts`), which may still name who asked.
 */
export function writeActionLog(sqlite: Sqlite, request: FastifyRequest | null, entry: LogEntry): void {
  sqlite
    .prepare(
      `INSERT INTO action_logs (action_type, item_type, item_id, target_type, target_id, note, filename, log_meta,
         remote_ip, user_agent, action_source, created_by, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      entry.action,
      entry.itemType,
      entry.itemId,
      entry.target?.type ?? null,
      entry.target?.id ?? null,
      entry.note ?? null,
      entry.filename ?? null,
      entry.meta && Object.keys(entry.meta).length ? JSON.stringify(entry.meta) : null,
      request?.ip ?? null,
      request?.headers['user-agent'] ?? null,
      request && !isSystemRequest(request) ? 'api' : 'system',
      request?.principal?.user.id ?? null,
      toStoredDateTime(entry.at ?? request?.server.ctx.clock() ?? new Date()),
    );
}
