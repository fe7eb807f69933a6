/** Bundles the server when stale; answers its path relative to `root`. */
export function ensureServerBuilt(root: string): string;
