import type { Row } from '@cmms/contracts';
import { useTranslation } from 'react-i18next';
import { apiKey } from '../../api/api-key';
import { canCallEndpoint, endpointExists } from '../../api/endpoint-exists';
import { useApiQuery } from '../../api/use-api-query';
import { useAppAbility } from '../../auth/use-app-ability';
import { vocabularyName } from '../../lib/vocabulary-name';
import { rowName, useRefOptions } from './use-ref-options';

/** A tree's select list indents a choice by '--' per level; the chosen one reads without. */
export const unindented = (label: string): string => label.replace(/^(?:--)+ /, '');

/**
 * The name of the record a picker holds when the picker was given only its id (a filter read from the URL,
 * a deep link, a value whose choice is not on the loaded page): the record itself, read quietly, or where
 * the caller may not read it (users for a technician) the first page of choices. Nothing is fetched while
 * the name is `known`.
 */
export function useRefName(ref: string, id: number | null, known: string): string {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const wanted = id !== null && known === '';
  const detail = `${ref}.detail`;
  const readable = endpointExists(detail) && canCallEndpoint(ability, detail);
  const { data } = useApiQuery<Row>(wanted && readable ? apiKey(detail, { id }) : null, { toasts: false });
  const { items } = useRefOptions(ref, '', wanted && !readable);
  if (!wanted) return known;
  if (data && data.id === id) return vocabularyName(t, ref, data, rowName(ref, data));
  return unindented(items.find((item) => item.id === id)?.name ?? '');
}
