import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import { writeActionLog, type LogEntry } from '../../engine/action-log.js';

export type Change = Record<string, { old: unknown; new: unknown }>;

/**
 * Every change to a work order goes to the one activity log (item type `workorders`), inside the
 * change's transaction; revisions and the updates feed read it back. `action` says what kind of
 * change it was; `meta` holds old and new per field, as people read them (names, not ids).
 */
export function logChange(
  sqlite: Sqlite,
  request: FastifyRequest | null,
  workOrderId: number,
  action: LogEntry['action'],
  meta: Change,
  extra: Pick<LogEntry, 'note' | 'filename' | 'target' | 'at'> = {},
): void {
  writeActionLog(sqlite, request, { action, itemType: 'workorders', itemId: workOrderId, meta, ...extra });
}
