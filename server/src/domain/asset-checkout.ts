import {
  ASSIGNEE_TYPES,
  attributeName,
  formatDateTime,
  isIsoDate,
  validationText as t,
  type AssigneeType,
  type Envelope,
} from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { FastifyRequest } from 'fastify';
import { writeActionLog } from '../engine/action-log.js';
import type { RawRow } from '../engine/rows.js';
import { failure, success } from '../http/envelope.js';
import { findAssignee } from './assignees.js';
import { clockOf, storedNow } from '../clock.js';

export const NOT_AVAILABLE_TEXT = 'That asset is not available for checkout!';
export const CHECKED_OUT_TEXT = 'Asset checked out successfully.';
export const ALREADY_CHECKED_IN_TEXT = 'That asset is already checked in.';
export const CHECKED_IN_TEXT = 'Asset checked in successfully.';
export const AUDITED_TEXT = 'Asset audit successfully logged.';
/** Months to the next audit when the audit does not name a date (the real backend's audit_interval). */
export const AUDIT_INTERVAL_MONTHS = 12;

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const sent = (v: unknown) => v !== undefined && v !== null && v !== '';
/** A positive id from a JSON number or a form's text; anything else is no id. */
const idOf = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,15}\s*$/.test(v) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};
const statusType = (sqlite: Sqlite, id: number | null) =>
  id === null
    ? undefined
    : (sqlite.prepare('SELECT type FROM status_labels WHERE id = ? AND deleted_at IS NULL').pluck().get(id) as
        string | undefined);

/** Optional body fields every asset action shares: a date, a status that must exist, a note. */
function commonChecks(sqlite: Sqlite, body: Record<string, unknown>, dates: string[]): Record<string, string[]> {
  const messages: Record<string, string[]> = {};
  for (const key of dates) {
    const value = text(body[key]);
    if (value !== null && !isIsoDate(value.slice(0, 10))) messages[key] = [t.date(attributeName(key))];
  }
  if (sent(body.status_id) && !statusType(sqlite, idOf(body.status_id))) {
    messages.status_id = [t.invalidChoice('status id')];
  }
  if (sent(body.name) && typeof body.name !== 'string') messages.name = [t.string('name')];
  if (body.note !== undefined && body.note !== null && typeof body.note !== 'string')
    messages.note = [t.string('note')];
  return messages;
}

/** Clears an asset's assignment and the license seats it holds; `locationId` is where it now is. */
export function releaseAsset(sqlite: Sqlite, assetId: number, locationId: number | null): void {
  sqlite
    .prepare(
      `UPDATE assets SET assigned_to = NULL, assigned_type = NULL, expected_checkin = NULL, accepted_at = NULL,
         location_id = coalesce(?, rtd_location_id), updated_at = ? WHERE id = ?`,
    )
    .run(locationId, storedNow(sqlite), assetId);
  sqlite
    .prepare('UPDATE license_seats SET asset_id = NULL, updated_at = ? WHERE asset_id = ?')
    .run(storedNow(sqlite), assetId);
}

/** True when `targetId` is `assetId` or sits (checked out) inside it, at any depth. */
function containedIn(sqlite: Sqlite, targetId: number, assetId: number): boolean {
  const step = sqlite.prepare("SELECT assigned_to FROM assets WHERE id = ? AND assigned_type = 'asset'").pluck();
  const seen = new Set<number>();
  for (let current: number | undefined = targetId; current !== undefined;) {
    if (current === assetId) return true;
    if (seen.has(current)) return false;
    seen.add(current);
    current = (step.get(current) as number | null | undefined) ?? undefined;
  }
  return false;
}

/** `POST /hardware/:id/checkout`: to a user, a location or another asset (reference §4). */
export function checkoutAsset(
  sqlite: Sqlite,
  request: FastifyRequest,
  asset: RawRow,
  body: Record<string, unknown>,
): Envelope<unknown> {
  const tag = String(asset.asset_tag);
  const type = text(body.checkout_to_type);
  const messages = commonChecks(sqlite, body, ['checkout_at', 'expected_checkin']);
  if (type === null) messages.checkout_to_type = [t.required('checkout to type')];
  else if (!ASSIGNEE_TYPES.includes(type as AssigneeType))
    messages.checkout_to_type = [t.invalidChoice('checkout to type')];
  const key = `assigned_${type}`;
  if (
    type &&
    ASSIGNEE_TYPES.includes(type as AssigneeType) &&
    (body[key] === undefined || body[key] === null || body[key] === '')
  ) {
    messages[key] = [`The ${attributeName(key)} field is required when checkout to type is ${type}.`];
  }
  const status = idOf(body.status_id);
  if (status !== null && !messages.status_id && statusType(sqlite, status) !== 'deployable')
    messages.status_id = ['The selected status must be a deployable status.'];
  if (Object.keys(messages).length) return failure(messages);
  const currentType = statusType(sqlite, asset.status_id as number);
  if (asset.assigned_to != null || asset.deleted_at || currentType !== 'deployable')
    return failure(NOT_AVAILABLE_TEXT, { asset: tag });

  const targetType = type as AssigneeType;
  const target = findAssignee(sqlite, targetType, body[key]);
  if (!target || (targetType === 'asset' && containedIn(sqlite, target.id, asset.id))) {
    return failure(`Checkout target for asset ${tag} is invalid - ${targetType} does not exist.`, {
      asset: { id: asset.id, asset_tag: tag },
      target_id: body[key] ?? null,
      target_type: targetType,
    });
  }
  const location = targetType === 'location' ? target.id : ((target.location_id as number | null) ?? null);
  const at = text(body.checkout_at);
  sqlite.transaction(() => {
    sqlite
      .prepare(
        `UPDATE assets SET assigned_to = ?, assigned_type = ?, last_checkout = ?, expected_checkin = ?, accepted_at = NULL,
           location_id = ?, name = coalesce(?, name), status_id = coalesce(?, status_id),
           checkout_counter = checkout_counter + 1, updated_at = ? WHERE id = ?`,
      )
      .run(
        target.id,
        targetType,
        at ? `${at.slice(0, 10)} 00:00:00` : storedNow(sqlite),
        text(body.expected_checkin)?.slice(0, 10) ?? null,
        location,
        text(body.name),
        status,
        storedNow(sqlite),
        asset.id,
      );
    writeActionLog(sqlite, request, {
      action: 'checkout',
      itemType: 'hardware',
      itemId: asset.id,
      target: {
        type: targetType === 'user' ? 'users' : targetType === 'location' ? 'locations' : 'hardware',
        id: target.id,
      },
      note: text(body.note),
    });
  })();
  return success(CHECKED_OUT_TEXT, { asset: tag });
}

const checkinPayload = (sqlite: Sqlite, asset: RawRow) => {
  const model = sqlite.prepare('SELECT name, model_number FROM models WHERE id = ?').get(asset.model_id) as
    { name: string; model_number: string | null } | undefined;
  return { asset_tag: String(asset.asset_tag), model: model?.name ?? null, model_number: model?.model_number ?? null };
};

const LOG_TYPES: Record<string, string> = { user: 'users', location: 'locations', asset: 'hardware' };

/** `POST /hardware/:id/checkin`: back to its default location (or the one given). */
export function checkinAsset(
  sqlite: Sqlite,
  request: FastifyRequest,
  asset: RawRow,
  body: Record<string, unknown>,
): Envelope<unknown> {
  const payload = checkinPayload(sqlite, asset);
  const messages = commonChecks(sqlite, body, ['checkin_at']);
  const location = sent(body.location_id) ? (findAssignee(sqlite, 'location', body.location_id)?.id ?? null) : null;
  if (sent(body.location_id) && location === null) messages.location_id = [t.invalidChoice('location id')];
  if (Object.keys(messages).length) return failure(messages);
  if (asset.assigned_to == null) return failure(ALREADY_CHECKED_IN_TEXT, payload);
  const makeDefault =
    ['1', 'true', 'on'].includes(String(body.update_default_location ?? '')) || body.update_default_location === true;
  sqlite.transaction(() => {
    if (makeDefault && location !== null)
      sqlite.prepare('UPDATE assets SET rtd_location_id = ? WHERE id = ?').run(location, asset.id);
    releaseAsset(sqlite, asset.id, location);
    sqlite
      .prepare(
        `UPDATE assets SET last_checkin = ?, checkin_counter = checkin_counter + 1, name = coalesce(?, name),
           status_id = coalesce(?, status_id) WHERE id = ?`,
      )
      .run(storedNow(sqlite), text(body.name), idOf(body.status_id), asset.id);
    writeActionLog(sqlite, request, {
      action: 'checkin from',
      itemType: 'hardware',
      itemId: asset.id,
      target: { type: LOG_TYPES[String(asset.assigned_type)] ?? 'users', id: asset.assigned_to as number },
      note: text(body.note),
    });
  })();
  return success(CHECKED_IN_TEXT, payload);
}

/** `POST /hardware/:id/audit`: records the audit and schedules the next one. */
export function auditAsset(
  sqlite: Sqlite,
  request: FastifyRequest,
  asset: RawRow,
  body: Record<string, unknown>,
): Envelope<unknown> {
  const messages = commonChecks(sqlite, body, ['next_audit_date']);
  const update = ['1', 'true', 'on'].includes(String(body.update_location ?? ''));
  const location = update ? (findAssignee(sqlite, 'location', body.location_id)?.id ?? null) : null;
  if (update && location === null) messages.location_id = [t.invalidChoice('location id')];
  if (Object.keys(messages).length) return failure(messages);
  const stamp = storedNow(sqlite);
  const today = clockOf(sqlite)();
  const given = text(body.next_audit_date)?.slice(0, 10);
  const next =
    given ??
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + AUDIT_INTERVAL_MONTHS, today.getUTCDate()))
      .toISOString()
      .slice(0, 10);
  const note = text(body.note);
  sqlite.transaction(() => {
    sqlite
      .prepare(
        'UPDATE assets SET last_audit_date = ?, next_audit_date = ?, location_id = coalesce(?, location_id), updated_at = ? WHERE id = ?',
      )
      .run(stamp, next, location, stamp, asset.id);
    writeActionLog(sqlite, request, { action: 'audit', itemType: 'hardware', itemId: asset.id, note });
  })();
  return success(AUDITED_TEXT, {
    id: asset.id,
    asset_tag: String(asset.asset_tag),
    note,
    next_audit_date: formatDateTime(`${next} 00:00:00`),
  });
}
