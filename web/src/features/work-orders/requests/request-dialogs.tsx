import { useState } from 'react';
import { Input, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { canCallEndpoint } from '../../../api/endpoint-exists';
import { useAppAbility } from '../../../auth/use-app-ability';
import { MultiReferenceSelect } from '../../../resources/form/multi-reference-select';
import { ReferenceSelect } from '../../../resources/form/reference-select';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { DueDateField } from '../due-date-field';
import { LabeledField } from '../../../components/labeled-field';
import { useWorkOrderCall } from '../use-work-order-call';
import type { WorkOrder } from '../../../work-order-common/work-order-row';
import { notify } from '../../../toast/notify';
import type { ResourceField } from '../../../resources/resource-keys';

const field = (key: ResourceField<'workorders'>) => `resources.workorders.fields.${key}` as const;

/** Approve a request: it becomes an open work order, or an assigned one when a technician is named. */
export function ApproveDialog({ request, onClose }: { request: WorkOrder; onClose: () => void }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const { call, loading, errors } = useWorkOrderCall();
  const [assignee, setAssignee] = useState<number | null>(null);
  const [priority, setPriority] = useState<number | null>(request.priority?.id ?? null);
  const [due, setDue] = useState('');
  const [note, setNote] = useState('');
  const submit = async () => {
    const body: Record<string, unknown> = {};
    if (assignee !== null) body.assignee = assignee;
    if (priority !== null) body.priority_id = priority;
    if (due) body.due_date = due;
    if (note.trim()) body.note = note.trim();
    const saved = await call('workorders.approve', { id: request.id }, { method: 'POST', body });
    if (saved) onClose();
  };
  return (
    <FormDialog
      title={t('workOrders.requests.approveTitle', { number: request.number })}
      submitLabel={t('work-orders:moves.approve')}
      loading={loading}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="approve-dialog"
    >
      <LabeledField
        id="approve-assignee"
        label={t(field('assignee'))}
        error={errors.assignee}
        helper={t('workOrders.requests.assigneeHint')}
      >
        <ReferenceSelect
          id="approve-assignee"
          refName="users"
          value={assignee}
          initialLabel=""
          invalid={Boolean(errors.assignee)}
          onChange={setAssignee}
          portalled={false}
        />
      </LabeledField>
      <LabeledField id="approve-priority" label={t(field('priority_id'))} error={errors.priority_id}>
        <ReferenceSelect
          id="approve-priority"
          refName="workorderpriorities"
          value={priority}
          initialLabel={request.priority?.name ?? ''}
          invalid={Boolean(errors.priority_id)}
          onChange={setPriority}
          portalled={false}
        />
      </LabeledField>
      <DueDateField
        id="approve-due"
        value={due}
        onChange={setDue}
        error={errors.due_date}
        helper={t('workOrders.form.dueHint')}
      />
      <LabeledField id="approve-note" label={t('work-orders:workLog.note')} error={errors.note}>
        <Textarea id="approve-note" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
      </LabeledField>
    </FormDialog>
  );
}

/** Reject a request, saying why (the requester reads it). */
export function RejectDialog({ request, onClose }: { request: WorkOrder; onClose: () => void }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const { call, loading, errors } = useWorkOrderCall();
  const [reason, setReason] = useState('');
  const submit = async () => {
    const saved = await call('workorders.reject', { id: request.id }, { method: 'POST', body: { reason } });
    if (saved) onClose();
  };
  return (
    <FormDialog
      title={t('workOrders.requests.rejectTitle', { number: request.number })}
      submitLabel={t('work-orders:moves.reject')}
      palette="red"
      loading={loading}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="reject-dialog"
    >
      <LabeledField
        id="reject-reason"
        label={t('work-orders:workLog.reason')}
        error={errors.reason ?? errors.note}
        required
      >
        <Textarea id="reject-reason" rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
      </LabeledField>
    </FormDialog>
  );
}

/**
 * Raise a request: what is wrong, and where when the person may pick places and equipment (a
 * requester names them in the description; the server keeps only what a requester may set).
 */
export function RaiseRequestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const ability = useAppAbility();
  // Without the right to create work orders the server files it as a request (awaiting triage): the
  // confirmation says so ("Your request was sent."), not the server's "Work order created successfully.".
  const requesting = !ability.can('create', 'workorders');
  const { call, loading, errors } = useWorkOrderCall({ quiet: requesting });
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [locations, setLocations] = useState<number[]>([]);
  const [equipment, setEquipment] = useState<number[]>([]);
  const canPlace = canCallEndpoint(ability, 'locations.selectlist');
  const canEquip = canCallEndpoint(ability, 'hardware.list');
  const submit = async () => {
    const body: Record<string, unknown> = { title };
    if (description.trim()) body.description = description.trim();
    if (locations.length) body.locations = locations;
    if (equipment.length) body.inspectables = equipment;
    const saved = await call<WorkOrder>('workorders.create', {}, { method: 'POST', body });
    if (!saved) return;
    if (requesting) notify('success', t('home.report.sent'));
    onClose();
  };
  return (
    <FormDialog
      title={t('workOrders.requests.raise')}
      submitLabel={t('workOrders.requests.send')}
      loading={loading}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="raise-dialog"
    >
      <LabeledField id="raise-title" label={t('workOrders.requests.whatIsWrong')} error={errors.title} required>
        <Input id="raise-title" value={title} onChange={(e) => setTitle(e.target.value)} />
      </LabeledField>
      <LabeledField
        id="raise-description"
        label={t(field('description'))}
        error={errors.description}
        helper={t('workOrders.requests.describeHint')}
      >
        <Textarea
          id="raise-description"
          rows={4}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </LabeledField>
      {canPlace && (
        <LabeledField id="raise-locations" label={t(field('locations'))} error={errors.locations}>
          <MultiReferenceSelect
            id="raise-locations"
            refName="locations"
            value={locations}
            initialRefs={[]}
            invalid={Boolean(errors.locations)}
            onChange={setLocations}
            portalled={false}
          />
        </LabeledField>
      )}
      {canEquip && (
        <LabeledField id="raise-equipment" label={t(field('inspectables'))} error={errors.inspectables}>
          <MultiReferenceSelect
            id="raise-equipment"
            refName="hardware"
            value={equipment}
            initialRefs={[]}
            invalid={Boolean(errors.inspectables)}
            onChange={setEquipment}
            portalled={false}
          />
        </LabeledField>
      )}
    </FormDialog>
  );
}
