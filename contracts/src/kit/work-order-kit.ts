import { z } from 'zod';
import { API_BASE } from './api.js';
import { fieldValueSchema } from './body-schema.js';
import { listEnvelope, mutationEnvelope } from './envelopes.js';
import type { Endpoint, EndpointAuth, TypedEndpoint } from './endpoint.js';
import type { FieldDecl, FieldKind } from './fields.js';
import type { PERMISSION_CHOICES } from '../permission-catalog.js';
import { validationText as t } from './validation-messages.js';

/** Shared pieces of the work-order action endpoints: who may call, body fields, one endpoint helper. */

const ability = (action: string, subject = 'workorders') => ({ action, subject });

export const WO_AUTH = {
  /** Readers of every work order, and requesters (the server lets them see only their own). */
  see: { anyOf: [ability('read'), ability('request')] } satisfies EndpointAuth,
  /** Readers; the server checks further (a worker's move, a comment's author). */
  read: ability('read') satisfies EndpointAuth,
  edit: ability('update') satisfies EndpointAuth,
  approve: ability('approve') satisfies EndpointAuth,
  close: ability('close') satisfies EndpointAuth,
  readChecklists: ability('read', 'checklists') satisfies EndpointAuth,
  editChecklists: ability('update', 'checklists') satisfies EndpointAuth,
};

/** The value a body field of this kind holds once read (the kit's normalising: trimmed, numbers from form strings). */
export type FieldValue<F extends FieldDecl> = F extends { kind: 'enum'; options: readonly (infer O extends string)[] }
  ? O
  : KindValue<F['kind']>;
type KindValue<K extends FieldKind> = K extends 'integer' | 'number' | 'reference' | 'money'
  ? number
  : K extends 'boolean'
    ? boolean
    : K extends 'multi-reference'
      ? number[]
      : K extends 'permissions'
        ? Record<string, (typeof PERMISSION_CHOICES)[number]>
        : string;

/** What a client may send for it: numbers also as their digits, booleans also as 0/1, id lists as '1,2'. */
export type FieldInput<F extends FieldDecl> = F extends { kind: 'enum'; options: readonly (infer O extends string)[] }
  ? O
  : KindInput<F['kind']>;
type KindInput<K extends FieldKind> = K extends 'integer' | 'number' | 'reference' | 'money'
  ? number | string
  : K extends 'boolean'
    ? boolean | number | string
    : K extends 'multi-reference'
      ? number[] | string
      : K extends 'permissions'
        ? Record<string, string | number> | string
        : string;

/** A required field's schema: it holds its value (null is sent for "not filled in" and refused as required). */
export type RequiredFieldSchema<F extends FieldDecl> = z.ZodType<FieldValue<F>, FieldInput<F> | null>;
/** Another field's schema: it may be left out, and a blank or null reads as null. */
export type OptionalFieldSchema<F extends FieldDecl> = z.ZodOptional<
  z.ZodType<FieldValue<F> | null, FieldInput<F> | null>
>;

/**
 * A body field validated like a declared field of that kind (Laravel's texts, forms' strings converted),
 * typed by its declaration: `{ kind: 'integer', required: true }` reads as a number, an enum as the union
 * of its options, a field not required as optional and nullable.
 */
export function field<const F extends FieldDecl & { required: true }>(key: string, f: F): RequiredFieldSchema<F>;
export function field<const F extends FieldDecl>(key: string, f: F): OptionalFieldSchema<F>;
export function field(key: string, f: FieldDecl): z.ZodType {
  return f.required ? fieldValueSchema(key, f) : fieldValueSchema(key, f, true).optional();
}

type IdDecl = { kind: 'reference'; ref: string; rowKey: string };
/** A reference to a row of `ref` by its id: a number once read. */
export function idField(key: string, ref: string, required: true): RequiredFieldSchema<IdDecl>;
export function idField(key: string, ref: string, required?: false): OptionalFieldSchema<IdDecl>;
export function idField(key: string, ref: string, required = false): z.ZodType {
  return field(key, { kind: 'reference', ref, rowKey: key, required });
}

/** An enum body field without a refinement: a blank value is no value, anything else must be an option. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  key: string,
  options: T,
  required: true,
): z.ZodType<T[number], T[number] | null>;
export function choiceField<const T extends readonly [string, ...string[]]>(
  key: string,
  options: T,
  required?: false,
): z.ZodOptional<z.ZodType<T[number] | null, T[number] | null>>;
/** Required or not as decided at run time: either schema. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  key: string,
  options: T,
  required?: boolean,
): z.ZodType<T[number] | null | undefined, T[number] | null | undefined>;
export function choiceField(key: string, options: readonly [string, ...string[]], required = false): z.ZodType {
  const a = key.replace(/_/g, ' ');
  const inner = z.enum(options, { error: (iss) => (iss.input == null ? t.required(a) : t.invalidChoice(a)) });
  const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
  return required ? z.preprocess(blankToNull, inner) : z.preprocess(blankToNull, inner.nullable()).optional();
}

export const listOrError = <T extends z.ZodType>(row: T) => z.union([listEnvelope(row), mutationEnvelope(z.null())]);
export const detailOrError = <T extends z.ZodType>(row: T) => z.union([row, mutationEnvelope(z.null())]);

/**
 * A work-order action's declaration; its query, body, response and path-parameter schemas stay in its
 * type (`TypedEndpoint<I, Q, B, R, P>`), so `registerAction` hands the handler typed values and the
 * console's calls infer what they send and get.
 */
export const woAction = <
  const I extends string,
  const Path extends string,
  R extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends Record<string, z.ZodType> | undefined = undefined,
>(
  id: I,
  method: Endpoint['method'],
  path: Path,
  summary: string,
  auth: EndpointAuth,
  rest: Partial<Omit<Endpoint, 'id' | 'path' | 'query' | 'body' | 'response' | 'params'>> & {
    response: R;
    query?: Q;
    body?: B;
    params?: P;
  },
): TypedEndpoint<I, Q, B, R, P> & { path: `${typeof API_BASE}${Path}` } => ({
  id,
  method,
  // The literal path stays in the type, so `ParamsOf` knows the `:id` of a typed handler.
  path: `${API_BASE}${path}`,
  kind: 'action',
  resource: 'workorders',
  summary,
  auth,
  notFound: 'WorkOrder not found',
  ...rest,
});
