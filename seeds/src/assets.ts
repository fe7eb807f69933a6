import type { Faker } from '@faker-js/faker';
import type { Sqlite } from '@cmms/db';
import { FIT_OUT, MAINTENANCE_BY_KIND, MODELS, SITE_TYPES, type EquipmentKind } from './data/asset-data.js';
import type { Site } from './workforce.js';
import { seedLicensesAndStock } from './stock.js';
import { discard } from './discard.js';
import type { SeedProfile } from './profiles.js';
import type { SeedDates } from './anchor.js';
import { mulberry32 } from './random.js';

type Insert = (table: string, row: Record<string, unknown>) => number;

interface Context {
  faker: Faker;
  sqlite: Sqlite;
  insert: Insert;
  stamps: () => Record<string, unknown>;
  count: (table: string, n?: number) => void;
  profile: SeedProfile;
  dates: SeedDates;
  /** Every site with the company that owns it and its type. */
  sites: readonly Site[];
}

interface SeededAsset {
  id: number;
  /** Days from the anchor. */
  created: number;
  kind: EquipmentKind;
  category: string;
  deployable: boolean;
}

const byName = (sqlite: Sqlite, table: string, column = 'name') =>
  new Map(
    (sqlite.prepare(`SELECT id, "${column}" AS name FROM "${table}"`).all() as { id: number; name: string }[]).map(
      (r) => [r.name, r.id],
    ),
  );

/**
 * The asset register: models per category, each site's own plant (FIT_OUT) and generated assets of the
 * categories its type holds, IT with the people of the company that owns the site, plant at its place.
 * Every claimed date has its log: checkouts, earlier checkouts and checkins, acceptances and the last
 * audit (the demo estate; the benchmark estate carries its rows only). Maintenance records suit their
 * equipment. Then licenses and stock. Deterministic: one seeded generator.
 */
export function seedAssets({ faker, sqlite, insert, stamps, count, profile, dates, sites }: Context): void {
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
  const cities = new Map(
    (sqlite.prepare('SELECT id, city FROM locations').all() as { id: number; city: string }[]).map((l) => [
      l.id,
      l.city.slice(0, 3).toUpperCase(),
    ]),
  );
  const people = sqlite
    .prepare('SELECT id, location_id, company_id FROM users WHERE activated = 1 AND deleted_at IS NULL ORDER BY id')
    .all() as { id: number; location_id: number | null; company_id: number | null }[];
  const staffOf = new Map<number, typeof people>();
  for (const p of people) {
    if (p.company_id === null) continue;
    const list = staffOf.get(p.company_id);
    if (list) list.push(p);
    else staffOf.set(p.company_id, [p]);
  }
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

  // Where assets go: each site's own plant first, then generated ones at sites weighted by type.
  const modelsAt = (site: Site) =>
    MODELS.flatMap((m, i) => (SITE_TYPES[site.type].categories.includes(m.category) ? [i] : []));
  const allowed = new Map(sites.map((s) => [s.id, modelsAt(s)]));
  const fitOut = FIT_OUT.flatMap(([siteName, model, n]) => {
    const site = sites.find((s) => s.name === siteName);
    const mi = MODELS.findIndex((m) => m.name === model);
    return site && mi >= 0 ? Array.from({ length: n }, () => [site, mi] as const) : [];
  });
  const drawn = sites.filter((s) => SITE_TYPES[s.type].weight > 0 && allowed.get(s.id)!.length > 0);
  const weights: number[] = [];
  let total = 0;
  for (const s of drawn) weights.push((total += SITE_TYPES[s.type].weight));
  const weightedSite = () => {
    const roll = rand() * total;
    let lo = 0;
    let hi = weights.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (weights[mid]! > roll) hi = mid;
      else lo = mid + 1;
    }
    return drawn[lo]!;
  };

  const insertAsset = sqlite.prepare(
    `INSERT INTO assets (asset_tag, name, serial, model_id, status_id, company_id, location_id, rtd_location_id,
       supplier_id, itemtype, customer_id, vendor_id, agreement_id, commitment_id, customer_tag_id, order_number,
       purchase_order, purchase_date, purchase_cost, warranty_months, requestable, byod, assigned_to, assigned_type,
       last_checkout, last_checkin, expected_checkin, accepted_at, last_audit_date, next_audit_date, checkout_counter,
       checkin_counter, notes, created_by, created_at, updated_at, deleted_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLog = sqlite.prepare(
    `INSERT INTO action_logs (action_type, item_type, item_id, target_type, target_id, note, action_source, created_by, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'seed', ?, ?)`,
  );
  const requireAcceptance = new Set(
    sqlite.prepare('SELECT id FROM categories WHERE require_acceptance = 1').pluck().all() as number[],
  );
  const demoScale = profile.assets <= 5_000;
  const assets: SeededAsset[] = [];
  const seq = new Map<string, number>();
  for (let i = 0; i < profile.assets; i++) {
    const placed = fitOut[i];
    const site = placed ? placed[0] : weightedSite();
    const mi = placed ? placed[1] : pick(allowed.get(site.id)!);
    const m = MODELS[mi]!;
    const key = `${m.prefix}-${cities.get(site.id) ?? 'BAH'}`;
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
    const age = -created;
    const purchase = day(created - between(0, 30));
    const cost = between(m.cost[0] * 100, m.cost[1] * 100) / 100;
    const colleagues = staffOf.get(site.company) ?? [];
    let assignedTo: number | null = null;
    let assignedType: string | null = null;
    let location: number | null = site.id;
    if (deployable && status !== ready) {
      if (m.toUsers && rand() < 0.85 && colleagues.length) {
        const person = pick(colleagues);
        assignedTo = person.id;
        assignedType = 'user';
        location = person.location_id;
      } else if (!m.toUsers && rand() < 0.3) {
        assignedTo = site.id;
        assignedType = 'location';
      }
    }
    let checkout = assignedTo !== null ? created + between(0, 25) : null;
    // Laptops and desktops pass between people: an earlier holder who handed it back.
    let previous: { out: number; back: number; user: number } | null = null;
    if (demoScale && m.toUsers && colleagues.length && age > 120 && rand() < 0.3) {
      const out = created + between(0, 10);
      const back = out + between(30, age - 70);
      previous = { out, back, user: pick(colleagues).id };
      if (checkout !== null) checkout = back + between(1, 20);
    }
    const needsAcceptance = assignedType === 'user' && requireAcceptance.has(categories.get(m.category)!);
    const accepted = needsAcceptance && rand() >= 0.12 ? checkout! + 1 : null;
    // Audited once a year: recent arrivals have not had their first audit yet.
    const audited = age > 21 ? -between(20, Math.min(420, age - 1)) : null;
    const linked = rand() < 0.3;
    const lastActivity = Math.max(
      created + between(0, 20),
      checkout ?? -1e9,
      accepted ?? -1e9,
      audited ?? -1e9,
      previous?.back ?? -1e9,
    );
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
        site.company,
        location,
        site.id,
        pick(suppliers),
        m.itemtype,
        // Customer, vendor and SLA come from the service seed, by site.
        discard(linked && between(1, 8)),
        discard(linked && between(1, 6)),
        discard(linked && between(1, 5)),
        discard(linked && between(1, 12)),
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
        checkout !== null ? stamp(checkout) : previous ? stamp(previous.out) : null,
        previous ? stamp(previous.back) : null,
        null,
        accepted !== null ? stamp(accepted) : null,
        audited !== null ? stamp(audited) : null,
        day(audited !== null ? audited + 365 : created + 30),
        (assignedTo !== null ? 1 : 0) + (previous ? 1 : 0),
        previous ? 1 : 0,
        null,
        admin,
        stamp(created),
        stamp(lastActivity),
        null,
      ).lastInsertRowid,
    );
    assets.push({ id, created, kind: m.kind, category: m.category, deployable });
    // Every date the row claims has its log row, at every scale (the benchmark estate too).
    if (previous) {
      insertLog.run('checkout', 'hardware', id, 'users', previous.user, null, admin, stamp(previous.out));
      insertLog.run(
        'checkin from',
        'hardware',
        id,
        'users',
        previous.user,
        'Returned for reissue.',
        admin,
        stamp(previous.back),
      );
    }
    if (checkout !== null) {
      const target = assignedType === 'user' ? 'users' : 'locations';
      insertLog.run('checkout', 'hardware', id, target, assignedTo, null, admin, stamp(checkout));
    }
    if (accepted !== null)
      insertLog.run('accepted', 'hardware', id, 'users', assignedTo, null, assignedTo, stamp(accepted));
    if (audited !== null)
      insertLog.run('audit', 'hardware', id, null, null, 'Annual physical audit.', admin, stamp(audited));
  }
  count('assets', profile.assets);
  // The real backend keeps each asset's end of life: its purchase date plus its model's EOL months.
  sqlite.exec(`UPDATE assets SET asset_eol_date = date(purchase_date, '+' || m.eol || ' months')
    FROM models m WHERE m.id = assets.model_id AND m.eol > 0 AND assets.purchase_date IS NOT NULL`);

  // Maintenance records suited to the equipment, after it arrived.
  for (let i = 0; i < profile.maintenances; i++) {
    const asset = pick(assets);
    const [title, type] = pick(MAINTENANCE_BY_KIND[asset.kind]);
    const start = -between(0, Math.min(500, -asset.created - 1));
    insert('asset_maintenances', {
      title,
      asset_id: asset.id,
      supplier_id: pick(suppliers),
      asset_maintenance_type: type,
      start_date: day(start),
      completion_date: rand() < 0.85 ? day(Math.min(start + between(0, 6), 0)) : null,
      cost: between(20, 2400),
      is_warranty: rand() < 0.2,
      notes: null,
      created_by: admin,
      created_at: stamp(start),
      updated_at: stamp(start),
    });
  }
  count('asset_maintenances', profile.maintenances);

  const byCategory = new Map<string, number[]>();
  for (const a of assets) {
    if (!a.deployable) continue;
    const list = byCategory.get(a.category);
    if (list) list.push(a.id);
    else byCategory.set(a.category, [a.id]);
  }
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
    locations: sites.slice(0, 1),
    assetsOf: (names) => names.flatMap((name) => byCategory.get(name) ?? []),
    assetIds: assets.map((a) => a.id),
    log: (...args) => insertLog.run(...args),
    dates,
  });
}
