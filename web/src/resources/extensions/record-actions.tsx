import { lazy, Suspense, useState } from 'react';
import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { AppAbility, ResourceDecl, Row } from '@cmms/contracts';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { useAppAbility } from '../../auth/use-app-ability';
import type { RecordAction } from './extension-types';
import { RowActionButton } from '../table/row-action';

/** The dialog's code (forms, reference pickers) arrives when an action is first opened, not with the list. */
const ActionDialog = lazy(() => import('./action-dialog').then((m) => ({ default: m.ActionDialog })));

/** After an action every screen on show reads again: checkouts change rows, counts and histories. */
export function useRevalidateAll() {
  const { mutate } = useSWRConfig();
  return () => mutate(() => true);
}

/** Whether the user may run an action at all: its endpoint's auth and any permission it also needs. */
export const mayRun = (ability: AppAbility, action: RecordAction): boolean =>
  canCallEndpoint(ability, action.endpoint) &&
  (!action.alsoNeeds || ability.can(action.alsoNeeds.action, action.alsoNeeds.subject));

/** The dialog of the action opened on a row; its code is fetched when one first opens. */
export function RecordActionDialog({
  action,
  row,
  title,
  onClose,
}: {
  action: RecordAction;
  row: Row;
  title: string;
  onClose: () => void;
}) {
  const revalidate = useRevalidateAll();
  return (
    <Suspense fallback={null}>
      <ActionDialog action={action} row={row} title={title} onClose={onClose} onDone={revalidate} />
    </Suspense>
  );
}

/** The actions a row offers now, as icon buttons (list rows) or labelled buttons (detail header). */
export function RecordActions({
  actions,
  row,
  title,
  variant,
}: {
  actions: readonly RecordAction[];
  row: Row;
  title: string;
  variant: 'icon' | 'button';
}) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const [open, setOpen] = useState<RecordAction | null>(null);
  const offered = actions.filter((action) => mayRun(ability, action) && (action.available?.(row) ?? true));
  if (offered.length === 0) return null;
  const buttons = (
    <>
      {offered.map((action) => {
        const Icon = action.icon;
        const label = t(action.labelKey);
        return variant === 'icon' ? (
          <RowActionButton
            key={action.key}
            label={label}
            icon={<Icon />}
            palette={action.palette ?? 'teal'}
            onClick={() => setOpen(action)}
            testId={`row-${action.key}-${row.id}`}
          />
        ) : (
          <Button
            key={action.key}
            variant="outline"
            colorPalette={action.palette ?? 'teal'}
            onClick={() => setOpen(action)}
            data-testid={`action-${action.key}`}
          >
            <Icon />
            {label}
          </Button>
        );
      })}
      {open && <RecordActionDialog action={open} row={row} title={title} onClose={() => setOpen(null)} />}
    </>
  );
  // A list row's icons sit in a plain flex box (no Chakra style work per row).
  return variant === 'icon' ? <div className="row-actions">{buttons}</div> : <HStack gap="2">{buttons}</HStack>;
}

/** The title a dialog shows for a row of a resource. */
export const rowTitle = (resource: ResourceDecl, row: Row): string =>
  String(row[resource.titleField] ?? row.name ?? `#${row.id}`);
