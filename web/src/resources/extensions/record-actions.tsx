import { lazy, Suspense, useState } from 'react';
import { Button, HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { ResourceDecl, Row } from '@cmms/contracts';
import { canCallEndpoint } from '../../api/endpoint-exists';
import { useAppAbility } from '../../auth/use-app-ability';
import type { RecordAction } from './extension-types';

/** The dialog's code (forms, reference pickers) arrives when an action is first opened, not with the list. */
const ActionDialog = lazy(() => import('./action-dialog').then((m) => ({ default: m.ActionDialog })));

/** After an action every screen on show reads again: checkouts change rows, counts and histories. */
export function useRevalidateAll() {
  const { mutate } = useSWRConfig();
  return () => mutate(() => true);
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
  const revalidate = useRevalidateAll();
  const [open, setOpen] = useState<RecordAction | null>(null);
  const offered = actions.filter(
    (action) =>
      canCallEndpoint(ability, action.endpoint) &&
      (!action.alsoNeeds || ability.can(action.alsoNeeds.action, action.alsoNeeds.subject)) &&
      (action.available?.(row) ?? true),
  );
  if (offered.length === 0) return null;
  return (
    <HStack gap={variant === 'icon' ? '1' : '2'} justify={variant === 'icon' ? 'flex-end' : undefined}>
      {offered.map((action) => {
        const Icon = action.icon;
        const label = t(action.labelKey);
        return variant === 'icon' ? (
          <IconButton
            key={action.key}
            size="sm"
            variant="ghost"
            colorPalette={action.palette ?? 'teal'}
            aria-label={label}
            title={label}
            onClick={() => setOpen(action)}
            data-testid={`row-${action.key}-${row.id}`}
          >
            <Icon />
          </IconButton>
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
      {open && (
        <Suspense fallback={null}>
          <ActionDialog action={open} row={row} title={title} onClose={() => setOpen(null)} onDone={revalidate} />
        </Suspense>
      )}
    </HStack>
  );
}

/** The title a dialog shows for a row of a resource. */
export const rowTitle = (resource: ResourceDecl, row: Row): string =>
  String(row[resource.titleField] ?? row.name ?? `#${row.id}`);
