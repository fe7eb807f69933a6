// The English instance only: the package index loads every locale (~17 MB of heap in each server, which
// leaves the 96 MB-capped whole-list server of the bench out of memory). Type imports from it are free.
import { faker } from '@faker-js/faker/locale/en';
import type { Faker } from '@faker-js/faker';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ROLE_GROUPS, resources, toStoredDateTime } from '@cmms/contracts';
import { hashPassword, type Connection } from '@cmms/db';
import { createHash } from 'node:crypto';
import {
  CATEGORIES,
  COMPANIES,
  DELETED_MANUFACTURERS,
  DEPARTMENTS,
  DEPRECIATIONS,
  LOCATIONS,
  TOWNS,
  type SiteType,
  MANUFACTURERS,
  STATUS_LABELS,
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
} from './data/master-data.js';
import { makeInserter } from './insert.js';
import { seedGeneric } from './generic.js';
import { seedPeopleData } from './people.js';
import { seedAssets } from './assets.js';
import {
  gulfAddress,
  seedStaff,
  seedSuppliers,
  separateNamesakes,
  stationTechnicians,
  type Site,
} from './workforce.js';
import { DEFAULT_SEED, PROFILES, type ProfileName, type SeedProfile } from './profiles.js';
import { seedAnchor, seedDates } from './anchor.js';
import { seedWorkOrders } from './work-orders.js';
import { seedServiceBusiness } from './service.js';
import { seedMedia } from './media/seed-media.js';
import { numberByCreation } from './work-order-numbers.js';
import { SEED_STEPS } from './modules/index.js';

/** The large profile's extra sites take these types in turn. */
const EXTRA_SITE_TYPES: SiteType[] = ['office tower', 'warehouse', 'industrial plant', 'hotel', 'mall', 'hospital'];

export interface SeedOptions {
  profile?: ProfileName;
  seed?: number;
  /** The day every seeded date is an offset from (yyyy-MM-dd); default SEED_ANCHOR, else today. */
  anchor?: string;
  /** Counts that replace the profile's (a small slice of the large profile for tests). */
  scale?: Partial<SeedProfile>;
}

export interface SeedSummary {
  profile: ProfileName;
  rows: Record<string, number>;
}

const isEmpty = (conn: Connection) =>
  (conn.sqlite.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n === 0;

/** Seeds only an empty database; returns null when there was data already. */
export function seedIfEmpty(conn: Connection, options: SeedOptions = {}): SeedSummary | null {
  return isEmpty(conn) ? seedDatabase(conn, options) : null;
}

/** Fills a freshly migrated database with the demo estate, in one transaction. */
export function seedDatabase(conn: Connection, options: SeedOptions = {}): SeedSummary {
  const profileName = options.profile ?? 'demo';
  const profile: SeedProfile = { ...PROFILES[profileName], ...options.scale };
  // Reseeding the shared instance restarts its sequence, so every seeding run draws the same values.
  faker.seed(options.seed ?? DEFAULT_SEED);
  const dates = seedDates(seedAnchor(options.anchor));
  const { anchor } = dates;
  faker.setDefaultRefDate(anchor);
  const { sqlite } = conn;
  const insert = makeInserter(sqlite);
  const rows: Record<string, number> = {};
  const count = (table: string, n = 1) => (rows[table] = (rows[table] ?? 0) + n);

  /** A creation time within the two years before the reference date, and an update after it. */
  const stamps = () => {
    const created = faker.date.past({ years: 2, refDate: anchor });
    const updated = faker.date.between({ from: created, to: anchor });
    return { created_by: 1, created_at: toStoredDateTime(created), updated_at: toStoredDateTime(updated) };
  };
  // One hash for every seeded account keeps seeding fast and the rows identical between runs.
  const passwordHash = hashPassword(
    DEMO_PASSWORD,
    createHash('sha256')
      .update(`seed:${options.seed ?? DEFAULT_SEED}`)
      .digest()
      .subarray(0, 16),
  );

  sqlite.transaction(() => {
    const groupIds = new Map<string, number>();
    for (const g of ROLE_GROUPS) {
      groupIds.set(
        g.role,
        insert('permission_groups', {
          name: g.name,
          notes: g.notes,
          permissions: JSON.stringify(g.permissions),
          ...stamps(),
        }),
      );
      count('permission_groups');
    }
    const companyIds = COMPANIES.map(
      (c) => (count('companies'), insert('companies', { ...c, fax: null, notes: null, ...stamps() })),
    );
    const companyByName = new Map(COMPANIES.map((c, i) => [c.name, companyIds[i]!]));

    // Each site belongs to the company that owns it (its children too); its type decides its equipment.
    const sites: Site[] = [];
    const locationIds = new Map<string, number>();
    for (const l of LOCATIONS) {
      const parent = l.parent ? sites[LOCATIONS.findIndex((p) => p.name === l.parent)] : undefined;
      const company = l.company ? companyByName.get(l.company)! : parent!.company;
      const id = insert('locations', {
        name: l.name,
        parent_id: parent?.id ?? null,
        company_id: company,
        address: gulfAddress(faker),
        city: l.city,
        country: l.country ?? 'BH',
        zip: String(faker.number.int({ min: 100, max: 1299 })),
        phone: `+973 17${faker.string.numeric(6)}`,
        currency: l.country === 'AE' ? 'AED' : 'BHD',
        ...stamps(),
      });
      locationIds.set(l.name, id);
      sites.push({ id, name: l.name, company, type: l.type });
      count('locations');
    }
    const extraSites: Site[] = [];
    for (let i = 0; i < profile.extraLocations; i++) {
      const type = EXTRA_SITE_TYPES[i % EXTRA_SITE_TYPES.length]!;
      const town = TOWNS[i % TOWNS.length]!;
      const company = companyIds[i % companyIds.length]!;
      const name = `${town} ${type} ${i + 1}`;
      const id = insert('locations', {
        name,
        city: town,
        country: 'BH',
        currency: 'BHD',
        company_id: company,
        ...stamps(),
      });
      locationIds.set(name, id);
      extraSites.push({ id, name, company, type });
      count('locations');
    }
    const hqSites = sites.filter((s) => s.company === companyIds[0] && s.type !== 'service office');

    const departmentIds = DEPARTMENTS.map((name) => {
      count('departments');
      return insert('departments', {
        name,
        company_id: companyIds[0],
        location_id: faker.helpers.arrayElement(hqSites).id,
        phone: `+973 17${faker.string.numeric(6)}`,
        ...stamps(),
      });
    });

    // Demo accounts first so that their ids are 1..5 on every seed.
    const userIds = seedStaff({
      faker,
      sqlite,
      insert,
      stamps,
      count,
      profile,
      passwordHash,
      groupIds,
      departments: new Map(DEPARTMENTS.map((name, i) => [name, departmentIds[i]!])),
      sites: profile.extraLocations ? [...sites, ...extraSites] : sites,
    });
    // Technicians are the firm's, stationed at the sites whose equipment needs their trade; one person per name.
    const departmentByName = new Map(DEPARTMENTS.map((name, i) => [name, departmentIds[i]!]));
    stationTechnicians(sqlite, companyIds[0]!, locationIds, departmentByName);
    separateNamesakes(sqlite);
    // Snipe-IT v8's user columns, derived from each user's site and id (no faker draws, so the rows
    // generated after the users stay the same): address of their site, a start date, some remote staff.
    // The demo accounts have no locale, so their server texts follow the console's language.
    sqlite.exec(`UPDATE users SET
        address = (SELECT l.address FROM locations l WHERE l.id = users.location_id),
        city = (SELECT l.city FROM locations l WHERE l.id = users.location_id),
        state = (SELECT l.state FROM locations l WHERE l.id = users.location_id),
        country = (SELECT l.country FROM locations l WHERE l.id = users.location_id),
        zip = (SELECT l.zip FROM locations l WHERE l.id = users.location_id),
        locale = CASE WHEN email LIKE '%@demo.test' THEN NULL WHEN id % 5 = 0 THEN 'ar' WHEN id % 5 = 1 THEN 'fr-FR' ELSE 'en-US' END,
        remote = id % 7 = 3,
        vip = id % 13 = 1,
        start_date = date('${dates.day(0)}', '-' || (id * 37 % 2900) || ' days')`);
    const managerFor = () => faker.helpers.arrayElement(userIds.slice(0, 12));
    sqlite.prepare('UPDATE departments SET manager_id = ? WHERE id = ?').run(userIds[1], departmentIds[0]);
    for (const id of departmentIds.slice(1))
      sqlite.prepare('UPDATE departments SET manager_id = ? WHERE id = ?').run(managerFor(), id);
    // A site's manager is a manager of the company that owns it (the demo manager where it has none).
    sqlite
      .prepare(
        `UPDATE locations SET manager_id = coalesce((SELECT u.id FROM users u WHERE u.company_id = locations.company_id
           AND u.role_type = 'manager' AND u.activated = 1 ORDER BY u.id LIMIT 1), ?) WHERE id <= ?`,
      )
      .run(userIds[1], sites.length);

    for (const [name, category_type] of CATEGORIES) {
      insert('categories', {
        name,
        category_type,
        require_acceptance: category_type === 'asset' && faker.datatype.boolean({ probability: 0.3 }),
        use_default_eula: false,
        checkin_email: category_type === 'asset' && faker.datatype.boolean({ probability: 0.5 }),
        notes: null,
        ...stamps(),
      });
      count('categories');
    }
    for (const [name, type, color, isDefault] of STATUS_LABELS) {
      insert('status_labels', {
        name,
        type,
        color,
        show_in_nav: type !== 'archived',
        default_label: isDefault,
        ...stamps(),
      });
      count('status_labels');
    }
    for (const [name, url] of MANUFACTURERS) {
      const domain = new URL(url).hostname.replace(/^www\./, '');
      insert('manufacturers', {
        name,
        url,
        support_url: `${url}/support`,
        warranty_lookup_url: null,
        support_phone: faker.phone.number({ style: 'international' }),
        support_email: `support@${domain}`,
        ...stamps(),
      });
      count('manufacturers');
    }
    for (const name of DELETED_MANUFACTURERS) {
      const s = stamps();
      insert('manufacturers', { name, url: null, ...s, deleted_at: s.updated_at });
      count('manufacturers');
    }
    seedSuppliers({ faker, insert, stamps, count, profile });
    for (const [name, months, depreciation_type, depreciation_min] of DEPRECIATIONS) {
      insert('depreciations', { name, months, depreciation_type, depreciation_min, ...stamps() });
      count('depreciations');
    }
    WORK_ORDER_STATUSES.forEach(([name, state, color], i) => {
      insert('work_order_statuses', {
        name,
        state,
        color,
        sort_order: (i + 1) * 10,
        is_default: state === 'open',
        ...stamps(),
      });
      count('work_order_statuses');
    });
    WORK_ORDER_PRIORITIES.forEach((p, i) => {
      insert('work_order_priorities', {
        name: p.name,
        code: p.code,
        color: p.color,
        rank: i + 1,
        response_hours: p.response,
        resolution_hours: p.resolution,
        is_default: p.code === 'P3',
        notes: p.notes,
        ...stamps(),
      });
      count('work_order_priorities');
    });
    for (const [name, code, color, description] of WORK_ORDER_CATEGORIES) {
      insert('work_order_categories', { name, code, color, description, ...stamps() });
      count('work_order_categories');
    }
    // A month of sign-ins: mostly successes from the office network, a few mistyped passwords and a probe.
    const agents = [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5) Mobile/15E148',
    ];
    for (let i = 0; i < 60; i++) {
      const probe = i % 23 === 7;
      const username = probe ? 'administrator' : faker.helpers.arrayElement(DEMO_ACCOUNTS).email;
      const at = toStoredDateTime(faker.date.recent({ days: 30, refDate: anchor }));
      insert('login_attempts', {
        username,
        remote_ip: probe
          ? `185.220.101.${faker.number.int({ min: 2, max: 250 })}`
          : `10.20.${faker.number.int({ min: 1, max: 9 })}.${faker.number.int({ min: 2, max: 250 })}`,
        user_agent: probe ? 'python-requests/2.32' : faker.helpers.arrayElement(agents),
        successful: !probe && faker.datatype.boolean({ probability: 0.85 }),
        created_by: null,
        created_at: at,
        updated_at: at,
      });
      count('login_attempts');
    }
    seedPeopleData({ faker, sqlite, insert, stamps, count, dates });
    seedAssets({ faker, sqlite, insert, stamps, count, profile, dates, sites: [...sites, ...extraSites] });
    seedWorkOrders({ faker, sqlite, insert, count, profile, dates });
    seedServiceBusiness({ sqlite, insert, count, dates });
    // Photos on work and checklists, signed PDFs on contracts: rows here, files drawn by writeSeedMedia.
    seedMedia({ sqlite, count });
    numberByCreation(sqlite);
    // Declared resources without curated rows get generated ones, so a new resource needs no seed code.
    for (const r of resources) {
      const added = seedGeneric(faker, sqlite, r, 12, insert, stamps);
      if (added) rows[r.table] = added;
    }
    for (const step of SEED_STEPS) {
      // Each module draws from its own sequence: adding one never changes another's rows.
      // English and its base, as the shared instance (never the package index: see the imports).
      const own = new (faker.constructor as typeof Faker)({ locale: faker.rawDefinitions });
      own.seed([options.seed ?? DEFAULT_SEED, ...Buffer.from(step.name)]);
      own.setDefaultRefDate(anchor);
      step.run({ faker: own, sqlite, insert, count, profile, dates });
    }
  })();
  // Table statistics let the planner pick the right index for each filter combination (100k assets).
  sqlite.exec('ANALYZE');
  return { profile: profileName, rows };
}
