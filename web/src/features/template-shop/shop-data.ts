import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Checked, EndpointId } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { callEndpoint, type CallOptions, type Query } from '../../api/http';
import { useApiQuery } from '../../api/use-api-query';
import { useRequestCycle } from '../../api/use-request-cycle';

/**
 * Reads one template endpoint through SWR and the request cycle (errors toast like every read); the
 * data is the endpoint's declared response.
 */
export function useShopQuery<const S extends string>(
  id: Checked<S, EndpointId> | null,
  query: Query = {},
  params: Record<string, string | number> = {},
) {
  return useApiQuery(id ? apiKey<S>(id, params, query) : null, { keepPreviousData: true });
}

/** Whether an SWR key reads one of these endpoint ids (or an id under one of these prefixes: `apps.kanban.`). */
const keyIn = (prefixes: readonly string[]) => (key: unknown) =>
  Array.isArray(key) && typeof key[0] === 'string' && prefixes.some((p) => (key[0] as string).startsWith(p));

/**
 * A mutation of a template app: the call runs through the request cycle (its envelope's messages toast
 * in the caller's language), then the lists it touches are read again (spec point 4), success or not.
 */
export function useShopMutation(refreshes: readonly string[]) {
  const cycle = useRequestCycle();
  const { mutate } = useSWRConfig();
  const { run } = cycle;
  const call = useCallback(
    async <const S extends string>(
      id: Checked<S, EndpointId>,
      options: CallOptions<S>,
      params: Record<string, string | number> = {},
    ) => {
      const outcome = await run((signal) => callEndpoint<never, S>(id, params, { ...options, signal }));
      await mutate(keyIn(refreshes));
      return outcome;
    },
    // `refreshes` is a constant of the screen's module.
    [run, mutate, refreshes],
  );
  return { call, loading: cycle.loading };
}
