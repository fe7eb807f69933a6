import { Badge, HStack, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CycleStatus } from '../api/request-cycle';
import { toastTexts, type ToastMessages } from '../toast/toast-text';

/**
 * The request cycle in a form or detail header, only where it tells the user something: a spinner
 * while the call runs, the error when it failed; nothing when idle or done (the toast said so). The
 * element stays, empty, with the state in `data-state` for screen readers' live region and tests.
 */
export function CycleStateBadge({ status, error }: { status: CycleStatus; error?: ToastMessages }) {
  const { t } = useTranslation();
  const first = toastTexts(error ?? null)[0];
  return (
    <HStack data-testid="draft-state" data-state={status} aria-live="polite" minW="0">
      {status === 'loading' && (
        <>
          <Spinner size="sm" color="teal.solid" />
          <VisuallyHidden>{t('form.state.loading')}</VisuallyHidden>
        </>
      )}
      {status === 'failed' && (
        <Badge size="lg" variant="subtle" colorPalette="red" maxW="xs" title={first}>
          <Text truncate>{first ?? t('form.state.failed')}</Text>
        </Badge>
      )}
    </HStack>
  );
}
