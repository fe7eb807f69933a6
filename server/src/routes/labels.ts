import {
  ASSET_DOES_NOT_EXIST,
  LABELS_GENERATED,
  NO_ASSETS_SELECTED,
  getEndpoint,
  normalizeListQuery,
} from '@cmms/contracts';
import type { FastifyInstance } from 'fastify';
import { labelSheetPdf } from '../domain/label-pdf.js';
import { LABEL_TEMPLATES } from '../domain/label-templates.js';
import { failure, success } from '../http/envelope.js';
import { bodyOf, registerEndpoint, type Handler } from '../http/register-endpoint.js';
import { placeholders } from '../engine/sql.js';

/** Tags as clients send them: an array, repeated form fields, or one comma-separated text. */
const tagsOf = (raw: unknown): string[] => {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : raw === undefined ? [] : [raw];
  return [...new Set(list.filter((v) => typeof v === 'string' || typeof v === 'number').map((v) => String(v).trim()))]
    .filter((v) => v !== '')
    .slice(0, 1000);
};

/** `GET /labels[/{name}]`: label templates; `POST /hardware/labels`: a PDF sheet for assets by tag. */
export function registerLabels(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;

  registerEndpoint(app, getEndpoint('labels.list'), async (request) => {
    const input = (request.query ?? {}) as Record<string, unknown>;
    const q = normalizeListQuery(input, [], 'name', 'asc');
    const search = q.search.map((term) => term.toLowerCase());
    const rows = LABEL_TEMPLATES.filter(
      (label) => search.length === 0 || search.some((term) => label.name.toLowerCase().includes(term)),
    );
    const offset = Math.min(q.offset, rows.length);
    return { total: rows.length, rows: rows.slice(offset, offset + q.limit) };
  });

  // Names hold backslashes (`Sheets\\Avery\\L7163_A`), sent encoded or as slashes: the router also takes
  // the several-segment form, as the real backend's `{name}` matches `.*`.
  const show = getEndpoint('labels.show');
  const showLabel: Handler = async (request, reply) => {
    const params = request.params as Record<string, string>;
    const name = (params.name ?? params['*'] ?? '').replace(/\//g, '\\');
    const label = LABEL_TEMPLATES.find((l) => l.name === name);
    return label ?? reply.status(404).send(failure('Label does not exist'));
  };
  registerEndpoint(app, show, showLabel);
  registerEndpoint(app, { ...show, path: show.path.replace(':name', '*') }, showLabel);

  registerEndpoint(app, getEndpoint('hardware.labels'), async (request, reply) => {
    const body = bodyOf(request);
    const tags = tagsOf(body.asset_tags ?? body['asset_tags[]']);
    if (tags.length === 0) return reply.status(400).send(failure(NO_ASSETS_SELECTED));
    const assets = sqlite
      .prepare(
        `SELECT a.asset_tag, a.name, m.name AS model, a.serial FROM assets a JOIN models m ON m.id = a.model_id
         WHERE a.deleted_at IS NULL AND a.asset_tag COLLATE NOCASE IN (${placeholders(tags.length)}) ORDER BY a.asset_tag`,
      )
      .all(...tags) as { asset_tag: string; name: string | null; model: string; serial: string | null }[];
    if (assets.length === 0) return reply.status(404).send(failure(ASSET_DOES_NOT_EXIST));
    const pdf = labelSheetPdf(
      assets.map((a) => [a.asset_tag, a.name ?? '', a.model, a.serial ? `S/N ${a.serial}` : ''].filter(Boolean)),
    );
    return success(LABELS_GENERATED, { pdf: pdf.toString('base64') });
  });
}
