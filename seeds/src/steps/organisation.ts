import { ROLE_GROUPS } from '@cmms/contracts';
import { COMPANIES, DEPARTMENTS, LOCATIONS, TOWNS, type SiteType } from '../data/master-data.js';
import type { SeedStep } from '../modules/seed-step.js';
import { gulfAddress, type Site } from '../workforce.js';

/** The large profile's extra sites take these types in turn. */
const EXTRA_SITE_TYPES: SiteType[] = ['office tower', 'warehouse', 'industrial plant', 'hotel', 'mall', 'hospital'];

/**
 * Permission groups, companies, their sites (the curated ones with their children, then the large profile's
 * generated ones) and the departments at the headquarters. Hands the ids and sites over as `organisation`.
 */
export const organisationStep: SeedStep = {
  name: 'organisation',
  sharedFaker: true,
  run({ faker, insert, count, stamps, profile, handoff }) {
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
    handoff.put('organisation', {
      groupIds,
      companyIds,
      sites,
      extraSites,
      locationIds,
      departmentIds,
      departmentByName: new Map(DEPARTMENTS.map((name, i) => [name, departmentIds[i]!])),
    });
  },
};
