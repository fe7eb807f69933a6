import type { Faker } from '@faker-js/faker';
import { DEMO_ACCOUNTS } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { SiteType } from './data/master-data.js';
import {
  DEMO_PEOPLE,
  DEPARTMENT_BY_TITLE,
  NAME_GROUPS,
  SUPPLIER_PARTS,
  TECHNICIAN_ROSTER,
  TITLES,
} from './data/workforce-data.js';
import type { SeedProfile } from './profiles.js';

type Insert = (table: string, row: Record<string, unknown>) => number;

/** A seeded site: the company that owns it and its type. */
export interface Site {
  id: number;
  name: string;
  company: number;
  type: SiteType;
}

interface Context {
  faker: Faker;
  sqlite: Sqlite;
  insert: Insert;
  stamps: () => Record<string, unknown>;
  count: (table: string, n?: number) => void;
  profile: SeedProfile;
  passwordHash: string;
  groupIds: ReadonlyMap<string, number>;
  departments: ReadonlyMap<string, number>;
  /** The curated sites (staff work there) and the headquarters (the demo accounts'). */
  sites: readonly Site[];
}

const HOSPITAL: readonly SiteType[] = ['hospital', 'radiology', 'operating theatres'];

/** A first and family name from one of the workforce's groups. */
export function gulfName(faker: Faker): { first: string; last: string } {
  const group = faker.helpers.weightedArrayElement(NAME_GROUPS.map((g) => ({ weight: g.weight, value: g })));
  return { first: faker.helpers.arrayElement(group.first), last: faker.helpers.arrayElement(group.last) };
}

/** A Bahraini address: building, road and block, as addresses are written there. */
export const gulfAddress = (faker: Faker): string =>
  `Building ${faker.number.int({ min: 10, max: 2999 })}, Road ${faker.number.int({ min: 100, max: 4999 })}, Block ${faker.number.int({ min: 101, max: 1299 })}`;

/**
 * The demo accounts (ids 1..5, logins as documented) and the staff: each works at a site and belongs to
 * the company that owns it, with a job title of its role (hospitals have their biomedical technicians).
 * Returns the user ids in order.
 */
export function seedStaff(ctx: Context): number[] {
  const { faker, insert, count, passwordHash, groupIds, departments, sites } = ctx;
  const hq = sites[0]!;
  const department = (title: string, fallback: string) =>
    departments.get(DEPARTMENT_BY_TITLE[title] ?? fallback) ?? departments.values().next().value!;
  const userIds: number[] = [];
  DEMO_ACCOUNTS.forEach((account, i) => {
    const person = DEMO_PEOPLE[i]!;
    const id = insert('users', {
      first_name: person.first,
      last_name: person.last,
      username: account.username,
      email: account.email,
      password: passwordHash,
      activated: true,
      permissions: '{}',
      role_type: account.role,
      jobtitle: person.title,
      phone: `+973 39${faker.string.numeric(6)}`,
      employee_num: `E-${String(1000 + userIds.length)}`,
      company_id: hq.company,
      department_id: department(person.title, 'Maintenance'),
      location_id: hq.id,
      ...ctx.stamps(),
    });
    insert('users_groups', { user_id: id, group_id: groupIds.get(account.role) });
    userIds.push(id);
    count('users');
  });
  const staffRoles = ['technician', 'technician', 'technician', 'viewer', 'manager'] as const;
  for (let i = 0; i < ctx.profile.staffUsers; i++) {
    const { first, last } = gulfName(faker);
    const role = staffRoles[i % staffRoles.length]!;
    const site = faker.helpers.arrayElement(sites);
    const title =
      role === 'technician' && HOSPITAL.includes(site.type) && faker.datatype.boolean()
        ? faker.helpers.arrayElement(TITLES.hospitalTechnician)
        : faker.helpers.arrayElement(TITLES[role]);
    const username = `${first}.${last}${i}`.toLowerCase().replace(/[^a-z0-9.]/g, '');
    const id = insert('users', {
      first_name: first,
      last_name: last,
      username,
      email: `${username}@demo.test`,
      password: passwordHash,
      activated: i % 17 !== 5,
      permissions: '{}',
      role_type: role,
      jobtitle: title,
      phone: `+973 3${faker.string.numeric(7)}`,
      employee_num: `E-${1000 + userIds.length}`,
      company_id: site.company,
      department_id: department(title, role === 'viewer' ? 'Facilities' : 'Maintenance'),
      location_id: site.id,
      manager_id: userIds[1],
      ...ctx.stamps(),
    });
    insert('users_groups', { user_id: id, group_id: groupIds.get(role) });
    userIds.push(id);
    count('users');
  }
  return userIds;
}

/** Suppliers of a Gulf facilities firm: the curated four, then names made of a name, a trade and a legal form. */
export function seedSuppliers(ctx: Pick<Context, 'faker' | 'insert' | 'stamps' | 'count' | 'profile'>): void {
  const { faker } = ctx;
  const { names, trades, forms } = SUPPLIER_PARTS;
  const supplierNames = new Set<string>([
    'Bahrain Industrial Supplies W.L.L.',
    'Gulf HVAC Spares',
    'Delmon Electrical Trading',
    'Manama Office Solutions',
  ]);
  const wanted = 4 + ctx.profile.extraSuppliers;
  while (supplierNames.size < wanted) {
    const base = `${faker.helpers.arrayElement(names)} ${faker.helpers.arrayElement(trades)}`;
    // Past a few hundred (the large profile) the same firm has branches.
    const branch =
      supplierNames.size > 400
        ? ` – ${faker.helpers.arrayElement(['Sitra', 'Riffa', 'Muharraq', 'Hidd', 'Tubli', 'Salmabad'])} branch ${supplierNames.size}`
        : '';
    supplierNames.add(`${base} ${faker.helpers.arrayElement(forms)}${branch}`);
  }
  for (const name of supplierNames) {
    const contact = gulfName(faker);
    const domain = name
      .replace(/ (W\.L\.L\.|Co\.|B\.S\.C\. \(c\)|Trading Est\.|S\.P\.C\.).*$/, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '');
    ctx.insert('suppliers', {
      name,
      contact: `${contact.first} ${contact.last}`,
      phone: `+973 17${faker.string.numeric(6)}`,
      email: `${contact.first.toLowerCase()}@${domain}.bh`,
      url: `https://www.${domain}.bh`,
      address: gulfAddress(faker),
      city: faker.helpers.arrayElement(['Manama', 'Muharraq', 'Sitra', 'Riffa', 'Isa Town', 'Hamad Town']),
      country: 'BH',
      zip: String(faker.number.int({ min: 100, max: 1299 })),
      ...ctx.stamps(),
    });
    ctx.count('suppliers');
  }
}

/**
 * The firm's technicians after {@link seedStaff} (no random draws, so every later row stays as it was):
 * each belongs to the firm, not to the client whose site it works at, and the active ones take their
 * station and trade from TECHNICIAN_ROSTER; the inactive ones sit in the head office. Returns nothing:
 * the rows say it.
 */
export function stationTechnicians(
  sqlite: Sqlite,
  firm: number,
  locations: ReadonlyMap<string, number>,
  departments: ReadonlyMap<string, number>,
): void {
  const technicians = sqlite
    .prepare("SELECT id, email, activated FROM users WHERE role_type = 'technician' ORDER BY id")
    .all() as { id: number; email: string; activated: number }[];
  const demo = new Set<string>(DEMO_ACCOUNTS.map((a) => a.email));
  const hq = locations.get('Manama HQ')!;
  const station = sqlite.prepare(
    'UPDATE users SET company_id = ?, location_id = ?, jobtitle = coalesce(?, jobtitle), department_id = coalesce(?, department_id) WHERE id = ?',
  );
  let turn = 0;
  for (const t of technicians) {
    if (demo.has(t.email)) continue;
    const slot = t.activated ? TECHNICIAN_ROSTER[turn++ % TECHNICIAN_ROSTER.length] : undefined;
    const department = slot ? departments.get(DEPARTMENT_BY_TITLE[slot.title] ?? 'Maintenance') : undefined;
    station.run(firm, slot ? (locations.get(slot.site) ?? hq) : hq, slot?.title ?? null, department ?? null, t.id);
  }
}

/**
 * No two people share a name: a later namesake takes the next family name of the same group (a Filipino
 * name stays Filipino), with the username and e-mail that follow from it.
 */
export function separateNamesakes(sqlite: Sqlite): void {
  const people = sqlite.prepare('SELECT id, first_name, last_name, username, email FROM users ORDER BY id').all() as {
    id: number;
    first_name: string;
    last_name: string;
    username: string;
    email: string;
  }[];
  const taken = new Set(people.map((p) => `${p.first_name} ${p.last_name}`));
  const seen = new Set<string>();
  const rename = sqlite.prepare('UPDATE users SET last_name = ?, username = ?, email = ? WHERE id = ?');
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9.]/g, '');
  for (const p of people) {
    const name = `${p.first_name} ${p.last_name}`;
    if (!seen.has(name)) {
      seen.add(name);
      continue;
    }
    const group = NAME_GROUPS.find((g) => g.last.includes(p.last_name)) ?? NAME_GROUPS[0]!;
    const start = group.last.indexOf(p.last_name);
    const last = [...group.last.slice(start + 1), ...group.last.slice(0, start)].find(
      (l) => !taken.has(`${p.first_name} ${l}`),
    );
    if (!last) continue;
    taken.add(`${p.first_name} ${last}`);
    seen.add(`${p.first_name} ${last}`);
    const username = p.username.replace(slug(p.last_name), slug(last));
    rename.run(last, username, p.email.replace(p.username, username), p.id);
  }
}
