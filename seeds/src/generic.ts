import type { Faker } from '@faker-js/faker';
import { columnOf, referenceTargets, type FieldDecl, type ResourceDecl } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';

/** Things a facilities firm names and writes about, for the text of generated rows. */
export const GENERATED_ITEMS = [
  'Fan coil unit',
  'Fire damper',
  'Booster pump set',
  'Cooling tower fan',
  'Main distribution board',
  'Emergency light fitting',
  'Domestic water tank',
  'Toilet exhaust fan',
  'Sump pump',
  'Lighting control panel',
  'Gas detection panel',
  'Access control reader',
  'CCTV camera',
  'Irrigation controller',
  'Pressurisation unit',
  'Variable speed drive',
];
const NOTES = [
  'Checked during the monthly site round.',
  'Covered by the annual maintenance contract.',
  'Spare held in the Muharraq workshop store.',
  'Replace at the next planned shutdown.',
  'Access through the basement plant room; permit to work needed.',
];

/** A believable value for a field from its kind alone, for resources without curated seed data. */
function valueFor(faker: Faker, sqlite: Sqlite, key: string, f: FieldDecl, index: number): unknown {
  if (f.sample !== undefined) return f.sample;
  const alwaysSet =
    f.kind === 'boolean' ||
    f.kind === 'multi-reference' ||
    f.kind === 'permissions' ||
    ((f.kind === 'enum' || f.kind === 'integer' || f.kind === 'number') && f.default !== undefined);
  if (!f.required && !alwaysSet && faker.datatype.boolean({ probability: 0.2 })) return null;
  const max = 'max' in f && f.max !== undefined ? f.max : undefined;
  switch (f.kind) {
    case 'text': {
      if (f.samples?.length) {
        const sample = f.samples[index % f.samples.length]!;
        const round = Math.floor(index / f.samples.length);
        return f.unique && round > 0 ? `${sample} ${round + 1}` : sample;
      }
      const item = faker.helpers.arrayElement(GENERATED_ITEMS);
      const text = f.unique ? `${item} ${index + 1}` : item;
      return max ? text.slice(0, max) : text;
    }
    case 'textarea':
      return faker.helpers.arrayElement(NOTES);
    case 'email':
      return faker.internet.email().toLowerCase();
    case 'url':
      return faker.internet.url();
    case 'phone':
      return `+973 17${faker.string.numeric(6)}`;
    case 'color':
      return faker.color.rgb({ format: 'hex', casing: 'upper' });
    case 'integer':
      return faker.number.int({ min: f.min ?? 0, max: Math.min(f.max ?? 100, 100_000) });
    case 'number':
      return faker.number.float({ min: f.min ?? 0, max: f.max ?? 1000, fractionDigits: 2 });
    case 'date':
      return faker.date.recent({ days: 365 }).toISOString().slice(0, 10);
    case 'boolean':
      return faker.datatype.boolean();
    case 'enum':
      return faker.helpers.arrayElement(f.options);
    case 'reference':
    case 'multi-reference': {
      const target = referenceTargets[f.ref];
      const deleted = target?.softDelete ? 'WHERE deleted_at IS NULL' : '';
      const ids = target
        ? (sqlite.prepare(`SELECT id FROM "${target.table}" ${deleted} LIMIT 50`).pluck().all() as number[])
        : [];
      if (f.kind === 'multi-reference')
        return JSON.stringify(ids.length ? faker.helpers.arrayElements(ids, { min: 1, max: 3 }) : []);
      return ids.length ? faker.helpers.arrayElement(ids) : null;
    }
    case 'password':
      return null;
    case 'permissions':
      return '{}';
    case 'money':
      // Whole dinars, in fils.
      return faker.number.int({ min: 1, max: 5000 }) * 1000;
  }
  void key;
}

/** Fills an empty declared table with rows generated from its field kinds. */
export function seedGeneric(
  faker: Faker,
  sqlite: Sqlite,
  r: ResourceDecl,
  rows: number,
  insert: (table: string, row: Record<string, unknown>) => number,
  stamps: () => Record<string, unknown>,
): number {
  const existing = (sqlite.prepare(`SELECT count(*) AS n FROM "${r.table}"`).get() as { n: number }).n;
  if (existing > 0) return 0;
  // A plain id column with a foreign key (a contract's quotation) takes an existing row's id, or none.
  const foreign = new Map(
    (sqlite.pragma(`foreign_key_list("${r.table}")`) as { from: string; table: string }[]).map((fk) => [
      fk.from,
      fk.table,
    ]),
  );
  const existingIds = (table: string) =>
    sqlite.prepare(`SELECT id FROM "${table}" ORDER BY id LIMIT 50`).pluck().all() as number[];
  for (let i = 0; i < rows; i++) {
    const row: Record<string, unknown> = {};
    for (const [key, f] of Object.entries(r.fields)) {
      // Join-table lists are not columns; read-only columns are the server's to fill, so seeds fill them.
      if (f.kind === 'multi-reference' && f.through) continue;
      const target = f.kind === 'integer' ? foreign.get(key) : undefined;
      const ids = target ? existingIds(target) : [];
      const value = target
        ? ids.length && faker.datatype.boolean()
          ? faker.helpers.arrayElement(ids)
          : null
        : valueFor(faker, sqlite, key, f, i);
      // No value leaves the column to its default (a contract's version starts at 1).
      if (value !== null) row[columnOf(key, f)] = value;
    }
    insert(r.table, { ...row, ...stamps() });
  }
  return rows;
}
