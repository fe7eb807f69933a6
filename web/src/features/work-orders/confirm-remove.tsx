import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteRowButton } from '../../components/delete-row-button';
import { ConfirmDialog } from '../../resources/list/confirm-dialog';

/** A red remove button that asks first; `onConfirm` runs the call and the dialog closes after it. */
export function ConfirmRemove({
  name,
  title,
  label,
  onConfirm,
  testId,
}: {
  /** What goes, as the question names it. */
  name: string;
  title: string;
  label?: string;
  onConfirm: () => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await onConfirm();
    setBusy(false);
    setOpen(false);
  };
  return (
    <>
      <DeleteRowButton onClick={() => setOpen(true)} testId={testId} label={label} />
      <ConfirmDialog
        open={open}
        title={title}
        body={t('list.deleteBody', { name })}
        confirmLabel={label ?? t('list.delete')}
        loading={busy}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
