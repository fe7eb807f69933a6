import { useEffect, useState } from 'react';
import { callEndpoint } from '../../api/http';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { rankRecords } from './search-model';
import { listEndpoint, type FoundRow, type RecordGroup } from './record-groups';

/** Hits shown per group (the template's `searchLimit`); "see all" opens the list for the rest. */
export const SHOWN_PER_GROUP = 4;
/** Rows asked per group: a few more than shown, so an exact tag further down the server's order ranks up. */
const FETCHED_PER_GROUP = 10;
/** Shorter queries find too much to be useful. */
export const MIN_QUERY = 2;

export type GroupResult =
  { state: 'loading' } | { state: 'failed' } | { state: 'done'; rows: FoundRow[]; total: number };

interface ListAnswer {
  rows?: FoundRow[];
  total?: number;
}

/**
 * Each group's records for the query, from its list endpoint (`search=`), once typing pauses. A new query
 * aborts the requests still running for the previous one, so a slow old answer never overwrites a new one.
 */
export function useRecordSearch(query: string, groups: readonly RecordGroup[]) {
  const debounced = useDebouncedValue(query.trim(), 250);
  const [results, setResults] = useState<Record<string, GroupResult>>({});
  const [forQuery, setForQuery] = useState('');
  useEffect(() => {
    if (debounced.length < MIN_QUERY) {
      setResults({});
      setForQuery(debounced);
      return;
    }
    const controller = new AbortController();
    setForQuery(debounced);
    setResults(Object.fromEntries(groups.map((group) => [group.key, { state: 'loading' } as GroupResult])));
    for (const group of groups) {
      callEndpoint<ListAnswer>(
        listEndpoint(group),
        {},
        { query: { search: debounced, offset: 0, limit: FETCHED_PER_GROUP }, signal: controller.signal },
      )
        .then((answer) => {
          const rows = rankRecords(answer.rows ?? [], debounced, group.rankBy);
          const result: GroupResult = { state: 'done', rows, total: answer.total ?? rows.length };
          if (!controller.signal.aborted) setResults((current) => ({ ...current, [group.key]: result }));
        })
        .catch(() => {
          if (!controller.signal.aborted) setResults((current) => ({ ...current, [group.key]: { state: 'failed' } }));
        });
    }
    return () => controller.abort();
  }, [debounced, groups]);
  // While the typed text runs ahead of the last search, the shown results are about to change.
  const pending = query.trim() !== forQuery && query.trim().length >= MIN_QUERY;
  return { results, searched: forQuery, pending };
}
