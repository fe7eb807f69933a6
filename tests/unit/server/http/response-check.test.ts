import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { getEndpoint } from '@cmms/contracts';
import {
  RESPONSE_MISMATCH_TEXT,
  markHandled,
  responseCheckHook,
  responseCheckMode,
  type ResponseCheck,
} from '@cmms/server/http/response-check';

/**
 * In tests and development every JSON answer of a declared endpoint is checked against its declared
 * schema (issue 25): a mismatch fails the call in tests (500 with the endpoint id and the issues), is
 * logged in development, and production does not check.
 */
const endpoint = getEndpoint('devSwitches.state');

async function answer(mode: ResponseCheck, body: unknown, status = 200) {
  const app = Fastify({ logger: false });
  const onSend = responseCheckHook(endpoint, mode);
  app.route({
    method: 'GET',
    url: '/state',
    ...(onSend ? { onSend } : {}),
    handler: async (request, reply) => {
      markHandled(request);
      return reply.status(status).send(body);
    },
  });
  const res = await app.inject({ method: 'GET', url: '/state' });
  await app.close();
  return res;
}

const declared = { enabled: false, server: null, switches: [] };
const wrong = { enabled: 'no', switches: [] };

describe('response check', () => {
  it('fails a test’s call whose answer is not what its endpoint declares, naming the endpoint', async () => {
    const res = await answer('fail', wrong);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({
      message: RESPONSE_MISMATCH_TEXT,
      endpoint: 'devSwitches.state',
      status: 200,
      issues: expect.arrayContaining([expect.objectContaining({ path: 'enabled' })]),
    });
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('server');
  });

  it('lets a declared answer through untouched', async () => {
    const res = await answer('fail', declared);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(declared);
  });

  it('only logs in development, and does not check in production', async () => {
    expect((await answer('log', wrong)).json()).toEqual(wrong);
    expect(responseCheckHook(endpoint, 'off')).toBeUndefined();
    expect(responseCheckMode({ NODE_ENV: 'production', MOCK_DEV: '1' })).toBe('off');
    expect(responseCheckMode({ NODE_ENV: 'test' })).toBe('fail');
    expect(responseCheckMode({ MOCK_DEV: '1' })).toBe('log');
    expect(responseCheckMode({})).toBe('off');
    expect(responseCheckMode({ NODE_ENV: 'test', RESPONSE_CHECK: 'log' })).toBe('log');
  });

  it('leaves answers of undeclared statuses alone (a 401, a 404 of the router)', async () => {
    expect((await answer('fail', { error: 'Unauthenticated.' }, 401)).statusCode).toBe(401);
  });
});
