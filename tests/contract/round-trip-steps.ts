import { getEndpoint } from '@cmms/contracts';
import type { Exchange } from './http-client.js';
import { checkResponse, isSuccess, type RunFlags } from './check-response.js';
import type { EndpointRecorder } from './results.js';

/** What the round-trip checks share: the recorder lookup, a file to upload, and one checked step. */
export type Recorders = (id: string) => EndpointRecorder | undefined;
export type Json = Record<string, unknown>;

export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const payloadOf = (x: Exchange) => ((x.json as { payload?: Json } | null)?.payload ?? {}) as Json;
export const rowsOf = (x: Exchange) => ((x.json as { rows?: Json[] } | null)?.rows ?? []) as Json[];

/** One call of a round trip: recorded against its endpoint, its answer matching the schema and a success. */
export function step(rec: Recorders, id: string, label: string, x: Exchange, flags: RunFlags): boolean {
  const r = rec(id);
  if (!r) return false;
  if (!checkResponse(r, label, x, getEndpoint(id).response, flags)) return false;
  return r.expect(`${label} succeeds`, isSuccess(x), x.text.slice(0, 200), x.curl);
}
