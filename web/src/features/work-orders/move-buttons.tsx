import { useState } from 'react';
import { Button, Wrap } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuListChecks } from 'react-icons/lu';
import type { SelectList } from '@cmms/contracts';
import { apiKey } from '../../api/api-key';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { useApiQuery } from '../../api/use-api-query';
import { LoadFailed } from '../../components/load-failed';
import { useAppAbility } from '../../auth/use-app-ability';
import { MOVE_PALETTE, reachableMoves } from './reachable-moves';
import { GATED_MOVES, isGated, useChecklistGates } from './checklist-gates';
import { useStatuses } from './use-statuses';
import { WorkLogDialog, type WorkLogTarget } from './work-log-dialog';
import type { StatusRef, WorkOrder } from '../../work-order-common/work-order-row';

/**
 * The moves the caller may make now, one button each: the server's status select list for this work
 * order says which statuses are reachable (its state and the caller's rights), the move table says
 * which move reaches each. A button opens the status change dialog.
 */
export function MoveButtons({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const ability = useAppAbility();
  const statuses = useStatuses();
  const [target, setTarget] = useState<WorkLogTarget | null>(null);
  const allowed = canCallEndpoint(ability, 'workorderstatuses.selectlist');
  const { data, error, mutate } = useApiQuery<SelectList>(
    allowed ? apiKey('workorderstatuses.selectlist', {}, { work_order_id: workOrder.id }) : null,
  );
  const offered = (data?.results ?? []).flatMap((result): StatusRef[] => {
    const status = statuses.byId(result.id);
    return status ? [status] : [];
  });
  const moves = reachableMoves(workOrder.state, offered);
  const gates = useChecklistGates(
    workOrder.id,
    moves.some(({ move }) => isGated(move)),
  );
  const [, setParams] = useSearchParams();
  /** The gate leads to the checklists tab, scrolled into view (on a phone it is below the header). */
  const openChecklists = () => {
    setParams({ tab: 'checklists' }, { replace: true });
    requestAnimationFrame(() =>
      document.querySelector('[data-testid="work-order-detail"]')?.scrollIntoView({ block: 'start' }),
    );
  };
  const failure = (data ? undefined : error) ?? statuses.error;
  if (failure) {
    const retry = () => {
      void mutate();
      statuses.retry();
    };
    return (
      <LoadFailed title={t('work-orders:movesFailed')} error={failure} retry={retry} testId="moves-failed" compact />
    );
  }
  if (moves.length === 0) return null;
  return (
    <>
      <Wrap gap="2" data-testid="move-buttons">
        {moves.map(({ move, statuses }) =>
          isGated(move) && gates[move].length > 0 ? (
            // Issue 26: the gate shows before the tap: what is missing, and the way to it.
            <Button
              key={move}
              size={{ base: 'md', md: 'sm' }}
              variant="outline"
              colorPalette="orange"
              onClick={openChecklists}
              title={gates[move].join(', ')}
              data-testid={`gate-${move}`}
            >
              <LuListChecks />
              {t(`work-orders:gates.${GATED_MOVES[move]}`)}
            </Button>
          ) : (
            <Button
              key={move}
              size={{ base: 'md', md: 'sm' }}
              variant={move === 'cancel' || move === 'reopen' ? 'outline' : 'solid'}
              colorPalette={MOVE_PALETTE[move]}
              onClick={() => setTarget({ move, statuses })}
              data-testid={`move-${move}`}
            >
              {t(`work-orders:moves.${move}`)}
            </Button>
          ),
        )}
      </Wrap>
      {target && <WorkLogDialog workOrder={workOrder} target={target} onClose={() => setTarget(null)} />}
    </>
  );
}
