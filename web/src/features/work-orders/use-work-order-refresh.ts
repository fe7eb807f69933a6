import { useSWRConfig } from 'swr';

/** After a work-order change every read on show asks again (the row, its logs, feed, kanban, lists). */
export function useWorkOrderRefresh() {
  const { mutate } = useSWRConfig();
  return () => mutate(() => true);
}
