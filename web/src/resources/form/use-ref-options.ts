import { findResource, type ListResponse, type Row, type SelectList } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { endpointExists } from '../../api/endpoint-exists';
import { useApiQuery } from '../../api/use-api-query';
import type { NamedRef } from '../named-refs';

/** Where a reference's choices come from: its select list, else its list searched by `?search=`. */
const refSource = (ref: string): 'selectlist' | 'list' => (endpointExists(`${ref}.selectlist`) ? 'selectlist' : 'list');

const LIST_PAGE = 50;

/** The choices for a search; nothing is fetched while `enabled` is false (a closed select). */
export function useRefOptions(
  ref: string,
  search: string,
  enabled: boolean,
): { items: NamedRef[]; isLoading: boolean; error: unknown; retry: () => void } {
  const source = refSource(ref);
  const target = findResource(ref);
  const key = !enabled
    ? null
    : source === 'selectlist'
      ? apiKey(`${ref}.selectlist`, {}, { search, page: 1 })
      : apiKey(`${ref}.list`, {}, { search, limit: LIST_PAGE, offset: 0 });
  const { data, isLoading, error, mutate } = useApiQuery<SelectList | ListResponse<Row>>(key, {
    keepPreviousData: true,
  });
  let items: NamedRef[] = [];
  if (data && 'results' in data) items = data.results.map((r) => ({ id: r.id, name: r.text.trim() }));
  else if (data && 'rows' in data && target)
    items = data.rows.map((row) => ({ id: row.id, name: String(row[target.titleField] ?? `#${row.id}`) }));
  return { items, isLoading, error: data ? undefined : error, retry: () => void mutate() };
}
