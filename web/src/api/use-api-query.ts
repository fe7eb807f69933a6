import { useCallback } from 'react';
import useSWR from 'swr';
import { callEndpoint } from './http';
import { CycleFailure } from './request-cycle';
import { useRequestCycle } from './use-request-cycle';
import type { ApiKey } from './api-key';

/**
 * Reads go through SWR for caching and revalidation, and through the same request cycle as
 * mutations for state and toasts. `null` key = do not fetch yet.
 */
export function useApiQuery<T>(key: ApiKey | null, options: { keepPreviousData?: boolean; toasts?: boolean } = {}) {
  const cycle = useRequestCycle({ abortOnUnmount: false, toasts: options.toasts });
  const { run } = cycle;
  const fetcher = useCallback(
    async ([id, params, query]: ApiKey): Promise<T> => {
      const outcome = await run((signal) => callEndpoint<T>(id, params, { query, signal }));
      if (!outcome.ok) throw new CycleFailure(outcome.error, outcome.data !== null);
      return outcome.data;
    },
    [run],
  );
  const swr = useSWR<T, CycleFailure, ApiKey | null>(key, fetcher, { keepPreviousData: options.keepPreviousData });
  return { ...swr, cycle };
}
