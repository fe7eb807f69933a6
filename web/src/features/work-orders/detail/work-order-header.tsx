import { Avatar, Badge, Box, Button, Flex, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import { useAppAbility } from '../../../auth/use-app-ability';
import { DueCountdown } from '../../../work-order-common/due-countdown';
import { MoveButtons } from '../move-buttons';
import { PriorityChip, StatusChip } from '../../../work-order-common/work-order-chips';
import { WORK_ORDERS_PATH } from '../../../work-order-common/work-order-paths';
import type { WorkOrder } from '../../../work-order-common/work-order-row';

/** One label over one value, in a row that wraps on a phone. */
function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Stack gap="1" minW="28" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box>{children}</Box>
    </Stack>
  );
}

/**
 * The work order at a glance: number, title, status and priority chips, the due countdown, who has
 * it, and the moves the caller may make now.
 */
export function WorkOrderHeader({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const canEdit =
    ability.can('update', 'workorders') && workOrder.available_actions.update !== false && !workOrder.deleted_at;
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="xl"
      boxShadow="xs"
      p={{ base: '4', md: '6' }}
      mb="5"
      data-testid="work-order-header"
    >
      <Flex gap="4" justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap="2" minW="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <StatusChip status={workOrder.status} state={workOrder.state} />
            <PriorityChip priority={workOrder.priority} />
            {(workOrder.escalation_level ?? 0) > 0 && (
              <Badge colorPalette="red" variant="outline" data-testid="escalation-level">
                {t('workOrders.header.escalated', { level: workOrder.escalation_level })}
              </Badge>
            )}
            {workOrder.source !== 'direct' && (
              <Badge variant="subtle">{t(`resources.workorders.options.source.${workOrder.source}`)}</Badge>
            )}
          </HStack>
          <Heading as="h2" size={{ base: 'lg', md: 'xl' }} data-testid="work-order-title" wordBreak="break-word">
            <bdi>{workOrder.title}</bdi>
          </Heading>
        </Stack>
        {canEdit && (
          <Button asChild variant="outline" colorPalette="teal" data-testid="detail-edit">
            <Link to={`${WORK_ORDERS_PATH}/${workOrder.id}/edit`}>
              <LuPencil />
              {t('list.edit')}
            </Link>
          </Button>
        )}
      </Flex>
      <Wrap gap={{ base: '4', md: '8' }} mt="5">
        <Fact label={t('resources.workorders.fields.due_at')} testId="header-due">
          <DueCountdown workOrder={workOrder} />
        </Fact>
        <Fact label={t('resources.workorders.fields.assignee')} testId="header-assignee">
          {workOrder.assignee ? (
            <HStack gap="2">
              <Avatar.Root size="2xs" colorPalette="teal">
                <Avatar.Fallback name={workOrder.assignee.name} />
              </Avatar.Root>
              <Text fontWeight="medium">{workOrder.assignee.name}</Text>
            </HStack>
          ) : (
            <Text color="fg.subtle">{t('workOrders.header.unassigned')}</Text>
          )}
        </Fact>
        <Fact label={t('resources.workorders.fields.requested_by')}>
          <Text>{workOrder.requested_by?.name ?? '—'}</Text>
        </Fact>
        <Fact label={t('workOrders.header.checklists')}>
          <Text fontVariantNumeric="tabular-nums">{t('workOrders.header.checklistsDone', workOrder.checklists)}</Text>
        </Fact>
      </Wrap>
      <Box mt="5">
        <MoveButtons workOrder={workOrder} />
      </Box>
    </Box>
  );
}
