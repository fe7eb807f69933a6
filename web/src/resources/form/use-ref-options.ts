import { findResource, type ListResponse, type Row, type SelectList } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { endpointExists } from '../../api/endpoint-exists';
import type { Query } from '../../api/query';
import { useApiQuery } from '../../api/use-api-query';
import { useTranslation } from 'react-i18next';
import { vocabularyName } from '../../lib/vocabulary-name';
import type { NamedRef } from '../named-refs';

/**
 * Where a reference's choices come from: its select list, else its list searched by `?search=`. Narrowed
 * choices (a customer's locations) come from the list, whose declared filters take the narrowing.
 */
const refSource = (ref: string, narrow: Query | undefined): 'selectlist' | 'list' =>
  !narrow && endpointExists(`${ref}.selectlist`) ? 'selectlist' : 'list';

const LIST_PAGE = 50;

/**
 * What a list row is named by in a select: its `name`, as the server names an embedded reference (so a
 * chosen asset reads the same before and after saving), else its resource's title field.
 */
export const rowName = (ref: string, row: Row): string => {
  if (typeof row.name === 'string' && row.name.trim() !== '') return row.name;
  const target = findResource(ref);
  return String((target ? row[target.titleField] : undefined) ?? `#${row.id}`);
};

/**
 * The choices for a search; nothing is fetched while `enabled` is false (a closed select) or while a
 * narrowed field has nothing to follow yet (`narrow` null).
 */
export function useRefOptions(
  ref: string,
  search: string,
  enabled: boolean,
  narrow?: Query | null,
): { items: NamedRef[]; isLoading: boolean; error: unknown; retry: () => void } {
  const source = refSource(ref, narrow ?? undefined);
  const key =
    !enabled || narrow === null
      ? null
      : source === 'selectlist'
        ? apiKey(`${ref}.selectlist`, {}, { search, page: 1 })
        : apiKey(`${ref}.list`, {}, { ...narrow, search, limit: LIST_PAGE, offset: 0 });
  const { data, isLoading, error, mutate } = useApiQuery<SelectList | ListResponse<Row>>(key, {
    keepPreviousData: !narrow,
  });
  const { t } = useTranslation();
  // A seeded status, priority or category is offered in the console's language.
  let items: NamedRef[] = [];
  if (data && 'results' in data)
    items = data.results.map((r) => ({ id: r.id, name: vocabularyName(t, ref, r.text.trim()) }));
  else if (data && 'rows' in data)
    items = data.rows.map((row) => ({ id: row.id, name: vocabularyName(t, ref, row, rowName(ref, row)) }));
  return { items, isLoading, error: data ? undefined : error, retry: () => void mutate() };
}
