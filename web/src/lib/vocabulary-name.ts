import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { seededKeyOf } from '@cmms/contracts/kit/seeded-vocabularies';
import { fallback } from '../i18n/keys';

/** A row or reference of a vocabulary: its `name`, and the key a seeded row keeps when it has it (a status's `state`). */
export type VocabularyRow = object;

/**
 * A work-order status, priority or category as the console shows it: a row still named as the seed named
 * it reads in the user's language; a name someone typed is their data and reads as stored. Any other
 * resource's name reads as stored. Display only: forms, the API and CSV keep the stored name. `shown` is
 * the row's name when it is not its `name` field (a list's title column).
 */
export function vocabularyName(t: TFunction, resource: string, row: VocabularyRow | string, shown?: string): string {
  const fields = typeof row === 'string' ? undefined : (row as Readonly<Record<string, unknown>>);
  const name = shown ?? (fields ? String(fields.name ?? '') : (row as string));
  const key = seededKeyOf(resource, name, fields);
  return key === null ? name : t(`resources.${resource}.seeded.${key}`, fallback(name));
}

/** `vocabularyName` bound to the console's language, for components that show such rows. */
export function useVocabularyName(): (resource: string, row: VocabularyRow | string) => string {
  const { t } = useTranslation();
  return useCallback((resource, row) => vocabularyName(t, resource, row), [t]);
}
