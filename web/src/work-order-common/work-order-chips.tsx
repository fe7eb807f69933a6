import { Badge, Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { WorkOrderState } from '@cmms/contracts';
import type { PriorityRef, StatusRef } from './work-order-row';
import { vocabularyName } from '../lib/vocabulary-name';
import { STATE_PALETTE, stateLabelKey } from './state-palette';

/** A small dot in the record's own colour (statuses and priorities carry one), before its name. */
function Dot({ color }: { color: string | null }) {
  if (!color) return null;
  return (
    <Box
      as="span"
      display="inline-block"
      boxSize="2"
      borderRadius="full"
      flexShrink={0}
      style={{ background: color }}
    />
  );
}

/** The status by its name (a seeded one in the console's language), in its state's palette, with the status's own colour as a dot. */
export function StatusChip({ status, state }: { status: StatusRef | null; state: WorkOrderState }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="subtle"
      colorPalette={STATE_PALETTE[state]}
      gap="1.5"
      whiteSpace="nowrap"
      data-testid="status-chip"
      data-state={state}
    >
      <Dot color={status?.color ?? null} />
      {status ? vocabularyName(t, 'workorderstatuses', status) : t(stateLabelKey(state))}
    </Badge>
  );
}

export function PriorityChip({ priority }: { priority: PriorityRef | null }) {
  const { t } = useTranslation();
  if (!priority)
    return (
      <Box as="span" color="fg.subtle">
        —
      </Box>
    );
  return (
    <Badge variant="outline" gap="1.5" whiteSpace="nowrap" data-testid="priority-chip">
      <Dot color={priority.color} />
      {vocabularyName(t, 'workorderpriorities', priority)}
    </Badge>
  );
}
