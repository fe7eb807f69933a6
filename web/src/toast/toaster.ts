import { createToaster } from '@chakra-ui/react';

/** Spec point 4 and 9: top-right, at most 20 held; durations per type live in `notify.ts`. */
export const toaster = createToaster({ placement: 'top-end', max: 20, pauseOnPageIdle: true });

export const TOAST_DURATION = { error: 4000, blank: 4000, success: 2000 } as const;
