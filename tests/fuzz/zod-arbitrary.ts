import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries derived from zod 4 schemas by walking `schema._zod.def`. Only the shapes the
 * contracts use are supported; anything else throws, so a new schema construct fails loudly here
 * instead of silently generating nothing useful.
 */

type Schema = z.core.$ZodType;
interface Check {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
}
interface Def {
  type: string;
  checks?: { _zod: { def: Check } }[];
  [key: string]: unknown;
}

export const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: Schema): Check[] => (defOf(schema).checks ?? []).map((c) => c._zod.def);

/** Wrappers the walk looks through; an override usually only wants the leaf under them. */
export const isWrapper = (schema: Schema): boolean =>
  ['optional', 'nullable', 'pipe', 'default', 'transform', 'readonly'].includes(defOf(schema).type);

/** The schema under optional / nullable / default wrappers and on the output side of pipes. */
export function leafOf(schema: Schema): Schema {
  const def = defOf(schema);
  if (def.type === 'pipe') return leafOf(def.out as Schema);
  if (isWrapper(schema) && def.innerType) return leafOf(def.innerType as Schema);
  return schema;
}

/** Length limits of a string leaf, or value limits of a number leaf (inclusive, as declared). */
export function boundsOf(schema: Schema): { min?: number; max?: number; integer: boolean } {
  const out: { min?: number; max?: number; integer: boolean } = { integer: false };
  for (const c of checksOf(leafOf(schema))) {
    if (c.check === 'min_length') out.min = c.minimum;
    else if (c.check === 'max_length') out.max = c.maximum;
    else if (c.check === 'greater_than') out.min = Number(c.value);
    else if (c.check === 'less_than') out.max = Number(c.value);
    else if (c.check === 'number_format') out.integer = true;
  }
  return out;
}

/**
 * Supplies what a schema cannot say by itself: the options behind an enum refinement, ids that
 * exist, valid dates. `path` holds the object keys from the root. Return undefined to let the walk go on.
 */
export type Override = (schema: Schema, path: readonly string[]) => fc.Arbitrary<unknown> | undefined;

/**
 * Strings a person could type and strings that break naive code: RTL, emoji with modifiers, combining
 * marks, zero-width and NUL characters, SQL and LIKE metacharacters. All are valid text.
 */
export const trickyStrings = [
  'مرحبا بالعالم',
  'שלום \u202Eevil\u202C',
  '👋🏽 🇧🇭 👨‍👩‍👧',
  'e\u0301\u0301\u0301',
  'zero\u200Bwidth',
  'nul\u0000byte',
  "O'Brien; DROP TABLE users; --",
  '100% _under_ \\back\\',
  '<script>alert(1)</script>',
  '𝕳𝖊𝖑𝖑𝖔',
];

/** Every unit fast-check offers: ASCII, grapheme clusters (emoji, RTL), any code point (controls, NUL). */
const anyText = (minLength: number, maxLength: number) =>
  fc
    .constantFrom('grapheme-ascii', 'grapheme', 'binary', 'binary-ascii' as const)
    .chain((unit) => fc.string({ unit, minLength, maxLength }));

function stringArbitrary(schema: Schema, path: readonly string[]): fc.Arbitrary<string> {
  let min = 0;
  let max = Infinity;
  let pattern: RegExp | undefined;
  let rewritten = false;
  for (const c of checksOf(schema)) {
    if (c.check === 'min_length') min = Math.max(min, c.minimum ?? 0);
    else if (c.check === 'max_length') max = Math.min(max, c.maximum ?? Infinity);
    else if (c.check === 'length_equals') min = max = c.length ?? 0;
    else if (c.check === 'string_format' && c.format === 'regex' && c.pattern) pattern = c.pattern;
    // `.trim()`, `.toLowerCase()`: they rewrite what arrives, and the length checks after them see the result.
    else if (c.check === 'overwrite') rewritten = true;
    else throw new Error(`zod-arbitrary: unsupported string check '${c.format ?? c.check}' at ${path.join('.')}`);
  }
  const fits = (s: string) => (rewritten ? z.safeParse(schema, s).success : s.length >= min && s.length <= max);
  if (pattern) {
    // fast-check refuses the `i` flag; strings matching the case-sensitive pattern match the original too.
    const sensitive = new RegExp(pattern.source, pattern.flags.replace('i', ''));
    return fc.stringMatching(sensitive).filter(fits);
  }
  const sized = Math.min(max, min + 40);
  const options: fc.WeightedArbitrary<string>[] = [
    { arbitrary: anyText(min, sized), weight: 6 },
    { arbitrary: fc.constantFrom(...trickyStrings), weight: 2 },
  ];
  // The exact maximum is where off-by-one length bugs live; rare, as 64 KB texts are slow to move around.
  if (Number.isFinite(max))
    options.push({ arbitrary: fc.constantFrom('x', 'é', 'Z').map((ch) => ch.repeat(max)), weight: 1 });
  return fc.oneof(...options).filter(fits);
}

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  let min = -Number.MAX_VALUE;
  let max = Number.MAX_VALUE;
  let minExcluded = false;
  let maxExcluded = false;
  let integer = false;
  for (const c of checksOf(schema)) {
    if (c.check === 'number_format') integer = c.format !== 'float32' && c.format !== 'float64';
    else if (c.check === 'greater_than' && Number(c.value) >= min) {
      min = Number(c.value);
      minExcluded = !c.inclusive;
    } else if (c.check === 'less_than' && Number(c.value) <= max) {
      max = Number(c.value);
      maxExcluded = !c.inclusive;
    } else if (c.check !== 'greater_than' && c.check !== 'less_than') {
      throw new Error(`zod-arbitrary: unsupported number check '${c.check}'`);
    }
  }
  if (integer) {
    const lo = Math.max(Number.MIN_SAFE_INTEGER, minExcluded ? Math.floor(min) + 1 : Math.ceil(min));
    const hi = Math.min(Number.MAX_SAFE_INTEGER, maxExcluded ? Math.ceil(max) - 1 : Math.floor(max));
    return fc.integer({ min: lo, max: hi });
  }
  return fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
}

/** A fast-check arbitrary whose values the schema accepts. */
export function arbitraryFor(schema: Schema, override?: Override, path: readonly string[] = []): fc.Arbitrary<unknown> {
  const custom = override?.(schema, path);
  if (custom) return custom;
  const def = defOf(schema);
  const inner = (s: unknown, p = path) => arbitraryFor(s as Schema, override, p);
  if (!isWrapper(schema) && checksOf(schema).some((c) => c.check === 'custom')) {
    // A refinement that documents valid values (`.meta({ examples })`) is generated from them.
    const examples = (z.globalRegistry.get(schema as z.ZodType) as { examples?: unknown[] } | undefined)?.examples;
    if (examples?.length) return fc.constantFrom(...examples);
    throw new Error(`zod-arbitrary: a refinement at '${path.join('.')}' needs an override`);
  }
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [key, value] of Object.entries(shape)) {
        const optional = defOf(value).type === 'optional';
        // An optional key is left out rather than sent as undefined: JSON has no undefined.
        model[key] = inner(optional ? defOf(value).innerType : value, [...path, key]);
        if (!optional) required.push(key);
      }
      return fc.record(model, { requiredKeys: required });
    }
    case 'string':
      return stringArbitrary(schema, path);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'unknown':
    case 'any':
      return fc.jsonValue();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case 'default':
    case 'readonly':
      return inner(def.innerType);
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map((o) => inner(o)));
    case 'array': {
      const checks = checksOf(schema);
      const minLength = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const maxLength = checks.find((c) => c.check === 'max_length')?.maximum ?? minLength + 5;
      return fc.array(inner(def.element), { minLength, maxLength });
    }
    case 'record':
      return fc.dictionary(inner(def.keyType) as fc.Arbitrary<string>, inner(def.valueType), { maxKeys: 5 });
    case 'pipe': {
      // `z.preprocess(normalize, inner)`: generate what `inner` accepts, then keep only values that also
      // survive the normalising step (a text that trims to nothing is not a valid name).
      const parse = (v: unknown) => (schema as z.ZodType).safeParse(v).success;
      return inner(def.out).filter(parse);
    }
    default:
      throw new Error(`zod-arbitrary: unsupported schema type '${def.type}' at '${path.join('.')}'`);
  }
}
