/**
 * How fast the asset list answers at the `large` profile (100k assets): seeds it into a temp file,
 * then times filtered, searched and sorted pages through `app.inject` (median of 20 after warm-up).
 *   npx tsx scripts/bench/asset-list.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@cmms/contracts';
import { openDatabase } from '@cmms/db';
import { seedDatabase } from '@cmms/seeds';
import { buildApp } from '@cmms/server';

const dir = mkdtempSync(join(tmpdir(), 'cmms-asset-bench-'));
try {
  const conn = openDatabase(join(dir, 'app.sqlite'));
  let t0 = performance.now();
  const summary = seedDatabase(conn, { profile: 'large' });
  console.log(`seeded large: ${summary.rows.assets} assets in ${Math.round(performance.now() - t0)} ms`);
  const one = (sql: string) => conn.sqlite.prepare(sql).pluck().get() as number;
  const status = one(
    "SELECT status_id FROM assets a JOIN status_labels s ON s.id = a.status_id WHERE s.type = 'deployable' GROUP BY status_id ORDER BY count(*) DESC LIMIT 1",
  );
  const category = one("SELECT id FROM categories WHERE name = 'Laptops'");
  const category2 = one("SELECT id FROM categories WHERE name = 'Chillers'");
  const location = one('SELECT location_id FROM assets GROUP BY location_id ORDER BY count(*) DESC LIMIT 1');
  const app = await buildApp({ connection: conn, dataDir: dir });
  const login = await app.inject({
    method: 'POST',
    url: `${API_BASE}/login`,
    payload: { email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().payload.accessToken as string}` };
  const cases: [string, string][] = [
    ['plain first page (default sort)', '/hardware?limit=25'],
    [
      'filter+search+sort (search "LT-MAN")',
      `/hardware?search=LT-MAN&status_id=${status}&category_id=${category}&sort=asset_tag&order=asc&limit=25`,
    ],
    [
      'same, broad term "LT-" (1 in 8 assets)',
      `/hardware?search=LT-&status_id=${status}&category_id=${category}&sort=asset_tag&order=asc&limit=25`,
    ],
    ['filter+search+sort, serial fragment', `/hardware?search=DE0&status_id=${status}&sort=name&limit=25`],
    ['search by model name, sort by name', `/hardware?search=ThinkPad&sort=name&order=desc&limit=25`],
    ['search by person, sort by model (join)', `/hardware?search=Smith&sort=model&order=asc&limit=25`],
    [
      'two categories + location, sort by category',
      `/hardware?category_id=${category}&category_id=${category2}&location_id=${location}&sort=category&limit=25`,
    ],
    ['deep page (offset 50,000)', '/hardware?offset=50000&limit=25&sort=asset_tag'],
    ['search without match (full scan)', '/hardware?search=zzqx-nothing&limit=25'],
  ];
  for (const [label, path] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 23; i++) {
      t0 = performance.now();
      const res = await app.inject({ url: `${API_BASE}${path}`, headers });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      total = res.json().total as number;
      if (i >= 3) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(
      `${label.padEnd(46)} median ${median.toFixed(1).padStart(6)} ms  p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1).padStart(6)} ms  total ${total}`,
    );
  }
  t0 = performance.now();
  const all = await app.inject({ url: `${API_BASE}/hardware?all=1&category_id=${category}`, headers });
  console.log(
    `all=1 (one category, ${all.json().rows.length} rows, ${(all.body.length / 1e6).toFixed(1)} MB) ${Math.round(performance.now() - t0)} ms`,
  );
  await app.close();
  conn.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
