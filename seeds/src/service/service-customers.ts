import type { Sqlite } from '@cmms/db';
import { MODELS } from '../data/asset-data.js';
import { CUSTOMERS, CUSTOMER_FIT_OUT, CUSTOMER_SITES, PROVIDER, VENDORS } from '../data/service-data.js';
import type { ServiceContext } from './service-context.js';

/** What the rest of the service seed needs from the customers: ids by code, their sites. */
export interface CustomerBook {
  ids: ReadonlyMap<string, number>;
  vendorIds: ReadonlyMap<string, number>;
  /** Every location id by name (the customers' new sites included). */
  locations: ReadonlyMap<string, number>;
  /** A site and its buildings and rooms, by the site's name. */
  subtree(name: string): number[];
}

/**
 * Gulf Facility Services' customers and the sites they own: each customer takes its sites (their
 * buildings and rooms follow), the ministry and the school get theirs with their plant, and every
 * asset and work order at a customer's site carries that customer. Vendors maintain their equipment.
 */
export function seedCustomers(ctx: ServiceContext): CustomerBook {
  const { sqlite, insert, count, dates } = ctx;
  const provider = sqlite.prepare('SELECT id FROM companies WHERE name = ?').pluck().get(PROVIDER) as number;
  const locationRows = sqlite.prepare('SELECT id, name, parent_id FROM locations ORDER BY id').all() as {
    id: number;
    name: string;
    parent_id: number | null;
  }[];
  const locations = new Map(locationRows.map((l) => [l.name, l.id]));
  const children = new Map<number, number[]>();
  const addChild = (parent: number, child: number) => children.set(parent, [...(children.get(parent) ?? []), child]);
  for (const l of locationRows) if (l.parent_id !== null) addChild(l.parent_id, l.id);

  // The customers' sites the estate did not have yet (ours to run, so our company's).
  for (const site of CUSTOMER_SITES) {
    const parent = site.parent ? locations.get(site.parent)! : null;
    const id = insert('locations', {
      name: site.name,
      parent_id: parent,
      company_id: provider,
      city: site.city,
      country: 'BH',
      currency: 'BHD',
      created_by: 1,
      created_at: dates.stamp(-120),
      updated_at: dates.stamp(-120),
    });
    locations.set(site.name, id);
    if (parent !== null) addChild(parent, id);
    count('locations');
  }
  const subtree = (name: string): number[] => {
    const root = locations.get(name);
    if (root === undefined) throw new Error(`service seed: no site named ${name}`);
    const out: number[] = [];
    const walk = (id: number) => {
      out.push(id);
      for (const c of children.get(id) ?? []) walk(c);
    };
    walk(root);
    return out;
  };

  // Account managers: our company's managers, the demo manager first.
  const managers = sqlite
    .prepare(
      "SELECT id FROM users WHERE role_type = 'manager' AND company_id = ? AND activated = 1 AND deleted_at IS NULL ORDER BY id",
    )
    .pluck()
    .all(provider) as number[];
  const ids = new Map<string, number>();
  const setCustomer = sqlite.prepare('UPDATE locations SET customer_id = ? WHERE id = ?');
  CUSTOMERS.forEach((c, i) => {
    const firstSite = locations.get(c.sites[0]!)!;
    const address = sqlite.prepare('SELECT address FROM locations WHERE id = ?').pluck().get(firstSite) as
      string | null;
    const id = insert('customers', {
      name: c.name,
      code: c.code,
      type: c.type,
      company_id: provider,
      contact_name: c.contact,
      email: c.email,
      phone: c.phone,
      address,
      city: c.city,
      country: 'BH',
      tax_number: c.vat,
      account_manager: managers[i % Math.max(1, managers.length)] ?? null,
      notes: c.notes,
      active: true,
      created_by: 1,
      created_at: dates.stamp(-900 + i * 40),
      updated_at: dates.stamp(-30 - i),
    });
    ids.set(c.code, id);
    count('customers');
    for (const site of c.sites) for (const l of subtree(site)) setCustomer.run(id, l);
  });

  count('assets', seedSitePlant(sqlite, locations, dates.stamp(-110), dates.day(-115)));

  const vendorIds = new Map<string, number>();
  VENDORS.forEach((v, i) => {
    const id = insert('vendors', {
      name: v.name,
      type: v.type,
      contact_name: v.contact,
      email: v.email,
      phone: v.phone,
      url: v.url,
      trade_licence_number: v.licence,
      rating: v.rating,
      notes: v.notes,
      created_by: 1,
      created_at: dates.stamp(-700 + i * 25),
      updated_at: dates.stamp(-20 - i),
    });
    vendorIds.set(v.name, id);
    count('vendors');
  });

  linkCustomers(sqlite, vendorIds);
  return { ids, vendorIds, locations, subtree };
}

/** The ministry's and the school's own plant, named like the rest of the register. */
function seedSitePlant(sqlite: Sqlite, locations: ReadonlyMap<string, number>, at: string, purchased: string): number {
  const model = sqlite.prepare('SELECT id FROM models WHERE name = ?').pluck();
  const inService = sqlite.prepare("SELECT id FROM status_labels WHERE name = 'In service'").pluck().get() as number;
  const lastTag = sqlite.prepare('SELECT max(id) FROM assets').pluck();
  const named = sqlite.prepare('SELECT count(*) FROM assets WHERE name LIKE ?').pluck();
  const insertAsset = sqlite.prepare(
    `INSERT INTO assets (asset_tag, name, serial, model_id, status_id, company_id, location_id, rtd_location_id, itemtype,
       purchase_date, warranty_months, requestable, byod, next_audit_date, checkout_counter, checkin_counter, created_by,
       created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, (SELECT company_id FROM locations WHERE id = ?), ?, ?, ?, ?, 60, 0, 0, date(?, '+395 days'), 0, 0, 1, ?, ?)`,
  );
  for (const [site, modelName, n] of CUSTOMER_FIT_OUT) {
    const m = MODELS.find((x) => x.name === modelName)!;
    const location = locations.get(site)!;
    const city = (sqlite.prepare('SELECT city FROM locations WHERE id = ?').pluck().get(location) as string)
      .slice(0, 3)
      .toUpperCase();
    const key = `${m.prefix}-${city}`;
    for (let i = 0; i < n; i++) {
      const next = ((lastTag.get() as number | null) ?? 0) + 1;
      const seq = (named.get(`${key}-%`) as number) + 1;
      insertAsset.run(
        `AST-${String(next).padStart(6, '0')}`,
        `${key}-${String(seq).padStart(3, '0')}`,
        `${m.manufacturer.slice(0, 2).toUpperCase()}${String(next * 7919).padStart(8, '0')}`,
        model.get(modelName),
        inService,
        location,
        location,
        location,
        m.itemtype,
        purchased,
        purchased,
        at,
        at,
      );
    }
  }
  return CUSTOMER_FIT_OUT.reduce((sum, [, , n]) => sum + n, 0);
}

/**
 * Every asset and work order at a customer's site carries that customer; a preventive plan whose
 * targets all belong to one customer is that customer's; the equipment a vendor maintains names it.
 */
function linkCustomers(sqlite: Sqlite, vendorIds: ReadonlyMap<string, number>) {
  // Only rows at customers' sites are written (the benchmark estate has 100k assets and 200k work orders).
  sqlite.exec(`UPDATE assets SET customer_id = (SELECT l.customer_id FROM locations l
    WHERE l.id = coalesce(assets.location_id, assets.rtd_location_id))
    WHERE coalesce(location_id, rtd_location_id) IN (SELECT id FROM locations WHERE customer_id IS NOT NULL)`);
  sqlite.exec(`UPDATE work_orders SET customer_id = (SELECT min(l.customer_id) FROM work_order_locations wl
    JOIN locations l ON l.id = wl.location_id WHERE wl.work_order_id = work_orders.id)
    WHERE id IN (SELECT wl.work_order_id FROM work_order_locations wl JOIN locations l ON l.id = wl.location_id
      WHERE l.customer_id IS NOT NULL)`);
  sqlite.exec(`UPDATE schedulers SET customer_id = CASE WHEN target_type = 'location'
      THEN (SELECT l.customer_id FROM locations l WHERE l.id = schedulers.location_id)
      ELSE (SELECT CASE WHEN count(*) = count(a.customer_id) AND count(DISTINCT a.customer_id) = 1 THEN max(a.customer_id) END
        FROM scheduler_assets sa JOIN assets a ON a.id = sa.asset_id WHERE sa.scheduler_id = schedulers.id) END`);
  const byCategory = sqlite.prepare(
    `UPDATE assets SET vendor_id = ? WHERE model_id IN (SELECT m.id FROM models m JOIN categories c ON c.id = m.category_id
       WHERE c.name = ?)`,
  );
  for (const v of VENDORS) for (const category of v.maintains) byCategory.run(vendorIds.get(v.name), category);
}
