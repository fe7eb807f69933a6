import { z } from 'zod';
import { API_BASE } from './kit/api.js';
import { errorEnvelopeSchema, listEnvelope, mutationEnvelope, selectListSchema } from './kit/envelopes.js';
import { listQuerySchema } from './kit/list-query.js';
import { filterName, filterSchema } from './kit/filter-decl.js';
import { bodySchema } from './kit/body-schema.js';
import { payloadSchema, rowSchema } from './kit/row-schema.js';
import { notFoundText, type ResourceDecl } from './kit/resource.js';
import {
  defineEndpoints,
  type Checked,
  type Endpoint,
  type EndpointAuth,
  type EndpointIdOf,
  type EndpointMapOf,
  type SchemaInput,
  type SchemaOutput,
} from './kit/endpoint.js';
import { resources, type DeclaredResource } from './registry.js';
import { users } from './resources/users.js';
import {
  apiLoginBodySchema,
  jwtErrorSchema,
  jwtLoginBodySchema,
  jwtRegisterBodySchema,
  loginOptionsSchema,
  refreshBodySchema,
  sessionSchema,
  jwtRegisteredSchema,
} from './auth.js';
import { customEndpoints } from './custom-endpoints.js';
import { featureEndpoints, type FeatureEndpointId } from './features/index.js';
import { imageEndpoints } from './kit/record-images.js';

const idParam = '/:id';
const selectListQuerySchema = z.object({ search: z.string().optional(), page: z.string().optional() });

/** A value built on its first read, then kept. */
const once = <T>(build: () => T): (() => T) => {
  let built: T | undefined;
  return () => (built ??= build());
};

/**
 * The endpoints one declaration gives: list, detail, create, update, delete, and what its options add.
 * Their schemas are getters, built on first read and kept: the console reads this table on every load
 * for paths and abilities, and building about forty resources' row, body and query schemas up front
 * cost it a few hundred milliseconds of main thread before the first screen (issue 27). The server
 * and the tests read them as before.
 */
export function resourceEndpoints(r: ResourceDecl): Endpoint[] {
  const base = `${API_BASE}${r.path}`;
  const row = once(() => rowSchema(r));
  const payload = once(() => mutationEnvelope(payloadSchema(r)));
  const create = once(() => bodySchema(r, 'create'));
  const update = once(() => bodySchema(r, 'update'));
  // A list whose filters say their values answers a bad value with the validation envelope.
  const listResponse = once(() =>
    r.filters.some((f) => typeof f !== 'string')
      ? z.union([listEnvelope(row()), mutationEnvelope(z.null())])
      : listEnvelope(row()),
  );
  const nullAnswer = once(() => mutationEnvelope(z.null()));
  const can = (action: 'read' | 'create' | 'update' | 'delete'): EndpointAuth => {
    const also = action === 'read' || action === 'create' ? (r.alsoAllowedBy?.[action] ?? []) : [];
    const own = { action, subject: r.permission };
    return also.length ? { anyOf: [own, ...also.map((a) => ({ action: a, subject: r.permission }))] } : own;
  };
  const query = once(() => {
    // Declared filters, and the id-list filters of multi-reference fields (users `?group_id=`).
    const listFilters = Object.values(r.fields).flatMap((f) =>
      f.kind === 'multi-reference' && f.filter ? [f.filter] : [],
    );
    const filters = Object.fromEntries([...r.filters, ...listFilters].map((f) => [filterName(f), filterSchema(f)]));
    return listQuerySchema.extend({
      ...filters,
      ...(r.restorable ? { deleted: z.string().optional() } : {}),
      ...(r.streamAll ? { all: z.string().optional() } : {}),
    });
  });
  const detailResponse = once(() =>
    r.detailItems
      ? // With list parameters the row also carries its items, paged (a category's assets...).
        z.union([
          row().extend({ items: listEnvelope(z.looseObject({ id: z.number().int() })).optional() }),
          mutationEnvelope(z.null()),
        ])
      : z.union([row(), mutationEnvelope(z.null())]),
  );
  const common = { resource: r.name };
  const list: Endpoint[] = [
    {
      ...common,
      id: `${r.name}.list`,
      method: 'GET',
      path: r.listPath ? `${API_BASE}${r.listPath}` : base,
      kind: 'list',
      auth: can('read'),
      get query() {
        return query();
      },
      get response() {
        return listResponse();
      },
    },
    {
      ...common,
      id: `${r.name}.detail`,
      method: 'GET',
      path: base + idParam,
      kind: 'detail',
      auth: can('read'),
      notFound: notFoundText(r, 'detail'),
      ...(r.detailItems ? { query: listQuerySchema } : {}),
      get response() {
        return detailResponse();
      },
    },
    {
      ...common,
      id: `${r.name}.create`,
      method: 'POST',
      path: base,
      kind: 'create',
      auth: can('create'),
      get body() {
        return create();
      },
      get response() {
        return payload();
      },
    },
    // PATCH and PUT are the same partial update, as in the real backend.
    ...(['PATCH', 'PUT'] as const).map((method): Endpoint => ({
      ...common,
      id: `${r.name}.${method === 'PATCH' ? 'update' : 'replace'}`,
      method,
      path: base + idParam,
      kind: 'update',
      auth: can('update'),
      get body() {
        return update();
      },
      get response() {
        return payload();
      },
    })),
    {
      ...common,
      id: `${r.name}.delete`,
      method: 'DELETE',
      path: base + idParam,
      kind: 'delete',
      auth: can('delete'),
      notFound: notFoundText(r, 'delete'),
      get response() {
        return nullAnswer();
      },
    },
  ];
  const kept = (e: Endpoint) => e.kind === 'list' || e.kind === 'detail' || (e.kind === 'delete' && r.deletable);
  if (r.readOnly) list.splice(0, list.length, ...list.filter(kept));
  if (r.selectList) {
    const filters = r.selectList.filters ?? [];
    const selectQuery = once(() =>
      selectListQuerySchema.extend(Object.fromEntries(filters.map((f) => [f, z.string().optional()]))),
    );
    list.push({
      ...common,
      id: `${r.name}.selectlist`,
      method: 'GET',
      path: `${base}/selectlist`,
      kind: 'selectlist',
      // Only the area's own readers: a select list names every row, unscoped.
      auth: { action: 'read', subject: r.permission },
      get query() {
        return selectQuery();
      },
      response: selectListSchema,
    });
  }
  // A picture per row: upload, read, delete (`image: true`).
  if (r.image) list.push(...imageEndpoints(r, `${base + idParam}/image`, row(), can));
  if (r.restorable) {
    const restored = once(() => mutationEnvelope(row()));
    list.push({
      ...common,
      id: `${r.name}.restore`,
      method: 'POST',
      path: `${base + idParam}/restore`,
      kind: 'restore',
      auth: can('update'),
      notFound: notFoundText(r, 'restore'),
      get response() {
        return restored();
      },
    });
  }
  return list;
}

/** Too many failed logins for the account or from the address; the text says how long to wait. */
const loginThrottled = {
  description: 'Too many failed logins: "Too many login attempts. Please try again in N seconds."',
  schema: errorEnvelopeSchema,
};

export const authEndpoints = defineEndpoints([
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
  // What the sign-in page may offer: the published demo password, self-registration.
  {
    id: 'auth.options',
    method: 'GET',
    path: `${API_BASE}/login/options`,
    kind: 'action',
    summary: 'Sign-in options: whether the published demo password works and registration is open',
    auth: 'public',
    response: loginOptionsSchema,
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
  // Reference fields (managers, assignees) pick users here: any signed-in user may, unlike the users list.
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
  // Beyond loopback, one answer whether or not the details were taken (so it tells no one who has an
  // account); on loopback, the template's shapes: the new account signed in, or field texts in a 200.
  {
    id: 'jwt.register',
    method: 'POST',
    path: '/jwt/register',
    kind: 'jwt-register',
    auth: 'public',
    body: jwtRegisterBodySchema,
    response: z.union([mutationEnvelope(z.null()), jwtRegisteredSchema, jwtErrorSchema]),
    errors: {
      400: {
        description: 'A required field is missing, the e-mail is not valid or the password too short.',
        schema: jwtErrorSchema,
      },
      403: { description: 'Registration is switched off (ALLOW_REGISTRATION).', schema: jwtErrorSchema },
      429: { description: 'Too many registrations from this address.', schema: jwtErrorSchema },
    },
  },
  {
    id: 'jwt.refresh',
    method: 'POST',
    path: '/jwt/refresh-token',
    kind: 'jwt-refresh',
    auth: 'public',
    body: refreshBodySchema,
    response: sessionSchema,
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
]);

/** The one table the server, the console and the tests read. */
export const endpoints: readonly Endpoint[] = [
  ...authEndpoints,
  // Custom actions before the resources: `/users/:id/uploads` must be matched before `/users/:id`'s kin.
  ...customEndpoints,
  ...featureEndpoints,
  ...resources.flatMap(resourceEndpoints),
];

/** The ids one declaration gives, from its options: read-only ones have list and detail (and delete if deletable). */
type CrudSuffix<D> = D extends { readOnly: true }
  ? 'list' | 'detail' | (D extends { deletable: true } ? 'delete' : never)
  : 'list' | 'detail' | 'create' | 'update' | 'replace' | 'delete';
type OptionSuffix<D> =
  | (D extends { selectList: object } ? 'selectlist' : never)
  | (D extends { restorable: true } ? 'restore' : never)
  | (D extends { image: true } ? 'image' | 'image-upload' | 'image-delete' : never);
type ResourceEndpointIdOf<D> = D extends { name: infer N extends string }
  ? `${N}.${CrudSuffix<D> | OptionSuffix<D>}`
  : never;

/** What `resourceEndpoints` names its endpoints after the resource: `companies.list`, `users.restore`. */
export type ResourceEndpointSuffix = CrudSuffix<object> | 'selectlist' | 'restore';
export type ResourceEndpointId = ResourceEndpointIdOf<DeclaredResource>;

/** Every id of the endpoint table, ts-rest style: `getEndpoint('groups.memberz')` fails typecheck. */
export type EndpointId =
  EndpointIdOf<typeof authEndpoints> | EndpointIdOf<typeof customEndpoints> | FeatureEndpointId | ResourceEndpointId;

/**
 * The declared endpoints by id, their schemas kept (ts-rest style). Built once from the declared lists
 * (a keyed map, so a lookup does not scan a union of every endpoint); an id generated from a resource
 * declaration reads as a plain `Endpoint` (its rows are typed from the declaration, not here).
 */
export type EndpointTypes = EndpointMapOf<
  (typeof authEndpoints)[number] | (typeof customEndpoints)[number] | (typeof featureEndpoints)[number]
>;

/** One endpoint's declaration by id: `EndpointById<'devSwitches.set'>['body']` is its zod schema. */
export type EndpointById<I extends string> = I extends keyof EndpointTypes ? EndpointTypes[I] : Endpoint;
type Part<I extends string, K extends 'query' | 'body' | 'response'> = K extends keyof EndpointById<I>
  ? // A helper that keeps schemas types an absent one as `undefined` (`woAction` without a body).
    [Exclude<EndpointById<I>[K], undefined>] extends [never]
    ? undefined
    : Exclude<EndpointById<I>[K], undefined>
  : undefined;
/** The body as the server's handler gets it, parsed (`z.output`); `undefined` when none is declared. */
export type BodyOf<I extends string> = SchemaOutput<Part<I, 'body'>>;
/** The body as a client sends it (`z.input`: optional fields, values before defaults and transforms). */
export type BodyInputOf<I extends string> = SchemaInput<Part<I, 'body'>>;
/** The query as the server's handler gets it, parsed. */
export type QueryOf<I extends string> = SchemaOutput<Part<I, 'query'>>;
/** The query as a client sends it. */
export type QueryInputOf<I extends string> = SchemaInput<Part<I, 'query'>>;
/** The JSON answer (a 200), as the console reads it. */
export type ResponseOf<I extends string> = SchemaOutput<Part<I, 'response'>>;

/** The `:name` placeholders of a path type (`/x/:id/:type` → `'id' | 'type'`). */
type PathParamNames<P extends string> = P extends `${string}:${infer N}/${infer Rest}`
  ? N | PathParamNames<Rest>
  : P extends `${string}:${infer N}`
    ? N
    : never;
type ParamValue<I extends string, K extends string> =
  EndpointById<I> extends { params: Record<K, infer S extends z.ZodType> } ? z.output<S> : number;
/**
 * Path parameters as the server's handler gets them: a declared one (`Endpoint.params`) parsed by its
 * schema, every other one a positive integer id (0 when the path's text is not one, so nothing is found).
 */
export type ParamsOf<I extends string> =
  EndpointById<I> extends { path: infer P extends string }
    ? string extends P
      ? Record<string, string | number>
      : {
          [K in PathParamNames<P>]: ParamValue<I, K>;
        }
    : Record<string, string | number>;

// A list typed `Endpoint[]` widens every id to `string` and switches the checks off; this fails then.
type AssertLiteral<T extends true> = T;
export type EndpointIdsAreLiteral = AssertLiteral<string extends EndpointId ? false : true>;

const byId = new Map(endpoints.map((e) => [e.id, e]));

export const isEndpointId = (id: string): id is EndpointId => byId.has(id);

export function getEndpoint<S extends string>(id: Checked<S, EndpointId>): Endpoint {
  const e = byId.get(id);
  if (!e) throw new Error(`Unknown endpoint '${id}'`);
  return e;
}

/** A resource's own endpoint id, for generic code that holds a declaration (`endpointIdOf(r, 'list')`). */
export const endpointIdOf = (r: ResourceDecl, suffix: ResourceEndpointSuffix): EndpointId =>
  `${r.name}.${suffix}` as EndpointId;

/** Fills `:param` placeholders: `endpointPath('companies.detail', { id: 3 })`. */
export function endpointPath<S extends string>(
  id: Checked<S, EndpointId>,
  params: Record<string, string | number> = {},
): string {
  return getEndpoint<string>(id).path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(params[key] ?? '')),
  );
}
