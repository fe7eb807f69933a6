import { notFoundText } from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { failure } from '../http/envelope.js';
import { idParam } from '../http/register-endpoint.js';
import { registerAction } from '../http/register-action.js';

/** Status meanings in the order Snipe-IT's chart lists them, with its colours. */
const META = [
  ['deployed', '#3c8dbc'],
  ['deployable', '#00a65a'],
  ['pending', '#f39c12'],
  ['undeployable', '#dd4b39'],
  ['archived', '#605ca8'],
] as const;

/** Whether a status label's assets can go out, and the asset counts the dashboard charts (its assets: `scopedLists`). */
export function registerStatuslabelAssets(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const { r: statuslabels, repo: labels } = app.ctx.engine.resource('statuslabels');

  // The plain text "1" (pending or deployable) or "0", not JSON, as the real backend answers.
  registerAction(app, 'statuslabels.deployable', async ({ request, reply }) => {
    const label = labels.find(idParam(request));
    if (!label) return failure(notFoundText(statuslabels));
    const open = label.type === 'deployable' || label.type === 'pending';
    return reply.type('text/plain; charset=utf-8').send(open ? '1' : '0');
  });

  registerAction(app, 'statuslabels.assets-by-name', async () => {
    const rows = sqlite
      .prepare(
        `SELECT s.name AS label, s.color, (SELECT count(*) FROM assets a WHERE a.status_id = s.id AND a.deleted_at IS NULL) AS value
         FROM status_labels s WHERE s.deleted_at IS NULL ORDER BY s.name COLLATE NOCASE`,
      )
      .all() as { label: string; value: number; color: string | null }[];
    const shown = rows.filter((r) => r.value > 0);
    return { total: shown.length, rows: shown.map((r) => ({ label: r.label, value: r.value, color: r.color })) };
  });

  registerAction(app, 'statuslabels.assets-by-type', async () => {
    const counts = sqlite
      .prepare(
        `SELECT CASE WHEN a.assigned_to IS NOT NULL THEN 'deployed' ELSE s.type END AS meta, count(*) AS value
         FROM assets a JOIN status_labels s ON s.id = a.status_id WHERE a.deleted_at IS NULL GROUP BY meta`,
      )
      .all() as { meta: string; value: number }[];
    const byMeta = new Map(counts.map((c) => [c.meta, c.value]));
    const rows = META.filter(([meta]) => (byMeta.get(meta) ?? 0) > 0).map(([meta, color]) => ({
      label: meta.charAt(0).toUpperCase() + meta.slice(1),
      value: byMeta.get(meta) ?? 0,
      color,
    }));
    return { total: rows.length, rows };
  });
}
