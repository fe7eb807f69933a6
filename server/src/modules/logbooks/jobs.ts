import { toStoredDateTime } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyInstance } from 'fastify';
import type { TickJob } from '../../clock-tick.js';
import { fromStored, slotStatuses, startOf } from './loggers.js';
import { notify } from './notify.js';
import { parse, type StoredLogger } from './rows.js';
import { LOGBOOK_TEXTS as T } from './texts.js';

/** How far back one run looks for missed entries (a server down longer than this notifies no older ones). */
const LOOKBACK_MS = 7 * 86_400_000;

/**
 * Marks the slots whose window closed empty as missed, once each, and notifies the logger's
 * `notify_missed` people. Returns how many it marked. Idempotent: a slot is marked at most once.
 */
export function markMissed(sqlite: Sqlite, l: StoredLogger, now: Date): number {
  const checked = l.missed_checked_to ? fromStored(l.missed_checked_to) : startOf(l);
  const from = new Date(
    Math.max(checked.getTime() - 31 * 86_400_000, now.getTime() - LOOKBACK_MS, startOf(l).getTime()),
  );
  const missed = slotStatuses(sqlite, l, from, now, now).filter((s) => s.status === 'missed');
  const at = toStoredDateTime(now);
  let marked = 0;
  sqlite.transaction(() => {
    const insert = sqlite.prepare(
      'INSERT INTO logger_missed_slots (logger_id, due_at, window_end, marked_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
    );
    for (const s of missed) {
      const due = toStoredDateTime(s.slot.due);
      if (insert.run(l.id, due, toStoredDateTime(s.slot.end), at).changes === 0) continue;
      marked += 1;
      notify(
        sqlite,
        parse<number[]>(l.notify_missed, []),
        'missed_entry',
        T.missedEntry(l.name, due.slice(0, 16)),
        l.id,
        null,
        at,
      );
    }
    sqlite.prepare('UPDATE e_loggers SET missed_checked_to = ? WHERE id = ?').run(at, l.id);
  })();
  return marked;
}

export function missedEntriesJob(app: FastifyInstance): TickJob {
  const { sqlite } = app.ctx.conn;
  return {
    name: 'logbooks: missed entries',
    units: () =>
      (
        sqlite
          .prepare('SELECT * FROM e_loggers WHERE active = 1 AND deleted_at IS NULL ORDER BY id')
          .all() as StoredLogger[]
      ).map((l) => () => void markMissed(sqlite, l, app.ctx.clock())),
  };
}
