import { describe, expect, it } from 'vitest';
import { findResource, referenceTargets, resources } from '@cmms/contracts';

/** The registry holds together: names and paths are unique and every reference names a declared resource. */
describe('resource registry', () => {
  it('has one declaration per name and per path', () => {
    expect(new Set(resources.map((r) => r.name)).size).toBe(resources.length);
    expect(new Set(resources.map((r) => r.path)).size).toBe(resources.length);
  });

  const references = resources.flatMap((r) =>
    Object.entries(r.fields).flatMap(([key, f]) =>
      f.kind === 'reference' || f.kind === 'multi-reference' ? [[`${r.name}.${key}`, f.ref]] : [],
    ),
  );
  it.each(references)('%s points at a declared resource (%s)', (_, ref) => {
    expect(findResource(ref!)).toBeDefined();
    expect(referenceTargets[ref!]).toBeDefined();
  });
});
