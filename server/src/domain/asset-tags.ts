import { formatAssetTag, type AssetTagSettings } from '@cmms/contracts';
import type { Sqlite } from '@cmms/db';
import { escapeLike } from '../engine/sql.js';

/**
 * The tag a new asset gets when none is given, or null while auto-increment is off. The number follows
 * the highest all-digit number behind the prefix among every asset (deleted ones too, so a tag is never
 * handed out twice), like Snipe-IT's next auto-increment.
 */
export function nextAssetTag(sqlite: Sqlite, settings: AssetTagSettings): string | null {
  if (!settings.auto_increment_assets) return null;
  const start = settings.auto_increment_prefix.length + 1;
  const highest = sqlite
    .prepare(
      `SELECT max(CAST(substr(asset_tag, ?) AS INTEGER)) FROM assets
        WHERE asset_tag LIKE ? ESCAPE '\\' AND length(asset_tag) >= ?
          AND substr(asset_tag, ?) NOT GLOB '*[^0-9]*'`,
    )
    .pluck()
    .get(start, `${escapeLike(settings.auto_increment_prefix)}%`, start, start) as number | null;
  return formatAssetTag(settings, highest ?? 0);
}
