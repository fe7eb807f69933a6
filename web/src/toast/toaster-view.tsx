import { Portal, Spinner, Stack, Toast, Toaster, useBreakpointValue } from '@chakra-ui/react';
import { useLayoutSettings } from '../layout/layout-settings';
import { toastPositionOn, toasterAt } from './toaster';
import './phone-toasts.css';

/** Always mounted (spec point 2); every toast in the app renders through this one region. */
export function ToasterView() {
  const settings = useLayoutSettings();
  const phone = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const toastPosition = toastPositionOn(settings.toastPosition, phone);
  const { isRTL } = settings;
  const toaster = toasterAt(toastPosition, isRTL);
  return (
    <Portal>
      {/* A new toaster (the language turned the direction) needs a new region: a mounted one stays bound
          to the toaster it was made with. */}
      <Toaster key={`${toastPosition} ${isRTL}`} toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`toast-${toast.type ?? 'info'}`}>
            {toast.type === 'loading' ? <Spinner size="sm" color="teal.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
