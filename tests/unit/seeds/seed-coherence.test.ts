import { describe, expect, it } from 'vitest';
import { en } from '@faker-js/faker';
import { DEMO_ACCOUNTS, formatMoney, lineAmount, taxOn } from '@cmms/contracts';
import { openDatabase } from '@cmms/db';
import { TEST_ANCHOR, seedDatabase } from '@cmms/seeds';
import { LOCATIONS } from '@cmms/seeds/data/master-data';
import { MAINTENANCE_BY_KIND, MODELS, siteCategories, type EquipmentKind } from '@cmms/seeds/data/asset-data';
import { WORK_BY_KIND } from '@cmms/seeds/data/work-order-data';
import { PLANS } from '@cmms/seeds/data/preventive-data';
import { ALL_TITLES, NAME_GROUPS } from '@cmms/seeds/data/workforce-data';
import { CUSTOMER_SITES } from '@cmms/seeds/data/service-data';

/**
 * The demo estate as a maintenance manager reads it: equipment where such a site has it, faults and
 * maintenance that belong to the equipment, a Gulf workforce, and every date it claims backed by its log.
 */
const conn = openDatabase(':memory:');
seedDatabase(conn, { anchor: TEST_ANCHOR });
const all = <T>(sql: string, ...params: unknown[]) => conn.sqlite.prepare(sql).all(...params) as T[];
const n = (sql: string) => conn.sqlite.prepare(sql).pluck().get() as number;

const kindOf = new Map(MODELS.map((m) => [m.name, m.kind]));
const siteType = new Map([...LOCATIONS, ...CUSTOMER_SITES].map((l) => [l.name, l.type]));

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
    // A client's own staff belong to it; technicians are the firm's, stationed at the sites they look after.
    expect(
      n(`SELECT count(*) FROM users u JOIN locations l ON l.id = u.location_id
         WHERE u.role_type <> 'technician' AND u.company_id IS NOT l.company_id`),
    ).toBe(0);
    expect(
      n(`SELECT count(*) FROM users u JOIN companies c ON c.id = u.company_id
         WHERE u.role_type = 'technician' AND c.name <> 'Gulf Facility Services W.L.L.'`),
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

  it('quotes a reported fault’s title in its description with its acronyms as written (“desktop PC 31”)', () => {
    const reported = all<{ title: string; description: string }>(
      "SELECT title, description FROM work_orders WHERE description LIKE 'Reported at the site: %'",
    );
    expect(reported.length).toBeGreaterThan(100);
    const lowered = reported.filter((w) => {
      const quoted = w.description.slice(
        'Reported at the site: '.length,
        'Reported at the site: '.length + w.title.length,
      );
      return quoted.slice(1) !== w.title.slice(1) || /^\p{Lu}{2}/u.test(w.title) !== (quoted[0] === w.title[0]);
    });
    expect(lowered.map((w) => w.description)).toEqual([]);
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

describe('the seeded service business: Gulf Facility Services and its customers', () => {
  const day = (offset: number) =>
    new Date(Date.parse(`${TEST_ANCHOR}T08:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

  it('gives each customer its sites, their buildings and rooms following the parent', () => {
    const owner = (site: string) =>
      conn.sqlite
        .prepare('SELECT c.name FROM locations l JOIN customers c ON c.id = l.customer_id WHERE l.name = ?')
        .pluck()
        .get(site);
    expect(owner('Seef Mall Complex')).toBe('Seef Properties Management');
    expect(owner('Juffair Hotel – Kitchen')).toBe('Al Noor Hospitality Group');
    expect(owner('Muharraq Depot – Cold store 1')).toBe('Arabian Cold Chain B.S.C.');
    expect(owner('Riffa Medical – Theatres')).toBe('Delmon Healthcare Partners');
    expect(owner('Manama HQ')).toBeUndefined();
    expect(
      n(
        'SELECT count(*) FROM locations l JOIN locations p ON p.id = l.parent_id WHERE l.customer_id IS NOT p.customer_id',
      ),
    ).toBe(0);
    expect(
      n('SELECT count(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM locations l WHERE l.customer_id = c.id)'),
    ).toBe(0);
    expect(all<{ type: string }>('SELECT DISTINCT type FROM customers').map((c) => c.type)).toEqual(
      expect.arrayContaining(['hospital', 'mall', 'hotel', 'logistics', 'school', 'government']),
    );
  });

  it('has assets and work orders at a customer’s site carry that customer', () => {
    expect(
      n(`SELECT count(*) FROM assets a JOIN locations l ON l.id = coalesce(a.location_id, a.rtd_location_id)
         WHERE a.customer_id IS NOT l.customer_id`),
    ).toBe(0);
    expect(n('SELECT count(*) FROM assets WHERE customer_id IS NOT NULL')).toBeGreaterThan(100);
    expect(
      n(`SELECT count(*) FROM work_orders w JOIN work_order_locations wl ON wl.work_order_id = w.id
         JOIN locations l ON l.id = wl.location_id WHERE w.customer_id IS NOT l.customer_id`),
    ).toBe(0);
    expect(n('SELECT count(DISTINCT customer_id) FROM work_orders')).toBeGreaterThan(4);
  });

  it('keeps a contract’s locations and assets those of its customer, its assets at its locations', () => {
    expect(n("SELECT count(*) FROM contracts WHERE party_type = 'customer'")).toBeGreaterThan(10);
    expect(
      n(`SELECT count(*) FROM contract_locations cl JOIN contracts c ON c.id = cl.contract_id
         JOIN locations l ON l.id = cl.location_id WHERE l.customer_id IS NOT c.customer_id`),
    ).toBe(0);
    expect(
      n(`SELECT count(*) FROM contract_assets ca JOIN contracts c ON c.id = ca.contract_id
         JOIN assets a ON a.id = ca.asset_id WHERE a.customer_id IS NOT c.customer_id
           OR NOT EXISTS (SELECT 1 FROM contract_locations cl WHERE cl.contract_id = c.id
             AND cl.location_id = coalesce(a.location_id, a.rtd_location_id))`),
    ).toBe(0);
    expect(n('SELECT count(*) FROM contract_assets')).toBeGreaterThan(50);
    // One party each: a customer contract names no vendor, a vendor's subcontract no customer.
    expect(
      n(`SELECT count(*) FROM contracts WHERE (party_type = 'customer') <> (customer_id IS NOT NULL)
         OR (party_type = 'vendor') <> (vendor_id IS NOT NULL)`),
    ).toBe(0);
    expect(n("SELECT count(*) FROM contracts WHERE party_type = 'vendor'")).toBeGreaterThan(0);
    expect(n('SELECT count(DISTINCT contract_type_id) FROM contracts')).toBeGreaterThanOrEqual(5);
    expect(n('SELECT count(*) FROM contracts WHERE expiry_date <= start_date')).toBe(0);
  });

  it('has contracts expiring within 30, 60 and 90 days of the anchor, and expired ones', () => {
    const expiring = (days: number) =>
      n(`SELECT count(*) FROM contracts WHERE expiry_date >= '${TEST_ANCHOR}' AND expiry_date <= '${day(days)}'`);
    expect(expiring(30)).toBeGreaterThan(0);
    expect(expiring(60)).toBeGreaterThan(expiring(30));
    expect(expiring(90)).toBeGreaterThan(expiring(60));
    expect(n(`SELECT count(*) FROM contracts WHERE expiry_date < '${TEST_ANCHOR}'`)).toBeGreaterThan(0);
    // A status says so: expired ones are not left active.
    expect(
      n(`SELECT count(*) FROM contracts c JOIN contract_statuses s ON s.id = c.status_id
         WHERE c.expiry_date < '${TEST_ANCHOR}' AND s.state IN ('active', 'expiring', 'draft')`),
    ).toBe(0);
  });

  it('keeps every version of a contract, the last one a snapshot of the row', () => {
    const contracts = all<Record<string, unknown> & { id: number; version: number; version_comment: string }>(
      'SELECT * FROM contracts',
    );
    const versions = all<{ contract_id: number; version: number; data: string; comment: string | null }>(
      'SELECT contract_id, version, data, comment FROM contract_versions ORDER BY contract_id, version',
    );
    const ids = (table: string, column: string, id: number) =>
      conn.sqlite.prepare(`SELECT ${column} FROM ${table} WHERE contract_id = ? ORDER BY 1`).pluck().all(id);
    for (const c of contracts) {
      const own = versions.filter((v) => v.contract_id === c.id);
      expect(own.map((v) => v.version)).toEqual(Array.from({ length: c.version }, (_, i) => i + 1));
      expect(own.every((v) => v.comment)).toBe(true);
      const last = own.at(-1)!;
      expect(last.comment).toBe(c.version_comment);
      const data = JSON.parse(last.data) as Record<string, unknown>;
      for (const key of ['name', 'customer_id', 'vendor_id', 'status_id', 'start_date', 'expiry_date', 'tag'])
        expect(data[key], `${c.tag as string} ${key}`).toEqual(c[key]);
      expect(data.value).toBe(formatMoney(c.value_fils as number));
      expect(data.auto_renew).toBe(Boolean(c.auto_renew));
      expect(data.locations).toEqual(ids('contract_locations', 'location_id', c.id));
      expect(data.assets).toEqual(ids('contract_assets', 'asset_id', c.id));
    }
    // Some were changed with a comment, and their first version differs from the row.
    expect(n('SELECT count(*) FROM contracts WHERE version > 1')).toBeGreaterThan(5);
    expect(
      n(`SELECT count(*) FROM contracts c JOIN contract_versions v ON v.contract_id = c.id AND v.version = 1
         WHERE c.version > 1 AND json_extract(v.data, '$.value') <> printf('%.3f', c.value_fils / 1000.0)`),
    ).toBeGreaterThan(0);
    // Sites were added over time: the first version covered fewer places than the contract does now.
    expect(
      n(`SELECT count(*) FROM contracts c JOIN contract_versions v ON v.contract_id = c.id AND v.version = 1
         WHERE json_array_length(v.data, '$.locations') < (SELECT count(*) FROM contract_locations l WHERE l.contract_id = c.id)`),
    ).toBeGreaterThan(0);
  });

  const lineTotals = (table: string, key: string) =>
    all<{ id: number; quantity: number; unit_price_fils: number }>(
      `SELECT ${key} AS id, quantity, unit_price_fils FROM ${table}`,
    ).reduce((sums, l) => sums.set(l.id, (sums.get(l.id) ?? 0) + lineAmount(l.quantity, l.unit_price_fils)), new Map());

  it('prices quotations from their lines plus VAT in fils; accepted ones became their contracts', () => {
    const sums = lineTotals('contract_quotation_lines', 'quotation_id');
    const quotations = all<{
      id: number;
      tax_rate: number;
      subtotal_fils: number;
      tax_fils: number;
      total_fils: number;
    }>('SELECT id, tax_rate, subtotal_fils, tax_fils, total_fils FROM contract_quotations');
    for (const q of quotations) {
      expect(q.subtotal_fils).toBe(sums.get(q.id));
      expect(q.tax_fils).toBe(taxOn(q.subtotal_fils, q.tax_rate));
      expect(q.total_fils).toBe(q.subtotal_fils + q.tax_fils);
    }
    expect(all<{ status: string }>('SELECT DISTINCT status FROM contract_quotations').map((q) => q.status)).toEqual(
      expect.arrayContaining(['draft', 'sent', 'accepted', 'rejected']),
    );
    expect(
      n(`SELECT count(*) FROM contract_quotations q WHERE q.status = 'accepted' AND NOT EXISTS (SELECT 1 FROM contracts c
         WHERE c.quotation_id = q.id AND c.customer_id = q.customer_id AND c.quotation_amount_fils = q.total_fils)`),
    ).toBe(0);
    expect(
      n(
        "SELECT count(*) FROM contracts c JOIN contract_quotations q ON q.id = c.quotation_id WHERE q.status <> 'accepted'",
      ),
    ).toBe(0);
  });

  it('bills invoices as lines plus tax, to the contract’s customer; some paid, some overdue at the anchor', () => {
    const sums = lineTotals('contract_invoice_lines', 'invoice_id');
    const invoices = all<{
      id: number;
      tax_rate: number;
      subtotal_fils: number;
      tax_fils: number;
      total_fils: number;
    }>('SELECT id, tax_rate, subtotal_fils, tax_fils, total_fils FROM contract_invoices');
    expect(invoices.length).toBeGreaterThan(20);
    for (const i of invoices) {
      expect(i.subtotal_fils).toBe(sums.get(i.id));
      expect(i.tax_fils).toBe(taxOn(i.subtotal_fils, i.tax_rate));
      expect(i.total_fils).toBe(i.subtotal_fils + i.tax_fils);
    }
    expect(
      n(`SELECT count(*) FROM contract_invoices i JOIN contracts c ON c.id = i.contract_id
         WHERE i.customer_id IS NOT c.customer_id OR i.due_date < i.issue_date OR i.period_end < i.period_start`),
    ).toBe(0);
    expect(n("SELECT count(*) FROM contract_invoices WHERE (status = 'paid') <> (paid_at IS NOT NULL)")).toBe(0);
    expect(n(`SELECT count(*) FROM contract_invoices WHERE paid_at > '${TEST_ANCHOR} 08:00:00'`)).toBe(0);
    expect(n("SELECT count(*) FROM contract_invoices WHERE status = 'paid'")).toBeGreaterThan(0);
    expect(n("SELECT count(*) FROM contract_invoices WHERE status = 'draft'")).toBeGreaterThan(0);
    expect(
      n(`SELECT count(*) FROM contract_invoices WHERE status = 'issued' AND due_date < '${TEST_ANCHOR}'`),
    ).toBeGreaterThan(0);
    expect(
      n(`SELECT count(*) FROM contract_invoices WHERE status = 'issued' AND due_date >= '${TEST_ANCHOR}'`),
    ).toBeGreaterThan(0);
  });

  it('gives major customers SLAs of their own contracts, with targets per priority, uptime and both signatures', () => {
    const active = all<{ id: number; customer_id: number; contract_id: number | null }>(
      "SELECT id, customer_id, contract_id FROM agreements WHERE status = 'active'",
    );
    expect(new Set(active.map((a) => a.customer_id)).size).toBeGreaterThanOrEqual(4);
    expect(
      n(
        `SELECT count(*) FROM agreements a JOIN contracts c ON c.id = a.contract_id WHERE c.customer_id IS NOT a.customer_id`,
      ),
    ).toBe(0);
    for (const a of active) {
      const kinds = (kind: string) =>
        n(
          `SELECT count(DISTINCT priority_id) FROM agreement_commitments WHERE agreement_id = ${a.id} AND kind = '${kind}'`,
        );
      expect(kinds('response')).toBeGreaterThanOrEqual(2);
      expect(kinds('response')).toBe(kinds('resolution'));
      expect(
        n(
          `SELECT count(DISTINCT side) FROM agreement_signatories WHERE agreement_id = ${a.id} AND signed_at IS NOT NULL`,
        ),
      ).toBe(2);
    }
    expect(
      n(`SELECT count(*) FROM agreement_commitments WHERE (kind = 'uptime') <> (category_id IS NOT NULL AND target_percent IS NOT NULL)
         OR (kind <> 'uptime') <> (priority_id IS NOT NULL AND target_hours IS NOT NULL)`),
    ).toBe(0);
    // Equipment covered by an SLA is the SLA customer's, and its uptime commitment is of its category.
    expect(
      n(
        `SELECT count(*) FROM assets a JOIN agreements g ON g.id = a.agreement_id WHERE a.customer_id IS NOT g.customer_id`,
      ),
    ).toBe(0);
    expect(
      n(`SELECT count(*) FROM assets a JOIN agreement_commitments k ON k.id = a.commitment_id JOIN models m ON m.id = a.model_id
         WHERE k.agreement_id IS NOT a.agreement_id OR k.category_id IS NOT m.category_id`),
    ).toBe(0);
    expect(n('SELECT count(*) FROM assets WHERE commitment_id IS NOT NULL')).toBeGreaterThan(0);
  });

  it('has high-priority work at SLA customers’ sites answered or finished late: breaches to trace', () => {
    const hours = (from: string, to: string) => `(julianday(${to}) - julianday(${from})) * 24`;
    const breaches = all<{ number: string; agreement: string }>(
      `SELECT w.number, g.name AS agreement FROM agreements g
       JOIN agreement_commitments k ON k.agreement_id = g.id AND k.kind IN ('response', 'resolution')
       JOIN work_orders w ON w.customer_id = g.customer_id AND w.priority_id = k.priority_id
         AND w.created_at >= g.start_date AND w.created_at <= g.end_date
       JOIN work_order_priorities p ON p.id = w.priority_id
       WHERE g.status = 'active' AND g.hours_mode = '24x7' AND p.code IN ('P1', 'P2')
         AND CASE k.kind WHEN 'response' THEN ${hours('w.created_at', 'w.first_response_at')}
           ELSE ${hours('w.created_at', 'w.completed_at')} END > k.target_hours`,
    );
    expect(breaches.length).toBeGreaterThan(0);
    expect(new Set(breaches.map((b) => b.agreement)).size).toBeGreaterThanOrEqual(3);
  });
});

/**
 * The large profile (the benchmark estate) claims the same dates: a slice of it, past the demo's asset
 * scale but small enough to seed in seconds, must back each checkout, acceptance and audit by its log row.
 */
describe('the large profile backs its claimed dates too', () => {
  const slice = openDatabase(':memory:');
  seedDatabase(slice, {
    anchor: TEST_ANCHOR,
    profile: 'large',
    scale: {
      staffUsers: 150,
      extraSuppliers: 20,
      extraLocations: 30,
      assets: 6_000,
      maintenances: 100,
      bulkWorkOrders: 0,
      preventivePlans: 5,
    },
  });
  const count = (sql: string) => slice.sqlite.prepare(sql).pluck().get() as number;
  const unbacked = (column: string, action: string) =>
    count(`SELECT count(*) FROM assets a WHERE a.${column} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM action_logs l
       WHERE l.item_type = 'hardware' AND l.item_id = a.id AND l.action_type = '${action}' AND l.created_at = a.${column})`);

  it.each([
    ['last_checkout', 'checkout'],
    ['accepted_at', 'accepted'],
    ['last_audit_date', 'audit'],
  ])('every %s has its %s entry', (column, action) => {
    expect(count(`SELECT count(*) FROM assets WHERE ${column} IS NOT NULL`)).toBeGreaterThan(100);
    expect(unbacked(column, action)).toBe(0);
  });
});
