import type { TFunction } from 'i18next';
import { vocabularyName } from '../lib/vocabulary-name';

/**
 * A bar of the "Assets by status" tile: the server keys it by the status label's stored name, so a seeded
 * status reads in the reader's language (as on the asset list) and one someone named reads as typed.
 */
export const assetStatusLabel = (key: string, t: TFunction): string => vocabularyName(t, 'statuslabels', key);
