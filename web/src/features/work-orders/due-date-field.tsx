import { useTranslation } from 'react-i18next';
import { DateInput } from '../../components/date-input';
import { LabeledField } from '../../components/labeled-field';

/** A work order's due date-time in a dialog (a subtask's, a request's on approval): yyyy-MM-dd HH:mm. */
export function DueDateField({
  id,
  value,
  onChange,
  error,
  helper,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: string;
}) {
  const { t } = useTranslation();
  return (
    <LabeledField id={id} label={t('workOrders.form.dueDate')} error={error} helper={helper}>
      <DateInput
        id={id}
        value={value}
        onChange={onChange}
        invalid={Boolean(error)}
        kind="dateTime"
        testId={`${id}-input`}
      />
    </LabeledField>
  );
}
