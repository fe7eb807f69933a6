import type { z } from 'zod';
import {
  errorEnvelopeSchema,
  forbiddenSchema,
  notFoundRouteSchema,
  unauthorizedSchema,
  type Endpoint,
} from '@cmms/contracts';
import { schemaMismatches, type Mismatch } from '../contract/schema-diff.js';

/** One call as the proxy saw it: what the client sent and what the backend answered. */
export interface Exchange {
  method: string;
  /** Path and query as the client sent them. */
  url: string;
  /** The request body when it was JSON (undefined otherwise: multipart, form, none). */
  requestJson?: unknown;
  status: number;
  contentType: string;
  /** The response body when it was JSON. */
  responseJson?: unknown;
}

/** Where in the call a mismatch is, and the mismatches there. */
export interface Finding {
  where: 'query' | 'request body' | 'response' | 'status';
  detail: string;
  mismatches: Mismatch[];
}

const isValidationRefusal = (json: unknown) =>
  (json as { status?: unknown } | null)?.status === 'error' && typeof json === 'object';

/** The schema the contract gives for an answer with this status (the common 401/403/404/422 included). */
export function responseSchemaFor(endpoint: Endpoint, status: number): z.ZodType | undefined {
  if (status === 200 || status === 201) return endpoint.response;
  if (endpoint.errors?.[status]) return endpoint.errors[status].schema;
  if (status === 401) return unauthorizedSchema;
  if (status === 403) return forbiddenSchema;
  if (status === 404) return notFoundRouteSchema;
  if (status === 422 || status === 413 || status === 429) return errorEnvelopeSchema;
  return undefined;
}

/** The query as the server reads it: one value per key (a repeated key's first). */
export const queryObject = (search: URLSearchParams): Record<string, string> =>
  Object.fromEntries([...search.keys()].map((k) => [k, search.get(k)!]));

/**
 * Checks one call against its endpoint: the query and JSON body against the declared schemas, then the
 * answer against the schema for its status. A body the backend refused with the error envelope is not
 * reported (client and backend agree it is invalid); one it accepted against the contract is.
 */
export function checkExchange(endpoint: Endpoint, x: Exchange): Finding[] {
  const findings: Finding[] = [];
  const url = new URL(x.url, 'http://proxy.local');
  if (endpoint.query) {
    const mismatches = schemaMismatches(endpoint.query, queryObject(url.searchParams));
    if (mismatches.length) findings.push({ where: 'query', detail: 'query outside the contract', mismatches });
  }
  const refused = x.status !== 200 || isValidationRefusal(x.responseJson);
  if (endpoint.body && x.requestJson !== undefined && !refused) {
    const body = { ...(x.requestJson as Record<string, unknown>) };
    delete body._method;
    const mismatches = schemaMismatches(endpoint.body, body);
    if (mismatches.length)
      findings.push({ where: 'request body', detail: 'accepted a body outside the contract', mismatches });
  }
  if (endpoint.produces && x.status === 200) return findings;
  const schema = responseSchemaFor(endpoint, x.status);
  if (!schema) {
    findings.push({
      where: 'status',
      detail: `HTTP ${x.status} is not an answer the contract documents`,
      mismatches: [{ path: '(status)', expected: 'a documented status', received: String(x.status) }],
    });
    return findings;
  }
  if (x.responseJson === undefined) {
    findings.push({
      where: 'response',
      detail: 'not JSON',
      mismatches: [{ path: '(root)', expected: 'JSON', received: x.contentType || 'no content type' }],
    });
    return findings;
  }
  const mismatches = schemaMismatches(schema, x.responseJson);
  if (mismatches.length) findings.push({ where: 'response', detail: `HTTP ${x.status} body`, mismatches });
  return findings;
}
