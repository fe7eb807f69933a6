import { Suspense, useEffect, useRef } from 'react';
import { Badge, Box, Skeleton, Spinner, Stack, Tabs } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findResource } from '@cmms/contracts';
import { apiKey } from '../../../api/api-key';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useApiQuery } from '../../../api/use-api-query';
import { useAppAbility } from '../../../auth/use-app-ability';
import { isCallFailure } from '../../../components/load-failed';
import { RecordLoadFailed } from '../../../resources/record-load-failed';
import { NotAuthorized } from '../../../layout/not-authorized';
import { PageHeader } from '../../../layout/page-header';
import { NotFoundPage } from '../../../layout/not-found-page';
import { REQUESTS_PATH, WORK_ORDERS_PATH } from '../../../work-order-common/work-order-paths';
import { isWorkOrder, type WorkOrder } from '../../../work-order-common/work-order-row';
import { WorkOrderHeader } from './work-order-header';
import { WORK_ORDER_TABS } from './work-order-detail-tabs';

/** `/maintenance/workorders/:id`: the work order's header and its tabs (a custom feature screen). */
export function WorkOrderDetailPage() {
  const ability = useAppAbility();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const allowed = canCallEndpoint(ability, 'workorders.detail');
  const { data, error, mutate } = useApiQuery<WorkOrder>(valid && allowed ? apiKey('workorders.detail', { id }) : null);
  if (!allowed) return <NotAuthorized />;
  // A call that failed on the way is not "not found": its message and a retry.
  const resource = findResource('workorders');
  if (valid && !data && resource && isCallFailure(error)) {
    return <RecordLoadFailed resource={resource} error={error} retry={() => void mutate()} />;
  }
  if (!valid || error || (data && !isWorkOrder(data))) return <NotFoundPage />;
  if (!data) return <DetailSkeleton />;
  return <WorkOrderDetail workOrder={data} />;
}

function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('form.loading')} crumbs={[{ label: t('menu.dashboard'), to: '/' }]} />
      <Stack bg="bg.panel" borderWidth="1px" borderRadius="xl" p="6" gap="4" data-testid="detail-skeleton">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} h="5" w={`${50 + ((i * 17) % 40)}%`} />
        ))}
      </Stack>
    </>
  );
}

function WorkOrderDetail({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const ability = useAppAbility();
  const [params, setParams] = useSearchParams();
  const reader = ability.can('read', 'workorders');
  const tabs = WORK_ORDER_TABS.filter((x) => canCallEndpoint(ability, x.endpoint) && (reader || !x.readersOnly));
  const asked = params.get('tab');
  // The API calls a work order's files its media: a link that says so opens the Attachments tab.
  const wanted = asked === 'media' ? 'attachments' : asked;
  const current = tabs.some((x) => x.key === wanted) ? wanted! : 'details';
  // A requester follows its requests from the requests screen; everyone else from the list.
  const fromList = reader;
  const list = useRef<HTMLDivElement>(null);
  // Where the strip scrolls (phones), the chosen tab is in view, also when the link named it.
  useEffect(() => {
    list.current
      ?.querySelector(`[data-testid="tab-${current}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <>
      <PageHeader
        title={workOrder.number}
        crumbs={[
          { label: t('menu.dashboard'), to: '/' },
          fromList
            ? { label: t('resources.workorders.title'), to: WORK_ORDERS_PATH }
            : { label: t('workOrders.requests.title'), to: REQUESTS_PATH },
          { label: workOrder.number },
        ]}
      />
      <WorkOrderHeader workOrder={workOrder} />
      <Box bg="bg.panel" borderWidth="1px" borderRadius="xl" boxShadow="xs" data-testid="work-order-detail">
        <Tabs.Root
          value={current}
          onValueChange={({ value }) => setParams(value === 'details' ? {} : { tab: value }, { replace: true })}
          lazyMount
          unmountOnExit
          colorPalette="teal"
        >
          {/* Fourteen tabs: one scrolling strip on a phone, wrapped rows on a wide screen (none hidden). */}
          <Tabs.List
            ref={list}
            px={{ base: '2', md: '4' }}
            overflowX={{ base: 'auto', lg: 'visible' }}
            overflowY={{ base: 'hidden', lg: 'visible' }}
            flexWrap={{ base: 'nowrap', lg: 'wrap' }}
            css={{ scrollbarWidth: 'thin' }}
          >
            {tabs.map((x) => {
              const count = x.count?.(workOrder);
              return (
                <Tabs.Trigger key={x.key} value={x.key} flexShrink={0} minH="11" data-testid={`tab-${x.key}`}>
                  {t(x.labelKey)}
                  {count ? (
                    <Badge size="sm" variant="subtle" colorPalette="teal" ms="1">
                      {count}
                    </Badge>
                  ) : null}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
          {tabs.map((x) => (
            <Tabs.Content key={x.key} value={x.key} p={{ base: '3', md: '6' }} data-testid={`panel-${x.key}`}>
              <Suspense fallback={<Spinner color="teal.solid" />}>
                <x.Component workOrder={workOrder} />
              </Suspense>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Box>
    </>
  );
}
