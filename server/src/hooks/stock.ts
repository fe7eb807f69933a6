import { validationText as t, type Row } from '@cmms/contracts';
import type { ResourceHooks } from '../engine/hooks.js';

interface StockOptions {
  /** The count that says how many units are out. */
  used: string;
  /** Row key of what is left. */
  remainingKey: string;
  /** Components say whether they can go out as the integer 1 or 0 (the real backend's quirk). */
  checkoutAsInteger?: boolean;
  permission: string;
}

/**
 * Accessories, components and consumables: a quantity in stock, some of it out. The stock can never be
 * lowered below what is out, so what is left never goes below zero.
 */
export function stockHooks(o: StockOptions): ResourceHooks {
  return {
    beforeSave(_ctx, values, existing) {
      if (!existing || typeof values.qty !== 'number') return null;
      const out = Number(existing[o.used] ?? 0);
      return values.qty < out ? { qty: [t.minValue('qty', out)] } : null;
    },
    decorateRows(_sqlite, raws, rows, principal) {
      const can = (action: string) => principal?.ability.can(action, o.permission) ?? false;
      raws.forEach((raw, i) => {
        const row = rows[i] as Row;
        const remaining = Math.max(0, Number(raw.qty ?? 0) - Number(raw[o.used] ?? 0));
        row[o.remainingKey] = remaining;
        // Snipe-IT's accessory row repeats these under a second name (`remaining`, `min_qty`).
        row.remaining = remaining;
        if ('min_qty' in row) row.min_qty = row.min_amt ?? null;
        row.user_can_checkout = o.checkoutAsInteger ? (remaining > 0 ? 1 : 0) : remaining > 0;
        row.available_actions = {
          ...row.available_actions,
          checkout: can('checkout') && remaining > 0 && !raw.deleted_at,
          checkin: false,
          clone: can('create'),
        };
      });
    },
  };
}
