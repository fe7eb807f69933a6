import type { Faker } from '@faker-js/faker';
import type { Sqlite } from '@cmms/db';
import { MAINTENANCE_TITLES, MODELS } from './data/asset-data.js';
import { seedLicensesAndStock } from './stock.js';
import type { SeedProfile } from './profiles.js';
import type { SeedDates } from './anchor.js';

type Insert = (table: string, row: Record<string, unknown>) => number;

interface Context {
  faker: Faker;
  sqlite: Sqlite;
  insert: Insert;
  stamps: () => Record<string, unknown>;
  count: (table: string, n?: number) => void;
  profile: SeedProfile;
  dates: SeedDates;
}

/** A small seeded generator for the bulk rows: faker per cell would make 100k assets slow. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const byName = (sqlite: Sqlite, table: string, column = 'name') =>
  new Map(
    (sqlite.prepare(`SELECT id, "${column}" AS name FROM "${table}"`).all() as { id: number; name: string }[]).map(
      (r) => [r.name, r.id],
    ),
  );

/**
 * The asset register: models per category, assets spread over the sites (IT with people, plant at its
 * location), checkouts with their log, maintenance history, licenses with used and free seats, and
 * stock items of which some sit below their minimum. Deterministic: one seeded generator.
 */
export function seedAssets({ faker, sqlite, insert, stamps, count, profile, dates }: Context): void {
  const { day, stamp } = dates;
  const rand = mulberry32(faker.number.int({ max: 2 ** 31 }));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const categories = byName(sqlite, 'categories');
  const manufacturers = byName(sqlite, 'manufacturers');
  const depreciations = byName(sqlite, 'depreciations');
  const statuses = sqlite.prepare('SELECT id, type, name FROM status_labels ORDER BY id').all() as {
    id: number;
    type: string;
    name: string;
  }[];
  const ofType = (type: string) => statuses.filter((s) => s.type === type).map((s) => s.id);
  const [ready, inService, spare] = ofType('deployable') as [number, number, number];
  const others = { pending: ofType('pending'), undeployable: ofType('undeployable'), archived: ofType('archived') };
  const locations = sqlite.prepare('SELECT id, city, company_id FROM locations ORDER BY id').all() as {
    id: number;
    city: string;
    company_id: number | null;
  }[];
  const siteCode = (l: { city: string }) => l.city.slice(0, 3).toUpperCase();
  const people = sqlite
    .prepare('SELECT id, location_id FROM users WHERE activated = 1 AND deleted_at IS NULL ORDER BY id')
    .all() as { id: number; location_id: number | null }[];
  const suppliers = sqlite.prepare('SELECT id FROM suppliers ORDER BY id LIMIT 12').pluck().all() as number[];
  const admin = 1;

  const modelIds = MODELS.map((m) => {
    count('models');
    return insert('models', {
      name: m.name,
      model_number: m.number,
      category_id: categories.get(m.category),
      manufacturer_id: manufacturers.get(m.manufacturer),
      depreciation_id: m.depreciation ? depreciations.get(m.depreciation) : null,
      eol: m.eol,
      min_amt: m.toUsers ? 5 : null,
      requestable: Boolean(m.toUsers),
      notes: null,
      ...stamps(),
    });
  });

  const insertAsset = sqlite.prepare(
    `INSERT INTO assets (asset_tag, name, serial, model_id, status_id, company_id, location_id, rtd_location_id,
       supplier_id, itemtype, customer_id, vendor_id, agreement_id, commitment_id, customer_tag_id, order_number,
       purchase_order, purchase_date, purchase_cost, warranty_months, requestable, byod, assigned_to, assigned_type,
       last_checkout, expected_checkin, accepted_at, last_audit_date, next_audit_date, checkout_counter,
       checkin_counter, notes, created_by, created_at, updated_at, deleted_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLog = sqlite.prepare(
    `INSERT INTO action_logs (action_type, item_type, item_id, target_type, target_id, note, action_source, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'seed', ?, ?)`,
  );
  const requireAcceptance = new Set(
    sqlite.prepare('SELECT id FROM categories WHERE require_acceptance = 1').pluck().all() as number[],
  );
  const demoScale = profile.assets <= 5_000;
  const assetIds: number[] = [];
  const serverIds: number[] = [];
  const seq = new Map<string, number>();
  for (let i = 0; i < profile.assets; i++) {
    const mi = Math.floor(rand() * MODELS.length);
    const m = MODELS[mi]!;
    const site = pick(locations);
    const key = `${m.prefix}-${siteCode(site)}`;
    const n = (seq.get(key) ?? 0) + 1;
    seq.set(key, n);
    const roll = rand();
    const status =
      roll < 0.05
        ? pick(others.pending)
        : roll < 0.11
          ? pick(others.undeployable)
          : roll < 0.15
            ? pick(others.archived)
            : roll < 0.4
              ? ready
              : roll < 0.92
                ? inService
                : spare;
    const deployable = status === ready || status === inService || status === spare;
    const created = -between(30, 6 * 365);
    const purchase = day(created - between(0, 30));
    const cost = between(m.cost[0] * 100, m.cost[1] * 100) / 100;
    let assignedTo: number | null = null;
    let assignedType: string | null = null;
    let location: number | null = site.id;
    if (deployable && status !== ready) {
      if (m.toUsers && rand() < 0.85 && people.length) {
        const person = pick(people);
        assignedTo = person.id;
        assignedType = 'user';
        location = person.location_id;
      } else if (!m.toUsers && rand() < 0.3) {
        assignedTo = site.id;
        assignedType = 'location';
      }
    }
    const checkout = assignedTo !== null ? created + between(0, 25) : null;
    const unaccepted = assignedType === 'user' && requireAcceptance.has(categories.get(m.category)!) && rand() < 0.12;
    const linked = rand() < 0.3;
    const id = Number(
      insertAsset.run(
        `AST-${String(i + 1).padStart(6, '0')}`,
        `${key}-${String(n).padStart(3, '0')}`,
        `${m.manufacturer.slice(0, 2).toUpperCase()}${Math.floor(rand() * 36 ** 8)
          .toString(36)
          .toUpperCase()
          .padStart(8, '0')}`,
        modelIds[mi],
        status,
        site.company_id,
        location,
        site.id,
        pick(suppliers),
        m.itemtype,
        linked ? between(1, 8) : null,
        linked ? between(1, 6) : null,
        linked ? between(1, 5) : null,
        linked ? between(1, 12) : null,
        linked ? `CUST-${between(1000, 9999)}` : null,
        `ORD-${purchase.slice(0, 4)}-${between(100, 999)}`,
        `PO-${purchase.slice(2, 4)}${between(1000, 9999)}`,
        purchase,
        cost,
        pick([12, 24, 36, 60]),
        m.toUsers && deployable ? 1 : 0,
        0,
        assignedTo,
        assignedType,
        checkout !== null ? stamp(checkout) : null,
        null,
        checkout !== null && !unaccepted ? stamp(checkout + 1) : null,
        stamp(-between(30, 330)),
        day(between(-45, 330)),
        assignedTo !== null ? 1 : 0,
        0,
        null,
        admin,
        stamp(created),
        stamp(created + between(0, 20)),
        null,
      ).lastInsertRowid,
    );
    assetIds.push(id);
    if (m.category === 'Servers' && deployable) serverIds.push(id);
    // The demo estate carries its history; the benchmark estate only its rows.
    if (demoScale && checkout !== null) {
      insertLog.run(
        'checkout',
        'hardware',
        id,
        assignedType === 'user' ? 'users' : 'locations',
        assignedTo,
        null,
        admin,
        stamp(checkout),
      );
    }
  }
  count('assets', profile.assets);
  // The real backend keeps each asset's end of life: its purchase date plus its model's EOL months.
  sqlite.exec(`UPDATE assets SET asset_eol_date = date(purchase_date, '+' || m.eol || ' months')
    FROM models m WHERE m.id = assets.model_id AND m.eol > 0 AND assets.purchase_date IS NOT NULL`);

  for (let i = 0; i < profile.maintenances; i++) {
    const [title, type] = pick(MAINTENANCE_TITLES);
    const start = -between(0, 500);
    insert('asset_maintenances', {
      title,
      asset_id: pick(assetIds),
      supplier_id: pick(suppliers),
      asset_maintenance_type: type,
      start_date: day(start),
      completion_date: rand() < 0.85 ? day(start + between(0, 6)) : null,
      cost: between(20, 2400),
      is_warranty: rand() < 0.2,
      notes: null,
      created_by: admin,
      created_at: stamp(start),
      updated_at: stamp(start),
    });
  }
  count('asset_maintenances', profile.maintenances);

  seedLicensesAndStock({
    faker,
    insert,
    stamps,
    count,
    rand,
    categories,
    manufacturers,
    depreciations,
    suppliers,
    people,
    locations,
    serverIds,
    assetIds,
    log: (...args) => insertLog.run(...args),
    dates,
  });
}
