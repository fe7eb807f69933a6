/** Where the real backend mounts its API; every resource path hangs below it. */
export const API_BASE = '/admin/public/api/v1';

/** The real backend caps every list at this many rows (Snipe-IT MAX_RESULTS). */
export const MAX_LIMIT = 500;

/** Client-side list defaults from the product spec (point 3 and 9). */
export const LIST_DEFAULTS = { search: '', sort: 'name', order: 'asc', offset: 0, limit: 10 } as const;

/** Largest upload the product accepts, as coded (spec point 5). */
export const UPLOAD_LIMIT_BYTES = 262_144_000;

export const UNAUTHORIZED_TEXT = 'Unauthorized or unauthenticated.';
export const FORBIDDEN_TEXT = 'This action is unauthorized.';
export const INVALID_JSON_TEXT = 'Invalid JSON';
export const ENDPOINT_NOT_FOUND_TEXT =
  '404 endpoint not found. Please check the API reference at https://snipe-it.readme.io/reference to find a valid API endpoint.';
