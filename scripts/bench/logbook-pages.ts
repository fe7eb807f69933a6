import { endpointPath } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { AppRequest } from './queries.js';

/** How the logbook figures are named in the report and the budgets (issue 28, at the large profile). */
export const LOGBOOK_FIGURES = {
  list: 'logbook entries list',
  history: 'logger history, table and chart',
} as const;

/**
 * The logbook screens the benchmark times: the entries list's first page (every logger the caller may
 * view, newest first) and the history screen of the busiest logger (a year of hourly entries at `large`):
 * the logger, its form version, the table's first page and the chart's last 200 readings, all at once as
 * the screen asks for them.
 */
export function logbookRequests(sqlite: Sqlite): { list: AppRequest; history: Record<string, AppRequest> } {
  const busiest = sqlite
    .prepare(
      `SELECT l.id, l.form_id, v.version FROM e_loggers l JOIN logger_forms f ON f.id = l.form_id
       JOIN logger_form_versions v ON v.id = f.current_version_id
       ORDER BY (SELECT count(*) FROM logger_submissions s WHERE s.logger_id = l.id) DESC, l.id LIMIT 1`,
    )
    .get() as { id: number; form_id: number; version: number };
  const entries = endpointPath('logbooks.submissions');
  const get = (path: string): AppRequest => ({ path, auth: true });
  return {
    list: get(`${entries}?limit=25&offset=0`),
    history: {
      logger: get(endpointPath('logbooks.logger', { id: busiest.id })),
      version: get(endpointPath('logbooks.form-version', { id: busiest.form_id, version: busiest.version })),
      table: get(`${entries}?logger_id=${busiest.id}&limit=25&offset=0`),
      chart: get(`${entries}?logger_id=${busiest.id}&limit=200`),
    },
  };
}
