import useSWR from 'swr';
import type { ListResponse } from '@cmms/contracts';
import { apiKey, type ApiKey } from '../api/api-key';
import { callEndpoint, type Query } from '../api/http';
import { CycleFailure } from '../api/request-cycle';
import { useRequestCycle } from '../api/use-request-cycle';

/**
 * A list read by POST (the service reports, as the spec has it): the filter travels as the body. Keyed
 * like every read, so a mutation that revalidates all keys reads it again.
 */
export function usePostList<T>(endpoint: string, body: Query | null) {
  const { run } = useRequestCycle({ abortOnUnmount: false });
  return useSWR<ListResponse<T>, CycleFailure, ApiKey | null>(
    body ? apiKey(endpoint, {}, body) : null,
    async ([id, params, query]: ApiKey) => {
      const outcome = await run((signal) =>
        callEndpoint<ListResponse<T>>(id, params, { method: 'POST', body: query, signal }),
      );
      if (!outcome.ok) throw new CycleFailure(outcome.error);
      return outcome.data;
    },
  );
}
