import { endpoints as allEndpoints, type Endpoint } from '@cmms/contracts';

export interface Matched {
  endpoint: Endpoint;
  params: Record<string, string>;
}

interface Compiled {
  endpoint: Endpoint;
  segments: string[];
  /** Literal segments count first, so `/hardware/bytag/:tag` wins over `/hardware/:id/:type`. */
  literals: number;
}

const split = (path: string) => path.split('/').filter(Boolean);

/**
 * Finds the endpoint of the contract table a request is a call of, by method and path (parameters as
 * `:name`), as the server's router would: the most literal path wins. A `POST` with `_method` in its body
 * is the update it stands for, as the backend reads it.
 */
export function endpointMatcher(list: readonly Endpoint[] = allEndpoints) {
  const byMethod = new Map<string, Compiled[]>();
  for (const endpoint of list) {
    const segments = split(endpoint.path);
    const compiled = { endpoint, segments, literals: segments.filter((s) => !s.startsWith(':')).length };
    byMethod.set(endpoint.method, [...(byMethod.get(endpoint.method) ?? []), compiled]);
  }
  for (const entries of byMethod.values()) entries.sort((a, b) => b.literals - a.literals);

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
