import { Badge, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CycleStatus } from '../api/request-cycle';

const PALETTE: Record<CycleStatus, string> = { idle: 'gray', loading: 'blue', succeeded: 'green', failed: 'red' };

/** The draft's request-cycle state (spec point 4): idle, loading, succeeded or failed. */
export function CycleStateBadge({ status }: { status: CycleStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      size="lg"
      variant="subtle"
      colorPalette={PALETTE[status]}
      data-testid="draft-state"
      data-state={status}
      aria-live="polite"
    >
      {status === 'loading' && <Spinner size="xs" />}
      {t(`form.state.${status}`)}
    </Badge>
  );
}
