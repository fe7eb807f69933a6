import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Button, Flex, HStack, Input, InputGroup, NativeSelect, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCheck, LuMegaphone, LuSearch, LuX } from 'react-icons/lu';
import { WORK_ORDER_STATES } from '@cmms/contracts';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useAppAbility } from '../../../auth/use-app-ability';
import { PageHeader } from '../../../layout/page-header';
import { NotAuthorized } from '../../../layout/not-authorized';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { ListPagination } from '../../../resources/list/list-pagination';
import { useTable } from '../../../resources/table/use-table';
import { stateLabelKey } from '../../../work-order-common/state-palette';
import { WorkOrderTable } from '../../../work-order-common/work-order-table';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { ltr } from '../../../work-order-common/ltr-text';
import { displayDate } from '../../../lib/display-date';
import { homeKind } from '../../../home/role-home';

/** The dialogs (their reference pickers, uploads and Chakra's dialog) load when one first opens, not with the list. */
const ApproveDialog = lazy(() => import('./request-dialogs').then((m) => ({ default: m.ApproveDialog })));
const RejectDialog = lazy(() => import('./request-dialogs').then((m) => ({ default: m.RejectDialog })));
const RaiseRequestDialog = lazy(() => import('./request-dialogs').then((m) => ({ default: m.RaiseRequestDialog })));
const ReportProblemDialog = lazy(() =>
  import('../../../home/report-problem-dialog').then((m) => ({ default: m.ReportProblemDialog })),
);

type Decision = { kind: 'approve' | 'reject'; request: WorkOrder };

/**
 * Requests raised by requesters: awaiting triage by default (the server's default), or in any later
 * state. Approvers approve (naming a technician, a priority and a due date) or reject with a reason;
 * requesters raise new ones and follow their own.
 */
export function RequestsPage() {
  const { t } = useTranslation(['translation', 'work-orders']);
  const ability = useAppAbility();
  const [search, setSearch] = useState('');
  const [decision, setDecision] = useState<Decision | null>(null);
  const [raising, setRaising] = useState(false);
  const debounced = useDebouncedValue(search);
  const allowed = canCallEndpoint(ability, 'workorders.requests');
  // No state filter: awaiting triage (the server's default).
  const table = useTable<WorkOrder>({ endpoint: allowed ? 'workorders.requests' : null });
  const state = table.state.filters.state ?? '';
  const { setSearch: applySearch } = table;
  // One request per pause in typing.
  useEffect(() => applySearch(debounced), [debounced, applySearch]);
  if (!allowed) return <NotAuthorized />;
  const canDecide = canCallEndpoint(ability, 'workorders.approve');
  const canRaise = ability.can('request', 'workorders');
  // A requester raises one here as on its home: the same form, and a confirmation that speaks of a request.
  const requester = homeKind(ability) === 'requests';
  const title = t('workOrders.requests.title');
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t(!canDecide && canRaise ? 'workOrders.requests.subtitleOwn' : 'workOrders.requests.subtitle')}
        crumbs={[{ label: t('menu.dashboard'), to: '/' }, { label: t('menu.maintenance') }, { label: title }]}
        actions={
          canRaise && (
            <Button colorPalette="teal" onClick={() => setRaising(true)} data-testid="request-raise">
              <LuMegaphone />
              {t(requester ? 'home.report.title' : 'workOrders.requests.raise')}
            </Button>
          )
        }
      />
      <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" boxShadow="xs" overflow="hidden" data-testid="requests">
        <Flex px="4" py="3" gap="3" wrap="wrap" borderBottomWidth="1px" align="center">
          <InputGroup startElement={<LuSearch />} flex="1" minW="56" maxW="md">
            <Input
              placeholder={t('list.search')}
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              data-testid="requests-search"
            />
          </InputGroup>
          <NativeSelect.Root w={{ base: 'full', sm: '56' }}>
            <NativeSelect.Field
              value={state}
              aria-label={t('resources.workorders.fields.state')}
              onChange={(e) => table.setFilter('state', e.target.value)}
              data-testid="requests-state"
            >
              <option value="">{t('workOrders.requests.awaiting')}</option>
              {WORK_ORDER_STATES.filter((s) => s !== 'requested').map((s) => (
                <option key={s} value={s}>
                  {t(stateLabelKey(s))}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {table.validating && (
            <Text fontSize="sm" color="fg.muted">
              {t('form.loading')}
            </Text>
          )}
        </Flex>
        <Box p={{ base: '2', md: '4' }}>
          <WorkOrderTable
            rows={table.rows}
            failed={table.failed}
            error={table.error}
            retry={table.retry}
            emptyText={t('workOrders.requests.empty')}
            testId="requests-table"
            // Awaiting triage nobody has it yet and its clock has not started.
            omit={state ? [] : ['assignee', 'due']}
            extraColumns={[
              {
                key: 'requested',
                label: t('resources.workorders.fields.requested_by'),
                render: (w) => (
                  <Box>
                    <Text>{w.requested_by?.name ?? '—'}</Text>
                    <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                      {w.created_at && ltr(displayDate(w.created_at) ?? '')}
                    </Text>
                  </Box>
                ),
              },
              ...(canDecide
                ? [
                    {
                      key: 'decide',
                      label: t('list.actions'),
                      align: 'end' as const,
                      render: (w: WorkOrder) =>
                        w.state === 'requested' ? (
                          <HStack gap="1" justify="flex-end">
                            <Button
                              size="sm"
                              colorPalette="teal"
                              onClick={() => setDecision({ kind: 'approve', request: w })}
                              data-testid={`approve-${w.id}`}
                            >
                              <LuCheck />
                              {t('work-orders:moves.approve')}
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              colorPalette="red"
                              onClick={() => setDecision({ kind: 'reject', request: w })}
                              data-testid={`reject-${w.id}`}
                            >
                              <LuX />
                              {t('work-orders:moves.reject')}
                            </Button>
                          </HStack>
                        ) : null,
                    },
                  ]
                : []),
            ]}
          />
        </Box>
        {table.total > 0 && <ListPagination {...table.pagination} />}
      </Box>
      <Suspense fallback={null}>
        {decision?.kind === 'approve' && <ApproveDialog request={decision.request} onClose={() => setDecision(null)} />}
        {decision?.kind === 'reject' && <RejectDialog request={decision.request} onClose={() => setDecision(null)} />}
        {raising &&
          (requester ? (
            <ReportProblemDialog onClose={() => setRaising(false)} />
          ) : (
            <RaiseRequestDialog onClose={() => setRaising(false)} />
          ))}
      </Suspense>
    </>
  );
}
