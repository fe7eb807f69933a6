import { attributeName, validationText as t } from '../kit/validation-messages.js';
import { FIELD_KINDS, JSON_SCHEMA_2020, type FieldFlagRecord, type FieldKind } from './definition.js';

/**
 * Reading a logger form's definition (reference §3.3, §6): the fields it declares (sections are nested
 * objects, one level), whether a definition is one the builder and any 2020-12 validator read the same
 * way, and a submission's data against it: structure and hard limits refuse, spec ranges and inspection
 * outcomes flag. Shared by the server, the seed and the console's preview.
 */
export interface FormField {
  /** `supply_temp`, or `section.field` inside a section. */
  path: string;
  key: string;
  kind: FieldKind;
  required: boolean;
  schema: Record<string, unknown>;
}

export const DEFINITION_TEXTS = {
  notObject: 'The form definition must be a JSON Schema object with properties.',
  dialect: 'The form definition must declare the JSON Schema 2020-12 dialect.',
  kind: 'The field kind is not one of the form field kinds.',
  type: 'The field type does not match its kind.',
  limits: 'The hard minimum must not be greater than the hard maximum.',
  range: 'The spec range must lie within the hard limits, its low not above its high.',
  options: 'A select field needs a list of options.',
  required: 'Each required field must be one of the properties.',
  decimals: 'The decimals must be a whole number from 0 to 6.',
} as const;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

const TYPE_OF_KIND: Record<FieldKind, string> = {
  text: 'string',
  number: 'number',
  meter: 'number',
  select: 'string',
  inspection: 'string',
  checkbox: 'boolean',
  date: 'string',
  time: 'string',
  photo: 'string',
  signature: 'string',
};

/** The fields of a definition, in declaration order (sections flattened to `section.field`). */
export function formFields(schema: Record<string, unknown>): FormField[] {
  const out: FormField[] = [];
  const walk = (node: Record<string, unknown>, prefix: string) => {
    const props = isObject(node.properties) ? node.properties : {};
    const required = new Set(Array.isArray(node.required) ? node.required : []);
    for (const [key, value] of Object.entries(props)) {
      if (!isObject(value)) continue;
      if (value.type === 'object' && value['x-kind'] === undefined) {
        if (!prefix) walk(value, `${key}.`);
        continue;
      }
      out.push({
        path: `${prefix}${key}`,
        key,
        kind: value['x-kind'] as FieldKind,
        required: required.has(key),
        schema: value,
      });
    }
  };
  walk(schema, '');
  return out;
}

/** Field path → texts of what is wrong with a definition; empty when it is sound. */
export function checkDefinition(schema: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (path: string, text: string) => (errors[path] ??= []).push(text);
  if (schema.$schema !== JSON_SCHEMA_2020) add('schema', DEFINITION_TEXTS.dialect);
  if (schema.type !== 'object' || !isObject(schema.properties) || Object.keys(schema.properties).length === 0) {
    add('schema', DEFINITION_TEXTS.notObject);
    return errors;
  }
  const checkRequired = (node: Record<string, unknown>, prefix: string) => {
    if (node.required === undefined) return;
    const props = isObject(node.properties) ? node.properties : {};
    if (!Array.isArray(node.required) || node.required.some((r) => typeof r !== 'string' || !(r in props)))
      add(`schema.${prefix}required`, DEFINITION_TEXTS.required);
  };
  checkRequired(schema, '');
  for (const [key, value] of Object.entries(schema.properties)) {
    if (isObject(value) && value.type === 'object' && value['x-kind'] === undefined) {
      if (!isObject(value.properties) || Object.keys(value.properties).length === 0)
        add(`schema.${key}`, DEFINITION_TEXTS.notObject);
      checkRequired(value, `${key}.`);
    }
  }
  const fieldNodes: [string, unknown][] = [];
  for (const [key, value] of Object.entries(schema.properties)) {
    if (isObject(value) && value.type === 'object' && value['x-kind'] === undefined && isObject(value.properties))
      for (const [k, v] of Object.entries(value.properties)) fieldNodes.push([`${key}.${k}`, v]);
    else fieldNodes.push([key, value]);
  }
  for (const [path, node] of fieldNodes) {
    const at = `schema.${path}`;
    if (!isObject(node) || !FIELD_KINDS.includes(node['x-kind'] as FieldKind)) {
      add(at, DEFINITION_TEXTS.kind);
      continue;
    }
    const kind = node['x-kind'] as FieldKind;
    if (node.type !== TYPE_OF_KIND[kind]) add(at, DEFINITION_TEXTS.type);
    if (kind === 'number' || kind === 'meter') {
      const min = node.minimum;
      const max = node.maximum;
      if ((min !== undefined && num(min) === undefined) || (max !== undefined && num(max) === undefined))
        add(at, DEFINITION_TEXTS.type);
      else if (min !== undefined && max !== undefined && (min as number) > (max as number))
        add(at, DEFINITION_TEXTS.limits);
      const range = node['x-range'];
      if (range !== undefined) {
        const low = isObject(range) ? range.low : undefined;
        const high = isObject(range) ? range.high : undefined;
        const bad =
          !isObject(range) ||
          (low !== undefined && num(low) === undefined) ||
          (high !== undefined && num(high) === undefined) ||
          (num(low) !== undefined && num(high) !== undefined && (low as number) > (high as number)) ||
          (num(min) !== undefined && num(low) !== undefined && (low as number) < (min as number)) ||
          (num(max) !== undefined && num(high) !== undefined && (high as number) > (max as number));
        if (bad) add(at, DEFINITION_TEXTS.range);
      }
      const decimals = node['x-decimals'];
      if (
        decimals !== undefined &&
        (!Number.isInteger(decimals) || (decimals as number) < 0 || (decimals as number) > 6)
      )
        add(at, DEFINITION_TEXTS.decimals);
    }
    if (
      kind === 'select' &&
      (!Array.isArray(node.enum) || node.enum.length === 0 || node.enum.some((o) => typeof o !== 'string'))
    )
      add(at, DEFINITION_TEXTS.options);
    if (
      kind === 'inspection' &&
      (!Array.isArray(node.enum) || !['pass', 'flag', 'fail'].every((o) => (node.enum as unknown[]).includes(o)))
    )
      add(at, DEFINITION_TEXTS.options);
  }
  return errors;
}

export interface CheckedData {
  /** Field path → texts (the caller's language is applied by the server). Empty when accepted. */
  errors: Record<string, string[]>;
  /** The stored values: known fields only, numbers rounded to their decimals. */
  values: Record<string, unknown>;
  flags: Record<string, FieldFlagRecord>;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const validDate = (v: string) => {
  const m = DATE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

/** A value at a field path of nested data (`section.field`). */
const valueAt = (data: Record<string, unknown>, path: string): unknown => {
  const [head, tail] = path.split('.') as [string, string | undefined];
  if (tail === undefined) return data[head];
  const section = data[head];
  return isObject(section) ? section[tail] : undefined;
};

/** A submission's data against its form version: refusals per field, stored values and flags. */
export function checkData(schema: Record<string, unknown>, data: Record<string, unknown>): CheckedData {
  const errors: Record<string, string[]> = {};
  const values: Record<string, unknown> = {};
  const flags: Record<string, FieldFlagRecord> = {};
  for (const f of formFields(schema)) {
    const a = attributeName(f.key);
    const raw = valueAt(data, f.path);
    const put = (v: unknown) => {
      const [head, tail] = f.path.split('.') as [string, string | undefined];
      if (tail === undefined) values[head] = v;
      else values[head] = { ...((values[head] as Record<string, unknown>) ?? {}), [tail]: v };
    };
    if (raw === undefined || raw === null || raw === '') {
      if (f.required) errors[f.path] = [t.required(a)];
      continue;
    }
    const s = f.schema;
    switch (f.kind) {
      case 'number':
      case 'meter': {
        if (typeof raw !== 'number' || !Number.isFinite(raw)) {
          errors[f.path] = [t.numeric(a)];
          break;
        }
        const min = num(s.minimum);
        const max = num(s.maximum);
        if (min !== undefined && raw < min) errors[f.path] = [t.minValue(a, min)];
        else if (max !== undefined && raw > max) errors[f.path] = [t.maxValue(a, max)];
        else {
          const decimals = num(s['x-decimals']);
          const value = decimals === undefined ? raw : Number(raw.toFixed(decimals));
          put(value);
          const range = isObject(s['x-range']) ? s['x-range'] : {};
          const low = num(range.low) ?? null;
          const high = num(range.high) ?? null;
          // Equal to a limit counts as in spec.
          if (low !== null && value < low) flags[f.path] = { flag: 'low', low, high };
          else if (high !== null && value > high) flags[f.path] = { flag: 'high', low, high };
        }
        break;
      }
      case 'checkbox':
        if (typeof raw !== 'boolean') errors[f.path] = [t.boolean(a)];
        else put(raw);
        break;
      case 'select':
      case 'inspection':
        if (typeof raw !== 'string' || !Array.isArray(s.enum) || !s.enum.includes(raw))
          errors[f.path] = [t.invalidChoice(a)];
        else {
          put(raw);
          if (f.kind === 'inspection' && (raw === 'flag' || raw === 'fail'))
            flags[f.path] = { flag: raw, low: null, high: null };
        }
        break;
      case 'date':
        if (typeof raw !== 'string' || !validDate(raw)) errors[f.path] = [t.date(a)];
        else put(raw);
        break;
      case 'time':
        if (typeof raw !== 'string' || !TIME.test(raw)) errors[f.path] = [t.format(a)];
        else put(raw);
        break;
      default: {
        if (typeof raw !== 'string') {
          errors[f.path] = [t.string(a)];
          break;
        }
        const maxLength = num(s.maxLength) ?? (f.kind === 'text' ? 2000 : 2_000_000);
        if (raw.length > maxLength) errors[f.path] = [t.maxChars(a, maxLength)];
        else put(raw);
      }
    }
  }
  return { errors, values, flags };
}
