import { endpointIdOf, findResource, isEndpointId, type Row } from '@cmms/contracts';
import type { DetailTab } from '../extensions/extension-types';
import { RelatedList } from './related-list';

/**
 * A tab of another resource's rows that point at this record through one of its list filters (a
 * customer's contracts: `contracts?customer_id=`), with that resource's own columns; its label is the
 * resource's title; the column it is scoped by is left out. A resource the registry does not declare gives
 * no tab.
 */
export function relatedResourceTab(name: string, param: string, key: string = name): DetailTab[] {
  const resource = findResource(name);
  if (!resource) return [];
  const endpoint = endpointIdOf(resource, 'list');
  if (!isEndpointId(endpoint)) return [];
  return [
    {
      key,
      labelKey: `resources.${name}.title`,
      render: (row: Row) => (
        <RelatedList
          endpoint={endpoint}
          resource={name}
          omit={[param]}
          query={{ [param]: row.id }}
          testId={`related-${key}`}
        />
      ),
    },
  ];
}
