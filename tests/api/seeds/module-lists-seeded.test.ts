import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@cmms/contracts';
import { featureEndpoints } from '@cmms/contracts/features/index';
import { createTestApp, type TestApp } from '../../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Lists of a feature module reached without a record in the path. */
const lists = featureEndpoints
  .filter((e) => e.method === 'GET' && !e.path.includes(':'))
  .map((e) => [e.id, e] as const);

/**
 * A feature module seeds its own story (a `SeedStep`): each of its lists (`{ total, rows }`) shows rows to at
 * least one demo role on the seeded database, so a module whose seed step is missing, or writes nothing a
 * screen shows, fails here. Lists per caller (drafts, notifications) count for whichever role holds them.
 */
describe('feature modules’ lists on the seeded database', () => {
  it.each(lists)('%s has rows for a demo role', async (_id, e) => {
    const totals: Record<string, number> = {};
    let isList = false;
    for (const { role } of DEMO_ACCOUNTS) {
      const body = (await t.call(role, { url: e.path })).json() as { total?: unknown; rows?: unknown };
      if (typeof body?.total !== 'number' || !Array.isArray(body.rows)) continue;
      isList = true;
      totals[role] = body.total;
    }
    if (isList) expect(Math.max(...Object.values(totals)), JSON.stringify(totals)).toBeGreaterThan(0);
  });

  it('reach the lists of every module that has one', () => {
    expect(lists.map(([id]) => id)).toEqual(expect.arrayContaining(['logbooks.forms', 'logbooks.loggers']));
  });
});
