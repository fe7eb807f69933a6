import fc from 'fast-check';
import {
  attributeName,
  getResource,
  showWhenHolds,
  bodySchema,
  MONEY_MAX_FILS,
  referenceTargets,
  validationText as t,
  type BodyMode,
  type FieldDecl,
  type ReferenceField,
  type ResourceDecl,
} from '@cmms/contracts';
import { PERMISSION_CHOICES, PERMISSION_KEYS } from '@cmms/contracts/permission-catalog';
import type { Sqlite } from '@cmms/db';
import { z } from 'zod';
import { modelFields } from '@cmms/server/domain/custom-values';
import { arbitraryFor, boundsOf, isWrapper, trickyStrings, type Override } from './zod-arbitrary.js';

/**
 * Bodies for one declared resource. The zod body schema gives the shapes; the field declarations give
 * what a refinement hides (enum options, which ids exist, which fields are unique or immutable).
 */

type Body = Record<string, unknown>;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Ids a reference may point at: live rows, and of the declared kind when the field is scoped. */
export function liveIds(sqlite: Sqlite, ref: string, scope?: ReferenceField['scope']): number[] {
  const target = referenceTargets[ref];
  if (!target) throw new Error(`No reference target '${ref}'`);
  const where = [target.softDelete ? 'deleted_at IS NULL' : '1'];
  if (scope) where.push(`${quote(scope.column)} = '${scope.value.replace(/'/g, "''")}'`);
  return (
    sqlite.prepare(`SELECT id FROM ${quote(target.table)} WHERE ${where.join(' AND ')} ORDER BY id`).all() as {
      id: number;
    }[]
  ).map((r) => r.id);
}

/**
 * Valid values of body extras whose rules span the value (a checklist's items: new ones only, option
 * keys unique within an item), generated from their schema and made to follow those rules.
 */
/** A quotation's or invoice's priced lines: a positive quantity and a price, three decimals at most. */
const moneyLines = () =>
  fc.array(
    fc.record({
      description: fc.string({ minLength: 1, maxLength: 40 }).filter((d) => d.trim() !== ''),
      quantity: fc.integer({ min: 1, max: 999_999 }).map((t) => (t / 1000).toFixed(3)),
      unit_price: fc.integer({ min: 0, max: 99_999_999 }).map((fils) => (fils / 1000).toFixed(3)),
    }),
    { maxLength: 3 },
  );

const EXTRA_BODIES: Record<string, (r: ResourceDecl, key: string) => fc.Arbitrary<unknown>> = {
  'contractquotations.lines': moneyLines,
  'contractinvoices.lines': moneyLines,
  'checklists.items': (r, key) =>
    (arbitraryFor(r.bodyExtras![key]!) as fc.Arbitrary<Record<string, unknown>[]>).map((items) =>
      items.map(({ id: _id, ...item }) =>
        Array.isArray(item.options)
          ? { ...item, options: [...new Map((item.options as { key: string }[]).map((o) => [o.key, o])).values()] }
          : item,
      ),
    ),
};

/** Enum options and existing ids come from the declarations and the database, not from zod. */
function fieldOverride(r: ResourceDecl, sqlite: Sqlite): Override {
  return (schema, path) => {
    const extra = path.length === 1 ? EXTRA_BODIES[`${r.name}.${path[0]}`] : undefined;
    if (extra && !isWrapper(schema)) return extra(r, path[0]!);
    const f = path.length === 1 ? r.fields[path[0] ?? ''] : undefined;
    if (!f || isWrapper(schema)) return undefined;
    if (f.kind === 'enum') return fc.constantFrom(...f.options);
    if (f.kind === 'reference') {
      const ids = liveIds(sqlite, f.ref, f.scope);
      if (ids.length === 0) throw new Error(`${r.name}.${path[0]}: no ${f.ref} rows to point at`);
      return fc.constantFrom(...ids);
    }
    if (f.kind === 'multi-reference') {
      // Ids that exist; a target not declared yet (asset models) takes any positive ids.
      const ids = referenceTargets[f.ref] ? liveIds(sqlite, f.ref) : [];
      const id = ids.length ? fc.constantFrom(...ids) : fc.integer({ min: 1, max: 1_000_000 });
      return fc.uniqueArray(id, { maxLength: 3 });
    }
    if (f.kind === 'permissions') {
      return fc.dictionary(fc.constantFrom(...PERMISSION_KEYS), fc.constantFrom(...PERMISSION_CHOICES), { maxKeys: 6 });
    }
    if (f.kind === 'money') {
      // Bodies send dinars with three decimals ("12.345"), within the field's bounds in fils.
      const fils = fc.integer({ min: f.min ?? 0, max: Math.min(f.max ?? MONEY_CAP_FILS, MONEY_CAP_FILS) });
      return fils.map((v) => `${Math.floor(v / 1000)}.${String(v % 1000).padStart(3, '0')}`);
    }
    if (f.kind === 'date') {
      const day = fc.date({ min: new Date('1970-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });
      return day.map((d) => d.toISOString().slice(0, 10));
    }
    return undefined;
  };
}

/** The body schema's own cap on money: the business cap of `kit/money.ts`. */
const MONEY_CAP_FILS = MONEY_MAX_FILS;

const schemas = new Map<string, z.ZodObject>();
/** The contract's body schema, built once: zod compiles a parser per schema object on first use. */
export function schemaFor(r: ResourceDecl, mode: BodyMode): z.ZodObject {
  const key = `${r.name}:${mode}`;
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = bodySchema(r, mode)));
  return schema;
}

/**
 * A body the contract accepts. `skip` leaves fields out: immutable fields on update, and fields whose
 * validity depends on the target row (a parent that would be a cycle).
 */
export function validBody(
  r: ResourceDecl,
  mode: BodyMode,
  sqlite: Sqlite,
  skip: (f: FieldDecl) => boolean = () => false,
): fc.Arbitrary<Body> {
  const shape = Object.entries(schemaFor(r, mode).shape).filter(([key]) => {
    const f = r.fields[key];
    return !f || !skip(f);
  });
  const body = arbitraryFor(z.object(Object.fromEntries(shape)), fieldOverride(r, sqlite)) as fc.Arbitrary<Body>;
  return body.map((b) => withConfirmation(r, b));
}

/** Laravel's `confirmed`: a valid body repeats each confirmed password in `<key>_confirmation`. */
function withConfirmation(r: ResourceDecl, body: Body): Body {
  const out = { ...body };
  for (const [key, f] of Object.entries(r.fields)) {
    if (f.kind !== 'password' || !f.confirm) continue;
    if (typeof out[key] === 'string') out[`${key}_confirmation`] = out[key];
    else delete out[`${key}_confirmation`];
  }
  return out;
}

const LISTS = { user: 'assignee_users', group: 'assignee_groups' } as const;
const storedIds = (text: unknown): number[] => (typeof text === 'string' ? (JSON.parse(text) as number[]) : []);

/** A value each custom field format accepts, for the fields a model's fieldset requires. */
const FORMAT_SAMPLES: Record<string, string> = {
  MAC: '00:1B:44:11:3A:B7',
  NUMERIC: '12',
  EMAIL: 'fuzz@example.test',
  URL: 'https://example.test',
  DATE: '2026-03-15',
  BOOLEAN: '1',
  IP: '10.0.0.1',
  IPV4: '10.0.0.1',
  IPV6: '::1',
  ALPHA: 'abc',
  'ALPHA-DASH': 'ab-12',
  'ALPHA-NUMERIC': 'ab12',
};

/** The cross-field rules of users and assets, made true of a body the schema accepts. */
function conformOwnRules(r: ResourceDecl, sqlite: Sqlite, body: Body, existing?: Record<string, unknown>): Body {
  const out = { ...body };
  // A user's end date is never before its start date.
  if (r.name === 'users') {
    const start = out.start_date !== undefined ? out.start_date : existing?.start_date;
    const end = out.end_date !== undefined ? out.end_date : existing?.end_date;
    if (typeof start === 'string' && typeof end === 'string' && end < start) out.end_date = start;
  }
  // An invoice's period ends on or after it starts, and it falls due on or after its issue.
  if (r.name === 'contractinvoices') {
    for (const [from, to] of [
      ['period_start', 'period_end'],
      ['issue_date', 'due_date'],
    ] as const) {
      const start = out[from] !== undefined ? out[from] : existing?.[from];
      const end = out[to] !== undefined ? out[to] : existing?.[to];
      if (typeof start === 'string' && typeof end === 'string' && end < start) out[to] = start;
    }
  }
  // A new asset carries the custom fields its model's fieldset requires.
  if (r.name === 'hardware' && !existing) {
    for (const f of modelFields(sqlite, out.model_id))
      if (f.required && out[f.db_column_name] === undefined) out[f.db_column_name] = FORMAT_SAMPLES[f.format] ?? 'x';
  }
  if (['hardware', 'locations', 'contracts', 'workorders'].includes(r.name)) conformService(r, sqlite, out, existing);
  return out;
}

/**
 * The service business's rules: an asset's customer owns its location (its SLA left out), a
 * sub-location takes its parent's customer, a contract names its party, ends after it starts and
 * leaves its narrowed lists and quotation empty.
 */
function conformService(r: ResourceDecl, sqlite: Sqlite, out: Body, existing?: Record<string, unknown>): void {
  const after = (key: string) => (out[key] !== undefined ? out[key] : (existing?.[key] ?? null));
  const first = (table: string) =>
    sqlite.prepare(`SELECT id FROM ${table} WHERE deleted_at IS NULL ORDER BY id LIMIT 1`).pluck().get() as number;
  if (r.name === 'hardware') {
    for (const key of ['agreement_id', 'commitment_id']) if (out[key] !== undefined) out[key] = null;
    // No customer while the place moves (a new default location moves an unassigned asset too).
    if (['customer_id', 'location_id', 'rtd_location_id'].some((key) => out[key] !== undefined)) out.customer_id = null;
  }
  if (r.name === 'locations' && after('parent_id') !== null) delete out.customer_id;
  if (r.name === 'workorders') conformWorkOrder(sqlite, out);
  if (r.name === 'contracts') {
    for (const key of ['locations', 'assets']) if (out[key] !== undefined) out[key] = [];
    if (out.quotation_id !== undefined) out.quotation_id = null;
    const party = after('party_type') ?? 'customer';
    const side = party === 'vendor' ? 'vendor_id' : 'customer_id';
    // The other party's id is cleared by the server.
    const other = party === 'vendor' ? 'customer_id' : 'vendor_id';
    if (out[other] !== undefined) out[other] = null;
    if (after(side) === null) out[side] = first(party === 'vendor' ? 'vendors' : 'customers');
    const start = after('start_date');
    const expiry = after('expiry_date');
    if (typeof start === 'string' && typeof expiry === 'string' && expiry <= start) {
      if (out.expiry_date !== undefined) out.expiry_date = null;
      else out.start_date = null;
    }
  }
}

/**
 * A work order's rules (issue 24): its sites and assets are its customer's — the fuzzed ones are kept to
 * those of no customer, and so is the work order — and the people put on it work on work orders.
 */
function conformWorkOrder(sqlite: Sqlite, out: Body): void {
  const ids = (sql: string) => new Set(sqlite.prepare(sql).pluck().all() as number[]);
  if (out.customer_id !== undefined) out.customer_id = null;
  if (Array.isArray(out.locations)) {
    const free = ids('SELECT id FROM locations WHERE customer_id IS NULL');
    out.locations = (out.locations as number[]).filter((id) => free.has(id));
  }
  if (Array.isArray(out.inspectables)) {
    const free = ids(
      `SELECT a.id FROM assets a LEFT JOIN locations l ON l.id = a.location_id
       WHERE coalesce(a.customer_id, l.customer_id) IS NULL`,
    );
    out.inspectables = (out.inspectables as number[]).filter((id) => free.has(id));
  }
  if (typeof out.assignee === 'number' || Array.isArray(out.supportees)) {
    const workers = ids(
      `SELECT DISTINCT u.id FROM users u JOIN users_groups ug ON ug.user_id = u.id
       JOIN permission_groups g ON g.id = ug.group_id
       WHERE u.activated = 1 AND u.deleted_at IS NULL
         AND (g.name IN ('Administrators', 'Maintenance managers', 'Technicians'))`,
    );
    if (typeof out.assignee === 'number' && !workers.has(out.assignee)) out.assignee = [...workers][0] ?? null;
    if (Array.isArray(out.supportees)) out.supportees = (out.supportees as number[]).filter((id) => workers.has(id));
  }
}

/**
 * The cross-field rules the server's hooks apply, made true of a body the schema accepts: a user's
 * dates and an asset's required custom fields; for causes and escalation rules, the list
 * `assignee_type` names holds at least one id, the other is sent empty (the server clears it).
 * `existing` is the target row of an update.
 */
export function conformBody(r: ResourceDecl, sqlite: Sqlite, given: Body, existing?: Record<string, unknown>): Body {
  const body = conformOwnRules(r, sqlite, given, existing);
  if (r.name === 'schedulers') return conformPlan(sqlite, body, existing);
  if (r.name === 'agreements') return conformAgreement(sqlite, body, existing);
  if (!('assignee_type' in r.fields)) return body;
  const touched = ['assignee_type', ...Object.values(LISTS)].some((key) => body[key] !== undefined);
  if (existing && !touched) return body;
  const out = { ...body };
  const type = out.assignee_type !== undefined ? (out.assignee_type ?? 'group') : (existing?.assignee_type ?? 'group');
  const chosen = type === 'user' ? LISTS.user : LISTS.group;
  const other = type === 'user' ? LISTS.group : LISTS.user;
  const ids = out[chosen] !== undefined ? ((out[chosen] as number[] | null) ?? []) : storedIds(existing?.[chosen]);
  if (ids.length === 0) out[chosen] = [liveIds(sqlite, type === 'user' ? 'users' : 'groups')[0]];
  out[other] = [];
  return out;
}

/**
 * The rules the server's SLA hook applies, made true of a body the schema accepts: a customer, a
 * contract of that customer (or none), the end not before the start, business hours complete when
 * the clock runs in them (the server clears them otherwise).
 */
function conformAgreement(sqlite: Sqlite, body: Body, existing?: Record<string, unknown>): Body {
  const out = { ...body };
  const pick = <T>(key: string) => (out[key] !== undefined ? out[key] : existing?.[key]) as T;
  if (pick<number | null>('customer_id') == null) out.customer_id = liveIds(sqlite, 'customers')[0];
  const contract = pick<number | null>('contract_id');
  if (contract != null) {
    const customer = pick<number>('customer_id');
    const owner = sqlite.prepare('SELECT customer_id FROM contracts WHERE id = ?').pluck().get(contract);
    if (owner !== customer) {
      const theirs = sqlite
        .prepare('SELECT id FROM contracts WHERE customer_id = ? AND deleted_at IS NULL ORDER BY id')
        .pluck()
        .get(customer) as number | undefined;
      out.contract_id = theirs ?? null;
    }
  }
  const start = pick<string | null>('start_date');
  const end = pick<string | null>('end_date');
  if (start && end && end < start) out.end_date = start;
  // Business hours are complete when the clock runs in them; otherwise sent empty (the server clears them).
  const business = pick<string>('hours_mode') === 'business';
  out.business_days = business ? 'sun,mon,tue,wed,thu' : null;
  out.business_start = business ? '07:00' : null;
  out.business_end = business ? '15:00' : null;
  return out;
}

const PLAN_TARGETS = { assets: 'assets', model: 'model_id', category: 'category_id', location: 'location_id' } as const;

/**
 * The rules the server's plan hook applies, made true of a body the schema accepts: the field its
 * target names is set (the others sent empty: the server clears them), weekdays and skip dates are
 * real ones, the end is not before the start. `existing` is the target row of an update.
 */
function conformPlan(sqlite: Sqlite, body: Body, existing?: Record<string, unknown>): Body {
  const out = { ...body };
  const type = ((out.target_type !== undefined ? out.target_type : existing?.target_type) ??
    'assets') as keyof typeof PLAN_TARGETS;
  for (const [other, key] of Object.entries(PLAN_TARGETS)) {
    if (other !== type) out[key] = key === 'assets' ? [] : null;
  }
  const chosen = PLAN_TARGETS[type];
  if (chosen === 'assets') {
    const sent = out.assets as number[] | null | undefined;
    const kept = existing
      ? sqlite.prepare('SELECT count(*) FROM scheduler_assets WHERE scheduler_id = ?').pluck().get(existing.id)
      : 0;
    if (sent === undefined ? !kept : !sent?.length) out.assets = [liveIds(sqlite, 'hardware')[0]];
  } else if ((out[chosen] !== undefined ? out[chosen] : existing?.[chosen]) == null) {
    const ref = { model_id: 'models', category_id: 'categories', location_id: 'locations' }[chosen];
    const scope = chosen === 'category_id' ? { column: 'category_type', value: 'asset', text: '' } : undefined;
    out[chosen] = liveIds(sqlite, ref, scope)[0];
  }
  // What the frequency does not use (the form hides it) is sent empty: the server clears it.
  const merged = { ...existing, ...out };
  for (const [key, f] of Object.entries(getResource('schedulers').fields)) {
    if (f.showWhen && !showWhenHolds(f.showWhen, merged))
      out[key] = 'default' in f && f.default !== undefined ? f.default : null;
  }
  if (typeof out.weekdays === 'string' && out.weekdays.trim()) out.weekdays = 'mon,thu';
  if (typeof out.skip_dates === 'string' && out.skip_dates.trim()) out.skip_dates = '2026-12-16, 2026-12-17';
  const start = (out.start_date !== undefined ? out.start_date : existing?.start_date) as string | null;
  const end = (out.end_date !== undefined ? out.end_date : existing?.end_date) as string | null;
  if (start && end && end < start) out.end_date = start;
  return out;
}

/**
 * Puts a per-request counter at the front of every unique field so valid bodies never collide with
 * seeded rows or each other. The prefix replaces as many leading code points as it has characters,
 * so the text gets no longer and no surrogate pair is split.
 */
export function stampUnique(r: ResourceDecl, body: Body, n: number): Body {
  const out = { ...body };
  const together = r.uniqueTogether?.fields[0];
  for (const [key, f] of Object.entries(r.fields)) {
    const value = out[key];
    if (!(f.unique || key === together) || typeof value !== 'string') continue;
    const prefix = `fz${n}-`;
    const rest = Array.from(value);
    out[key] = prefix + rest.slice(Math.min(rest.length, prefix.length)).join('');
  }
  return out;
}

/** Values of the wrong type, out of range, too long, or unknown, per field kind; the schema confirms each. */
function badValue(f: FieldDecl, field: z.ZodType): fc.Arbitrary<unknown> {
  const { min, max, integer } = boundsOf(field);
  const structural = fc.oneof(
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  );
  const weird = fc.oneof(fc.constantFrom(...trickyStrings), fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }));
  const options: fc.Arbitrary<unknown>[] = [structural, weird, fc.constantFrom(null, true, false, 0, -1, 1.5, '', ' ')];
  switch (f.kind) {
    case 'integer':
    case 'number': {
      const lo = min ?? -1e6;
      const hi = max ?? 1e6;
      options.push(
        fc.integer({ min: 1, max: 1e6 }).map((d) => lo - d),
        fc.integer({ min: 1, max: 1e6 }).map((d) => (max === undefined ? -d : hi + d)),
        fc.constantFrom('abc', '12abc', '1e3', '0x10', '1,5', '--1', 'Infinity', '9'.repeat(400)),
        fc.constantFrom(-1e308, 1e308),
      );
      if (integer) options.push(fc.integer({ min: lo, max: hi - 1 }).map((v) => v + 0.5));
      break;
    }
    case 'boolean':
      options.push(fc.constantFrom('maybe', 'yes', 'no', 'TRUE', 2, -1, 0.5));
      break;
    case 'enum':
      options.push(fc.constantFrom(...f.options.map((o) => o.toUpperCase()), ...f.options.map((o) => `${o}x`)));
      break;
    case 'reference':
      options.push(fc.constantFrom(0, -3, 2.5, '1.0', 'abc', '0x1'));
      break;
    case 'date':
      options.push(fc.constantFrom('2026-02-30', '31/12/2026', '2026-1-1', '20260101', 'yesterday', 20260101));
      break;
    case 'money':
      // Dinars with three decimals at most, twelve digits of them.
      options.push(fc.constantFrom('abc', '1.2345', '12,34', '1e3', '--1', '0x10', '9'.repeat(40), 1e308));
      break;
    default:
      // Text kinds: one character over the limit (or far over), too short, or a number instead of a text.
      if (max !== undefined) options.push(fc.integer({ min: 1, max: 300 }).map((extra) => 'y'.repeat(max + extra)));
      if (min !== undefined && min > 1) options.push(fc.integer({ min: 1, max: min - 1 }).map((n) => 'q'.repeat(n)));
      options.push(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
  }
  // Judged as the server will see it: JSON turns -0 into 0 and drops what it cannot carry.
  return fc.oneof(...options).filter((v) => !field.safeParse(JSON.parse(JSON.stringify(v) ?? 'null')).success);
}

/** How one field gets broken; the database-dependent ones are resolved against the live rows. */
export type Breakage =
  | { key: string; how: 'value'; value: unknown }
  | { key: string; how: 'drop' }
  | { key: string; how: 'taken'; pick: number }
  | { key: string; how: 'missing-ref'; offset: number }
  | { key: string; how: 'immutable'; value: unknown }
  | { key: string; how: 'cycle' };

export function breakages(r: ResourceDecl, mode: BodyMode, sqlite: Sqlite): fc.Arbitrary<Breakage> {
  const shape = schemaFor(r, mode).shape as Record<string, z.ZodType>;
  const override = fieldOverride(r, sqlite);
  const options: fc.Arbitrary<Breakage>[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const f = r.fields[key];
    if (!f) continue;
    options.push(badValue(f, field).map((value) => ({ key, how: 'value' as const, value })));
    if (mode === 'create' && f.required && !f.autoFilled) options.push(fc.constant({ key, how: 'drop' as const }));
    if (f.unique) options.push(fc.nat().map((pick) => ({ key, how: 'taken' as const, pick })));
    if (f.kind === 'reference')
      options.push(fc.nat(1000).map((offset) => ({ key, how: 'missing-ref' as const, offset })));
    if (mode === 'update' && f.immutable) {
      options.push(arbitraryFor(field, override, [key]).map((value) => ({ key, how: 'immutable' as const, value })));
    }
    if (mode === 'update' && f.kind === 'reference' && f.noCycle && f.ref === r.name) {
      options.push(fc.constant({ key, how: 'cycle' as const }));
    }
  }
  return fc.oneof(...options);
}

export interface Applied {
  body: Body;
  /** Field → the exact text expected, or null when any validation text will do. */
  expected: Map<string, string | null>;
}

/**
 * Applies breakages to a valid body. Returns null when one cannot apply here (no other row to clash
 * with, the "new" immutable value equals the current one), and the property skips the run.
 */
export function applyBreakages(
  r: ResourceDecl,
  sqlite: Sqlite,
  base: Body,
  list: readonly Breakage[],
  target?: Record<string, unknown> & { id: number },
): Applied | null {
  const body = { ...base };
  const expected = new Map<string, string | null>();
  for (const b of list) {
    const f = r.fields[b.key];
    if (!f) continue;
    const a = attributeName(b.key);
    switch (b.how) {
      case 'value':
        body[b.key] = b.value;
        expected.set(b.key, null);
        break;
      case 'drop':
        delete body[b.key];
        expected.set(b.key, (f.kind === 'enum' && f.requiredText) || t.required(a));
        break;
      case 'taken': {
        const live = r.softDelete ? 'AND deleted_at IS NULL' : '';
        const others = sqlite
          .prepare(`SELECT ${quote(b.key)} AS v FROM ${quote(r.table)} WHERE id != ? ${live} ORDER BY id`)
          .all(target?.id ?? 0) as { v: unknown }[];
        const taken = others[b.pick % Math.max(1, others.length)]?.v;
        if (typeof taken !== 'string' || taken.trim() === '') return null;
        // The check ignores ASCII case (SQLite lower()), as the real backend's collation does.
        body[b.key] = b.pick % 2 && /^[\x20-\x7e]*$/.test(taken) ? taken.toUpperCase() : taken;
        expected.set(b.key, t.unique(a));
        break;
      }
      case 'missing-ref': {
        if (f.kind !== 'reference') return null;
        const table = quote(referenceTargets[f.ref]?.table ?? '');
        const top = (sqlite.prepare(`SELECT coalesce(max(id), 0) AS m FROM ${table}`).get() as { m: number }).m;
        const deleted = referenceTargets[f.ref]?.softDelete
          ? (sqlite.prepare(`SELECT id FROM ${table} WHERE deleted_at IS NOT NULL ORDER BY id`).all() as {
              id: number;
            }[])
          : [];
        // A soft-deleted row is as unusable as one that never existed.
        body[b.key] =
          b.offset % 3 === 0 && deleted.length ? deleted[b.offset % deleted.length]?.id : top + 1 + b.offset;
        expected.set(b.key, t.invalidChoice(a));
        break;
      }
      case 'immutable':
        if (!target || b.value == null || b.value === target[b.key]) return null;
        body[b.key] = b.value;
        expected.set(b.key, f.immutable ?? null);
        break;
      case 'cycle':
        if (!target) return null;
        body[b.key] = target.id;
        expected.set(b.key, t.circular(a));
        break;
    }
  }
  return expected.size ? { body, expected } : null;
}

/** Keys the server must ignore: row-only columns and anything else that is not a body field. */
export function unknownKeys(r: ResourceDecl): fc.Arbitrary<Body> {
  const key = fc.oneof(
    fc.constantFrom('id', 'created_at', 'updated_at', 'deleted_at', 'created_by', 'available_actions', 'payload'),
    fc.string({ minLength: 1, maxLength: 12 }),
  );
  const writable = (k: string) => !(k in r.fields) || r.fields[k]?.readOnly === true;
  return fc.dictionary(
    key.filter((k) => writable(k) && k !== '__proto__' && k !== 'constructor' && k !== '_method'),
    // Fastify refuses `__proto__` and `constructor.prototype` anywhere in JSON as malformed (422); the
    // transport suite covers that.
    fc.jsonValue({ maxDepth: 2 }).filter((v) => !/"(__proto__|constructor)"/.test(JSON.stringify(v))),
    { maxKeys: 4 },
  );
}
