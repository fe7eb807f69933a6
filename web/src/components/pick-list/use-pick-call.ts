import type { Envelope, EndpointId } from '@cmms/contracts';
import { callEndpoint, type RequestOptions } from '../../api/http';
import { useRequestCycle } from '../../api/use-request-cycle';
import { fieldErrors } from '../../resources/form/field-errors';

/**
 * An add or a remove through the request cycle: the server's answer in a toast (its refusal in red),
 * its field messages for the pickers, then `changed` with the answer's payload so the screens on
 * show read again. Answers the payload, or null when the call failed.
 */
export function usePickCall(changed: (payload: unknown) => Promise<unknown>) {
  const cycle = useRequestCycle();
  const run = async (
    endpoint: EndpointId,
    params: Record<string, string | number>,
    options: RequestOptions,
  ): Promise<unknown> => {
    const outcome = await cycle.run((signal) =>
      callEndpoint<Envelope<unknown>>(endpoint, params, { ...options, signal }),
    );
    const payload = outcome.ok ? (outcome.data.payload ?? {}) : null;
    await changed(payload);
    return payload;
  };
  return { run, loading: cycle.loading, errors: fieldErrors(cycle.error) };
}
