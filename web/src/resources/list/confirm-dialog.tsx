import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-view';

/** The dialog's code arrives when a screen first asks for a confirmation, not with every screen. */
const ConfirmDialogView = lazy(() => import('./confirm-dialog-view').then((m) => ({ default: m.ConfirmDialogView })));

/** Asks before a destructive action; mounted from its first opening on, so closing still animates. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
