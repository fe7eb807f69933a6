import { z } from 'zod';
import { INVALID_JSON_TEXT } from './kit/api.js';
import { errorEnvelopeSchema, forbiddenSchema, unauthorizedSchema } from './kit/envelopes.js';
import { authAbilities, type Endpoint } from './kit/endpoint.js';
import { endpoints as allEndpoints } from './endpoints.js';
import { resources } from './registry.js';

type JsonSchema = Record<string, unknown>;

/** JSON Schema of the value a schema produces (bodies are described after trimming and coercion). */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(schema) } },
});

const tagOf = (e: Endpoint) => e.resource ?? (e.path.startsWith('/jwt') ? 'jwt' : 'auth');

const VERB: Record<string, string> = {
  list: 'List',
  detail: 'Show one',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
  restore: 'Restore',
  selectlist: 'Select list of',
};

function summary(e: Endpoint): string {
  if (e.summary) return e.summary;
  const r = resources.find((x) => x.name === e.resource);
  if (!r) return e.id.replace('.', ' ').replace(/-/g, ' ');
  const verb = VERB[e.kind] ?? e.kind;
  return `${verb} ${r.name}${e.method === 'PUT' ? ' (PUT)' : ''}`;
}

function parameters(e: Endpoint): JsonSchema[] {
  const params: JsonSchema[] = [];
  for (const match of e.path.matchAll(/:(\w+)/g)) {
    const own = e.params?.[match[1] ?? ''];
    params.push({
      name: match[1],
      in: 'path',
      required: true,
      schema: own ? jsonSchema(own) : { type: 'integer', minimum: 1 },
    });
  }
  const query = e.query ? jsonSchema(e.query) : null;
  const properties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, schema] of Object.entries(properties)) params.push({ name, in: 'query', required: false, schema });
  return params;
}

/** File parts of multipart bodies: `file`, Snipe-IT's `file[]`, a record's `image`. */
const FILE_PARTS = ['file', 'file[]', 'image'];

/** Multipart bodies: the file part is binary and required, the other parts as the body schema says. */
function multipartSchema(body: z.ZodType): JsonSchema {
  const schema = jsonSchema(body);
  const properties = { ...((schema.properties ?? {}) as Record<string, JsonSchema>) };
  const files = FILE_PARTS.filter((key) => key in properties);
  for (const key of files) properties[key] = { type: 'string', format: 'binary' };
  return { ...schema, properties, required: files };
}

function operation(e: Endpoint): JsonSchema {
  const responses: Record<string, unknown> = {
    '200': e.produces
      ? {
          description: 'The file, with its stored content type; a not-found answer is the JSON envelope.',
          content: {
            [e.produces]: { schema: { type: 'string', format: 'binary' } },
            'application/json': { schema: jsonSchema(e.response) },
          },
        }
      : json(e.response, 'OK. Mutations report failure in `status`, still with HTTP 200.'),
  };
  if (e.body) {
    responses['422'] = json(
      errorEnvelopeSchema,
      `Malformed JSON, a body that is not an object ("${INVALID_JSON_TEXT}"), or one nested deeper than 32 levels.`,
    );
    responses['413'] = json(
      errorEnvelopeSchema,
      e.multipart
        ? 'A file past the upload limit, or too many parts.'
        : 'A body over 1 MiB, or a file on an endpoint that takes none.',
    );
  }
  if (e.auth !== 'public') responses['401'] = json(unauthorizedSchema, 'Missing or invalid bearer token.');
  const abilities = authAbilities(e.auth);
  if (abilities.length)
    responses['403'] = json(
      forbiddenSchema,
      `Needs ${abilities.map((a) => `\`${a.action}\` on \`${a.subject}\``).join(' or ')}.`,
    );
  for (const [status, error] of Object.entries(e.errors ?? {}))
    responses[status] = json(error.schema, error.description);
  // Every route answers a malformed URL (a broken %-escape) so; said here where nothing else is refused.
  if (!Object.keys(responses).some((status) => status.startsWith('4')))
    responses['400'] = json(errorEnvelopeSchema, 'A malformed URL (a broken %-escape).');
  return {
    operationId: e.id,
    summary: summary(e),
    tags: [tagOf(e)],
    ...(e.origin ? { 'x-origin': e.origin } : {}),
    ...(e.auth === 'public' ? { security: [] } : {}),
    ...(parameters(e).length ? { parameters: parameters(e) } : {}),
    ...(e.body
      ? {
          requestBody: {
            required: true,
            content: e.multipart
              ? { 'multipart/form-data': { schema: multipartSchema(e.body) } }
              : {
                  'application/json': { schema: jsonSchema(e.body) },
                  'application/x-www-form-urlencoded': { schema: jsonSchema(e.body) },
                },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every registered endpoint, generated from the contracts. */
export function buildOpenApi(list: readonly Endpoint[] = allEndpoints): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of list) {
    const path = e.path.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[e.method.toLowerCase()] = operation(e);
  }
  const tags = [...new Set(list.map(tagOf))].map((name) => {
    const r = resources.find((x) => x.name === name);
    const description = r
      ? `${r.entity} records at \`${r.path}\`.`
      : name === 'jwt'
        ? 'Template bearer-token auth.'
        : 'API login and the signed-in user.';
    return { name, description };
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Asset and maintenance management API (mock)',
      version: '1.0.0',
      description:
        'The documented API of the asset, maintenance and service management backend, as served by the local mock. Generated from the zod contracts; `npm run openapi` rewrites it.',
      license: { name: 'UNLICENSED', identifier: 'UNLICENSED' },
    },
    servers: [{ url: 'http://localhost:3000', description: 'The mock started with npm start' }],
    security: [{ bearerAuth: [] }],
    tags,
    paths,
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
  };
}
