import type { z } from 'zod';

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

export interface Ability {
  action: string;
  subject: string;
}

/**
 * Who may call: anyone, any signed-in user, holders of an ability, or of any one of several. A unit test
 * checks that some key of the permission catalogue grants each (action, subject).
 */
export type EndpointAuth = 'public' | 'user' | Ability | { anyOf: readonly Ability[] };

/** The abilities an endpoint accepts (any one will do); none for public and signed-in-user calls. */
export const authAbilities = (auth: EndpointAuth): readonly Ability[] =>
  typeof auth !== 'object' ? [] : 'anyOf' in auth ? auth.anyOf : [auth];

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
  /**
   * Generated from a declaration beyond the resource's own set: a child collection, a sub-resource, a
   * record's attachments (`UPLOAD_HOLDERS`, one line per holder), a resource's picture (`image: true`), a
   * resource's list scoped by a parent.
   */
  declared?: 'child-collection' | 'sub-resource' | 'attachments' | 'image' | 'scoped-list';
  /**
   * Where a real deployment gets it when not from the backend: `mock`, the mock's own tooling (demo
   * sessions, dev switches), which a real backend never has; `template`, the template apps' calls, which the
   * stock template answers in the browser. The contract suite skips both against a real backend unless asked.
   */
  origin?: 'mock' | 'template';
}

/**
 * An endpoint whose id the compiler knows, and, when declared inline (or through a helper that keeps
 * them), its schemas too: `Q` query, `B` body, `R` response, `P` the path parameters beyond `:id`. The
 * defaults are what every endpoint has, so `TypedEndpoint<'x'>` still types any endpoint with that id.
 */
export type TypedEndpoint<
  I extends string,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  P extends Record<string, z.ZodType> | undefined = Record<string, z.ZodType> | undefined,
> = Omit<Endpoint, 'id' | 'query' | 'body' | 'response' | 'params'> & {
  id: I;
  query?: Q;
  body?: B;
  response: R;
  params?: P;
};

/** Any endpoint declaration, its types kept (the element type of a `defineEndpoints` list). */
export type AnyEndpoint = Endpoint & { readonly id: string };

/**
 * A list of endpoints that keeps each literal id in its type, so `EndpointId` knows it, and each
 * endpoint's schemas, so `EndpointById<'id'>` (and `BodyOf`, `QueryOf`, `ResponseOf`) read them. Every
 * list that ends up in the endpoint table goes through this (or builds its ids from literal types).
 */
export const defineEndpoints = <const L extends readonly AnyEndpoint[]>(list: L): L => list;

/** The same list, each endpoint marked with where a real deployment gets it (see `Endpoint.origin`). */
export const withOrigin = <const L extends readonly AnyEndpoint[]>(
  origin: NonNullable<Endpoint['origin']>,
  list: L,
): L => list.map((e) => ({ ...e, origin })) as unknown as L;

/** The ids of a list made by `defineEndpoints`. */
export type EndpointIdOf<L> = L extends readonly (infer E)[]
  ? E extends { id: infer I extends string }
    ? I
    : never
  : never;

/** The endpoints of lists by id: `{ 'devSwitches.set': <its declaration>, ... }` (one lookup, not a union scan). */
export type EndpointMapOf<E> = { [K in E as K extends { id: infer I extends string } ? I : never]: K };

/** What the server hands a handler and the console sends: the parsed (output) or sent (input) shape. */
export type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;
export type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/**
 * A literal must be one of `Known`; a computed `string` (`${r.name}.list`) passes the compiler and is
 * checked when it is looked up. So a typo in a written id fails typecheck, and generic code still works.
 */
export type Checked<S extends string, Known extends string> = S extends Known
  ? S
  : // `string` and patterns like `${string}.list` are index-signature keys; literal unions are not.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    {} extends Record<S, 1>
    ? S
    : Known;
