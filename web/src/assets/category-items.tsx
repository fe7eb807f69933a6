import { useTranslation } from 'react-i18next';
import type { ResourceName, Row } from '@cmms/contracts';
import { endpointExists } from '../api/endpoint-exists';
import { RelatedList } from '../resources/detail/related-list';

/** Which list holds the items of each category type (`GET /{category_type}?category_id`). */
const ITEMS_OF: Record<string, ResourceName> = {
  asset: 'hardware',
  accessory: 'accessories',
  consumable: 'consumables',
  component: 'components',
  license: 'licenses',
};

/** A category's items: its assets, or the accessories, consumables, components or licenses in it. */
export function CategoryItems({ category }: { category: Row }) {
  const { t } = useTranslation();
  const type = String(category.category_type ?? '').toLowerCase();
  const resource = ITEMS_OF[type] ?? 'hardware';
  const endpoint = `${resource}.list` as const;
  if (!endpointExists(endpoint)) return null;
  return (
    <RelatedList
      endpoint={endpoint}
      query={{ category_id: category.id }}
      resource={resource}
      emptyText={t('assets.categoryItemsEmpty')}
      testId="category-items"
    />
  );
}

/** Assets at a location (`GET /hardware?location_id`). */
export function LocationAssets({ location }: { location: Row }) {
  const { t } = useTranslation();
  if (!endpointExists('hardware.list')) return null;
  return (
    <RelatedList
      endpoint="hardware.list"
      query={{ location_id: location.id }}
      resource="hardware"
      emptyText={t('assets.locationAssetsEmpty')}
      testId="location-assets"
    />
  );
}

/** Assets of a model (`GET /hardware?model_id`). */
export function ModelAssets({ model }: { model: Row }) {
  const { t } = useTranslation();
  if (!endpointExists('hardware.list')) return null;
  return (
    <RelatedList
      endpoint="hardware.list"
      query={{ model_id: model.id }}
      resource="hardware"
      emptyText={t('assets.modelAssetsEmpty')}
      testId="model-assets"
    />
  );
}
