import { describe, expect, it } from 'vitest';
import { en } from '@faker-js/faker';
import { DEMO_ACCOUNTS } from '@cmms/contracts';
import { openDatabase } from '@cmms/db';
import { TEST_ANCHOR, seedDatabase } from '@cmms/seeds';
import { LOCATIONS } from '@cmms/seeds/data/master-data';
import { MAINTENANCE_BY_KIND, MODELS, siteCategories, type EquipmentKind } from '@cmms/seeds/data/asset-data';
import { WORK_BY_KIND } from '@cmms/seeds/data/work-order-data';
import { PLANS } from '@cmms/seeds/data/preventive-data';
import { ALL_TITLES, NAME_GROUPS } from '@cmms/seeds/data/workforce-data';

/**
 * The demo estate as a maintenance manager reads it: equipment where such a site has it, faults and
 * maintenance that belong to the equipment, a Gulf workforce, and every date it claims backed by its log.
 */
const conn = openDatabase(':memory:');
seedDatabase(conn, { anchor: TEST_ANCHOR });
const all = <T>(sql: string, ...params: unknown[]) => conn.sqlite.prepare(sql).all(...params) as T[];
const n = (sql: string) => conn.sqlite.prepare(sql).pluck().get() as number;

const kindOf = new Map(MODELS.map((m) => [m.name, m.kind]));
const siteType = new Map(LOCATIONS.map((l) => [l.name, l.type]));

/** Words that name one kind of equipment: a title with another kind's word is on the wrong asset. */
const KIND_WORDS: Partial<Record<EquipmentKind, RegExp>> = {
  'CT scanner': /\bCT\b/,
  'MRI scanner': /\bMRI\b/,
  Ultrasound: /ultrasound/i,
  Laptop: /laptop/i,
  'Desktop PC': /desktop/i,
  Server: /\bserver\b/i,
  Chiller: /chiller/i,
  Lift: /\blifts?\b/i,
  Escalator: /escalator/i,
  Forklift: /forklift/i,
  Generator: /(?<!steam )generator/i,
  Pump: /\bpump\b/i,
  'Combi oven': /combi oven/i,
  'Tilting pan': /tilting pan/i,
  'Street sweeper': /sweeper/i,
  'Service van': /\bvan\b/i,
  'Refrigeration rack': /refrigeration rack|\brack \d/i,
  'Air handling unit': /\bAHU\b/,
  'Fire alarm panel': /fire alarm/i,
  'Medical gas plant': /medical (air|gas)/i,
  UPS: /\bUPS\b/,
};
const foreignWords = (title: string, kind: EquipmentKind) =>
  Object.entries(KIND_WORDS)
    .filter(([other, word]) => other !== kind && word.test(title))
    .map(([other]) => other);

/** A curated title with `{n}`, `{floor}` and `{floor2}` filled in. */
const pattern = (template: string) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(n|floor2?)\}/g, '\\d+')}$`);

interface AssetRow {
  id: number;
  name: string;
  model: string;
  category: string;
  site: string;
  site_company: number | null;
  company_id: number | null;
}
const assets = all<AssetRow>(
  `SELECT a.id, a.name, m.name AS model, c.name AS category, l.name AS site, l.company_id AS site_company, a.company_id
   FROM assets a JOIN models m ON m.id = a.model_id JOIN categories c ON c.id = m.category_id
   JOIN locations l ON l.id = a.rtd_location_id`,
);

describe('the seeded estate: equipment where such a site has it', () => {
  it('keeps every asset at a site whose type holds its category, owned by the company of the site', () => {
    expect(assets.length).toBe(n('SELECT count(*) FROM assets'));
    const misplaced = assets.filter((a) => !siteCategories(siteType.get(a.site)!).includes(a.category));
    expect(misplaced.map((a) => `${a.name} (${a.category}) at ${a.site}`)).toEqual([]);
    expect(assets.filter((a) => a.company_id !== a.site_company).map((a) => a.name)).toEqual([]);
  });

  it('puts scanners and medical gas in the hospital, refrigeration racks in cold stores, escalators in the mall', () => {
    const at = (category: string) => new Set(assets.filter((a) => a.category === category).map((a) => a.site));
    const hospital = ['Riffa Medical Centre', 'Riffa Medical – Radiology', 'Riffa Medical – Theatres'];
    expect([...at('Medical imaging')].every((s) => hospital.includes(s))).toBe(true);
    expect([...at('Medical gas systems')].every((s) => hospital.includes(s))).toBe(true);
    expect([...at('Refrigeration compressors')].every((s) => /Cold store/.test(s))).toBe(true);
    expect([...at('Escalators')].every((s) => s.startsWith('Seef Mall'))).toBe(true);
    expect(at('Medical imaging').size).toBeGreaterThan(0);
    expect(at('Refrigeration compressors').size).toBeGreaterThan(0);
    // A cold store keeps food cold: no CT scanner, no laptop fleet.
    const coldStore = assets.filter((a) => /Cold store/.test(a.site));
    expect(coldStore.length).toBeGreaterThan(0);
    expect(
      coldStore.filter((a) => a.category !== 'Refrigeration compressors' && a.category !== 'Fire alarm panels'),
    ).toEqual([]);
  });

  it('has each company own its sites (down the tree) and its staff', () => {
    expect(
      n(
        `SELECT count(*) FROM locations l JOIN locations p ON p.id = l.parent_id WHERE l.company_id IS NOT p.company_id`,
      ),
    ).toBe(0);
    expect(n('SELECT count(*) FROM locations WHERE company_id IS NULL')).toBe(0);
    expect(
      n(`SELECT count(*) FROM users u JOIN locations l ON l.id = u.location_id WHERE u.company_id IS NOT l.company_id`),
    ).toBe(0);
    // Every client company has its sites and its people.
    expect(
      n('SELECT count(*) FROM companies c WHERE NOT EXISTS (SELECT 1 FROM locations l WHERE l.company_id = c.id)'),
    ).toBe(0);
    expect(n('SELECT count(DISTINCT company_id) FROM users')).toBeGreaterThan(3);
    // A laptop handed out goes to someone of the company that owns it.
    expect(
      n(`SELECT count(*) FROM assets a JOIN users u ON u.id = a.assigned_to
         WHERE a.assigned_type = 'user' AND a.company_id IS NOT u.company_id`),
    ).toBe(0);
  });
});

describe('the seeded work: titled for its equipment', () => {
  interface WorkRow {
    title: string;
    source: string;
    parent_id: number | null;
    plan: string | null;
    asset: string;
    model: string;
  }
  const work = all<WorkRow>(
    `SELECT w.title, w.source, w.parent_id, s.name AS plan, a.name AS asset, m.name AS model
     FROM work_orders w JOIN work_order_assets wa ON wa.work_order_id = w.id JOIN assets a ON a.id = wa.asset_id
     JOIN models m ON m.id = a.model_id LEFT JOIN schedulers s ON s.id = w.scheduler_id`,
  );

  it('gives every work order a fault or job of its asset kind', () => {
    expect(work.length).toBeGreaterThan(1000);
    const wrong = work.filter((w) => {
      const kind = kindOf.get(w.model)!;
      if (w.source === 'preventive') return !w.plan || !w.title.startsWith(w.plan);
      if (w.parent_id !== null) return !w.title.endsWith(` for ${w.asset}`);
      const { breakdowns, planned } = WORK_BY_KIND[kind];
      return !(
        breakdowns.some((b) => pattern(b).test(w.title)) || planned.some((p) => w.title === `${p} – ${w.asset}`)
      );
    });
    expect(wrong.map((w) => `${w.title} on ${w.model}`)).toEqual([]);
  });

  it('never names another kind of equipment in a work order or maintenance record', () => {
    const clash = work
      .filter((w) => w.source !== 'preventive')
      .flatMap((w) => foreignWords(w.title, kindOf.get(w.model)!).map((k) => `${w.title} (${w.model}) names ${k}`));
    expect(clash).toEqual([]);
    const records = all<{ title: string; type: string; model: string }>(
      `SELECT r.title, r.asset_maintenance_type AS type, m.name AS model FROM asset_maintenances r
       JOIN assets a ON a.id = r.asset_id JOIN models m ON m.id = a.model_id`,
    );
    expect(records.length).toBeGreaterThan(50);
    const misfit = records.filter((r) => {
      const kind = kindOf.get(r.model)!;
      const listed = MAINTENANCE_BY_KIND[kind].some(([title, type]) => title === r.title && type === r.type);
      return !listed || foreignWords(r.title, kind).length > 0;
    });
    expect(misfit.map((r) => `${r.title} on ${r.model}`)).toEqual([]);
  });

  it('runs each preventive plan on the equipment its name promises', () => {
    const ct = work.filter((w) => w.plan?.includes('CT scanner'));
    expect(ct.length).toBeGreaterThan(0);
    expect(ct.every((w) => kindOf.get(w.model) === 'CT scanner')).toBe(true);
    for (const plan of PLANS.filter((p) => /chiller|generator|lift/i.test(p.name))) {
      const word = /chiller/i.test(plan.name) ? 'Chiller' : /generator/i.test(plan.name) ? 'Generator' : 'Lift';
      const runs = work.filter((w) => w.plan === plan.name);
      expect(runs.length, plan.name).toBeGreaterThan(0);
      expect(
        runs.filter((w) => kindOf.get(w.model) !== word).map((w) => w.model),
        plan.name,
      ).toEqual([]);
    }
  });
});

describe('the seeded dates: each claimed by its log', () => {
  const missing = (column: string, action: string) =>
    n(`SELECT count(*) FROM assets a WHERE a.${column} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM action_logs l
       WHERE l.item_type = 'hardware' AND l.item_id = a.id AND l.action_type = '${action}' AND l.created_at = a.${column})`);

  it('backs every last audit date by its audit entry, and schedules the next a year on', () => {
    expect(n('SELECT count(*) FROM assets WHERE last_audit_date IS NOT NULL')).toBeGreaterThan(200);
    expect(missing('last_audit_date', 'audit')).toBe(0);
    expect(
      n(`SELECT count(*) FROM assets WHERE last_audit_date IS NOT NULL
         AND next_audit_date <> date(last_audit_date, '+365 days')`),
    ).toBe(0);
    expect(
      n("SELECT count(*) FROM assets WHERE last_audit_date < created_at OR last_audit_date > '2026-11-01 08:00:00'"),
    ).toBe(0);
    // Some are overdue, as in any real register.
    expect(n(`SELECT count(*) FROM assets WHERE next_audit_date < '${TEST_ANCHOR}'`)).toBeGreaterThan(0);
  });

  it('backs every checkout, checkin and acceptance by its row, and the counters by their rows', () => {
    expect(missing('last_checkout', 'checkout')).toBe(0);
    expect(missing('last_checkin', 'checkin from')).toBe(0);
    expect(missing('accepted_at', 'accepted')).toBe(0);
    expect(n('SELECT count(*) FROM assets WHERE last_checkin IS NOT NULL')).toBeGreaterThan(5);
    const counted = (action: string, column: string) =>
      n(`SELECT count(*) FROM assets a WHERE a.${column} <> (SELECT count(*) FROM action_logs l
         WHERE l.item_type = 'hardware' AND l.item_id = a.id AND l.action_type = '${action}')`);
    expect(counted('checkout', 'checkout_counter')).toBe(0);
    expect(counted('checkin from', 'checkin_counter')).toBe(0);
    // Only categories that ask for acceptance are accepted; the rest never were.
    expect(
      n(`SELECT count(*) FROM assets a JOIN models m ON m.id = a.model_id JOIN categories c ON c.id = m.category_id
         WHERE a.accepted_at IS NOT NULL AND c.require_acceptance = 0`),
    ).toBe(0);
  });

  it('logs every accessory and consumable handed out', () => {
    for (const [table, type, column] of [
      ['accessories_checkout', 'accessories', 'accessory_id'],
      ['consumables_users', 'consumables', 'consumable_id'],
    ] as const) {
      expect(
        n(`SELECT count(*) FROM ${table} t WHERE NOT EXISTS (SELECT 1 FROM action_logs l WHERE l.item_type = '${type}'
           AND l.item_id = t.${column} AND l.action_type = 'checkout' AND l.target_id = t.assigned_to AND l.created_at = t.created_at)`),
        table,
      ).toBe(0);
    }
  });
});

describe('the seeded people and items: a Gulf facility-services firm', () => {
  const people = all<{ first_name: string; last_name: string; jobtitle: string; email: string }>(
    'SELECT first_name, last_name, jobtitle, email FROM users ORDER BY id',
  );

  it('keeps the documented demo logins', () => {
    expect(people.slice(0, DEMO_ACCOUNTS.length).map((p) => p.email)).toEqual(DEMO_ACCOUNTS.map((a) => a.email));
  });

  it('names everyone from one of the workforce groups, with a job title of such a firm', () => {
    const unnamed = people.filter(
      (p) => !NAME_GROUPS.some((g) => g.first.includes(p.first_name) && g.last.includes(p.last_name)),
    );
    expect(unnamed.map((p) => `${p.first_name} ${p.last_name}`)).toEqual([]);
    expect(people.filter((p) => !ALL_TITLES.includes(p.jobtitle)).map((p) => p.jobtitle)).toEqual([]);
    // Faker's titles are a descriptor, an area and a type ("Legacy Branding Associate").
    const descriptors = new Set(en.person!.job_descriptor!);
    const areas = new Set(en.person!.job_area!);
    const faked = people.filter((p) => {
      const words = p.jobtitle.split(' ');
      return descriptors.has(words[0]!) && areas.has(words[1]!);
    });
    expect(faked).toEqual([]);
    // A real mix: Arab, South Asian and Filipino names all present.
    const groupsSeen = new Set(people.map((p) => NAME_GROUPS.findIndex((g) => g.first.includes(p.first_name))));
    expect(groupsSeen.size).toBeGreaterThanOrEqual(4);
  });

  it('names items and suppliers as a facilities firm buys them, not with faker product names', () => {
    const adjectives = new Set(en.commerce!.product_name!.adjective);
    const materials = new Set(en.commerce!.product_name!.material);
    const names = all<{ name: string }>(
      `SELECT name FROM accessories UNION ALL SELECT name FROM consumables UNION ALL SELECT name FROM components
       UNION ALL SELECT name FROM licenses UNION ALL SELECT name FROM suppliers UNION ALL SELECT name FROM locations`,
    );
    expect(names.length).toBeGreaterThan(60);
    const generic = names.filter(({ name }) => {
      const [first, second] = name.split(' ');
      return adjectives.has(first!) && materials.has(second!);
    });
    expect(generic).toEqual([]);
    const categories = all<{ name: string }>(
      `SELECT c.name FROM consumables s JOIN categories c ON c.id = s.category_id
       UNION SELECT c.name FROM components s JOIN categories c ON c.id = s.category_id
       UNION SELECT c.name FROM licenses s JOIN categories c ON c.id = s.category_id`,
    ).map((c) => c.name);
    expect(categories).toEqual(
      expect.arrayContaining([
        'Air filters',
        'V-belts',
        'Refrigerant',
        'PPE consumables',
        'BMS licences',
        'CAFM software',
      ]),
    );
  });
});
