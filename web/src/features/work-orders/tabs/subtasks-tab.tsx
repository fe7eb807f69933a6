import { useState } from 'react';
import { Box, Button, Input, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { useAppAbility } from '../../../auth/use-app-ability';
import { ListPagination } from '../../../resources/list/list-pagination';
import { useTable } from '../../../resources/table/use-table';
import { ReferenceSelect } from '../../../resources/form/reference-select';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { DueDateField } from '../due-date-field';
import { LabeledField } from '../../../components/labeled-field';
import { useWorkOrderCall } from '../use-work-order-call';
import { WorkOrderTable } from '../../../work-order-common/work-order-table';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import type { ResourceField } from '../../../resources/resource-keys';

/** The work order's sub-tasks (work orders with it as parent); an open one blocks its completion. */
export default function SubtasksTab({ workOrder }: { workOrder: WorkOrder }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const ability = useAppAbility();
  const [creating, setCreating] = useState(false);
  // Oldest first: the order the work was split in.
  const table = useTable<WorkOrder>({
    endpoint: 'workorders.list',
    query: { parent_id: workOrder.id },
    initial: { sort: 'created_at', order: 'asc' },
  });
  return (
    <Stack gap="4" data-testid="work-order-subtasks">
      {ability.can('create', 'workorders') && !workOrder.deleted_at && (
        <Box>
          <Button colorPalette="teal" variant="outline" onClick={() => setCreating(true)} data-testid="subtask-new">
            <LuPlus />
            {t('work-orders:subtasks.new')}
          </Button>
        </Box>
      )}
      <WorkOrderTable
        rows={table.rows}
        failed={table.failed}
        error={table.error}
        retry={table.retry}
        emptyText={t('work-orders:subtasks.empty')}
        testId="subtasks"
      />
      {table.total > table.state.limit && <ListPagination {...table.pagination} />}
      {creating && <SubtaskDialog parent={workOrder} onClose={() => setCreating(false)} />}
    </Stack>
  );
}

function SubtaskDialog({ parent, onClose }: { parent: WorkOrder; onClose: () => void }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const { call, loading, errors } = useWorkOrderCall();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [assignee, setAssignee] = useState<number | null>(null);
  const [priority, setPriority] = useState<number | null>(parent.priority?.id ?? null);
  const [due, setDue] = useState('');
  const label = (key: ResourceField<'workorders'>) => t(`resources.workorders.fields.${key}`);

  const submit = async () => {
    const body: Record<string, unknown> = { title, parent_id: parent.id };
    if (description.trim()) body.description = description.trim();
    if (assignee !== null) body.assignee = assignee;
    if (priority !== null) body.priority_id = priority;
    if (due) body.due_date = due;
    // Where the parent work happens, the sub-task happens too.
    if (parent.locations.length) body.locations = parent.locations.map((l) => l.id);
    if (parent.inspectables.length) body.inspectables = parent.inspectables.map((a) => a.id);
    const saved = await call('workorders.create', {}, { method: 'POST', body });
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={t('work-orders:subtasks.newOf', { number: parent.number })}
      submitLabel={t('work-orders:subtasks.create')}
      loading={loading}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="subtask-dialog"
    >
      <LabeledField id="subtask-title" label={label('title')} error={errors.title} required>
        <Input id="subtask-title" value={title} onChange={(e) => setTitle(e.target.value)} />
      </LabeledField>
      <LabeledField id="subtask-description" label={label('description')} error={errors.description}>
        <Textarea
          id="subtask-description"
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </LabeledField>
      <LabeledField id="subtask-priority" label={label('priority_id')} error={errors.priority_id}>
        <ReferenceSelect
          id="subtask-priority"
          refName="workorderpriorities"
          value={priority}
          initialLabel={parent.priority?.name ?? ''}
          invalid={Boolean(errors.priority_id)}
          onChange={setPriority}
          portalled={false}
        />
      </LabeledField>
      <LabeledField id="subtask-assignee" label={label('assignee')} error={errors.assignee}>
        <ReferenceSelect
          id="subtask-assignee"
          refName="users"
          value={assignee}
          initialLabel=""
          invalid={Boolean(errors.assignee)}
          onChange={setAssignee}
          portalled={false}
        />
      </LabeledField>
      <DueDateField id="subtask-due" value={due} onChange={setDue} error={errors.due_date} />
    </FormDialog>
  );
}
