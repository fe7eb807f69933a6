import type { ListResponse, WorkOrderState } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { useApiQuery } from '../../api/use-api-query';
import { useAppAbility } from '../../auth/use-app-ability';
import type { StatusRef } from '../../work-order-common/work-order-row';

export interface StatusRow extends StatusRef {
  sort_order: number | null;
  is_default: boolean;
}

/**
 * The custom statuses (a few dozen at most) with their states: what a select-list answer's ids mean,
 * and the status a move to a state lands on (its default: `is_default` first, then the lowest
 * `sort_order`, as the server picks).
 */
export function useStatuses() {
  const ability = useAppAbility();
  const allowed = canCallEndpoint(ability, 'workorderstatuses.list');
  const { data, error, mutate } = useApiQuery<ListResponse<StatusRow>>(
    allowed ? apiKey('workorderstatuses.list', {}, { sort: 'sort_order', order: 'asc', limit: 500, offset: 0 }) : null,
  );
  const statuses = data?.rows ?? [];
  const byId = (id: number): StatusRow | undefined => statuses.find((s) => s.id === id);
  const defaultOf = (state: WorkOrderState): StatusRow | undefined => {
    const ofState = statuses.filter((s) => s.state === state);
    return ofState.find((s) => s.is_default) ?? ofState[0];
  };
  return {
    statuses,
    loaded: data !== undefined,
    error: data ? undefined : error,
    retry: () => void mutate(),
    byId,
    defaultOf,
  };
}
