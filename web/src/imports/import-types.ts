import { findResource, recogniseHeader, type ImportType, type ResourceDecl } from '@cmms/contracts';

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

export interface ImportField {
  key: string;
  /** i18n key of its label. */
  labelKey: string;
}

/** The fields a column can fill: what the resource's form sends, less passwords' confirmations and permission maps. */
export function importFields(type: string): ImportField[] {
  const resource = importResource(type);
  if (!resource) return [];
  return Object.entries(resource.fields)
    .filter(([, f]) => !f.readOnly && f.kind !== 'permissions')
    .map(([key]) => ({ key, labelKey: `resources.${resource.name}.fields.${key}` }));
}

/**
 * The field a CSV header most likely means: the same key or words (`asset_tag`, `Asset Tag`), a usual
 * name (`Serial Number`), the key without `_id` (`Model` → `model_id`, which takes names too), or the
 * label in English or the interface language.
 */
export function guessField(header: string, fields: ImportField[], labelOf: (labelKey: string) => string[]): string {
  const labelKeys = new Map(fields.map((f) => [f.key, f.labelKey]));
  return recogniseHeader(
    header,
    fields.map((f) => f.key),
    (key) => labelOf(labelKeys.get(key) ?? ''),
  );
}
