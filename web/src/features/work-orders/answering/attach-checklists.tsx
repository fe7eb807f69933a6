import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { CHECKLIST_STAGES } from '@cmms/contracts';
import { PickBar } from '../../../components/pick-list/pick-bar';
import { useWorkOrderRefresh } from '../use-work-order-refresh';

/** A planner puts a checklist template on the work order, before, during or after the work. */
export function AttachChecklists({ workOrderId }: { workOrderId: number }) {
  const { t } = useTranslation();
  const refresh = useWorkOrderRefresh();
  // The server takes the template under its stage's key, and answers its message there.
  const stageOf = (values: Record<string, unknown>) => String(values.stage);
  return (
    <PickBar
      testId="attach-checklists"
      changed={refresh}
      add={{
        endpoint: 'workorders.checklists-add',
        body: (values) => ({ work_order_id: workOrderId, [stageOf(values)]: [values.template] }),
        fields: [
          {
            kind: 'reference',
            name: 'template',
            id: 'attach-template',
            label: t('workOrders.checklists.template'),
            refName: 'checklists',
            errorKey: stageOf,
          },
          {
            kind: 'choice',
            name: 'stage',
            id: 'attach-stage',
            label: t('workOrders.checklists.stage'),
            options: CHECKLIST_STAGES.map((s) => ({ value: s, label: t(`workOrders.checklists.stages.${s}`) })),
            initial: 'pre',
          },
        ],
        label: t('workOrders.checklists.attach'),
        icon: <LuPlus />,
        testId: 'attach-checklist-submit',
      }}
    />
  );
}
