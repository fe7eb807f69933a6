import type { FieldDecl, ResourceDecl, Row } from '@cmms/contracts';
import { declaredOption } from '../enum-option';

/** What a form widget holds: text for inputs (numbers too, so typing "1." is possible), booleans, ids. */
export type FormValue = string | boolean | number | null;
export type FormValues = Record<string, FormValue>;

/** Fields the form shows: everything the server accepts in a body. */
export const formFields = (r: ResourceDecl): [string, FieldDecl][] =>
  Object.entries(r.fields).filter(([, f]) => !f.readOnly);

function emptyValue(f: FieldDecl): FormValue {
  if (f.kind === 'boolean') return f.default ?? false;
  if (f.kind === 'enum') return f.default ?? '';
  if (f.kind === 'reference') return null;
  return '';
}

export const initialValues = (r: ResourceDecl): FormValues =>
  Object.fromEntries(formFields(r).map(([key, f]) => [key, emptyValue(f)]));

const objectField = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** A row back into form values: references by id, dates as yyyy-MM-dd, "36 months" as 36, "Asset" as "asset". */
export function valuesFromRow(r: ResourceDecl, row: Row): FormValues {
  const out: FormValues = {};
  for (const [key, f] of formFields(r)) {
    const value = row[f.kind === 'reference' ? f.rowKey : key];
    switch (f.kind) {
      case 'reference': {
        const id = objectField(value, 'id');
        out[key] = typeof id === 'number' ? id : null;
        break;
      }
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
  return out;
}

/** Reference names a row carries, so a select can show its current choice before any search. */
export function referenceLabels(r: ResourceDecl, row: Row): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, f] of formFields(r)) {
    if (f.kind !== 'reference') continue;
    const name = objectField(row[f.rowKey], 'name');
    if (typeof name === 'string') out[key] = name;
  }
  return out;
}

function bodyValue(f: FieldDecl, value: FormValue): unknown {
  if (f.kind === 'boolean') return Boolean(value);
  if (f.kind === 'reference') return typeof value === 'number' ? value : null;
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === '' || text === null) return null;
  if (f.kind === 'integer' || f.kind === 'number') {
    // Leave non-numbers as typed: the server's validation text says what is wrong with them.
    const n = Number(text);
    return Number.isFinite(n) ? n : text;
  }
  return text;
}

/** The request body; on update only what changed is sent (PATCH), so immutable fields stay untouched. */
export function bodyFromValues(r: ResourceDecl, values: FormValues, initial?: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, f] of formFields(r)) {
    const value = values[key] ?? null;
    if (initial && (initial[key] ?? null) === value) continue;
    body[key] = bodyValue(f, value);
  }
  return body;
}
