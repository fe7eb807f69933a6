import { useState } from 'react';
import { MOVE_RULES, moveBetween, type WorkOrderMove, type WorkOrderState } from '@cmms/contracts';
import { useStatuses } from '../use-statuses';
import { useWorkOrderCall } from '../use-work-order-call';
import type { WorkLogTarget } from '../work-log-dialog';
import type { WorkOrder } from '../../../work-order-common/work-order-row';

/** A card on its way to another column: shown there until the server answers. */
export interface PendingMove {
  card: WorkOrder;
  to: WorkOrderState;
}

/**
 * Moving a card between state columns is a work-log entry. The card shows in its new column at once;
 * a move that needs a reason asks for it first (the status change dialog); a move the table has no
 * name for is still sent, as the target state's default status, so the server's refusal (naming both
 * statuses) is what the person reads. Refused or abandoned, the card goes back where it was.
 */
export function useBoardMove() {
  const { defaultOf } = useStatuses();
  const { call } = useWorkOrderCall();
  const [pending, setPending] = useState<PendingMove | null>(null);
  const [dialog, setDialog] = useState<{ card: WorkOrder; target: WorkLogTarget } | null>(null);

  const send = async (card: WorkOrder, to: WorkOrderState, move: WorkOrderMove | undefined) => {
    const body: Record<string, unknown> = { work_order_id: card.id };
    if (move) body.action = move;
    else {
      const status = defaultOf(to);
      if (status) body.status = status.id;
    }
    await call('workorders.work-log', {}, { method: 'POST', body });
    setPending(null);
  };

  /** A card dropped on a column (or a move picked from its menu). */
  const moveCard = (card: WorkOrder, to: WorkOrderState, chosen?: WorkOrderMove) => {
    if (card.state === to && !chosen) return;
    const move = chosen ?? moveBetween(card.state, to);
    setPending({ card, to });
    if (move && MOVE_RULES[move].reasonRequired) {
      setDialog({ card, target: { move } });
      return;
    }
    void send(card, to, move);
  };

  /** The reason dialog closed: moved, or abandoned (the card goes back). */
  const closeDialog = () => {
    setDialog(null);
    setPending(null);
  };

  return { pending, dialog, moveCard, closeDialog };
}
