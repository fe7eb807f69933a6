import { toStoredDateTime } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';

export interface LogEntry {
  action: 'create' | 'update' | 'delete' | 'restore';
  itemType: string;
  itemId: number;
  meta?: Record<string, { old: unknown; new: unknown }> | null;
}

/** One action-log row per mutation, written inside the mutation's transaction. */
export function writeActionLog(sqlite: Sqlite, request: FastifyRequest, entry: LogEntry): void {
  sqlite
    .prepare(
      `INSERT INTO action_logs (action_type, item_type, item_id, log_meta, remote_ip, user_agent, action_source, created_by, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 'api', ?, ?)`,
    )
    .run(
      entry.action,
      entry.itemType,
      entry.itemId,
      entry.meta && Object.keys(entry.meta).length ? JSON.stringify(entry.meta) : null,
      request.ip,
      request.headers['user-agent'] ?? null,
      request.principal?.user.id ?? null,
      toStoredDateTime(new Date()),
    );
}
