import { endpointIdOf, findResource, isEndpointId, type Row } from '@cmms/contracts';
import type { Query } from '../../api/http';
import type { DetailTab } from '../extensions/extension-types';
import { RelatedList } from './related-list';
import { resourceTitleKey } from '../resource-keys';
import type { TranslationKey } from '../../i18n/keys';

/**
 * A tab of another resource's rows that point at this record through one of its list filters (a
 * customer's contracts: `contracts?customer_id=`), with that resource's own columns; its label is the
 * resource's title (or `options.labelKey`); the column it is scoped by is left out. A resource the registry
 * does not declare gives no tab. `options.query` narrows the rows further (a customer's open work orders).
 */
export function relatedResourceTab(
  name: string,
  param: string,
  key: string = name,
  options: { query?: Query; labelKey?: TranslationKey } = {},
): DetailTab[] {
  const resource = findResource(name);
  if (!resource) return [];
  const endpoint = endpointIdOf(resource, 'list');
  if (!isEndpointId(endpoint)) return [];
  return [
    {
      key,
      labelKey: options.labelKey ?? resourceTitleKey(name),
      render: (row: Row) => (
        <RelatedList
          endpoint={endpoint}
          resource={name}
          omit={[param]}
          query={{ ...options.query, [param]: row.id }}
          testId={`related-${key}`}
        />
      ),
    },
  ];
}
