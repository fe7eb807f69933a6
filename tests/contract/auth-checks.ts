import { getEndpoint, type Endpoint } from '@cmms/contracts';
import { call, type Target } from './http-client.js';
import { checkResponse, isSuccess, type RunFlags } from './check-response.js';
import type { EndpointRecorder } from './results.js';
import { checkV8Keys } from './read-checks.js';

export interface Credentials {
  username: string;
  password: string;
}

/** Login, the signed-in user, and (on the mock or with --template) the template JWT chain. */
export async function checkAuth(
  rec: EndpointRecorder,
  e: Endpoint,
  target: Target,
  flags: RunFlags & { credentials?: Credentials; template: boolean },
): Promise<void> {
  const creds = flags.credentials;
  if (e.kind === 'me') {
    const me = await call(target, 'GET', e.path);
    // Snipe-IT's `GET /users/me` is the caller's user row.
    if (checkResponse(rec, 'me', me, e.response, flags))
      checkV8Keys(rec, 'users', [me.json as Record<string, unknown> & { id: number }], me.curl);
    return;
  }
  if (e.kind === 'user-selectlist') {
    checkResponse(rec, 'select list', await call(target, 'GET', `${e.path}?page=1`), e.response, flags);
    return;
  }
  if (!creds) {
    rec.skip('needs --username and --password');
    return;
  }
  if (e.kind === 'login') {
    const res = await call(target, 'POST', e.path, {
      body: { username: creds.username, password: creds.password },
      auth: false,
    });
    if (checkResponse(rec, 'login', res, e.response, flags))
      rec.expect('login succeeds', isSuccess(res), res.text.slice(0, 200), res.curl);
    const bad = await call(target, 'POST', e.path, {
      body: { username: creds.username, password: `${creds.password}-wrong` },
      auth: false,
    });
    rec.expect(
      'wrong password is refused',
      (bad.json as { status?: string })?.status === 'error',
      bad.text.slice(0, 200),
      bad.curl,
    );
    return;
  }
  if (!flags.template) {
    rec.skip('template auth; pass --template to check it');
    return;
  }
  if (e.kind === 'jwt-register') {
    rec.skip('would create an account the API cannot remove');
    return;
  }
  const login = await call(target, 'POST', getEndpoint('jwt.login').path, {
    body: { email: creds.username, password: creds.password },
    auth: false,
  });
  const session = login.json as { accessToken?: string; refreshToken?: string };
  if (e.kind === 'jwt-login') {
    checkResponse(rec, 'jwt login', login, e.response, flags);
    return;
  }
  if (e.kind === 'jwt-refresh') {
    const res = await call(target, 'POST', e.path, { body: { refreshToken: session.refreshToken }, auth: false });
    checkResponse(rec, 'refresh', res, e.response, flags);
    const replay = await call(target, 'POST', e.path, { body: { refreshToken: session.refreshToken }, auth: false });
    rec.expect('a used refresh token is refused', replay.status === 401, `got HTTP ${replay.status}`, replay.curl);
    return;
  }
  if (e.kind === 'jwt-logout') {
    const res = await call({ ...target, token: session.accessToken }, 'POST', e.path, {
      body: { refreshToken: session.refreshToken },
    });
    checkResponse(rec, 'logout', res, e.response, flags);
  }
}
