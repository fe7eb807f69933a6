import { formatDateTime, getEndpoint, notFoundText } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawRow } from '../engine/rows.js';
import { auditAsset, checkinAsset, checkoutAsset } from '../domain/asset-checkout.js';
import { seatRows } from '../domain/seats.js';
import { failure } from '../http/envelope.js';
import { bodyOf, idParam, registerEndpoint, type Handler } from '../http/register-endpoint.js';
import { pageOf } from './paging.js';

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
 * Asset actions: checkout, checkin and audit (reference §4), and the detail's linked licenses and
 * components tabs (the lists by date and the calls by tag are hardware-lookups.ts).
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
