import { z } from 'zod';
import { API_BASE } from '../kit/api.js';
import { fieldValueSchema } from '../kit/body-schema.js';
import { listEnvelope, mutationEnvelope } from '../kit/envelopes.js';
import type { Endpoint, EndpointAuth, TypedEndpoint } from '../kit/endpoint.js';
import type { FieldDecl } from '../kit/fields.js';
import { validationText as t } from '../kit/validation-messages.js';

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

/** A body field validated like a declared field of that kind (Laravel's texts, forms' strings converted). */
export const field = (key: string, f: FieldDecl): z.ZodType =>
  f.required ? fieldValueSchema(key, f) : fieldValueSchema(key, f, true).optional();
export const idField = (key: string, ref: string, required = false) =>
  field(key, { kind: 'reference', ref, rowKey: key, required });

/** An enum body field without a refinement: a blank value is no value, anything else must be an option. */
export const choiceField = <T extends readonly [string, ...string[]]>(key: string, options: T, required = false) => {
  const a = key.replace(/_/g, ' ');
  const inner = z.enum(options, { error: (iss) => (iss.input == null ? t.required(a) : t.invalidChoice(a)) });
  const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
  return required ? z.preprocess(blankToNull, inner) : z.preprocess(blankToNull, inner.nullable()).optional();
};

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
