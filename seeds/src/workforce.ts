import type { Faker } from '@faker-js/faker';
import { DEMO_ACCOUNTS } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import type { SiteType } from './data/master-data.js';
import { DEMO_PEOPLE, DEPARTMENT_BY_TITLE, NAME_GROUPS, SUPPLIER_PARTS, TITLES } from './data/workforce-data.js';
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
