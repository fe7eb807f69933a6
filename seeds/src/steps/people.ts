import { DEMO_PASSWORD } from '@cmms/contracts';
import { hashPassword } from '@cmms/db';
import { createHash } from 'node:crypto';
import type { SeedStep } from '../modules/seed-step.js';
import { seedStaff, separateNamesakes, stationTechnicians } from '../workforce.js';

/**
 * The demo accounts (ids 1..5 on every seed) and the staff at the organisation's sites, the technicians
 * stationed where their trade is needed, Snipe-IT v8's user columns, and the managers of departments and sites.
 */
export const peopleStep: SeedStep = {
  name: 'people',
  requires: ['organisation'],
  sharedFaker: true,
  run({ faker, sqlite, insert, count, stamps, profile, dates, seed, handoff }) {
    const { groupIds, companyIds, sites, extraSites, locationIds, departmentIds, departmentByName } =
      handoff.take('organisation');
    // One hash for every seeded account keeps seeding fast and the rows identical between runs.
    const passwordHash = hashPassword(
      DEMO_PASSWORD,
      createHash('sha256').update(`seed:${seed}`).digest().subarray(0, 16),
    );
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
      departments: departmentByName,
      sites: profile.extraLocations ? [...sites, ...extraSites] : sites,
    });
    // Technicians are the firm's, stationed at the sites whose equipment needs their trade; one person per name.
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
  },
};
