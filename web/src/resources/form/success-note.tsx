import { useEffect, useRef } from 'react';
import { Alert, CloseButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useClearOfToasts } from '../../toast/toast-clearance';
import { toastTexts, type ToastMessages } from '../../toast/toast-text';

/**
 * The request cycle's success message, kept on the screen after the toast has gone, until the user
 * resets it (spec point 4: "a success message can be reset on demand") or edits again.
 */
export function SuccessNote({ messages, onReset }: { messages: ToastMessages; onReset: () => void }) {
  const texts = toastTexts(messages);
  if (texts.length === 0) return null;
  return <ShownNote texts={texts} onReset={onReset} />;
}

/** Shown, the note is cleared of toasts like the page header: the save's own toast must not cover its reset. */
function ShownNote({ texts, onReset }: { texts: string[]; onReset: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useClearOfToasts(ref);
  // After a save the keyboard goes on from what it says (the pressed Save may have gone with a
  // re-render); reset, it goes back to the form's first field.
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const reset = () => {
    const form = ref.current?.closest('form') ?? document.querySelector('[data-testid="resource-form"]');
    onReset();
    requestAnimationFrame(() =>
      form?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select, textarea')?.focus(),
    );
  };
  return (
    <Alert.Root
      ref={ref}
      tabIndex={-1}
      outline="none"
      status="success"
      mb="4"
      borderRadius="lg"
      alignItems="center"
      data-testid="form-success"
    >
      <Alert.Indicator />
      <Alert.Title flex="1">{texts.join(' ')}</Alert.Title>
      <CloseButton
        size="sm"
        aria-label={t('form.resetSuccess')}
        title={t('form.resetSuccess')}
        onClick={reset}
        data-testid="form-success-reset"
      />
    </Alert.Root>
  );
}
