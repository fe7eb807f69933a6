import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { API_BASE, getEndpoint } from '@cmms/contracts';
import { checkExchange, type Exchange } from '../../proxy/check-exchange.js';
import { effectiveMethod, endpointMatcher } from '../../proxy/match-endpoint.js';
import { decoded, jsonOf } from '../../proxy/forward.js';

const match = endpointMatcher();
const idOf = (method: string, path: string) => match(method, `${API_BASE}${path}`)?.endpoint.id;

describe('the proxy finds the endpoint a call is', () => {
  it('prefers a literal segment to a parameter, as the router does', () => {
    expect(idOf('GET', '/users/me')).toBe('auth.me');
    expect(idOf('GET', '/users/7')).toBe('users.detail');
    expect(idOf('GET', '/hardware/bytag/AST-000121')).toBe('hardware.bytag');
    expect(idOf('GET', '/hardware/selectlist')).toBe('hardware.selectlist');
    expect(match('GET', '/jwt/login')).toBeUndefined();
    expect(match('POST', '/jwt/login')?.endpoint.id).toBe('jwt.login');
  });

  it('reads a POST with _method as the update it stands for, and gives the path parameters', () => {
    const method = effectiveMethod('POST', { _method: 'patch', name: 'x' });
    expect(method).toBe('PATCH');
    expect(match(method, `${API_BASE}/companies/12`)).toMatchObject({
      endpoint: { id: 'companies.update' },
      params: { id: '12' },
    });
  });
});

describe('the proxy checks a call against its endpoint', () => {
  const create = getEndpoint('companies.create');
  const call = (over: Partial<Exchange>): Exchange => ({
    method: 'POST',
    url: `${API_BASE}/companies`,
    status: 200,
    contentType: 'application/json',
    ...over,
  });

  it('reports a body the backend accepted outside the contract, not one it refused', () => {
    const accepted = checkExchange(
      create,
      call({ requestJson: { name: 42 }, responseJson: { status: 'success', messages: 'ok', payload: null } }),
    );
    expect(accepted.map((f) => [f.where, f.mismatches[0]?.path])).toEqual([['request body', 'name']]);
    const refused = checkExchange(
      create,
      call({ requestJson: { name: 42 }, responseJson: { status: 'error', messages: { name: ['x'] }, payload: null } }),
    );
    expect(refused).toEqual([]);
  });

  it('checks a 401 and a 403 against their bodies, and says when a status is undocumented', () => {
    expect(checkExchange(create, call({ status: 401, responseJson: { error: 'Unauthorized.' } }))).toEqual([]);
    expect(checkExchange(create, call({ status: 403, responseJson: { error: 'no' } }))[0]).toMatchObject({
      where: 'response',
      mismatches: [{ path: 'message', expected: 'string', received: 'missing' }],
    });
    expect(checkExchange(create, call({ status: 500, responseJson: {} }))[0]).toMatchObject({
      where: 'status',
      mismatches: [{ received: '500' }],
    });
  });
});

describe('the proxy reads an answer', () => {
  it('compressed or not, when it is JSON', () => {
    const body = Buffer.from('{"total":0,"rows":[]}');
    for (const [encoding, bytes] of [
      [undefined, body],
      ['gzip', gzipSync(body)],
      ['br', brotliCompressSync(body)],
    ] as const)
      expect(jsonOf('application/json', decoded(encoding, bytes)), encoding).toEqual({ total: 0, rows: [] });
    expect(jsonOf('text/html', body)).toBeUndefined();
  });
});
