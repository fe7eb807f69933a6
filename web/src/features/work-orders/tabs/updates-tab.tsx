import { Avatar, Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { UPDATE_KINDS, type UpdateRow } from '@cmms/contracts';
import { ListPagination } from '../../../resources/list/list-pagination';
import { useTable } from '../../../resources/table/use-table';
import { KindFilter } from '../kind-filter';
import { ListStatus } from '../list-status';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { ltr } from '../../../work-order-common/ltr-text';
import { displayDate } from '../../../lib/display-date';

const KIND_PALETTE = {
  comment: 'blue',
  status: 'teal',
  attachment: 'purple',
  checklist: 'green',
  escalation: 'red',
} as const;

/** What happened on the work order, newest first: comments, moves, files, checklist answers, escalations. */
export default function UpdatesTab({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const table = useTable<UpdateRow>({
    endpoint: 'workorders.updates',
    params: { id: workOrder.id },
    initial: { limit: 25 },
    request: ({ filters, offset, limit }) => ({ filter: filters.filter, offset, limit }),
  });
  const { rows } = table;
  return (
    <Stack gap="4" data-testid="work-order-updates">
      <KindFilter
        kinds={UPDATE_KINDS}
        labelKey="work-orders:updates.kinds"
        value={table.state.filters.filter ?? ''}
        onChange={(next) => table.setFilter('filter', next)}
        testId="updates-filter"
      />
      <ListStatus table={table} emptyText={t('work-orders:updates.empty')} testId="updates" />
      <Stack gap="0">
        {rows?.map((row) => (
          <Flex
            key={`${row.kind}-${row.id}`}
            gap="3"
            py="3"
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
            data-testid="update-row"
            data-kind={row.kind}
          >
            <Avatar.Root size="sm" colorPalette={KIND_PALETTE[row.kind]}>
              <Avatar.Fallback name={row.created_by?.name ?? '?'} />
            </Avatar.Root>
            <Box flex="1" minW="0">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold">{row.created_by?.name ?? t('work-orders:escalations.automatic')}</Text>
                <Badge size="sm" variant="subtle" colorPalette={KIND_PALETTE[row.kind]}>
                  {t(`work-orders:updates.kinds.${row.kind}`)}
                </Badge>
                <Text fontSize="xs" color="fg.muted">
                  {row.created_at && ltr(displayDate(row.created_at) ?? '')}
                </Text>
              </HStack>
              <Text whiteSpace="pre-wrap" wordBreak="break-word" mt="1">
                <bdi>{row.text}</bdi>
              </Text>
            </Box>
          </Flex>
        ))}
      </Stack>
      {table.total > table.state.limit && <ListPagination {...table.pagination} />}
    </Stack>
  );
}
