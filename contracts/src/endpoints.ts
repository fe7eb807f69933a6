import { z } from 'zod';
import { API_BASE } from './kit/api.js';
import { errorEnvelopeSchema, listEnvelope, mutationEnvelope, selectListSchema } from './kit/envelopes.js';
import { listQuerySchema } from './kit/list-query.js';
import { bodySchema } from './kit/body-schema.js';
import { payloadSchema, rowSchema } from './kit/row-schema.js';
import { notFoundText, type ResourceDecl } from './kit/resource.js';
import { resources } from './registry.js';
import { users } from './resources/users.js';
import {
  apiLoginBodySchema,
  jwtErrorSchema,
  jwtLoginBodySchema,
  jwtRegisterBodySchema,
  refreshBodySchema,
  sessionSchema,
  tokenPairSchema,
} from './auth.js';
import { customEndpoints } from './custom-endpoints.js';
import { imageEndpoints } from './kit/record-images.js';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type EndpointKind =
  | 'list'
  | 'detail'
  | 'create'
  | 'update'
  | 'delete'
  | 'restore'
  | 'selectlist'
  | 'login'
  | 'jwt-login'
  | 'jwt-register'
  | 'jwt-refresh'
  | 'jwt-logout'
  | 'me'
  | 'user-selectlist'
  /** A call of its own beyond the generic set (group members, uploads, reports...). */
  | 'action';

/** Who may call: anyone, any signed-in user, or holders of an ability. */
export type EndpointAuth = 'public' | 'user' | { action: string; subject: string };

export interface Endpoint {
  id: string;
  method: HttpMethod;
  /** Full path, parameters as `:id`. */
  path: string;
  kind: EndpointKind;
  auth: EndpointAuth;
  resource?: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Documented non-200 answers beyond the common 401/403/422 (the template auth's own errors). */
  errors?: Record<number, { description: string; schema: z.ZodType }>;
  /** The OpenAPI summary when the kind and resource do not say it (custom actions). */
  summary?: string;
  /** Path parameters that are not positive integer ids (`users.sublist`'s `:type`). */
  params?: Record<string, z.ZodType>;
  /** The body arrives as multipart form data (file uploads). */
  multipart?: boolean;
  /** Content type of the 200 answer when it is not JSON (file downloads). */
  produces?: string;
  /** The not-found text when it is not the resource's (`Component does not exist.` on checkout). */
  notFound?: string;
}

const idParam = '/:id';
const selectListQuerySchema = z.object({ search: z.string().optional(), page: z.string().optional() });

/** The endpoints one declaration gives: list, detail, create, update, delete, and what its options add. */
export function resourceEndpoints(r: ResourceDecl): Endpoint[] {
  const base = `${API_BASE}${r.path}`;
  const row = rowSchema(r);
  const can = (action: string) => ({ action, subject: r.permission });
  // Declared filters, and the id-list filters of multi-reference fields (users `?group_id=`).
  const listFilters = Object.values(r.fields).flatMap((f) =>
    f.kind === 'multi-reference' && f.filter ? [f.filter] : [],
  );
  const filters = Object.fromEntries([...r.filters, ...listFilters].map((f) => [f, z.string().optional()]));
  const query = listQuerySchema.extend({ ...filters, ...(r.restorable ? { deleted: z.string().optional() } : {}) });
  const common = { resource: r.name };
  const list: Endpoint[] = [
    {
      ...common,
      id: `${r.name}.list`,
      method: 'GET',
      path: base,
      kind: 'list',
      auth: can('read'),
      query,
      response: listEnvelope(row),
    },
    {
      ...common,
      id: `${r.name}.detail`,
      method: 'GET',
      path: base + idParam,
      kind: 'detail',
      auth: can('read'),
      notFound: notFoundText(r, 'detail'),
      ...(r.detailItems
        ? {
            // With list parameters the row also carries its items, paged (a category's assets...).
            query: listQuerySchema,
            response: z.union([
              row.extend({ items: listEnvelope(z.looseObject({ id: z.number().int() })).optional() }),
              mutationEnvelope(z.null()),
            ]),
          }
        : { response: z.union([row, mutationEnvelope(z.null())]) }),
    },
    {
      ...common,
      id: `${r.name}.create`,
      method: 'POST',
      path: base,
      kind: 'create',
      auth: can('create'),
      body: bodySchema(r, 'create'),
      response: mutationEnvelope(payloadSchema(r)),
    },
    // PATCH and PUT are the same partial update, as in the real backend.
    ...(['PATCH', 'PUT'] as const).map((method): Endpoint => ({
      ...common,
      id: `${r.name}.${method === 'PATCH' ? 'update' : 'replace'}`,
      method,
      path: base + idParam,
      kind: 'update',
      auth: can('update'),
      body: bodySchema(r, 'update'),
      response: mutationEnvelope(payloadSchema(r)),
    })),
    {
      ...common,
      id: `${r.name}.delete`,
      method: 'DELETE',
      path: base + idParam,
      kind: 'delete',
      auth: can('delete'),
      notFound: notFoundText(r, 'delete'),
      response: mutationEnvelope(z.null()),
    },
  ];
  const kept = (e: Endpoint) => e.kind === 'list' || e.kind === 'detail' || (e.kind === 'delete' && r.deletable);
  if (r.readOnly) list.splice(0, list.length, ...list.filter(kept));
  if (r.selectList) {
    list.push({
      ...common,
      id: `${r.name}.selectlist`,
      method: 'GET',
      path: `${base}/selectlist`,
      kind: 'selectlist',
      auth: can('read'),
      query: selectListQuerySchema,
      response: selectListSchema,
    });
  }
  // A picture per row: upload, read, delete (`image: true`).
  if (r.image) list.push(...imageEndpoints(r, `${base + idParam}/image`, row, can));
  if (r.restorable) {
    list.push({
      ...common,
      id: `${r.name}.restore`,
      method: 'POST',
      path: `${base + idParam}/restore`,
      kind: 'restore',
      auth: can('update'),
      notFound: notFoundText(r, 'restore'),
      response: mutationEnvelope(row),
    });
  }
  return list;
}

/** Too many failed logins for the account or from the address; the text says how long to wait. */
const loginThrottled = {
  description: 'Too many failed logins: "Too many login attempts. Please try again in N seconds."',
  schema: errorEnvelopeSchema,
};

export const authEndpoints: Endpoint[] = [
  {
    id: 'auth.login',
    method: 'POST',
    path: `${API_BASE}/login`,
    kind: 'login',
    auth: 'public',
    body: apiLoginBodySchema,
    response: mutationEnvelope(sessionSchema),
    errors: { 429: loginThrottled },
  },
  // The signed-in user as the users list shows it, like Snipe-IT's `GET /users/me`.
  {
    id: 'auth.me',
    method: 'GET',
    path: `${API_BASE}/users/me`,
    kind: 'me',
    auth: 'user',
    summary: 'The signed-in user, as `GET /users/{id}` shows it',
    response: rowSchema(users),
  },
  // Reference fields (managers) pick users; the people issue will declare users as a full resource.
  {
    id: 'users.selectlist',
    method: 'GET',
    path: `${API_BASE}/users/selectlist`,
    kind: 'user-selectlist',
    auth: 'user',
    query: selectListQuerySchema,
    response: selectListSchema,
  },
  {
    id: 'jwt.login',
    method: 'POST',
    path: '/jwt/login',
    kind: 'jwt-login',
    auth: 'public',
    body: jwtLoginBodySchema,
    response: sessionSchema,
    errors: { 400: { description: 'Wrong email or password.', schema: jwtErrorSchema }, 429: loginThrottled },
  },
  {
    id: 'jwt.register',
    method: 'POST',
    path: '/jwt/register',
    kind: 'jwt-register',
    auth: 'public',
    body: jwtRegisterBodySchema,
    response: z.union([sessionSchema, jwtErrorSchema]),
  },
  {
    id: 'jwt.refresh',
    method: 'POST',
    path: '/jwt/refresh-token',
    kind: 'jwt-refresh',
    auth: 'public',
    body: refreshBodySchema,
    response: tokenPairSchema,
    errors: { 401: { description: 'Unknown, used or revoked refresh token.', schema: jwtErrorSchema } },
  },
  {
    id: 'jwt.logout',
    method: 'POST',
    path: '/jwt/logout',
    kind: 'jwt-logout',
    auth: 'user',
    body: refreshBodySchema,
    response: mutationEnvelope(z.null()),
  },
];

/** The one table the server, the console and the tests read. */
export const endpoints: readonly Endpoint[] = [
  ...authEndpoints,
  // Custom actions before the resources: `/users/:id/uploads` must be matched before `/users/:id`'s kin.
  ...customEndpoints,
  ...resources.flatMap(resourceEndpoints),
];

const byId = new Map(endpoints.map((e) => [e.id, e]));
export function getEndpoint(id: string): Endpoint {
  const e = byId.get(id);
  if (!e) throw new Error(`Unknown endpoint '${id}'`);
  return e;
}

/** Fills `:param` placeholders: `endpointPath('companies.detail', { id: 3 })`. */
export function endpointPath(id: string, params: Record<string, string | number> = {}): string {
  return getEndpoint(id).path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}
