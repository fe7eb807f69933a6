import { LuClipboardCheck, LuLogIn, LuLogOut } from 'react-icons/lu';
import type { EndpointId, Row } from '@cmms/contracts';
import type { ActionTarget, RecordAction } from '../resources/extensions/extension-types';

/** Checkouts go to users, locations or assets, each picked from its select list (reference §4). */
const USER: ActionTarget = { type: 'user', ref: 'users', bodyKey: 'assigned_user' };
const LOCATION: ActionTarget = { type: 'location', ref: 'locations', bodyKey: 'assigned_location' };
const ASSET: ActionTarget = { type: 'asset', ref: 'hardware', bodyKey: 'assigned_asset' };

const note = { key: 'note', kind: 'textarea', labelKey: 'assets.note' } as const;

const numberOf = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? n : 0;
};

/** An asset is checked out while it has an assignee. */
export const isAssigned = (row: Row): boolean => Boolean(row.assigned_to);
const deleted = (row: Row): boolean => Boolean(row.deleted_at);
const allowed = (row: Row, action: string): boolean =>
  (row.available_actions as Record<string, boolean> | undefined)?.[action] !== false;

export const hardwareCheckout: RecordAction = {
  key: 'checkout',
  labelKey: 'assets.checkout',
  icon: LuLogOut,
  endpoint: 'hardware.checkout',
  params: (row) => ({ id: row.id }),
  available: (row) => !deleted(row) && !isAssigned(row) && row.user_can_checkout !== false,
  fields: [
    {
      key: 'checkout_to',
      kind: 'target',
      labelKey: 'assets.checkoutTo',
      typeKey: 'checkout_to_type',
      targets: [USER, LOCATION, ASSET],
    },
    { key: 'expected_checkin', kind: 'date', labelKey: 'assets.expectedCheckin' },
    note,
  ],
};

export const hardwareCheckin: RecordAction = {
  key: 'checkin',
  labelKey: 'assets.checkin',
  icon: LuLogIn,
  palette: 'orange',
  endpoint: 'hardware.checkin',
  params: (row) => ({ id: row.id }),
  available: (row) => !deleted(row) && isAssigned(row),
  fields: [{ key: 'location_id', kind: 'reference', ref: 'locations', labelKey: 'assets.checkinLocation' }, note],
};

export const hardwareAudit: RecordAction = {
  key: 'audit',
  labelKey: 'assets.audit',
  icon: LuClipboardCheck,
  palette: 'blue',
  endpoint: 'hardware.audit',
  detailOnly: true,
  params: (row) => ({ id: row.id }),
  available: (row) => !deleted(row) && allowed(row, 'audit'),
  fields: [
    { key: 'next_audit_date', kind: 'date', labelKey: 'assets.nextAuditDate' },
    { key: 'location_id', kind: 'reference', ref: 'locations', labelKey: 'assets.auditLocation' },
    note,
  ],
};

const remaining = (row: Row): number => numberOf(row.remaining_qty ?? row.remaining ?? row.qty);

type CheckoutTarget = Extract<RecordAction['fields'][number], { kind: 'target' }>;

/**
 * Stock items (accessories, components, consumables) share one checkout shape: a target, a
 * quantity bounded by what remains, and a note. Only the endpoint, targets and quantity key differ.
 */
const stockCheckout = (
  endpoint: EndpointId,
  target: Omit<CheckoutTarget, 'key' | 'kind'>,
  qtyKey: string,
): RecordAction => ({
  key: 'checkout',
  labelKey: 'assets.checkout',
  icon: LuLogOut,
  endpoint,
  params: (row) => ({ id: row.id }),
  available: (row) => !deleted(row) && allowed(row, 'checkout'),
  initial: () => ({ [qtyKey]: '1' }),
  fields: [
    { key: 'checkout_to', kind: 'target', ...target } as CheckoutTarget,
    { key: qtyKey, kind: 'integer', labelKey: 'assets.quantity', min: 1, max: remaining },
    note,
  ],
});

export const accessoryCheckout = stockCheckout(
  'accessories.checkout',
  { labelKey: 'assets.checkoutTo', typeKey: 'checkout_to_type', targets: [USER, LOCATION, ASSET] },
  'checkout_qty',
);

export const componentCheckout = stockCheckout(
  'components.checkout',
  { labelKey: 'assets.checkoutToAsset', targets: [{ type: 'asset', ref: 'hardware', bodyKey: 'assigned_to' }] },
  'assigned_qty',
);

export const consumableCheckout = stockCheckout(
  'consumables.checkout',
  { labelKey: 'assets.checkoutToUser', targets: [{ type: 'user', ref: 'users', bodyKey: 'assigned_to' }] },
  'checkout_qty',
);

/** A license seat goes to a user or an asset (`PATCH /licenses/:id/seats/:seatId`). */
export const seatCheckout = (licenseId: number): RecordAction => ({
  key: 'seat-checkout',
  labelKey: 'assets.checkout',
  icon: LuLogOut,
  endpoint: 'licenses.seat-update',
  method: 'PATCH',
  params: (row) => ({ id: licenseId, seatId: row.id }),
  available: (row) => !row.assigned_user && !row.assigned_asset,
  fields: [
    {
      key: 'seat_to',
      kind: 'target',
      labelKey: 'assets.checkoutTo',
      targets: [
        { type: 'user', ref: 'users', bodyKey: 'assigned_to' },
        { type: 'asset', ref: 'hardware', bodyKey: 'asset_id' },
      ],
    },
    { key: 'notes', kind: 'textarea', labelKey: 'assets.note' },
  ],
});

/** Both holders set to null checks the seat in. */
export const seatCheckin = (licenseId: number): RecordAction => ({
  key: 'seat-checkin',
  labelKey: 'assets.checkin',
  icon: LuLogIn,
  palette: 'orange',
  endpoint: 'licenses.seat-update',
  method: 'PATCH',
  params: (row) => ({ id: licenseId, seatId: row.id }),
  available: (row) => Boolean(row.assigned_user || row.assigned_asset),
  extraBody: () => ({ assigned_to: null, asset_id: null }),
  fields: [{ key: 'notes', kind: 'textarea', labelKey: 'assets.note' }],
});

/** Checks in one accessory checkout record (its id, not the accessory's). */
export const accessoryCheckin: RecordAction = {
  key: 'accessory-checkin',
  labelKey: 'assets.checkin',
  icon: LuLogIn,
  palette: 'orange',
  endpoint: 'accessories.checkin',
  // The path names it `:checkoutId` or `:id` depending on the contract's spelling; both are filled.
  params: (row) => ({ id: row.id, checkoutId: row.id }),
  available: (row) => allowed(row, 'checkin'),
  fields: [note],
};

/** Checks in some of a component's units from an asset, by the pivot id. */
export const componentCheckin: RecordAction = {
  key: 'component-checkin',
  labelKey: 'assets.checkin',
  icon: LuLogIn,
  palette: 'orange',
  endpoint: 'components.checkin',
  params: (row) => ({ id: numberOf(row.assigned_pivot_id), pivotId: numberOf(row.assigned_pivot_id) }),
  initial: (row) => ({ checkin_qty: String(numberOf(row.qty) || 1) }),
  fields: [
    { key: 'checkin_qty', kind: 'integer', labelKey: 'assets.quantity', min: 1, max: (row) => numberOf(row.qty) },
    note,
  ],
};
