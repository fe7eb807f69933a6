import { showWhenHolds, type FieldDecl, type PermissionMap, type ResourceDecl, type Row } from '@cmms/contracts';
import { declaredOption } from '../enum-option';
import { refsOf, type NamedRef } from '../named-refs';
import { storedPermissions } from '../../permissions/permission-values';

/**
 * What a form widget holds: text for inputs (numbers too, so typing "1." is possible), booleans,
 * ids, id lists (multi-references) and permission maps.
 */
export type FormValue = string | boolean | number | null | number[] | PermissionMap;
export type FormValues = Record<string, FormValue>;

/** Fields the form shows: everything the server accepts in a body. */
export const formFields = (r: ResourceDecl): [string, FieldDecl][] =>
  Object.entries(r.fields).filter(([, f]) => !f.readOnly);

/** Whether the form shows a field given the other values (its declared `showWhen`). */
export const isShown = (f: FieldDecl, values: FormValues): boolean => showWhenHolds(f.showWhen, values);

/** The form value key of a password's confirmation (Laravel's `confirmed`: `<key>_confirmation`). */
export const confirmationKey = (key: string): string => `${key}_confirmation`;

function emptyValue(f: FieldDecl): FormValue {
  if (f.kind === 'boolean') return f.default ?? false;
  if (f.kind === 'enum') return f.default ?? '';
  if ((f.kind === 'integer' || f.kind === 'number') && f.default !== undefined) return String(f.default);
  if (f.kind === 'reference') return null;
  if (f.kind === 'multi-reference') return [];
  // A new record starts on the first choice (spec point 3: "default the first") unless declared otherwise.
  if (f.kind === 'permissions') return storedPermissions(null, f.newRecordDefault);
  return '';
}

function withConfirmations(r: ResourceDecl, values: FormValues): FormValues {
  for (const [key, f] of formFields(r)) if (f.kind === 'password' && f.confirm) values[confirmationKey(key)] = '';
  return values;
}

export const initialValues = (r: ResourceDecl): FormValues =>
  withConfirmations(r, Object.fromEntries(formFields(r).map(([key, f]) => [key, emptyValue(f)])));

const objectField = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** Where a row carries a field's value: references under their `rowKey`. */
export const rowKeyOf = (key: string, f: FieldDecl): string =>
  f.kind === 'reference' || f.kind === 'multi-reference' ? f.rowKey : key;

/** A row back into form values: references by id, dates as yyyy-MM-dd, "36 months" as 36, "Asset" as "asset". */
export function valuesFromRow(r: ResourceDecl, row: Row): FormValues {
  const out: FormValues = {};
  for (const [key, f] of formFields(r)) {
    const value = row[rowKeyOf(key, f)];
    switch (f.kind) {
      case 'reference': {
        const id = objectField(value, 'id');
        out[key] = typeof id === 'number' ? id : null;
        break;
      }
      case 'multi-reference':
        out[key] = refsOf(value).map((ref) => ref.id);
        break;
      case 'permissions':
        out[key] = storedPermissions(value);
        break;
      case 'password':
        // Write-only: never prefilled.
        out[key] = '';
        break;
      case 'boolean':
        out[key] = value === true || value === 1 || value === '1';
        break;
      case 'date': {
        const date = objectField(value, 'date') ?? value;
        out[key] = typeof date === 'string' ? date.slice(0, 10) : '';
        break;
      }
      case 'enum':
        out[key] = declaredOption(f, value) ?? '';
        break;
      case 'integer':
      case 'number': {
        const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
        out[key] = Number.isFinite(n) ? String(n) : '';
        break;
      }
      default:
        out[key] = typeof value === 'string' ? value : '';
    }
  }
  return withConfirmations(r, out);
}

/** Reference names a row carries, so a select can show its current choice(s) before any search. */
export function referenceLabels(r: ResourceDecl, row: Row): Record<string, NamedRef[]> {
  const out: Record<string, NamedRef[]> = {};
  for (const [key, f] of formFields(r)) {
    if (f.kind === 'reference') {
      const id = objectField(row[f.rowKey], 'id');
      const name = objectField(row[f.rowKey], 'name');
      if (typeof id === 'number' && typeof name === 'string') out[key] = [{ id, name }];
    } else if (f.kind === 'multi-reference') out[key] = refsOf(row[f.rowKey]);
  }
  return out;
}

function bodyValue(f: FieldDecl, value: FormValue): unknown {
  if (f.kind === 'boolean') return Boolean(value);
  if (f.kind === 'reference') return typeof value === 'number' ? value : null;
  if (f.kind === 'multi-reference') return Array.isArray(value) ? value : [];
  if (f.kind === 'permissions') return typeof value === 'object' && value !== null ? value : {};
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '' || text === null) return null;
  if (f.kind === 'integer' || f.kind === 'number') {
    // Leave non-numbers as typed: the server's validation text says what is wrong with them.
    const n = Number(text);
    return Number.isFinite(n) ? n : text;
  }
  return text;
}

const same = (a: FormValue | undefined, b: FormValue | undefined): boolean =>
  typeof a === 'object' || typeof b === 'object' ? JSON.stringify(a ?? null) === JSON.stringify(b ?? null) : a === b;

/**
 * The request body; on update only what changed is sent (PATCH), so immutable fields stay untouched.
 * A field the form hides (`showWhen`) is not sent.
 * A password left empty is never sent (the server's own 'required' text answers a create without one);
 * a typed one travels with its confirmation.
 */
export function bodyFromValues(r: ResourceDecl, values: FormValues, initial?: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, f] of formFields(r)) {
    if (!isShown(f, values)) continue;
    const value = values[key] ?? null;
    if (f.kind === 'password') {
      if (typeof value !== 'string' || value === '') continue;
      body[key] = value;
      if (f.confirm) body[confirmationKey(key)] = values[confirmationKey(key)] ?? '';
      continue;
    }
    if (initial && same(initial[key] ?? null, value)) continue;
    body[key] = bodyValue(f, value);
  }
  return body;
}
