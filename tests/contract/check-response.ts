import type { z } from 'zod';
import type { Exchange } from './http-client.js';
import type { EndpointRecorder } from './results.js';
import { extraKeys, schemaMismatches } from './schema-diff.js';

export interface RunFlags {
  strict: boolean;
}

/** Status code, then the body against the contract; with --strict, undeclared keys fail too. */
export function checkResponse(
  rec: EndpointRecorder,
  label: string,
  x: Exchange,
  schema: z.ZodType,
  flags: RunFlags,
  status = 200,
): boolean {
  if (
    !rec.expect(
      `${label}: status ${status}`,
      x.status === status,
      `got HTTP ${x.status}: ${x.text.slice(0, 200)}`,
      x.curl,
    )
  )
    return false;
  if (!rec.expect(`${label}: JSON body`, x.json !== undefined, `not JSON: ${x.text.slice(0, 200)}`, x.curl))
    return false;
  const mismatches = schemaMismatches(schema, x.json);
  const ok = rec.expect(
    `${label}: body matches the contract`,
    mismatches.length === 0,
    `${mismatches.length} mismatch(es)`,
    x.curl,
    mismatches,
  );
  if (ok && flags.strict) {
    const extras = [...new Set(extraKeys(schema, x.json))];
    rec.expect(
      `${label}: no undeclared fields`,
      extras.length === 0,
      `undeclared: ${extras.slice(0, 20).join(', ')}`,
      x.curl,
    );
  }
  return ok;
}

/** A body that is the mutation envelope with status success. */
export const isSuccess = (x: Exchange): boolean => (x.json as { status?: string } | null)?.status === 'success';
