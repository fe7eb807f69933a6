import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CHECKLIST_STAGES, type ListResponse, type WorkOrderChecklist } from '@cmms/contracts';
import { apiKey } from '../../../api/api-key';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useApiQuery } from '../../../api/use-api-query';
import { useAppAbility } from '../../../auth/use-app-ability';
import { AttachChecklists } from '../answering/attach-checklists';
import { ChecklistCard } from '../answering/checklist-card';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { TabLoadFailed } from './tab-load-failed';

/** The work order's checklists by stage (before, during, after the work), answered in place. */
export default function ChecklistsTab({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { data, error, mutate } = useApiQuery<ListResponse<WorkOrderChecklist>>(
    apiKey('workorders.checklists', { id: workOrder.id }),
  );
  const rows = data?.rows ?? [];
  return (
    <Stack gap="6" data-testid="work-order-checklists">
      {canCallEndpoint(ability, 'workorders.checklists-add') && <AttachChecklists workOrderId={workOrder.id} />}
      {!data && error && <TabLoadFailed error={error} retry={() => void mutate()} />}
      {!data && !error && <Skeleton h="32" borderRadius="lg" />}
      {data && rows.length === 0 && (
        <Text color="fg.muted" data-testid="checklists-empty">
          {t('workOrders.checklists.empty')}
        </Text>
      )}
      {CHECKLIST_STAGES.map((stage) => {
        const ofStage = rows.filter((row) => row.stage === stage);
        if (ofStage.length === 0) return null;
        return (
          <Stack key={stage} gap="3" data-testid={`stage-${stage}`}>
            <Heading size="sm" color="fg.muted">
              {t(`workOrders.checklists.stages.${stage}`)}
            </Heading>
            {ofStage.map((checklist) => (
              <ChecklistCard key={checklist.id} checklist={checklist} siblings={rows} state={workOrder.state} />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
