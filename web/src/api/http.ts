import { endpointPath, type BodyInputOf, type Checked, type EndpointId, type ResponseOf } from '@cmms/contracts';
import { clearSession, storedAccessToken, storedRefreshToken, storeTokens } from '../auth/session-storage';
import { refreshAbility } from '../auth/ability';
import { announceSessionExpired } from '../auth/session-expired';
import { isAbortError, RequestError } from './request-error';
import { languageHeaders } from './language-header';
import type { Query } from './query';

export type { Query, QueryValue } from './query';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Empty values are left out so the server applies its own defaults; a list repeats its parameter
 * (`category_id=1&category_id=2`), as the repeatable asset filters take it.
 */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value))
      for (const item of value as readonly (string | number)[]) params.append(key, String(item));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...languageHeaders() };
  const token = storedAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    return await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    throw new RequestError(isAbortError(error) || options.signal?.aborted ? 'aborted' : 'network');
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

// Several calls can hit a 401 at once; they share one refresh instead of racing with the same token.
// Uploads (XMLHttpRequest, for progress) use the same refresh.
let refreshing: Promise<boolean> | null = null;

async function refreshTokens(): Promise<boolean> {
  const refreshToken = storedRefreshToken();
  if (!refreshToken) return false;
  try {
    const response = await send(endpointPath('jwt.refresh'), { method: 'POST', body: { refreshToken } });
    if (!response.ok) return false;
    const body = (await readBody(response)) as { accessToken?: unknown; refreshToken?: unknown } | null;
    if (typeof body?.accessToken !== 'string' || typeof body.refreshToken !== 'string') return false;
    storeTokens(body.accessToken, body.refreshToken);
    return true;
  } catch {
    return false;
  }
}

export const refreshOnce = (): Promise<boolean> => {
  refreshing ??= refreshTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
};

/** Signs out locally: the server session is already gone when this runs. */
export function expireSession(): void {
  clearSession();
  refreshAbility();
  announceSessionExpired();
}

/**
 * The one fetcher every screen uses. HTTP 200 bodies come back as they are (the envelope's
 * `status` is the request cycle's business); a 401 gets one refresh and one retry.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  if (response.status === 401) {
    if (await refreshOnce()) response = await send(path, options);
    if (response.status === 401) expireSession();
  }
  const body = await readBody(response);
  if (!response.ok) throw new RequestError('http', response.status, body);
  return body as T;
}

/** What a call sends: the declared body's input type when the id is known (any body for a computed one). */
export type CallOptions<S extends string> = Omit<RequestOptions, 'body'> & {
  body?: string extends S ? unknown : BodyInputOf<S> extends undefined ? unknown : BodyInputOf<S>;
};

/** An explicit type parameter wins; without one, the endpoint's declared response. */
export type CallResult<T, S extends string> = [T] extends [never] ? (string extends S ? unknown : ResponseOf<S>) : T;

/**
 * Calls by endpoint id from the contracts, never by hand-written URL. A written id must exist
 * (typecheck); the body is checked against the declared one and the answer typed as the declared
 * response (`callEndpoint('tapps.todo.add', {}, { method: 'POST', body: { task } })`). An explicit
 * `callEndpoint<T>(...)` still says the answer's type itself.
 */
export const callEndpoint = <T = never, S extends string = string>(
  id: Checked<S, EndpointId>,
  params: Record<string, string | number> = {},
  options: CallOptions<S> = {},
) => apiRequest<CallResult<T, S>>(endpointPath<string>(id, params), options);
