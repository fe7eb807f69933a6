import type { Row } from '@cmms/contracts';
import { Text } from '@chakra-ui/react';
import { DueCountdown } from '../../work-order-common/due-countdown';
import { PriorityChip, StatusChip } from '../../work-order-common/work-order-chips';
import { asWorkOrder } from '../../work-order-common/work-order-row';

/** The work-order list's cells drawn as chips and a countdown instead of plain names and dates. */
export const WORK_ORDER_CELLS = {
  number: (row: Row) => (
    <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap" dir="ltr" color="fg.muted">
      {asWorkOrder(row).number}
    </Text>
  ),
  status_id: (row: Row) => <StatusChip status={asWorkOrder(row).status} state={asWorkOrder(row).state} />,
  priority_id: (row: Row) => <PriorityChip priority={asWorkOrder(row).priority} />,
  due_at: (row: Row) => <DueCountdown workOrder={asWorkOrder(row)} />,
};
