import { addDays, toStoredDateTime, validationText as t, type Row } from '@cmms/contracts';
import { clockOf, storedNow } from '../clock.js';
import type { ResourceHooks } from '../engine/hooks.js';

/**
 * A license owns one seat row per seat: created with it, added or removed (free ones only) when the
 * count changes, soft-deleted with it.
 */
export const licenseHooks: ResourceHooks = {
  beforeSave(_ctx, values, existing) {
    if (!existing || typeof values.seats !== 'number') return null;
    const taken = Number(existing.assigned_seats_count ?? 0);
    return values.seats < taken ? { seats: [t.minValue('seats', taken)] } : null;
  },
  afterSave({ sqlite, request }, id, values) {
    if (typeof values.seats !== 'number') return;
    const live = sqlite
      .prepare('SELECT count(*) FROM license_seats WHERE license_id = ? AND deleted_at IS NULL')
      .pluck()
      .get(id) as number;
    const stamp = storedNow(sqlite);
    const by = request.principal?.user.id ?? null;
    const insert = sqlite.prepare(
      'INSERT INTO license_seats (license_id, created_by, created_at, updated_at) VALUES (?, ?, ?, ?)',
    );
    for (let i = live; i < values.seats; i++) insert.run(id, by, stamp, stamp);
    if (live > values.seats) {
      sqlite
        .prepare(
          `UPDATE license_seats SET deleted_at = ? WHERE id IN (SELECT id FROM license_seats WHERE license_id = ?
             AND deleted_at IS NULL AND assigned_to IS NULL AND asset_id IS NULL ORDER BY id DESC LIMIT ?)`,
        )
        .run(stamp, id, live - values.seats);
    }
  },
  // `?expires=true` keeps licenses with an expiry date, `false` those without (the real backend's filter).
  // `?expiring_days=N`: expiring from today to N days ahead (the dashboard's "expiring" tile opens this list).
  listScope(input, where, _principal, sqlite) {
    if (input.expires === 'true') where.clauses.push('t.expiration_date IS NOT NULL');
    else if (input.expires === 'false') where.clauses.push('t.expiration_date IS NULL');
    const days = typeof input.expiring_days === 'string' ? input.expiring_days : '';
    if (/^\d{1,4}$/.test(days)) {
      const today = toStoredDateTime(clockOf(sqlite)()).slice(0, 10);
      where.clauses.push('t.expiration_date BETWEEN ? AND ?');
      where.params.push(today, addDays(today, Number(days)));
    }
  },
  afterDelete({ sqlite }, existing) {
    sqlite
      .prepare('UPDATE license_seats SET deleted_at = ? WHERE license_id = ? AND deleted_at IS NULL')
      .run(storedNow(sqlite), existing.id);
  },
  // The seats deleted with the license come back with it (not those removed earlier by lowering the count).
  afterRestore({ sqlite }, existing) {
    sqlite
      .prepare('UPDATE license_seats SET deleted_at = NULL WHERE license_id = ? AND deleted_at = ?')
      .run(existing.id, existing.deleted_at);
  },
  decorateRows(_sqlite, raws, rows, principal) {
    const can = (action: string) => principal?.ability.can(action, 'licenses') ?? false;
    raws.forEach((raw, i) => {
      const row = rows[i] as Row;
      const free = Number(raw.free_seats_count ?? 0);
      const taken = Number(raw.assigned_seats_count ?? 0);
      row.user_can_checkout = free > 0;
      row.remaining = free;
      row.purchase_cost_numeric = typeof raw.purchase_cost === 'number' ? raw.purchase_cost : null;
      row.available_actions = {
        ...row.available_actions,
        checkout: can('checkout') && free > 0,
        checkin: can('checkout') && taken > 0,
        clone: can('create'),
      };
    });
  },
};
