import { describe, expect, it } from 'vitest';
import { endpoints, getEndpoint, resources } from '@cmms/contracts';

/**
 * Issue 27 (the console's list page within Lighthouse's budget): the console reads the endpoint table on
 * every load for paths and abilities only, so a resource's generated schemas are built when first read,
 * not when the table is imported (about forty resources' rows, bodies and queries cost ~300 ms of main
 * thread). Whoever reads them (the server, OpenAPI, the contract suite) gets the same schema every time.
 */
const SCHEMA_KEYS = ['query', 'body', 'response'] as const;

describe('resource endpoint schemas', () => {
  const generated = endpoints.filter(
    (e) => e.resource !== undefined && ['list', 'detail', 'create', 'update', 'delete', 'restore'].includes(e.kind),
  );

  it('are not built when the endpoint table is imported', () => {
    expect(generated.length).toBeGreaterThan(resources.length * 2);
    for (const endpoint of generated) {
      for (const key of SCHEMA_KEYS) {
        const descriptor = Object.getOwnPropertyDescriptor(endpoint, key);
        if (descriptor && !(endpoint.kind === 'detail' && key === 'query')) {
          expect({ id: endpoint.id, key, built: 'value' in descriptor }).toEqual({
            id: endpoint.id,
            key,
            built: false,
          });
        }
      }
    }
  });

  it('are built on first read, kept, and check what the API answers', () => {
    const list = getEndpoint('companies.list');
    expect(list.response).toBe(list.response);
    expect(getEndpoint('companies.update').body).toBe(getEndpoint('companies.replace').body);
    expect(list.response.safeParse({ total: 0, rows: [] }).success).toBe(true);
    expect(list.response.safeParse({ total: 'none', rows: [] }).success).toBe(false);
    expect(getEndpoint('companies.create').body?.safeParse({}).success).toBe(false);
  });
});
