/**
 * How the action log names each kind of item (`item_type` of `/reports/activity`, reference §5):
 * assets are 'asset', the others their singular.
 */
export const ITEM_TYPES = [
  'asset',
  'license',
  'accessory',
  'component',
  'consumable',
  'user',
  'location',
  'model',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
