import type { Row } from '@cmms/contracts';
import type { ResourceHooks } from '../engine/hooks.js';

/** The count that is a category's items: its assets, accessories, ... by its type. */
const ITEM_COUNTS: Record<string, string> = {
  asset: 'assets_count',
  accessory: 'accessories_count',
  consumable: 'consumables_count',
  component: 'components_count',
  license: 'licenses_count',
};

/** Snipe-IT's category keys: whether it has a EULA and its text, and how many items of its type it holds. */
export const categoryHooks: ResourceHooks = {
  decorateRows(_sqlite, raws, rows) {
    raws.forEach((raw, i) => {
      const row = rows[i] as Row;
      const eula = typeof raw.eula_text === 'string' && raw.eula_text.trim() !== '' ? raw.eula_text : null;
      row.eula = eula;
      row.has_eula = eula !== null;
      row.item_count = Number(raw[ITEM_COUNTS[String(raw.category_type)] ?? ''] ?? 0);
    });
  },
};
