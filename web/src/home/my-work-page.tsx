import { Badge, Box, Button, Card, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuArrowRight, LuList } from 'react-icons/lu';
import type { ListResponse } from '@cmms/contracts';
import { apiKey } from '../api/api-key';
import { useApiQuery } from '../api/use-api-query';
import { LoadFailed } from '../components/load-failed';
import { storedUserData } from '../auth/session-storage';
import { PageHeader } from '../layout/page-header';
import { DueCountdown } from '../work-order-common/due-countdown';
import { PriorityChip, StatusChip } from '../work-order-common/work-order-chips';
import { WORK_ORDERS_PATH, workOrderPath } from '../work-order-common/work-order-paths';
import type { WorkOrder } from '../work-order-common/work-order-row';
import { nextAction, workSection, WORK_SECTIONS, type WorkSection } from './work-sections';
import { appNow } from '../lib/app-now';

/** The query of "My work": everything still to do (overdue included) of mine or my crew's, soonest first. */
export const MY_WORK_QUERY = { status: 'todo', assigned_to_me: '1', sort: 'due_at', order: 'asc', limit: 100 };

/**
 * A technician's first screen (issue 26), phone first: their work still to do in sections — overdue,
 * today, this week, on hold, later — each card with its next action.
 */
export function MyWorkPage() {
  const { t } = useTranslation();
  const user = storedUserData();
  const { data, error, mutate } = useApiQuery<ListResponse<WorkOrder>>(apiKey('workorders.list', {}, MY_WORK_QUERY));
  const today = new Date(appNow()).toISOString().slice(0, 10);
  const bySection = new Map<WorkSection, WorkOrder[]>();
  for (const row of data?.rows ?? []) {
    const section = workSection(row, today);
    bySection.set(section, [...(bySection.get(section) ?? []), row]);
  }
  return (
    <>
      <PageHeader
        title={t('home.myWork.title')}
        subtitle={t('home.myWork.subtitle', { name: user?.fullName ?? '' })}
        crumbs={[{ label: t('home.myWork.title') }]}
        actions={
          <Button asChild variant="outline" colorPalette="teal" data-testid="my-work-all">
            <Link to={`${WORK_ORDERS_PATH}?assigned_to_me=1`}>
              <LuList />
              {t('home.myWork.allMine')}
            </Link>
          </Button>
        }
      />
      {!data && error && (
        <LoadFailed title={t('list.loadFailed')} error={error} retry={() => void mutate()} testId="my-work-failed" />
      )}
      {!data && !error && <Skeleton h="40" borderRadius="xl" data-testid="my-work-loading" />}
      {data && data.rows.length === 0 && (
        <Text color="fg.muted" data-testid="my-work-empty">
          {t('home.myWork.empty')}
        </Text>
      )}
      <Stack gap="6" data-testid="my-work">
        {WORK_SECTIONS.map((section) => {
          const rows = bySection.get(section) ?? [];
          if (rows.length === 0) return null;
          return (
            <Box as="section" key={section} data-testid={`my-work-${section}`} aria-labelledby={`my-work-${section}-h`}>
              <HStack mb="3" gap="2">
                <Heading as="h2" size="md" id={`my-work-${section}-h`}>
                  {t(`home.myWork.sections.${section}`)}
                </Heading>
                <Badge colorPalette={section === 'overdue' ? 'red' : 'gray'} variant="subtle">
                  {rows.length}
                </Badge>
              </HStack>
              <Stack gap="3">
                {rows.map((row) => (
                  <WorkCard key={row.id} workOrder={row} />
                ))}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </>
  );
}

function WorkCard({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation();
  const action = nextAction(workOrder);
  const where = [...workOrder.inspectables.map((a) => a.name), ...workOrder.locations.map((l) => l.name)];
  return (
    <Card.Root
      size="sm"
      borderColor={workOrder.overdue ? 'red.muted' : undefined}
      data-testid="my-work-card"
      data-id={workOrder.id}
      data-overdue={workOrder.overdue ? 'true' : undefined}
    >
      <Card.Body gap="2">
        <Flex gap="2" justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap="1" minW="0" flex="1">
            <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
              {workOrder.number}
            </Text>
            <Link to={workOrderPath(workOrder.id)} data-testid="my-work-card-title">
              <Text fontWeight="semibold" wordBreak="break-word">
                <bdi>{workOrder.title}</bdi>
              </Text>
            </Link>
            {where.length > 0 && (
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                <bdi>{where.join(' · ')}</bdi>
              </Text>
            )}
          </Stack>
          <DueCountdown workOrder={workOrder} />
        </Flex>
        <Flex gap="2" justify="space-between" align="center" wrap="wrap">
          <HStack gap="2" wrap="wrap">
            <StatusChip status={workOrder.status} state={workOrder.state} />
            <PriorityChip priority={workOrder.priority} />
            {workOrder.checklists.total > 0 && (
              <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
                {t('workOrders.header.checklistsDone', workOrder.checklists)}
              </Text>
            )}
          </HStack>
          <Button asChild size="md" colorPalette={action.palette} data-testid="my-work-action" data-action={action.key}>
            <Link to={workOrderPath(workOrder.id, action.tab)}>
              {t(`home.myWork.actions.${action.key}`)}
              <LuArrowRight />
            </Link>
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
