import type { Faker } from '@faker-js/faker';
import { ACCESSORIES, COMPONENTS, CONSUMABLES, LICENSES } from './data/asset-data.js';
import type { SeedDates } from './anchor.js';

type Insert = (table: string, row: Record<string, unknown>) => number;

export interface StockContext {
  faker: Faker;
  insert: Insert;
  stamps: () => Record<string, unknown>;
  count: (table: string, n?: number) => void;
  rand: () => number;
  categories: Map<string, number>;
  manufacturers: Map<string, number>;
  depreciations: Map<string, number>;
  suppliers: number[];
  people: { id: number }[];
  locations: { id: number }[];
  /** The deployable assets of the categories named: servers take license seats, plant its spare parts. */
  assetsOf: (categories: readonly string[]) => number[];
  assetIds: number[];
  /** One action-log row: action, item type, item id, target type, target id, note, by, at. */
  log: (...args: unknown[]) => void;
  dates: SeedDates;
}

/**
 * Licenses with used and free seats (one full, so the report shows it), and the stock items: accessories
 * and consumables handed to people, components installed in servers; some below their minimum.
 */
export function seedLicensesAndStock(ctx: StockContext): void {
  const { faker, insert, stamps, count, rand, categories, manufacturers, depreciations, suppliers, people } = ctx;
  const { locations, assetsOf, assetIds } = ctx;
  const serverIds = assetsOf(['Servers']);
  const { day, stamp, shift } = ctx.dates;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const admin = 1;
  const insertLog = { run: ctx.log };
  for (const l of LICENSES) {
    const id = insert('licenses', {
      name: l.name,
      product_key: faker.string.alphanumeric({ length: 25, casing: 'upper' }).replace(/(.{5})(?!$)/g, '$1-'),
      seats: l.seats,
      category_id: categories.get(l.category),
      manufacturer_id: manufacturers.get(l.manufacturer),
      supplier_id: pick(suppliers),
      depreciation_id: depreciations.get('Software – 3 years'),
      license_name: 'Gulf Facility Services W.L.L.',
      license_email: 'it@gulffacility.bh',
      reassignable: true,
      maintained: l.maintained,
      order_number: `ORD-${between(2023, 2026)}-${between(100, 999)}`,
      purchase_cost: l.cost,
      purchase_date: day(-between(200, 700)),
      expiration_date: l.expires ? shift(l.expires) : null,
      ...stamps(),
    });
    count('licenses');
    const holders = [...people].sort(() => rand() - 0.5).slice(0, l.toUsers);
    for (let s = 0; s < l.seats; s++) {
      const user = s < l.toUsers ? holders[s]?.id : undefined;
      const asset = s >= l.toUsers && s < l.toUsers + l.toAssets ? serverIds[s - l.toUsers] : undefined;
      insert('license_seats', {
        license_id: id,
        assigned_to: user ?? null,
        asset_id: asset ?? null,
        ...stamps(),
      });
      if (user || asset)
        insertLog.run(
          'checkout',
          'licenses',
          id,
          user ? 'users' : 'hardware',
          user ?? asset,
          null,
          admin,
          stamp(-between(5, 200)),
        );
    }
    count('license_seats', l.seats);
  }

  const stock = (table: string, seeds: typeof ACCESSORIES, extra: (s: (typeof ACCESSORIES)[number]) => object) =>
    seeds.map((s) => {
      count(table);
      return insert(table, {
        name: s.name,
        category_id: categories.get(s.category),
        manufacturer_id: manufacturers.get(s.manufacturer),
        supplier_id: pick(suppliers),
        location_id: locations[0]?.id ?? null,
        model_number: s.model,
        order_number: `ORD-2026-${between(100, 999)}`,
        purchase_date: day(-between(30, 400)),
        purchase_cost: s.cost,
        qty: s.qty,
        min_amt: s.min,
        ...extra(s),
        ...stamps(),
      });
    });

  stock('accessories', ACCESSORIES, () => ({})).forEach((id, i) => {
    for (let u = 0; u < ACCESSORIES[i]!.out; u++) {
      const person = pick(people).id;
      const at = stamp(-between(1, 300));
      insert('accessories_checkout', {
        accessory_id: id,
        assigned_to: person,
        assigned_type: 'user',
        created_by: admin,
        created_at: at,
        updated_at: at,
      });
      insertLog.run('checkout', 'accessories', id, 'users', person, null, admin, at);
    }
  });
  stock('components', COMPONENTS, (s) => ({ serial: `${s.model}-LOT${between(10, 99)}` })).forEach((id, i) => {
    let left = COMPONENTS[i]!.out;
    while (left > 0) {
      const qty = Math.min(left, between(1, 3));
      left -= qty;
      const fits = assetsOf(COMPONENTS[i]!.into ?? []);
      const asset = pick(fits.length ? fits : assetIds);
      const at = stamp(-between(1, 300));
      insert('components_assets', {
        component_id: id,
        asset_id: asset,
        assigned_qty: qty,
        created_by: admin,
        created_at: at,
        updated_at: at,
      });
      insertLog.run('checkout', 'components', id, 'hardware', asset, `${qty} units`, admin, at);
    }
  });
  stock('consumables', CONSUMABLES, (s) => ({ item_no: `ITM-${s.model}` })).forEach((id, i) => {
    for (let u = 0; u < CONSUMABLES[i]!.out; u++) {
      const person = pick(people).id;
      const at = stamp(-between(1, 300));
      insert('consumables_users', {
        consumable_id: id,
        assigned_to: person,
        created_by: admin,
        created_at: at,
        updated_at: at,
      });
      insertLog.run('checkout', 'consumables', id, 'users', person, null, admin, at);
    }
  });
}
