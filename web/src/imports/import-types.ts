import {
  findResource,
  importFieldsOf,
  recogniseHeader,
  type ImportField,
  type ImportType,
  type ResourceDecl,
} from '@cmms/contracts';

export type { ImportField };

/** The declared resource whose fields each import type's columns fill. */
const RESOURCE_OF: Record<ImportType, string> = {
  assets: 'hardware',
  models: 'models',
  users: 'users',
  licenses: 'licenses',
  accessories: 'accessories',
  consumables: 'consumables',
  components: 'components',
  locations: 'locations',
};

export const importResource = (type: string): ResourceDecl | undefined =>
  findResource(RESOURCE_OF[type as ImportType] ?? type);

/**
 * The fields a column can fill: what the resource's form sends (less permission maps), the type's
 * extra columns (an asset's holder) and, for assets, the custom fields (`[column, name]`).
 */
export function importFields(type: string, custom: readonly (readonly [string, string])[] = []): ImportField[] {
  const resource = importResource(type);
  if (!resource) return [];
  return importFieldsOf(resource, type, type === 'assets' ? custom : []);
}

/**
 * The field a CSV header most likely means: the same key or words (`asset_tag`, `Asset Tag`), a usual
 * name (`Serial Number`), the key without `_id` (`Model` → `model_id`, which takes names too), or the
 * label in English or the interface language (a custom field's name).
 */
export function guessField(header: string, fields: ImportField[], labelOf: (labelKey: string) => string[]): string {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  return recogniseHeader(
    header,
    fields.map((f) => f.key),
    (key) => {
      const field = byKey.get(key);
      return field?.label ? [field.label] : labelOf(field?.labelKey ?? '');
    },
  );
}
