import { lazy, Suspense } from 'react';
import type { FormDialogProps } from './form-dialog-view';

/** The dialog's code (Chakra's dialog, its focus trap and layers) arrives when one first opens, not with the screen. */
const FormDialogView = lazy(() => import('./form-dialog-view').then((m) => ({ default: m.FormDialogView })));

/**
 * The shell of every work-order dialog: a title, the inputs, cancel and submit (spinning while the
 * call runs). Full screen on a phone, so the inputs and buttons stay thumb-sized. Rendered while open.
 */
export function FormDialog(props: FormDialogProps) {
  return (
    <Suspense fallback={null}>
      <FormDialogView {...props} />
    </Suspense>
  );
}
