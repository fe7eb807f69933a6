import { ASSET_DOES_NOT_EXIST, AUDIT_REQUESTS, getEndpoint, normalizeListQuery, type Endpoint } from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawRow } from '../engine/rows.js';
import { auditAsset, checkinAsset, checkoutAsset } from '../domain/asset-checkout.js';
import { nextAssetTag } from '../domain/asset-tags.js';
import { failure } from '../http/envelope.js';
import { bodyOf, registerEndpoint, type Handler } from '../http/register-endpoint.js';
import { registerAction } from '../http/register-action.js';
import { clockOf } from '../clock.js';

/** Days ahead an audit counts as due (the real backend's audit_warning_days). */
export const AUDIT_WARNING_DAYS = 30;
/** Days ahead an expected checkin counts as due (the real backend's due_checkin_days). */
export const DUE_CHECKIN_DAYS = 14;

// The app's day: a demo session's moved clock moves what is due.
const inDays = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
const param = (request: FastifyRequest, name: string) => (request.params as Record<string, string>)[name] ?? '';
const wantsDeleted = (request: FastifyRequest) =>
  (request.query as Record<string, unknown> | undefined)?.deleted === 'true';

/** The date windows of `/hardware/{audits|checkins}/{due|overdue|due-or-overdue}` (reference §2.1). */
function upcomingWindow(
  now: Date,
  column: string,
  warningDays: number,
  kind: string,
): { clauses: string[]; params: unknown[] } {
  const today = inDays(now, 0);
  const assigned = column === 'expected_checkin' ? ' AND t.assigned_to IS NOT NULL' : '';
  const window = {
    due: [`t.${column} >= ? AND t.${column} <= ?${assigned}`, [today, inDays(now, warningDays)]],
    overdue: [`t.${column} < ?${assigned}`, [today]],
    'due-or-overdue': [`t.${column} <= ?${assigned}`, [inDays(now, warningDays)]],
  }[kind] as [string, unknown[]];
  return { clauses: [window[0]], params: window[1] };
}

/**
 * Snipe-IT's asset calls by tag and serial (scripts and inventory agents know the tag, not the id), the
 * legacy audit by tag, and the asset list narrowed to audits or checkins due.
 */
export function registerHardwareLookups(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const hardware = app.ctx.engine.resource('hardware');
  const { repo } = hardware;
  const rowsOf = (request: FastifyRequest, raws: RawRow[]) =>
    hardware.present(raws, request.principal, request.query as Record<string, unknown>);
  /** Assets whose column equals the value, in the case-insensitive way the real backend's collation compares. */
  const matching = (column: 'asset_tag' | 'serial', value: string, withDeleted: boolean) =>
    sqlite
      .prepare(
        `SELECT id FROM assets WHERE ${column} = ? COLLATE NOCASE${withDeleted ? '' : ' AND deleted_at IS NULL'} ORDER BY id`,
      )
      .pluck()
      .all(value) as number[];
  const byTag = (tag: unknown) => {
    const id =
      typeof tag === 'string' || typeof tag === 'number' ? matching('asset_tag', String(tag), false)[0] : undefined;
    return id === undefined ? undefined : repo.find(id);
  };

  registerAction(app, 'hardware.next-tag', async () => ({
    ...app.ctx.assetTags,
    next_tag: nextAssetTag(sqlite, app.ctx.assetTags),
  }));

  // One asset answers as its row; several, or any answer with `deleted=true`, as a list.
  registerEndpoint(app, getEndpoint('hardware.bytag'), async (request) => {
    const deleted = wantsDeleted(request);
    const ids = matching('asset_tag', param(request, 'tag'), deleted);
    if (ids.length === 0) return failure(ASSET_DOES_NOT_EXIST);
    const rows = rowsOf(request, repo.rowsFor(ids));
    return ids.length === 1 && !deleted ? rows[0] : { total: rows.length, rows };
  });

  registerEndpoint(app, getEndpoint('hardware.byserial'), async (request) => {
    const ids = matching('serial', param(request, 'serial'), wantsDeleted(request));
    if (ids.length === 0) return failure(ASSET_DOES_NOT_EXIST);
    const q = normalizeListQuery((request.query ?? {}) as Record<string, unknown>, [], 'id');
    const offset = Math.min(q.offset, ids.length);
    return { total: ids.length, rows: rowsOf(request, repo.rowsFor(ids.slice(offset, offset + q.limit))) };
  });

  registerEndpoint(app, getEndpoint('hardware.checkout-bytag'), async (request) => {
    const asset = byTag(param(request, 'tag'));
    return asset ? checkoutAsset(sqlite, request, asset, bodyOf(request)) : failure('Asset not found');
  });

  const checkinByTag =
    (tagOf: (request: FastifyRequest) => unknown): Handler =>
    async (request) => {
      const tag = tagOf(request);
      const asset = byTag(tag);
      if (asset) return checkinAsset(sqlite, request, asset, bodyOf(request));
      const text = typeof tag === 'string' || typeof tag === 'number' ? String(tag) : '';
      return failure(`Asset with tag ${text} not found`, { asset: text });
    };
  registerEndpoint(
    app,
    getEndpoint('hardware.checkin-bytag'),
    checkinByTag((r) => param(r, 'tag')),
  );
  registerEndpoint(
    app,
    getEndpoint('hardware.checkinbytag'),
    checkinByTag((r) => bodyOf(r).asset_tag),
  );

  registerEndpoint(app, getEndpoint('hardware.audit-bytag'), async (request) => {
    const asset = byTag(bodyOf(request).asset_tag);
    return asset ? auditAsset(sqlite, request, asset, bodyOf(request)) : failure(ASSET_DOES_NOT_EXIST);
  });

  const upcoming =
    (column: string, warningDays: number): Handler =>
    async (request) => {
      const kind = param(request, 'request');
      if (!(AUDIT_REQUESTS as readonly string[]).includes(kind)) return failure('Invalid audit request.');
      const input = { sort: column, order: 'asc', ...((request.query ?? {}) as Record<string, unknown>) };
      const { total, rows } = repo.list(input, upcomingWindow(clockOf(sqlite)(), column, warningDays, kind));
      return { total, rows: rowsOf(request, rows) };
    };
  // `audit` is the older spelling of `audits`; both answer the same list.
  const endpoints: [Endpoint, Handler][] = [
    [getEndpoint('hardware.audit-due'), upcoming('next_audit_date', AUDIT_WARNING_DAYS)],
    [getEndpoint('hardware.audits-due'), upcoming('next_audit_date', AUDIT_WARNING_DAYS)],
    [getEndpoint('hardware.checkins-due'), upcoming('expected_checkin', DUE_CHECKIN_DAYS)],
  ];
  for (const [endpoint, handler] of endpoints) registerEndpoint(app, endpoint, handler);
}
