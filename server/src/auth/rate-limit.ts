/** How many calls one key (an address) may make within a window. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * An in-memory sliding-window counter per key: enough for one process, and forgetful on restart,
 * which only ever errs towards letting a caller in again.
 */
export function rateLimiter(limit: RateLimit) {
  const hits = new Map<string, number[]>();
  const recentOf = (key: string, now: number) => {
    const since = now - limit.windowSeconds * 1000;
    return (hits.get(key) ?? []).filter((at) => at > since);
  };
  return {
    /** True when the key has used up its calls, without counting this look. */
    spent(key: string, now = Date.now()): boolean {
      return recentOf(key, now).length >= limit.max;
    },
    /** Counts a call; false when the key is over its limit (the call is then not counted). */
    take(key: string, now = Date.now()): boolean {
      const since = now - limit.windowSeconds * 1000;
      const recent = recentOf(key, now);
      if (recent.length >= limit.max) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.set(key, recent);
      // Keys that went quiet are dropped now and then, so the map cannot grow without bound.
      if (hits.size > 10_000) for (const [k, list] of hits) if (list.every((at) => at <= since)) hits.delete(k);
      return true;
    },
  };
}
