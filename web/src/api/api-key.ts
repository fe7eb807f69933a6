import { resources, type Checked, type EndpointId, type ResourceDecl, type ResponseOf } from '@cmms/contracts';
import type { Query } from './http';

/**
 * SWR key: endpoint id from the contracts, its path parameters and its query. The id's literal type
 * rides along, so `useApiQuery(apiKey('tapps.todo.tasks'))` knows the answer is the declared response.
 */
export type ApiKey<I extends string = string> = readonly [
  endpointId: I,
  params: Record<string, string | number>,
  query: Query,
];

export const apiKey = <S extends string>(
  endpointId: Checked<S, EndpointId>,
  params: Record<string, string | number> = {},
  query: Query = {},
): ApiKey<S> => [endpointId as S, params, query];

/** The declared response of a key's endpoint (`unknown` for a computed id or one without a typed schema). */
export type ResponseOfKey<K> = K extends ApiKey<infer I> ? (string extends I ? unknown : ResponseOf<I>) : unknown;

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
