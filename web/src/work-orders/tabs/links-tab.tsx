import { useState } from 'react';
import { Badge, Box, Button, Flex, Link as ChakraLink, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuLink } from 'react-icons/lu';
import { LINK_TYPES, type LinkRow, type LinkType } from '@cmms/contracts';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { useAppAbility } from '../../auth/use-app-ability';
import { SimpleTable } from '../../resources/detail/simple-table';
import { ListPagination } from '../../resources/list/list-pagination';
import { useTable } from '../../resources/table/use-table';
import { ReferenceSelect } from '../../resources/form/reference-select';
import { ConfirmRemove } from '../confirm-remove';
import { LabeledField } from '../labeled-field';
import { useWorkOrderCall } from '../use-work-order-call';
import { StatusChip } from '../work-order-chips';
import { workOrderPath } from '../work-order-paths';
import type { WorkOrder } from '../work-order-row';
import { ltr } from '../ltr-text';
import { displayDate } from '../../lib/display-date';

/** Related work orders, each link read from this side (this one "blocks" that one); add and remove. */
export default function LinksTab({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { call, loading, errors } = useWorkOrderCall();
  const [type, setType] = useState<LinkType>('related_to');
  const [linked, setLinked] = useState<number | null>(null);
  const [round, setRound] = useState(0);
  const table = useTable<LinkRow>({
    endpoint: 'workorders.links',
    params: { id: workOrder.id },
    request: ({ offset, limit }) => ({ offset, limit }),
  });
  const canEdit = canCallEndpoint(ability, 'workorders.link');

  const add = async () => {
    const saved = await call(
      'workorders.link',
      {},
      { method: 'POST', body: { work_order_id: workOrder.id, linked_id: linked, link_type: type } },
    );
    if (saved) {
      setLinked(null);
      setRound((r) => r + 1);
    }
  };

  return (
    <Stack gap="5" data-testid="work-order-links">
      {canEdit && (
        <Flex
          gap="3"
          align="flex-end"
          wrap="wrap"
          p="4"
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="lg"
          bg="bg.subtle"
        >
          <Box w={{ base: 'full', sm: '52' }}>
            <LabeledField id="link-type" label={t('workOrders.links.type')} error={errors.link_type}>
              <NativeSelect.Root>
                <NativeSelect.Field id="link-type" value={type} onChange={(e) => setType(e.target.value as LinkType)}>
                  {LINK_TYPES.map((value) => (
                    <option key={value} value={value}>
                      {t(`workOrders.links.types.${value}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </LabeledField>
          </Box>
          <Box flex="1" minW="56">
            <LabeledField id="link-target" label={t('workOrders.links.target')} error={errors.linked_id}>
              <ReferenceSelect
                key={round}
                id="link-target"
                refName="workorders"
                value={linked}
                initialLabel=""
                invalid={Boolean(errors.linked_id)}
                onChange={setLinked}
              />
            </LabeledField>
          </Box>
          <Button
            colorPalette="teal"
            disabled={linked === null}
            loading={loading}
            onClick={() => void add()}
            data-testid="link-add"
          >
            <LuLink />
            {t('workOrders.links.add')}
          </Button>
        </Flex>
      )}
      <SimpleTable
        rows={table.rows}
        failed={table.failed}
        retry={table.retry}
        emptyText={t('workOrders.links.empty')}
        testId="links"
        columns={[
          {
            key: 'type',
            label: t('workOrders.links.type'),
            render: (row) => (
              <Badge variant="subtle" colorPalette="purple">
                {t(`workOrders.links.types.${row.link_type}`)}
              </Badge>
            ),
          },
          {
            key: 'work_order',
            label: t('resources.workorders.singular'),
            render: (row) => (
              <Stack gap="0.5">
                <ChakraLink asChild colorPalette="teal" fontWeight="semibold">
                  <Link to={workOrderPath(row.work_order.id)}>{row.work_order.title}</Link>
                </ChakraLink>
                <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                  {ltr(row.work_order.number)}
                </Text>
              </Stack>
            ),
          },
          {
            key: 'status',
            label: t('resources.workorders.fields.status_id'),
            render: (row) => <StatusChip status={row.work_order.status} state={row.work_order.state} />,
          },
          {
            key: 'by',
            label: t('detail.createdAt'),
            render: (row) => (
              <Text fontSize="sm" whiteSpace="nowrap">
                {row.created_by?.name ?? '—'} · {row.created_at && ltr(displayDate(row.created_at) ?? '')}
              </Text>
            ),
          },
          {
            key: 'actions',
            label: '',
            align: 'end',
            render: (row) =>
              canCallEndpoint(ability, 'workorders.unlink') ? (
                <ConfirmRemove
                  name={`${t(`workOrders.links.types.${row.link_type}`)} ${row.work_order.number}`}
                  title={t('workOrders.links.removeTitle')}
                  label={t('workOrders.remove')}
                  onConfirm={() => call('workorders.unlink', { id: row.id }, { method: 'DELETE' })}
                  testId={`link-remove-${row.id}`}
                />
              ) : null,
          },
        ]}
      />
      {table.total > table.state.limit && <ListPagination {...table.pagination} />}
    </Stack>
  );
}
