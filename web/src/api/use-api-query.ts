import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { endpointPath } from '@cmms/contracts';
import { takeEarlyRead } from './early-reads';
import { apiRequest } from './http';
import { CycleFailure } from './request-cycle';
import { useRequestCycle } from './use-request-cycle';
import type { ApiKey, ResponseOfKey } from './api-key';

interface QueryOptions {
  keepPreviousData?: boolean;
  toasts?: boolean;
}

/** The answer the hook returns: SWR's state of `D`, and the request cycle. */
export type ApiQuery<D> = SWRResponse<D, CycleFailure> & {
  cycle: ReturnType<typeof useRequestCycle>;
};

/**
 * Reads go through SWR for caching and revalidation, and through the same request cycle as
 * mutations for state and toasts. `null` key = do not fetch yet. The data's type is the endpoint's
 * declared response (`useApiQuery(apiKey('tapps.todo.tasks'))`), or the one given (`useApiQuery<T>(key)`).
 */
export function useApiQuery<K extends ApiKey | null>(
  key: K,
  options?: QueryOptions,
): ApiQuery<ResponseOfKey<NonNullable<K>>>;
export function useApiQuery<T>(key: ApiKey | null, options?: QueryOptions): ApiQuery<T>;
export function useApiQuery<T>(key: ApiKey | null, options: QueryOptions = {}): ApiQuery<T> {
  const cycle = useRequestCycle({ abortOnUnmount: false, toasts: options.toasts });
  const { run } = cycle;
  const fetcher = useCallback(
    async (key: ApiKey): Promise<T> => {
      const [id, params, query] = key;
      // A read its route's loader started as the navigation began is taken, not asked for again.
      const outcome = await run(
        (signal) => takeEarlyRead<T>(key) ?? apiRequest<T>(endpointPath<string>(id, params), { query, signal }),
      );
      if (!outcome.ok) throw new CycleFailure(outcome.error, outcome.data !== null);
      return outcome.data;
    },
    [run],
  );
  const swr = useSWR<T, CycleFailure, ApiKey | null>(key, fetcher, { keepPreviousData: options.keepPreviousData });
  return { ...swr, cycle };
}
