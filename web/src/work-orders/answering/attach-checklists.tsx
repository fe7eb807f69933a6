import { useState } from 'react';
import { Box, Button, Flex, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { CHECKLIST_STAGES, type ChecklistStage } from '@cmms/contracts';
import { ReferenceSelect } from '../../resources/form/reference-select';
import { LabeledField } from '../labeled-field';
import { useWorkOrderCall } from '../use-work-order-call';

/** A planner puts a checklist template on the work order, before, during or after the work. */
export function AttachChecklists({ workOrderId }: { workOrderId: number }) {
  const { t } = useTranslation();
  const { call, loading, errors } = useWorkOrderCall();
  const [stage, setStage] = useState<ChecklistStage>('pre');
  const [template, setTemplate] = useState<number | null>(null);
  // Keyed so a successful add starts the template select afresh.
  const [round, setRound] = useState(0);

  const add = async () => {
    if (template === null) return;
    const saved = await call(
      'workorders.checklists-add',
      {},
      { method: 'POST', body: { work_order_id: workOrderId, [stage]: [template] } },
    );
    if (saved) {
      setTemplate(null);
      setRound((r) => r + 1);
    }
  };

  return (
    <Box borderWidth="1px" borderStyle="dashed" borderRadius="lg" p="4" bg="bg.subtle" data-testid="attach-checklists">
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Box flex="1" minW="56">
          <LabeledField id="attach-template" label={t('workOrders.checklists.template')} error={errors[stage]}>
            <ReferenceSelect
              key={round}
              id="attach-template"
              refName="checklists"
              value={template}
              initialLabel=""
              invalid={Boolean(errors[stage])}
              onChange={(id) => setTemplate(id)}
            />
          </LabeledField>
        </Box>
        <Box w={{ base: 'full', sm: '48' }}>
          <LabeledField id="attach-stage" label={t('workOrders.checklists.stage')}>
            <NativeSelect.Root>
              <NativeSelect.Field
                id="attach-stage"
                value={stage}
                onChange={(e) => setStage(e.target.value as ChecklistStage)}
              >
                {CHECKLIST_STAGES.map((s) => (
                  <option key={s} value={s}>
                    {t(`workOrders.checklists.stages.${s}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </LabeledField>
        </Box>
        <Button
          colorPalette="teal"
          disabled={template === null}
          loading={loading}
          onClick={() => void add()}
          data-testid="attach-checklist-submit"
        >
          <LuPlus />
          {t('workOrders.checklists.attach')}
        </Button>
      </Flex>
    </Box>
  );
}
