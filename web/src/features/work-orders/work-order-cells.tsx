import { Text } from '@chakra-ui/react';
import type { ResourceExtension } from '../../resources/extensions/extension-types';
import { DueCountdown } from '../../work-order-common/due-countdown';
import { PriorityChip, StatusChip } from '../../work-order-common/work-order-chips';
import type { WorkOrder } from '../../work-order-common/work-order-row';

/** The work-order list's cells drawn as chips and a countdown instead of plain names and dates. */
export const WORK_ORDER_CELLS: NonNullable<ResourceExtension<WorkOrder>['cells']> = {
  number: (row) => (
    <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap" dir="ltr" color="fg.muted">
      {row.number}
    </Text>
  ),
  status_id: (row) => <StatusChip status={row.status} state={row.state} />,
  priority_id: (row) => <PriorityChip priority={row.priority} />,
  due_at: (row) => <DueCountdown workOrder={row} />,
};
