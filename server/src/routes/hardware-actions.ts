import { API_BASE, AUDIT_REQUESTS, formatDateTime, getEndpoint, notFoundText, type Endpoint } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawRow } from '../engine/rows.js';
import { auditAsset, checkinAsset, checkoutAsset } from '../domain/asset-checkout.js';
import { seatRows } from '../domain/seats.js';
import { failure } from '../http/envelope.js';
import { bodyOf, idParam, registerEndpoint, type Handler } from '../http/register-endpoint.js';
import { pageOf } from './paging.js';

/** Days ahead an audit counts as due (the real backend's audit_warning_days). */
export const AUDIT_WARNING_DAYS = 30;

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Components installed in an asset, as `{id}/components` rows. */
export function componentsIn(sqlite: Sqlite, assetId: number) {
  const rows = sqlite
    .prepare(
      `SELECT p.id AS pivot, p.component_id, p.assigned_qty, p.note, p.created_at, c.name FROM components_assets p
       JOIN components c ON c.id = p.component_id WHERE p.asset_id = ? ORDER BY p.id`,
    )
    .all(assetId) as {
    pivot: number;
    component_id: number;
    assigned_qty: number;
    note: string | null;
    created_at: string;
    name: string;
  }[];
  return rows.map((p) => ({
    assigned_pivot_id: p.pivot,
    id: p.component_id,
    name: p.name,
    qty: p.assigned_qty,
    note: p.note,
    type: 'component',
    created_at: formatDateTime(p.created_at),
    available_actions: { checkin: true },
  }));
}

/**
 * Asset actions: checkout, checkin and audit (reference §4), the audit lists, and the detail's linked
 * licenses and components tabs.
 */
export function registerHardwareActions(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const assets = app.ctx.engine.resource('hardware');
  const { r: hardware, repo } = assets;
  const withAsset =
    (act: (asset: RawRow, request: FastifyRequest) => unknown): Handler =>
    async (request) => {
      const asset = repo.find(idParam(request));
      return asset ? act(asset, request) : failure(notFoundText(hardware));
    };

  registerEndpoint(
    app,
    getEndpoint('hardware.checkout'),
    withAsset((asset, request) => checkoutAsset(sqlite, request, asset, bodyOf(request))),
  );
  registerEndpoint(
    app,
    getEndpoint('hardware.checkin'),
    withAsset((asset, request) => checkinAsset(sqlite, request, asset, bodyOf(request))),
  );
  registerEndpoint(
    app,
    getEndpoint('hardware.audit'),
    withAsset((asset, request) => auditAsset(sqlite, request, asset, bodyOf(request))),
  );

  // The asset list narrowed to audits due (from today to the warning window), overdue (before today), or either.
  const auditDue: Handler = async (request) => {
    const kind = (request.params as Record<string, string>).request ?? '';
    if (!(AUDIT_REQUESTS as readonly string[]).includes(kind)) return failure('Invalid audit request.');
    const clauses = {
      due: 't.next_audit_date >= ? AND t.next_audit_date <= ?',
      overdue: 't.next_audit_date < ?',
      'due-or-overdue': 't.next_audit_date <= ?',
    }[kind]!;
    const params =
      kind === 'due'
        ? [today(), inDays(AUDIT_WARNING_DAYS)]
        : kind === 'overdue'
          ? [today()]
          : [inDays(AUDIT_WARNING_DAYS)];
    const input = { sort: 'next_audit_date', order: 'asc', ...((request.query ?? {}) as Record<string, unknown>) };
    const { total, rows } = repo.list(input, { clauses: [clauses], params });
    return { total, rows: assets.present(rows, request.principal) };
  };
  const endpoint = getEndpoint('hardware.audit-due');
  registerEndpoint(app, endpoint, auditDue);
  const alias: Endpoint = { ...endpoint, path: `${API_BASE}/hardware/audits/:request` };
  registerEndpoint(app, alias, auditDue);

  registerEndpoint(
    app,
    getEndpoint('hardware.licenses'),
    withAsset((asset, request) => {
      const ids = sqlite
        .prepare('SELECT id FROM license_seats WHERE asset_id = ? AND deleted_at IS NULL ORDER BY id')
        .pluck()
        .all(asset.id) as number[];
      return pageOf(seatRows(sqlite, ids, request.principal), request);
    }),
  );
  registerEndpoint(
    app,
    getEndpoint('hardware.components'),
    withAsset((asset, request) => pageOf(componentsIn(sqlite, asset.id), request)),
  );
}
