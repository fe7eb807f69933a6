import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@cmms/contracts';
import { GENERATED_ITEMS } from '@cmms/seeds/generic';
import { createTestApp, type TestApp } from '../../support/app.js';

/**
 * Issue 25: a declared resource without curated seed rows is seeded from its declaration; its rows must
 * read as what they are ("Muharraq tool crib"), not as the generic seeder's plant-room words ("Fan coil
 * unit 4" for a store). A title field gives `samples`, or the resource gets curated rows.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const generated = (title: unknown) =>
  typeof title === 'string' && GENERATED_ITEMS.some((item) => title === item || title.startsWith(`${item} `));

describe('seeded titles', () => {
  it.each(resources.map((r) => [r.name, r] as const))('%s: no row titled with a generic word', (_name, r) => {
    const titles = t.conn.sqlite.prepare(`SELECT "${r.titleField}" FROM "${r.table}"`).pluck().all();
    expect(titles.filter(generated)).toEqual([]);
  });
});
