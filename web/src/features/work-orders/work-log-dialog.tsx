import { useState } from 'react';
import { Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { HOLD_REASONS, LOG_ONLY, MOVE_RULES, type WorkOrderMove } from '@cmms/contracts';
import { ReferenceSelect } from '../../resources/form/reference-select';
import { vocabularyName } from '../../lib/vocabulary-name';
import { FormDialog } from '../../components/form-dialog/form-dialog';
import { LabeledField } from '../../components/labeled-field';
import { useWorkOrderCall } from './use-work-order-call';
import type { StatusRef, WorkOrder } from '../../work-order-common/work-order-row';

/** A move (with the statuses it may land on, a choice when several), or time and a note only. */
export interface WorkLogTarget {
  move: WorkOrderMove | typeof LOG_ONLY;
  statuses?: readonly StatusRef[];
}

const REASON_CODES = new Set<WorkOrderMove | typeof LOG_ONLY>(['hold']);
const FREE_REASONS = new Set<WorkOrderMove | typeof LOG_ONLY>(['cancel', 'reject', 'reopen']);
const WITH_ASSIGNEE = new Set<WorkOrderMove | typeof LOG_ONLY>(['approve', 'assign']);

/**
 * The status change dialog: every move is a work-log entry (`workorders.work-log`) with a note, the
 * time spent, and the reason the move asks for (a hold's code; free text to cancel, reject or
 * reopen); approve and assign also name the technician. `onClose(true)` once the server took it.
 */
export function WorkLogDialog({
  workOrder,
  target,
  onClose,
}: {
  workOrder: Pick<WorkOrder, 'id' | 'number' | 'assignee'>;
  target: WorkLogTarget;
  onClose: (moved: boolean) => void;
}) {
  const { t } = useTranslation(['translation', 'work-orders']);
  const { call, loading, errors } = useWorkOrderCall();
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [minutes, setMinutes] = useState('');
  const [assignee, setAssignee] = useState<number | null>(workOrder.assignee?.id ?? null);
  const { move, statuses = [] } = target;
  // Several custom statuses of the target state: the person picks one; else the server's default.
  const [statusId, setStatusId] = useState<number | null>(statuses.length > 1 ? statuses[0]!.id : null);
  const needsReason = move !== LOG_ONLY && Boolean(MOVE_RULES[move].reasonRequired);
  // The server names a missing reason under `note` (a reason may also come as a note).
  const reasonError = errors.reason ?? errors.note;

  const submit = async () => {
    const body: Record<string, unknown> = { work_order_id: workOrder.id, action: move };
    if (statusId !== null) body.status = statusId;
    if (note.trim()) body.note = note.trim();
    if (reason.trim()) body.reason = reason.trim();
    if (minutes.trim()) body.minutes = Number.isFinite(Number(minutes)) ? Number(minutes) : minutes.trim();
    if (WITH_ASSIGNEE.has(move) && assignee !== null) body.assignee = assignee;
    const saved = await call('workorders.work-log', {}, { method: 'POST', body });
    if (saved) onClose(true);
  };

  const title =
    move === LOG_ONLY
      ? t('work-orders:workLog.logTime')
      : statuses.length === 1
        ? t('work-orders:workLog.moveTo', {
            move: t(`work-orders:moves.${move}`),
            status: vocabularyName(t, 'workorderstatuses', statuses[0]!),
          })
        : t(`work-orders:moves.${move}`);
  return (
    <FormDialog
      title={`${workOrder.number} · ${title}`}
      submitLabel={move === LOG_ONLY ? t('work-orders:workLog.save') : t(`work-orders:moves.${move}`)}
      palette={move === 'cancel' || move === 'reject' ? 'red' : 'teal'}
      loading={loading}
      onSubmit={() => void submit()}
      onClose={() => onClose(false)}
      testId={`work-log-dialog-${move}`}
    >
      {statuses.length > 1 && (
        <LabeledField id="worklog-status" label={t('resources.workorders.fields.status_id')} error={errors.status}>
          <NativeSelect.Root>
            <NativeSelect.Field
              id="worklog-status"
              value={String(statusId ?? '')}
              onChange={(e) => setStatusId(Number(e.target.value))}
            >
              {statuses.map((status) => (
                <option key={status.id} value={status.id}>
                  {vocabularyName(t, 'workorderstatuses', status)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </LabeledField>
      )}
      {WITH_ASSIGNEE.has(move) && (
        <LabeledField
          id="worklog-assignee"
          label={t('resources.workorders.fields.assignee')}
          error={errors.assignee}
          required={move === 'assign' && !workOrder.assignee}
        >
          <ReferenceSelect
            id="worklog-assignee"
            refName="users"
            value={assignee}
            initialLabel={workOrder.assignee?.name ?? ''}
            invalid={Boolean(errors.assignee)}
            onChange={(id) => setAssignee(id)}
            portalled={false}
          />
        </LabeledField>
      )}
      {REASON_CODES.has(move) && (
        <LabeledField id="worklog-reason" label={t('work-orders:workLog.holdReason')} error={reasonError} required>
          <NativeSelect.Root>
            <NativeSelect.Field id="worklog-reason" value={reason} onChange={(e) => setReason(e.target.value)}>
              <option value="">{t('form.selectPlaceholder')}</option>
              {HOLD_REASONS.map((code) => (
                <option key={code} value={code}>
                  {t(`resources.workorders.options.hold_reason.${code}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </LabeledField>
      )}
      {FREE_REASONS.has(move) && (
        <LabeledField id="worklog-reason" label={t('work-orders:workLog.reason')} error={reasonError} required>
          <Textarea id="worklog-reason" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
        </LabeledField>
      )}
      <LabeledField
        id="worklog-note"
        label={t('work-orders:workLog.note')}
        error={needsReason ? undefined : errors.note}
      >
        <Textarea id="worklog-note" rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
      </LabeledField>
      <LabeledField
        id="worklog-minutes"
        label={t('work-orders:workLog.minutes')}
        error={errors.minutes}
        required={move === LOG_ONLY}
      >
        <Input
          id="worklog-minutes"
          type="number"
          inputMode="numeric"
          min={0}
          value={minutes}
          onChange={(e) => setMinutes(e.target.value)}
        />
      </LabeledField>
    </FormDialog>
  );
}
