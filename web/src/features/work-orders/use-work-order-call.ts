import type { Envelope } from '@cmms/contracts';
import { callEndpoint, type RequestOptions } from '../../api/http';
import { useRequestCycle } from '../../api/use-request-cycle';
import { fieldErrors } from '../../resources/form/field-errors';
import { useWorkOrderRefresh } from './use-work-order-refresh';

/**
 * A work-order mutation through the request cycle (toasts from the server's messages), then every
 * screen on show reads again: a move changes the row, its logs, its feed, the kanban and the lists.
 * `quiet`: a success shows no toast (the caller shows it in place); errors still do.
 */
export function useWorkOrderCall({ quiet = false }: { quiet?: boolean } = {}) {
  const cycle = useRequestCycle({ successToasts: !quiet });
  const refresh = useWorkOrderRefresh();
  const call = async <T>(
    endpoint: string,
    params: Record<string, string | number>,
    options: RequestOptions,
  ): Promise<T | null> => {
    const outcome = await cycle.run((signal) => callEndpoint<Envelope<T>>(endpoint, params, { ...options, signal }));
    await refresh();
    return outcome.ok ? (outcome.data.payload ?? ({} as T)) : null;
  };
  return { call, loading: cycle.loading, errors: fieldErrors(cycle.error), status: cycle.status };
}
