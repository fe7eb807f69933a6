import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { holdsBadDate } from '../components/held-dates';

/**
 * The shell of every work-order dialog: a title, the inputs, cancel and submit (spinning while the
 * call runs). Full screen on a phone, so the inputs and buttons stay thumb-sized.
 */
export function FormDialog({
  title,
  submitLabel,
  palette = 'teal',
  loading,
  onSubmit,
  onClose,
  testId,
  children,
}: {
  title: string;
  submitLabel: string;
  palette?: string;
  loading: boolean;
  onSubmit: () => void;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (holdsBadDate(event.currentTarget)) return;
    onSubmit();
  };
  return (
    <Dialog.Root
      open
      onOpenChange={({ open }) => !open && onClose()}
      placement="center"
      size={{ base: 'full', md: 'md' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={loading} data-testid="dialog-cancel">
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette={palette} loading={loading} data-testid="dialog-submit">
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
