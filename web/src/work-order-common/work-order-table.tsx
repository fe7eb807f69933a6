import { Badge, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SimpleTable, type SimpleColumn } from '../resources/detail/simple-table';
import { DueCountdown } from './due-countdown';
import { PriorityChip, StatusChip } from './work-order-chips';
import { workOrderPath } from './work-order-paths';
import type { WorkOrder } from './work-order-row';
import { ltr } from './ltr-text';
import type { ResourceField } from '../resources/resource-keys';

/** The columns every compact work-order table shares: number and title (opening it), status, priority, due, assignee. */
export function useWorkOrderColumns(): SimpleColumn<WorkOrder>[] {
  const { t } = useTranslation();
  const label = (key: ResourceField<'workorders'>) => t(`resources.workorders.fields.${key}`);
  return [
    {
      key: 'title',
      label: label('title'),
      render: (w) => (
        // On a phone the title wraps within the screen; the other columns scroll beside it.
        <Stack gap="0.5" minW="48" maxW={{ base: '60', md: 'md' }} whiteSpace="normal">
          <ChakraLink asChild colorPalette="teal" fontWeight="semibold">
            <Link to={workOrderPath(w.id)} data-testid="work-order-link">
              {w.title}
            </Link>
          </ChakraLink>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            {ltr(w.number)}
          </Text>
        </Stack>
      ),
    },
    { key: 'status', label: label('status_id'), render: (w) => <StatusChip status={w.status} state={w.state} /> },
    { key: 'priority', label: label('priority_id'), render: (w) => <PriorityChip priority={w.priority} /> },
    { key: 'due', label: label('due_at'), render: (w) => <DueCountdown workOrder={w} /> },
    {
      key: 'assignee',
      label: label('assignee'),
      render: (w) =>
        w.assignee ? (
          <Text>{w.assignee.name}</Text>
        ) : (
          <Badge variant="subtle">{t('workOrders.header.unassigned')}</Badge>
        ),
    },
  ];
}

/** Work orders in a compact table (sub-tasks, an asset's work orders, requests). */
export function WorkOrderTable({
  rows,
  extraColumns = [],
  omit = [],
  emptyText,
  testId,
  failed,
  error,
  retry,
}: {
  rows: WorkOrder[] | undefined;
  extraColumns?: SimpleColumn<WorkOrder>[];
  /** Shared columns that say nothing here (a request's assignee). */
  omit?: string[];
  emptyText: string;
  testId: string;
  /** The read failed (the table offers a retry). */
  failed?: boolean;
  error?: unknown;
  retry?: () => void;
}) {
  const columns = useWorkOrderColumns().filter((column) => !omit.includes(column.key));
  return (
    <SimpleTable
      columns={[...columns, ...extraColumns]}
      rows={rows}
      failed={failed}
      error={error}
      retry={retry}
      emptyText={emptyText}
      testId={testId}
    />
  );
}
