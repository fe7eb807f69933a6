import { describe, expect, it } from 'vitest';
import { V8_ROW_KEYS, findResource, rowSchema } from '@cmms/contracts';

/** Every key a Snipe-IT v8 transformer sends is in the row the declaration promises (and so in the contract). */
describe('v8 row keys', () => {
  it.each(Object.entries(V8_ROW_KEYS))('%s declares every v8 key', (name, keys) => {
    const r = findResource(name);
    expect(r, name).toBeDefined();
    const shape = rowSchema(r!).shape;
    expect(keys.filter((key) => !(key in shape))).toEqual([]);
  });
});
