import { API_BASE, endpoints } from '@cmms/contracts';
import type { DelayRange, DevSwitch, MockFail } from '@cmms/contracts/dev-switches/endpoints';

/** API paths the switches act on: the API base and the template's own prefixes (never the console's files). */
export const isSwitchable = (path: string): boolean =>
  (path.startsWith(`${API_BASE}/`) || /^\/(jwt|api|apps)\//.test(path)) && !path.startsWith(`${API_BASE}/dev/`);

const SIGN_IN_KINDS = new Set(['login', 'jwt-login', 'jwt-refresh', 'jwt-logout', 'jwt-register']);
const signInPaths = new Set(
  endpoints.filter((e) => SIGN_IN_KINDS.has(e.kind) || e.id === 'auth.options').map((e) => e.path),
);

/** Signing in, out and refreshing: the environment's failures spare them, so the console can still sign in. */
export const isSignIn = (path: string): boolean => signInPaths.has(path);

/** A switch's route as a full path pattern: an endpoint id's path, or a path under the API base. */
export function resolveRoute(route: string): { pattern: string; method: string | null } | null {
  const text = route.trim();
  const endpoint = endpoints.find((e) => e.id === text);
  if (endpoint) return { pattern: endpoint.path, method: endpoint.method };
  // Not an endpoint id: it must be a path (`/hardware/:id`, `hardware/*`, a full one).
  if (!text.includes('/')) return null;
  if (!/^\/?[\w\-./:*{}]+$/.test(text) || text.length > 300) return null;
  const path = text.startsWith('/') ? text : `/${text}`;
  const full = path.startsWith(`${API_BASE}/`) || /^\/(jwt|api|apps)\//.test(path) ? path : `${API_BASE}${path}`;
  return isSwitchable(full) ? { pattern: full.replace(/\/+$/, ''), method: null } : null;
}

/** `:id` (or `{id}`) matches one segment, `*` anything; the rest as written, case-sensitive like the router. */
const toRegex = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split(/(\*|:\w+|\{\w+\})/)
      .map((part) =>
        part === '*' ? '.*' : /^(:\w+|\{\w+\})$/.test(part) ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}/?$`,
  );

interface Stored extends DevSwitch {
  regex: RegExp;
}

/** The per-route switches of one server, in memory (a restart clears them, as it should a dev toggle). */
export class SwitchStore {
  private list: Stored[] = [];
  private nextId = 1;

  add(input: {
    route: string;
    pattern: string;
    method: string;
    delay: DelayRange | null;
    fail: MockFail | null;
    remaining: number | null;
  }): DevSwitch {
    const sw: Stored = { id: this.nextId++, ...input, regex: toRegex(input.pattern) };
    this.list.push(sw);
    return this.view(sw);
  }

  all(): DevSwitch[] {
    return this.list.map((sw) => this.view(sw));
  }

  remove(id: number): boolean {
    const before = this.list.length;
    this.list = this.list.filter((sw) => sw.id !== id);
    return this.list.length < before;
  }

  clear(): void {
    this.list = [];
  }

  /** The newest switch matching this call, its count taken down by one (and gone at zero). */
  take(method: string, path: string): DevSwitch | null {
    for (let i = this.list.length - 1; i >= 0; i--) {
      const sw = this.list[i]!;
      if ((sw.method !== '*' && sw.method !== method) || !sw.regex.test(path)) continue;
      if (sw.remaining !== null) {
        sw.remaining -= 1;
        if (sw.remaining <= 0) this.list.splice(i, 1);
      }
      return this.view(sw);
    }
    return null;
  }

  private view({ regex: _regex, ...sw }: Stored): DevSwitch {
    return { ...sw };
  }
}
