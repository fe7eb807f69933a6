import type { Sqlite } from '@cmms/db';

/** Adds an in-app notification for each user (once per user, whatever the list repeats). */
export function notify(
  sqlite: Sqlite,
  users: readonly number[],
  type: string,
  message: string,
  loggerId: number | null,
  submissionId: number | null,
  at: string,
): void {
  const insert = sqlite.prepare(
    'INSERT INTO logger_notifications (user_id, type, logger_id, submission_id, message, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const user of new Set(users)) insert.run(user, type, loggerId, submissionId, message, at);
}
