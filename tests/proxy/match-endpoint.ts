import { endpoints as allEndpoints, type Endpoint } from '@cmms/contracts';

export interface Matched {
  endpoint: Endpoint;
  params: Record<string, string>;
}

interface Compiled {
  endpoint: Endpoint;
  segments: string[];
}

/**
 * The router's precedence: segment by segment from the left, a literal before a parameter, so
 * `/hardware/bytag/:tag` wins over `/hardware/:id/:type` and `/users/me` over `/users/:id`.
 */
const moreLiteralFirst = (a: Compiled, b: Compiled): number => {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const pa = a.segments[i]!.startsWith(':');
    const pb = b.segments[i]!.startsWith(':');
    if (pa !== pb) return pa ? 1 : -1;
  }
  return 0;
};

const split = (path: string) => path.split('/').filter(Boolean);

/**
 * Finds the endpoint of the contract table a request is a call of, by method and path (parameters as
 * `:name`), as the server's router would. A `POST` with `_method` in its body
 * is the update it stands for, as the backend reads it.
 */
export function endpointMatcher(list: readonly Endpoint[] = allEndpoints) {
  const byMethod = new Map<string, Compiled[]>();
  for (const endpoint of list) {
    const segments = split(endpoint.path);
    const compiled = { endpoint, segments };
    byMethod.set(endpoint.method, [...(byMethod.get(endpoint.method) ?? []), compiled]);
  }
  for (const entries of byMethod.values()) entries.sort(moreLiteralFirst);

  return (method: string, pathname: string): Matched | undefined => {
    const parts = split(pathname);
    for (const c of byMethod.get(method.toUpperCase()) ?? []) {
      if (c.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const ok = c.segments.every((s, i) => {
        const part = decodeURIComponent(parts[i]!);
        if (s.startsWith(':')) return (params[s.slice(1)] = part) !== '';
        return s === part;
      });
      if (ok) return { endpoint: c.endpoint, params };
    }
    return undefined;
  };
}

/** The method a call stands for: `_method` in a POST body overrides it (Laravel's method spoofing). */
export const effectiveMethod = (method: string, body: unknown): string => {
  const spoofed = (body as { _method?: unknown } | null)?._method;
  return method.toUpperCase() === 'POST' && typeof spoofed === 'string' ? spoofed.toUpperCase() : method.toUpperCase();
};
