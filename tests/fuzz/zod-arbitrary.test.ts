import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '@cmms/contracts';
import { arbitraryFor } from './zod-arbitrary.js';
import { FUZZ_SEED } from './settings.js';

/** The generator's own promise: every value it derives from a schema is one the schema accepts. */
describe('zod-arbitrary', () => {
  const plain = [
    z.object({ a: z.string().min(2).max(5), b: z.number().int().min(-3).max(3).optional() }),
    z.object({ c: z.enum(['x', 'y']), d: z.literal(7).nullable(), e: z.array(z.boolean()).max(2) }),
    z.union([z.string().regex(/^#[0-9a-f]{3}$/i), z.record(z.string(), z.number().positive())]),
    z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().min(1).max(10)),
    z.object({ note: z.string().trim().min(1).max(8) }),
  ];

  it.each(plain.map((s, i) => [i, s] as const))('schema %i: generated values parse', (_i, schema) => {
    fc.assert(
      fc.property(arbitraryFor(schema), (v) => schema.safeParse(v).success),
      { seed: FUZZ_SEED, numRuns: 200 },
    );
  });

  it('derives every query and auth body schema in the endpoint table without help', () => {
    const schemas = endpoints.flatMap((e) => [e.query, e.resource ? undefined : e.body]).filter((s) => s !== undefined);
    for (const schema of schemas) {
      for (const v of fc.sample(arbitraryFor(schema), { seed: FUZZ_SEED, numRuns: 30 })) {
        expect(schema.safeParse(v).success).toBe(true);
      }
    }
  });

  it('refuses a refinement it cannot see through, instead of generating invalid values', () => {
    const refined = z.object({ kind: z.string().refine((v) => v === 'secret') });
    expect(() => arbitraryFor(refined)).toThrow(/needs an override/);
  });
});
