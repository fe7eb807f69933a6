import { z } from 'zod';

/**
 * Snipe-IT's asset tag settings: with auto-increment on, a new asset without a tag takes the prefix and
 * the number after the highest numbered tag of that prefix, zero-filled to `zerofill_count` digits.
 */
export const assetTagSettingsSchema = z.object({
  auto_increment_assets: z.boolean(),
  auto_increment_prefix: z.string(),
  zerofill_count: z.number().int().min(0),
});
export type AssetTagSettings = z.infer<typeof assetTagSettingsSchema>;

/** The tag after `highest` (the largest number already used behind the prefix; 0 when none). */
export function formatAssetTag(settings: AssetTagSettings, highest: number): string {
  return settings.auto_increment_prefix + String(highest + 1).padStart(settings.zerofill_count, '0');
}
