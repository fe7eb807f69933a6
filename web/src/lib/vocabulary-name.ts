import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { seededKeyOf } from '@cmms/contracts/kit/seeded-vocabularies';

/** What a row of a vocabulary is named by: its name, and the key a seeded row keeps (a status's `state`). */
export type VocabularyRow = Readonly<Record<string, unknown>> & { name?: unknown };

/**
 * A work-order status, priority or category as the console shows it: a row still named as the seed named
 * it reads in the user's language; a name someone typed is their data and reads as stored. Any other
 * resource's name reads as stored. Display only: forms, the API and CSV keep the stored name.
 */
export function vocabularyName(t: TFunction, resource: string, row: VocabularyRow | string): string {
  const name = typeof row === 'string' ? row : String(row.name ?? '');
  const key = seededKeyOf(resource, name, typeof row === 'string' ? undefined : row);
  return key === null ? name : t(`resources.${resource}.seeded.${key}`, { defaultValue: name });
}

/** `vocabularyName` bound to the console's language, for components that show such rows. */
export function useVocabularyName(): (resource: string, row: VocabularyRow | string) => string {
  const { t } = useTranslation();
  return useCallback((resource, row) => vocabularyName(t, resource, row), [t]);
}
