/** The prebuilt server, relative to the repository root. */
export const SERVER_BUNDLE: string;
/** Bundles the server when stale; answers its path relative to `root`. */
export function ensureServerBuilt(root: string): string;
