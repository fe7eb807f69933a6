import { useState } from 'react';
import { Badge, Box, Button, Input, Stack, Tag, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuSiren } from 'react-icons/lu';
import type { EscalationRow } from '@cmms/contracts';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useAppAbility } from '../../../auth/use-app-ability';
import { SimpleTable } from '../../../resources/detail/simple-table';
import { ListPagination } from '../../../resources/list/list-pagination';
import { useTable } from '../../../resources/table/use-table';
import { MultiReferenceSelect } from '../../../resources/form/multi-reference-select';
import { ReferenceSelect } from '../../../resources/form/reference-select';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { LabeledField } from '../../../components/labeled-field';
import { useWorkOrderCall } from '../use-work-order-call';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { ltr } from '../../../work-order-common/ltr-text';
import { displayDate } from '../../../lib/display-date';

const TRIGGER_PALETTE = { manual: 'purple', response: 'orange', resolution: 'red' } as const;

/** Escalations by level: the automatic ones (a missed response or resolution target) and those raised by hand. */
export default function EscalationsTab({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const ability = useAppAbility();
  const [raising, setRaising] = useState(false);
  const table = useTable<EscalationRow>({
    endpoint: 'workorders.escalations',
    query: { work_order_id: workOrder.id },
    request: ({ offset, limit }) => ({ offset, limit }),
  });
  return (
    <Stack gap="4" data-testid="work-order-escalations">
      {canCallEndpoint(ability, 'workorders.escalate') && (
        <Box>
          <Button colorPalette="red" variant="outline" onClick={() => setRaising(true)} data-testid="escalate">
            <LuSiren />
            {t('work-orders:escalations.raise')}
          </Button>
        </Box>
      )}
      <SimpleTable
        rows={table.rows}
        failed={table.failed}
        retry={table.retry}
        emptyText={t('work-orders:escalations.empty')}
        testId="escalations"
        columns={[
          {
            key: 'level',
            label: t('work-orders:escalations.level'),
            render: (row) => (
              <Badge colorPalette="red" variant="solid">
                {t('work-orders:escalations.levelN', { level: row.level })}
              </Badge>
            ),
          },
          {
            key: 'trigger',
            label: t('work-orders:escalations.trigger'),
            render: (row) => (
              <Badge colorPalette={TRIGGER_PALETTE[row.trigger]} variant="subtle">
                {t(`work-orders:escalations.triggers.${row.trigger}`)}
              </Badge>
            ),
          },
          { key: 'cause', label: t('resources.workorders.fields.cause_id'), render: (row) => row.cause?.name ?? '—' },
          {
            key: 'assignees',
            label: t('work-orders:escalations.assignees'),
            render: (row) =>
              row.assignees.length ? (
                <Wrap gap="1">
                  {row.assignees.map((a) => (
                    <Tag.Root key={a.id} size="sm" variant="subtle">
                      <Tag.Label>{a.name}</Tag.Label>
                    </Tag.Root>
                  ))}
                </Wrap>
              ) : (
                '—'
              ),
          },
          {
            key: 'note',
            label: t('work-orders:workLog.note'),
            render: (row) => <Text lineClamp={2}>{row.note ?? '—'}</Text>,
          },
          {
            key: 'when',
            label: t('detail.createdAt'),
            render: (row) => (
              <Text fontSize="sm" whiteSpace="nowrap">
                {row.created_by?.name ?? t('work-orders:escalations.automatic')} ·{' '}
                {row.created_at && ltr(displayDate(row.created_at) ?? '')}
              </Text>
            ),
          },
        ]}
      />
      {table.total > table.state.limit && <ListPagination {...table.pagination} />}
      {raising && <EscalateDialog workOrder={workOrder} onClose={() => setRaising(false)} />}
    </Stack>
  );
}

function EscalateDialog({ workOrder, onClose }: { workOrder: WorkOrder; onClose: () => void }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const { call, loading, errors } = useWorkOrderCall();
  const [level, setLevel] = useState(String((workOrder.escalation_level ?? 0) + 1));
  const [cause, setCause] = useState<number | null>(workOrder.cause?.id ?? null);
  const [assignees, setAssignees] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const submit = async () => {
    const body: Record<string, unknown> = { work_order_id: workOrder.id, level: Number(level) || level, assignees };
    if (cause !== null) body.cause_id = cause;
    if (note.trim()) body.note = note.trim();
    const saved = await call('workorders.escalate', {}, { method: 'POST', body });
    if (saved) onClose();
  };
  return (
    <FormDialog
      title={t('work-orders:escalations.raiseOf', { number: workOrder.number })}
      submitLabel={t('work-orders:escalations.raise')}
      palette="red"
      loading={loading}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="escalate-dialog"
    >
      <LabeledField id="escalate-level" label={t('work-orders:escalations.level')} error={errors.level} required>
        <Input
          id="escalate-level"
          type="number"
          min={1}
          max={10}
          value={level}
          onChange={(e) => setLevel(e.target.value)}
        />
      </LabeledField>
      <LabeledField id="escalate-cause" label={t('resources.workorders.fields.cause_id')} error={errors.cause_id}>
        <ReferenceSelect
          id="escalate-cause"
          refName="causes"
          value={cause}
          initialLabel={workOrder.cause?.name ?? ''}
          invalid={Boolean(errors.cause_id)}
          onChange={setCause}
          portalled={false}
        />
      </LabeledField>
      <LabeledField id="escalate-assignees" label={t('work-orders:escalations.assignees')} error={errors.assignees}>
        <MultiReferenceSelect
          id="escalate-assignees"
          refName="users"
          value={assignees}
          initialRefs={[]}
          invalid={Boolean(errors.assignees)}
          onChange={setAssignees}
          portalled={false}
        />
      </LabeledField>
      <LabeledField id="escalate-note" label={t('work-orders:workLog.note')} error={errors.note}>
        <Textarea id="escalate-note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
      </LabeledField>
    </FormDialog>
  );
}
