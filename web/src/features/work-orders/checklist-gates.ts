import type { ListResponse, WorkOrderChecklist } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { useApiQuery } from '../../api/use-api-query';
import { useAppAbility } from '../../auth/use-app-ability';

/** A move the server refuses while checklists of a stage are not complete (start: pre, complete: post). */
export const GATED_MOVES = { start: 'pre', complete: 'post' } as const;
export type GatedMove = keyof typeof GATED_MOVES;

export const isGated = (move: string): move is GatedMove => move in GATED_MOVES;

/**
 * The checklists still open before a gated move, read before the tap (issue 26) from the same list the
 * checklists tab shows (one shared read; answering revalidates it). The server still enforces the gate.
 */
export function useChecklistGates(workOrderId: number, wanted: boolean): Record<GatedMove, string[]> {
  const ability = useAppAbility();
  const allowed = wanted && canCallEndpoint(ability, 'workorders.checklists');
  const { data } = useApiQuery<ListResponse<WorkOrderChecklist>>(
    allowed ? apiKey('workorders.checklists', { id: workOrderId }) : null,
  );
  const open = (stage: 'pre' | 'post') =>
    (data?.rows ?? []).filter((c) => c.stage === stage && !c.completed_at).map((c) => c.checklist.name);
  return { start: open('pre'), complete: open('post') };
}
