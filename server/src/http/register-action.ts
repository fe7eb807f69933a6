import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import {
  attributeName,
  getEndpoint,
  validationText as t,
  type BodyOf,
  type Checked,
  type EndpointId,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@cmms/contracts';
import type { z } from 'zod';
import { failure } from './envelope.js';
import { bodyOf, registerEndpoint } from './register-endpoint.js';

/** What an action's handler gets: the path, query and body parsed by the endpoint's own schemas. */
export interface ActionInput<I extends string> {
  params: ParamsOf<I>;
  /** `undefined` when the endpoint declares no query. */
  query: QueryOf<I>;
  /** `undefined` when the endpoint declares no body. */
  body: BodyOf<I>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a handler answers: the declared response (type-checked), or the reply when it sent one itself
 * (a 4xx the endpoint documents, a 201, a file).
 */
export type ActionAnswer<I extends string> = ResponseOf<I> | FastifyReply;

export type ActionHandler<I extends string> = (input: ActionInput<I>) => Promise<ActionAnswer<I>>;

/** A part of the call that failed its schema. */
export interface Refusal {
  part: 'params' | 'query' | 'body';
  issues: readonly z.core.$ZodIssue[];
  /** The issues as the real backend (Laravel) words them, `{ field: [texts] }`. */
  messages: Record<string, string[]>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface ActionOptions {
  /** A rule of the record in the path, checked before the body is read (as `registerEndpoint`'s). */
  beforeBody?: onRequestAsyncHookHandler;
  /**
   * A rule of the module checked once the body is read (so a malformed body still answers the app's
   * 422) but before it is held to its schema: the refusal it answers (a 404 when the server is not in
   * development mode, a 403 outside a demo session), or undefined to go on.
   */
  guard?: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /**
   * The answer to a call whose params, query or body fail the schema. By default the mutation envelope
   * with Laravel's texts per field at HTTP 200, as `parseBody`/`parseWith` answer (the server texts hook
   * words them in the caller's language).
   */
  invalid?: (refusal: Refusal) => unknown;
  /**
   * Body keys the schema does not name: refused by default with Laravel's `prohibited` text (a field
   * sent as `status_id` for `status` would change nothing and say success); `drop` ignores them, for a
   * call whose clients are known to send more.
   */
  extraKeys?: 'refuse' | 'drop';
}

/** Keys every client may send beside a body: the method override of form posts. */
const TRANSPORT_KEYS = new Set(['_method']);

/** The body's top-level keys an object schema does not name (none for a loose one: it takes any). */
function extraKeysOf(schema: z.ZodType, body: unknown): string[] {
  const { shape, _zod } = schema as { shape?: Record<string, unknown>; _zod?: { def?: { catchall?: unknown } } };
  if (!shape || _zod?.def?.catchall || !body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.keys(body).filter((key) => !(key in shape) && !TRANSPORT_KEYS.has(key));
}

const defaultRefusal = ({ messages }: Refusal) => failure(messages);

/** zod's own wording (`Invalid input: expected string, received number`), not a text the schema gave. */
const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

/**
 * A zod issue as Laravel words it (`The role field must be a string.`), so the server texts hook can
 * say it in the caller's language; a schema's own text (the resource fields give them) is kept.
 */
function laravelText(issue: z.core.$ZodIssue): string {
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  const field = attributeName(String(issue.path[0] ?? 'body'));
  // A nested field's issue is its top-level field's format (as `parseWith` words it).
  if (issue.path.length > 1) return t.format(field);
  switch (issue.code) {
    case 'invalid_type':
      if (/received undefined$/.test(issue.message)) return t.required(field);
      if (issue.expected === 'string') return t.string(field);
      if (issue.expected === 'int') return t.integer(field);
      if (issue.expected === 'number') return t.numeric(field);
      if (issue.expected === 'boolean') return t.boolean(field);
      return t.format(field);
    case 'invalid_value':
      return t.invalidChoice(field);
    case 'too_small':
      return issue.origin === 'string'
        ? t.minChars(field, Number(issue.minimum))
        : issue.origin === 'number'
          ? t.minValue(field, Number(issue.minimum))
          : t.format(field);
    case 'too_big':
      return issue.origin === 'string'
        ? t.maxChars(field, Number(issue.maximum))
        : issue.origin === 'number'
          ? t.maxValue(field, Number(issue.maximum))
          : t.format(field);
    case 'invalid_format':
      return issue.format === 'email' ? t.email(field) : issue.format === 'url' ? t.url(field) : t.format(field);
    default:
      return t.format(field);
  }
}

/** The issues as `{ field: [texts] }`, one entry per top-level field. */
function messagesOf(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const list = (out[String(issue.path[0] ?? 'body')] ??= []);
    const text = laravelText(issue);
    if (!list.includes(text)) list.push(text);
  }
  return out;
}

/** Route params arrive as strings; an id must be a positive integer or nothing is found (as `idParam`). */
const idValue = (raw: string | undefined): number => (raw !== undefined && /^\d{1,15}$/.test(raw) ? Number(raw) : 0);

/**
 * Registers a custom action by its endpoint id (ts-rest style): the endpoint is looked up once, its
 * access rule, body limit and write gate are those of `registerEndpoint`, and the handler gets `params`,
 * `query` and `body` parsed by the declared schemas and typed from the id; its answer is checked against
 * the declared response by the compiler.
 */
export function registerAction<const S extends string>(
  app: FastifyInstance,
  id: Checked<S, EndpointId>,
  handler: ActionHandler<S>,
  options: ActionOptions = {},
): void {
  const endpoint = getEndpoint<string>(id);
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const invalid = options.invalid ?? defaultRefusal;
  registerEndpoint(
    app,
    endpoint,
    async (request, reply) => {
      if (options.guard) {
        // A guard that answered stops the call. It may return the reply it sent, and a reply is a thenable
        // that settles empty once sent, so the reply's own state says whether it answered.
        const refused = await options.guard(request, reply);
        if (reply.sent) return reply;
        if (refused !== undefined) return refused;
      }
      const refuse = (part: Refusal['part'], issues: readonly z.core.$ZodIssue[]) =>
        invalid({ part, issues, messages: messagesOf(issues), request, reply });
      const rawParams = (request.params ?? {}) as Record<string, string | undefined>;
      const params: Record<string, unknown> = {};
      for (const name of names) {
        const schema = endpoint.params?.[name];
        if (!schema) {
          params[name] = idValue(rawParams[name]);
          continue;
        }
        const parsed = schema.safeParse(rawParams[name]);
        if (!parsed.success) return refuse('params', parsed.error.issues);
        params[name] = parsed.data;
      }
      let query: unknown;
      if (endpoint.query) {
        const parsed = endpoint.query.safeParse(request.query ?? {});
        if (!parsed.success) return refuse('query', parsed.error.issues);
        query = parsed.data;
      }
      let body: unknown;
      if (endpoint.body) {
        const extra = options.extraKeys === 'drop' ? [] : extraKeysOf(endpoint.body, bodyOf(request));
        if (extra.length) {
          const messages = Object.fromEntries(extra.map((key) => [key, [t.prohibited(attributeName(key))]]));
          const issues = extra.map((key) => ({
            code: 'custom' as const,
            path: [key],
            message: messages[key]![0]!,
            input: undefined,
          }));
          return invalid({ part: 'body', issues, messages, request, reply });
        }
        const parsed = endpoint.body.safeParse(bodyOf(request));
        if (!parsed.success) return refuse('body', parsed.error.issues);
        body = parsed.data;
      }
      return handler({ params, query, body, request, reply } as ActionInput<S>);
    },
    options.beforeBody,
  );
}
