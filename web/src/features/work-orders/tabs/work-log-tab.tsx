import { useState } from 'react';
import { Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowRight, LuClock } from 'react-icons/lu';
import { LOG_ONLY, type WorkLogRow } from '@cmms/contracts';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useAppAbility } from '../../../auth/use-app-ability';
import { ListPagination } from '../../../resources/list/list-pagination';
import { useTable } from '../../../resources/table/use-table';
import { ListStatus } from '../list-status';
import { StatusChip } from '../../../work-order-common/work-order-chips';
import { WorkLogDialog } from '../work-log-dialog';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { ltr } from '../../../work-order-common/ltr-text';
import { displayDate } from '../../../lib/display-date';
import type { TFunction } from 'i18next';
import { optionLabelKey } from '../../../resources/enum-option';

/** Reasons of a hold arrive as codes; other reasons are free text. */
function reasonText(t: TFunction, row: WorkLogRow): string | null {
  if (!row.reason) return null;
  return row.action === 'hold' ? t(optionLabelKey('workorders', 'hold_reason', row.reason)) : row.reason;
}

/** Every move and every time entry, newest first; the total time spent; logging time and a note. */
export default function WorkLogTab({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const ability = useAppAbility();
  const [logging, setLogging] = useState(false);
  const table = useTable<WorkLogRow>({
    endpoint: 'workorders.work-log-list',
    params: { id: workOrder.id },
    request: ({ offset, limit }) => ({ offset, limit }),
  });
  const { rows } = table;
  return (
    <Stack gap="4" data-testid="work-order-work-log">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <HStack gap="2">
          <LuClock />
          <Text data-testid="time-spent">
            {t('work-orders:workLog.total', {
              time: t('work-orders:minutes', { count: workOrder.time_spent_minutes ?? 0 }),
            })}
          </Text>
        </HStack>
        {canCallEndpoint(ability, 'workorders.work-log') && (
          <Button variant="outline" colorPalette="teal" onClick={() => setLogging(true)} data-testid="log-time">
            {t('work-orders:workLog.logTime')}
          </Button>
        )}
      </Flex>
      <ListStatus table={table} emptyText={t('work-orders:workLog.empty')} testId="work-log" />
      <Stack gap="0" borderWidth={rows?.length ? '1px' : '0'} borderRadius="lg">
        {rows?.map((row) => (
          <Box
            key={row.id}
            px="4"
            py="3"
            borderBottomWidth="1px"
            _last={{ borderBottomWidth: 0 }}
            data-testid="work-log-row"
          >
            <Flex gap="3" justify="space-between" wrap="wrap">
              <HStack gap="2" wrap="wrap">
                <Badge
                  variant="solid"
                  colorPalette={row.action === LOG_ONLY ? 'gray' : 'teal'}
                  data-testid="work-log-action"
                >
                  {t(`work-orders:moves.${row.action}`)}
                </Badge>
                {row.from_status && <StatusChip status={row.from_status} state={row.from_status.state} />}
                {row.to_status && row.from_status && <LuArrowRight className="rtl-mirror" />}
                {row.to_status && row.to_status.id !== row.from_status?.id && (
                  <StatusChip status={row.to_status} state={row.to_status.state} />
                )}
                {row.minutes ? (
                  <Badge variant="outline">{t('work-orders:minutes', { count: row.minutes })}</Badge>
                ) : null}
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {row.created_by?.name ?? '—'} · {row.created_at && ltr(displayDate(row.created_at) ?? '')}
              </Text>
            </Flex>
            {reasonText(t, row) && (
              <Text fontSize="sm" mt="1">
                <Text as="span" color="fg.muted">
                  {t('work-orders:workLog.reason')}:{' '}
                </Text>
                {reasonText(t, row)}
              </Text>
            )}
            {row.note && (
              <Text fontSize="sm" mt="1" whiteSpace="pre-wrap">
                {row.note}
              </Text>
            )}
          </Box>
        ))}
      </Stack>
      {table.total > table.state.limit && <ListPagination {...table.pagination} />}
      {logging && <WorkLogDialog workOrder={workOrder} target={{ move: LOG_ONLY }} onClose={() => setLogging(false)} />}
    </Stack>
  );
}
