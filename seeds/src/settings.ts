import type { AssetTagSettings } from '@cmms/contracts';

/** The seeded asset tags are `AST-000001`…: new assets continue that series unless told otherwise. */
export const SEEDED_ASSET_TAG_SETTINGS: AssetTagSettings = {
  auto_increment_assets: true,
  auto_increment_prefix: 'AST-',
  zerofill_count: 6,
};
