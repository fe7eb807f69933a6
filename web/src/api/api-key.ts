import { resources, type Checked, type EndpointId, type ResourceDecl } from '@cmms/contracts';
import type { Query } from './http';

/** SWR key: endpoint id from the contracts, its path parameters and its query. */
export type ApiKey = readonly [endpointId: string, params: Record<string, string | number>, query: Query];

export const apiKey = <S extends string>(
  endpointId: Checked<S, EndpointId>,
  params: Record<string, string | number> = {},
  query: Query = {},
): ApiKey => [endpointId, params, query];

const isApiKey = (key: unknown): key is ApiKey => Array.isArray(key) && typeof key[0] === 'string';

/** A resource's own keys plus those of resources whose rows show its names through a reference. */
export function touchedBy(r: ResourceDecl): (key: unknown) => boolean {
  const names = new Set([
    r.name,
    ...resources
      .filter((other) =>
        Object.values(other.fields).some(
          (f) => (f.kind === 'reference' || f.kind === 'multi-reference') && f.ref === r.name,
        ),
      )
      .map((other) => other.name),
  ]);
  return (key) => isApiKey(key) && names.has(key[0].slice(0, key[0].indexOf('.')));
}
