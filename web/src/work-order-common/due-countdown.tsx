import { Badge, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RUNNING_STATES } from '@cmms/contracts';
import { displayDate } from '../lib/display-date';
import { dueSpan } from './due-span';
import { useNow } from './use-now';
import type { WorkOrder } from './work-order-row';

/**
 * A work order's due date as a countdown while its clock runs ("due in 3 h", "overdue by 2 d"),
 * "paused" while on hold (the server moves the due date on by the time held), and the date itself
 * once the work is done. The date shows as a tooltip.
 */
export function DueCountdown({ workOrder }: { workOrder: Pick<WorkOrder, 'due_at' | 'state' | 'overdue'> }) {
  const { t } = useTranslation();
  const now = useNow();
  const due = workOrder.due_at;
  if (!due) return <Text color="fg.subtle">—</Text>;
  const shown = displayDate(due) ?? '';
  if (workOrder.state === 'on_hold') {
    return (
      <Badge variant="subtle" colorPalette="yellow" title={shown} data-testid="due-countdown" data-due="paused">
        {t('workOrders.due.paused')}
      </Badge>
    );
  }
  // Awaiting triage, or done: the clock is not running, the date is what matters.
  if (!RUNNING_STATES.includes(workOrder.state)) {
    return (
      <Text
        whiteSpace="nowrap"
        color="fg.muted"
        fontSize="sm"
        title={shown}
        data-testid="due-countdown"
        dir="ltr"
        textAlign="start"
      >
        {shown}
      </Text>
    );
  }
  const span = dueSpan(due.datetime, now);
  const amount = t(`workOrders.units.${span.unit}`, { count: span.count });
  const overdue = workOrder.overdue || span.past;
  return (
    <Badge
      variant={overdue ? 'solid' : 'subtle'}
      colorPalette={overdue ? 'red' : span.unit === 'd' ? 'gray' : 'orange'}
      whiteSpace="nowrap"
      title={shown}
      data-testid="due-countdown"
      data-due={overdue ? 'overdue' : 'due'}
    >
      {overdue ? t('workOrders.due.overdueBy', { span: amount }) : t('workOrders.due.dueIn', { span: amount })}
    </Badge>
  );
}
