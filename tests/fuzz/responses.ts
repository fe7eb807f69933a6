import {
  errorEnvelopeSchema,
  forbiddenSchema,
  jwtErrorSchema,
  notFoundRouteSchema,
  unauthorizedSchema,
  type Endpoint,
} from '@cmms/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';

/** Every non-2xx body the server may send (design §2): envelope, 401, 403, route 404, template-auth error. */
const knownErrorSchema = z.union([
  errorEnvelopeSchema,
  unauthorizedSchema,
  forbiddenSchema,
  notFoundRouteSchema,
  jwtErrorSchema,
]);

export const describeRequest = (res: LightMyRequestResponse): string =>
  `${res.statusCode} ${res.raw.req.method} ${(res.raw.req.url ?? '').slice(0, 200)} -> ${res.body.slice(0, 300)}`;

/** Never a 5xx, never HTML or a stack trace: JSON the contract knows, whatever came in. */
export function expectSaneResponse(res: LightMyRequestResponse, endpoint?: Endpoint): unknown {
  const where = describeRequest(res);
  expect(res.statusCode, where).toBeLessThan(500);
  // An endpoint that answers a file or plain text (`produces`) does so only on success.
  if (res.statusCode === 200 && endpoint?.produces && !/^application\/json/.test(String(res.headers['content-type'])))
    return res.body;
  expect(String(res.headers['content-type']), where).toMatch(/^application\/json/);
  expect(res.body, where).not.toMatch(/\n\s+at .+:\d+:\d+/);
  const body: unknown = res.json();
  if (res.statusCode === 200 && endpoint) {
    const parsed = endpoint.response.safeParse(body);
    expect(parsed.error?.issues ?? [], `${where}\nresponse does not match the contract of ${endpoint.id}`).toEqual([]);
  } else if (res.statusCode >= 400) {
    const parsed = knownErrorSchema.safeParse(body);
    expect(parsed.success, `${where}\nunknown error shape`).toBe(true);
  }
  return body;
}

export interface ErrorEnvelope {
  status: 'error';
  messages: unknown;
  payload: null;
}

/** The mutation envelope of a refusal: `{ status: 'error', messages, payload: null }`. */
export function expectErrorEnvelope(res: LightMyRequestResponse, status = 200): ErrorEnvelope {
  const where = describeRequest(res);
  expect(res.statusCode, where).toBe(status);
  const body = expectSaneResponse(res) as ErrorEnvelope;
  expect(body, where).toMatchObject({ status: 'error', payload: null });
  expect(Object.keys(body).sort(), where).toEqual(['messages', 'payload', 'status']);
  return body;
}

/** A validation refusal: messages is an object of field → non-empty list of texts. */
export function expectFieldMessages(res: LightMyRequestResponse): Record<string, string[]> {
  const { messages } = expectErrorEnvelope(res);
  const where = describeRequest(res);
  expect(messages, where).toBeTypeOf('object');
  expect(messages, where).not.toBeNull();
  const byField = messages as Record<string, unknown>;
  for (const texts of Object.values(byField)) {
    expect(Array.isArray(texts) && texts.length > 0 && texts.every((x) => typeof x === 'string'), where).toBe(true);
  }
  return byField as Record<string, string[]>;
}

/** Successful writes answer `{ status: 'success', messages, payload }` matching the endpoint's contract. */
export function expectSuccess<T = Record<string, unknown>>(res: LightMyRequestResponse, endpoint: Endpoint): T {
  const where = describeRequest(res);
  expect(res.statusCode, where).toBe(200);
  const body = expectSaneResponse(res, endpoint) as { status: string; payload: T };
  expect(body.status, where).toBe('success');
  return body.payload;
}
