import { Alert, Badge, Box, Flex, HStack, NativeSelect, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLock } from 'react-icons/lu';
import type { WorkOrderChecklist, WorkOrderState } from '@cmms/contracts';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useAppAbility } from '../../../auth/use-app-ability';
import { ConfirmRemove } from '../confirm-remove';
import { useWorkOrderCall } from '../use-work-order-call';
import { answerableIn } from './answer-rules';
import { ItemAnswer } from './item-answer';
import { ParameterReading } from './parameter-reading';
import { ltr } from '../../../work-order-common/ltr-text';
import { displayDate } from '../../../lib/display-date';

/**
 * One checklist on a work order: its completion, the checklist it waits for (blocking its items while
 * that one is open), its items and readings answered in place; a planner may change the dependency or
 * take the checklist off.
 */
export function ChecklistCard({
  checklist,
  siblings,
  state,
}: {
  checklist: WorkOrderChecklist;
  /** The work order's other checklists: what this one may wait for. */
  siblings: readonly WorkOrderChecklist[];
  state: WorkOrderState;
}) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { call } = useWorkOrderCall();
  const { completion } = checklist;
  const blocked = checklist.blocked_by !== null;
  const stateAllows = answerableIn(checklist.stage, state);
  const canAnswer = canCallEndpoint(ability, 'workorders.checklist-answer');
  const disabled = blocked || !stateAllows || !canAnswer;
  const canPlan = canCallEndpoint(ability, 'workorders.checklists-depend');
  const percent = completion.total > 0 ? Math.round((completion.done / completion.total) * 100) : 100;

  const depend = (value: string) =>
    call(
      'workorders.checklists-depend',
      { id: checklist.id },
      { method: 'PATCH', body: { dependent_checklist_id: value ? Number(value) : null } },
    );
  const remove = () => call('workorders.checklists-remove', { id: checklist.id }, { method: 'DELETE' });

  return (
    <Box
      borderWidth="1px"
      borderRadius="lg"
      borderColor={completion.complete ? 'green.muted' : 'border'}
      data-testid="work-order-checklist"
      data-checklist-id={checklist.id}
      data-complete={completion.complete}
      data-stage={checklist.stage}
    >
      <Stack gap="2" p={{ base: '3', md: '4' }} borderBottomWidth="1px" bg="bg.subtle" borderTopRadius="lg">
        <Flex gap="3" justify="space-between" align="center" wrap="wrap">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" data-testid="checklist-name">
              {checklist.checklist.name}
            </Text>
            <Badge variant="outline">{t(`resources.checklists.options.type.${checklist.type}`)}</Badge>
            {completion.complete && (
              <Badge colorPalette="green" variant="solid" data-testid="checklist-complete">
                {t('workOrders.checklists.complete')}
              </Badge>
            )}
          </HStack>
          <HStack gap="2">
            <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" data-testid="checklist-progress">
              {t('workOrders.checklists.progress', { done: completion.done, total: completion.total })}
            </Text>
            {canCallEndpoint(ability, 'workorders.checklists-remove') && (
              <ConfirmRemove
                name={checklist.checklist.name}
                title={t('workOrders.checklists.removeTitle')}
                label={t('workOrders.remove')}
                onConfirm={remove}
                testId={`checklist-remove-${checklist.id}`}
              />
            )}
          </HStack>
        </Flex>
        <Progress.Root value={percent} size="xs" colorPalette={completion.complete ? 'green' : 'teal'}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {checklist.completed_at && (
          <Text fontSize="xs" color="fg.muted">
            {t('workOrders.checklists.completedBy', {
              name: checklist.completed_by?.name ?? '—',
              at: ltr(displayDate(checklist.completed_at) ?? ''),
            })}
          </Text>
        )}
        {canPlan ? (
          <HStack gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {t('workOrders.checklists.dependsOn')}
            </Text>
            <NativeSelect.Root size="sm" w={{ base: 'full', sm: '64' }}>
              <NativeSelect.Field
                value={String(checklist.dependent_checklist?.id ?? '')}
                onChange={(e) => void depend(e.target.value)}
                aria-label={t('workOrders.checklists.dependsOn')}
                data-testid="checklist-dependency"
              >
                <option value="">{t('workOrders.checklists.noDependency')}</option>
                {siblings
                  .filter((other) => other.id !== checklist.id)
                  .map((other) => (
                    <option key={other.id} value={other.id}>
                      {other.checklist.name}
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        ) : (
          checklist.dependent_checklist && (
            <Text fontSize="sm" color="fg.muted">
              {t('workOrders.checklists.dependsOnName', { name: checklist.dependent_checklist.name })}
            </Text>
          )
        )}
      </Stack>
      {blocked && (
        <Alert.Root status="warning" borderRadius="0" data-testid="checklist-blocked">
          <Alert.Indicator>
            <LuLock />
          </Alert.Indicator>
          <Alert.Title>{t('workOrders.checklists.blockedBy', { name: checklist.blocked_by!.name })}</Alert.Title>
        </Alert.Root>
      )}
      {!blocked && !stateAllows && !completion.complete && (
        <Alert.Root status="info" borderRadius="0" data-testid="checklist-not-now">
          <Alert.Indicator />
          <Alert.Title>{t(`workOrders.checklists.notNow.${checklist.stage}`)}</Alert.Title>
        </Alert.Root>
      )}
      <Box px={{ base: '3', md: '4' }}>
        {checklist.items.map((item) => (
          <ItemAnswer
            key={item.id}
            checklistId={checklist.id}
            workOrderId={checklist.work_order_id}
            item={item}
            disabled={disabled}
          />
        ))}
      </Box>
      {checklist.parameters.length > 0 && (
        <Box px={{ base: '3', md: '4' }} pb="2" borderTopWidth="1px" data-testid="checklist-readings">
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted" pt="3">
            {t('workOrders.checklists.readings')}
          </Text>
          {checklist.parameters.map((parameter) => (
            <ParameterReading key={parameter.id} checklistId={checklist.id} parameter={parameter} disabled={disabled} />
          ))}
        </Box>
      )}
    </Box>
  );
}
