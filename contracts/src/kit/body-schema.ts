import { z } from 'zod';
import type { FieldDecl, TextField, NumberField, EnumField, MoneyField } from './fields.js';
import { formatMoney, MONEY_MAX_FILS, parseMoney } from './money.js';
import { PERMISSION_CHOICES, PERMISSION_KEYS } from '../permission-catalog.js';
import type { ResourceDecl } from './resource.js';
import { isIsoDate, isStoredDateTime, toStoredInput } from './dates.js';
import { attributeName, validationText as t } from './validation-messages.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Web addresses only: `javascript:`, `data:` and every other scheme would run or load in the console. */
const URL_RE = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const COLOR = /^#([A-Fa-f0-9]{6}|[A-Fa-f0-9]{3})$/;
const TEXT_MAX: Record<TextField['kind'], number> = {
  text: 255,
  textarea: 65535,
  email: 255,
  url: 255,
  phone: 255,
  color: 20,
};

/** Laravel trims strings and turns empty ones into null before validating; so do we. */
const blankToNull = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const trimmed = v.trim();
  return trimmed === '' ? null : trimmed;
};
const toNumber = (pattern: RegExp) => (v: unknown) => {
  const s = blankToNull(v);
  return typeof s === 'string' && pattern.test(s) ? Number(s) : s;
};
const toBoolean = (v: unknown) => {
  if (v === 1 || v === '1' || v === 'true' || v === 'on') return true;
  if (v === 0 || v === '0' || v === 'false' || v === 'off') return false;
  return blankToNull(v);
};
/**
 * A date as a row shows it (`{date, formatted}` or `{datetime, formatted}`) or with a time of day: the
 * day, so a row read back and sent again validates (Laravel's `date` rule reads both).
 */
const toDay = (v: unknown) => {
  let value = v;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as { date?: unknown; datetime?: unknown };
    value = typeof o.date === 'string' ? o.date : typeof o.datetime === 'string' ? o.datetime : value;
  }
  const s = blankToNull(value);
  return typeof s === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(s) ? s.slice(0, 10) : s;
};

/** A count of months as a row shows it ("36 months", "None" for no value) reads back as the number. */
const fromMonths = (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (v.trim() === 'None') return null;
  const match = /^\s*(-?\d+)\s+months?\s*$/.exec(v);
  return match ? match[1] : v;
};

/** Missing and null both read as "required" to the real backend. */
const typeError = (a: string, other: string) => (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? t.required(a) : Array.isArray(iss.input) ? t.array(a) : other;

type Built = [normalize: (v: unknown) => unknown, inner: z.ZodType];

const idSchema = (a: string) =>
  z
    .number({ error: typeError(a, t.invalidChoice(a)) })
    .int({ error: t.invalidChoice(a) })
    .positive({ error: t.invalidChoice(a) });

/** `{id, name}` as a row shows a reference: its id. */
const refId = (x: unknown) =>
  x && typeof x === 'object' && !Array.isArray(x) && 'id' in x ? (x as { id: unknown }).id : x;

/**
 * Forms send id lists as '1,2,3', as repeated values or as a JSON array text; JSON clients send arrays.
 * A list read back from a row (`[{id, name}]`, or `{total, rows}` as users' groups) gives its ids.
 */
const toIdList = (v: unknown): unknown => {
  if (typeof v === 'number') return [v];
  if (v && typeof v === 'object' && !Array.isArray(v) && Array.isArray((v as { rows?: unknown }).rows))
    return toIdList((v as { rows: unknown[] }).rows);
  if (typeof v !== 'string')
    return Array.isArray(v) ? v.map(refId).map((x) => (typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x)) : v;
  const text = v.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      return toIdList(JSON.parse(text) as unknown);
    } catch {
      return v;
    }
  }
  return text.split(',').map((x) => (/^\s*\d+\s*$/.test(x) ? Number(x) : x));
};

/** Unknown keys are dropped and numbers read as their text, as the real backend stores them. */
const dropUnknownPermissions = (v: unknown) => {
  let value = v;
  if (typeof value === 'string') {
    // A form sends an emptied map as a blank field: that is no map (null), as for every other kind.
    if (value.trim() === '') return null;
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return v;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => PERMISSION_KEYS.has(key))
      .map(([key, choice]) => [key, typeof choice === 'number' ? String(choice) : choice]),
  );
};

function textSchema(a: string, f: TextField): Built {
  let s = z.string({ error: typeError(a, t.string(a)) });
  if (f.min) s = s.min(f.min, { error: t.minChars(a, f.min) });
  const max = f.max ?? TEXT_MAX[f.kind];
  s = s.max(max, { error: t.maxChars(a, max) });
  if (f.kind === 'email') s = s.regex(EMAIL, { error: t.email(a) });
  if (f.kind === 'url') s = s.regex(URL_RE, { error: t.url(a) });
  if (f.kind === 'color') s = s.regex(COLOR, { error: t.format(a) });
  return [blankToNull, s];
}

function numberSchema(a: string, f: NumberField): Built {
  const isInt = f.kind === 'integer';
  let s = z.number({ error: typeError(a, isInt ? t.integer(a) : t.numeric(a)) });
  if (isInt) s = s.int({ error: t.integer(a) });
  if (f.min !== undefined) s = s.min(f.min, { error: t.minValue(a, f.min) });
  if (f.max !== undefined) s = s.max(f.max, { error: t.maxValue(a, f.max) });
  const read = toNumber(isInt ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/);
  return [f.display === 'months' ? (v: unknown) => read(fromMonths(v)) : read, s];
}

/** "12.345" or 12.345 → 12345 fils; anything else reaches the check as sent and is refused there. */
const toFils = (v: unknown) => {
  const s = blankToNull(v);
  if (typeof s !== 'string' && typeof s !== 'number') return s;
  return parseMoney(s) ?? s;
};

function moneySchema(a: string, f: MoneyField): Built {
  let s = z.number({ error: typeError(a, t.numeric(a)) }).int({ error: t.numeric(a) });
  const min = f.min ?? 0;
  s = s.min(min, { error: t.minValue(a, min / 1000) });
  // The business cap on every amount (`MONEY_MAX_FILS`), whatever a declaration asks beyond it.
  const max = Math.min(f.max ?? MONEY_MAX_FILS, MONEY_MAX_FILS);
  s = s.max(max, { error: t.maxValue(a, formatMoney(max)) });
  return [toFils, s.meta({ examples: ['12.345', 1500] })];
}

function enumSchema(a: string, f: EnumField): Built {
  const required = f.requiredText ?? t.required(a);
  const s = z
    .string({ error: (iss) => (iss.input == null ? required : t.invalidChoice(a)) })
    .refine((v) => f.options.includes(v), { error: t.invalidChoice(a) });
  // A row shows this enum capitalized ("Asset"): read back, it means its option.
  const shown = (v: unknown) =>
    typeof v === 'string' ? (f.options.find((o) => o.toLowerCase() === v.toLowerCase()) ?? v) : v;
  return [f.display === 'capitalize' ? (v: unknown) => shown(blankToNull(v)) : blankToNull, s];
}

function buildField(a: string, f: FieldDecl): Built {
  switch (f.kind) {
    case 'integer':
    case 'number':
      return numberSchema(a, f);
    case 'boolean':
      return [toBoolean, z.boolean({ error: typeError(a, t.boolean(a)) })];
    case 'enum':
      return enumSchema(a, f);
    case 'money':
      return moneySchema(a, f);
    case 'date':
      return [
        toDay,
        z
          .string({ error: typeError(a, t.date(a)) })
          .refine(isIsoDate, { error: t.date(a) })
          .meta({ examples: ['2026-11-05', '2027-01-31'] }),
      ];
    case 'datetime': {
      // Valid input is turned into the stored form first; anything else reaches the check as sent.
      const toStored = (v: unknown) => {
        const s = blankToNull(v);
        return typeof s === 'string' ? (toStoredInput(s, f.endOfDay) ?? s) : s;
      };
      const check = z.string({ error: typeError(a, t.date(a)) }).refine(isStoredDateTime, { error: t.date(a) });
      // The examples document the stored form and let generated test bodies see through the refinement.
      return [toStored, check.meta({ examples: ['2026-11-05 17:30:00', '2027-01-31 23:59:59'] })];
    }
    case 'reference': {
      // A reference read back from a row (`{id, name}`, where the field and the row share a key) gives its id.
      const toId = toNumber(/^\d+$/);
      return [(v: unknown) => toId(refId(v)), idSchema(a)];
    }
    case 'multi-reference':
      return [
        toIdList,
        z.array(idSchema(a), { error: typeError(a, t.array(a)) }).max(1000, { error: t.maxValue(a, 1000) }),
      ];
    case 'password': {
      const min = f.min ?? 8;
      const s = z
        .string({ error: typeError(a, t.string(a)) })
        .min(min, { error: t.minChars(a, min) })
        .max(500, { error: t.maxChars(a, 500) });
      return [(v: unknown) => (v === '' ? null : v), s];
    }
    case 'permissions':
      return [
        dropUnknownPermissions,
        z.record(z.string(), z.enum(PERMISSION_CHOICES, { error: t.invalidChoice(a) }), {
          error: typeError(a, t.invalidChoice(a)),
        }),
      ];
    default:
      return textSchema(a, f);
  }
}

/**
 * The zod schema of one field's value. Normalising (trim, blank → null, form strings → numbers)
 * runs first, so `nullable` must sit inside the pipe to accept a blank optional field.
 */
export function fieldValueSchema(key: string, f: FieldDecl, nullable = false): z.ZodType {
  const [normalize, inner] = buildField(attributeName(key), f);
  return z.preprocess(normalize, nullable ? inner.nullable() : inner);
}

export type BodyMode = 'create' | 'update';

/**
 * Create and update bodies built from the field declarations. Unknown keys are dropped.
 * On create a required field must be present; on update (PATCH) every field is optional,
 * but a required one that is sent must not be empty.
 */
export function bodySchema(r: ResourceDecl, mode: BodyMode): z.ZodObject {
  const object = bodyObjectSchema(r, mode);
  const passwords = Object.entries(r.fields).filter(([, f]) => f.kind === 'password' && f.confirm && !f.readOnly);
  if (passwords.length === 0) return object;
  // Laravel's `confirmed`: the value must equal `<key>_confirmation`.
  return object.superRefine((body, ctx) => {
    for (const [key] of passwords) {
      const value = body[key];
      if (typeof value === 'string' && body[`${key}_confirmation`] !== value) {
        ctx.addIssue({ code: 'custom', path: [key], message: t.confirmed(attributeName(key)) });
      }
    }
  }) as unknown as z.ZodObject;
}

/**
 * The body's fields without the cross-field rules (password confirmation): zod refuses `.partial()`
 * and `.pick()` on a refined object, and the server uses them to keep the fields that passed.
 */
export function bodyObjectSchema(r: ResourceDecl, mode: BodyMode): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, f] of Object.entries(r.fields)) {
    if (f.readOnly) continue;
    if (f.kind === 'password' && f.confirm) shape[`${key}_confirmation`] = z.unknown().optional();
    if (f.required) shape[key] = mode === 'create' ? fieldValueSchema(key, f) : fieldValueSchema(key, f).optional();
    else shape[key] = fieldValueSchema(key, f, true).optional();
  }
  for (const [key, schema] of Object.entries(r.bodyExtras ?? {})) shape[key] = schema.optional();
  return z.object(shape);
}

/** Folds zod issues into the real backend's `{ field: [texts] }` messages object. */
export function issuesToMessages(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'body');
    const list = (out[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}
