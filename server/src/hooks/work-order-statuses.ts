import { landingStates, movesFrom } from '@cmms/contracts';
import type { ResourceHooks } from '../engine/hooks.js';
import { placeholders, queryValues } from '../engine/sql.js';
import { canSee, mayMove } from '../domain/work-orders/access.js';
import { loadWorkOrder } from '../domain/work-orders/records.js';

/**
 * `GET maintenance/statuses/selectlist?work_order_id=N`: only the statuses the work order's moves reach
 * that the caller may make (the status change dialog and the kanban read it); without a work order,
 * every status.
 */
export const workOrderStatusHooks: ResourceHooks = {
  selectListScope(sqlite, input, principal) {
    const raw = queryValues(input, 'work_order_id')[0];
    if (raw === undefined) return null;
    const wo = /^\d{1,15}$/.test(raw) ? loadWorkOrder(sqlite, Number(raw)) : undefined;
    if (!wo || !canSee(principal, wo)) return { clauses: ['0'], params: [] };
    const states = [
      ...new Set(
        movesFrom(wo.state)
          .filter((move) => mayMove(sqlite, principal, wo, move))
          .flatMap(landingStates),
      ),
    ];
    if (states.length === 0) return { clauses: ['0'], params: [] };
    return { clauses: [`state IN (${placeholders(states.length)})`, 'id <> ?'], params: [...states, wo.status_id] };
  },
};
