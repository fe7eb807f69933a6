import { createToaster } from '@chakra-ui/react';
import { currentLayoutSettings, type LayoutSettings } from '../layout/layout-settings';

type Placement = Parameters<typeof createToaster>[0]['placement'];

/** The layout setting's positions as the toaster's placements ('end' follows the direction). */
const PLACEMENTS: Record<LayoutSettings['toastPosition'], Placement> = {
  'top-right': 'top-end',
  'top-center': 'top',
  'top-left': 'top-start',
  'bottom-right': 'bottom-end',
  'bottom-center': 'bottom',
  'bottom-left': 'bottom-start',
};

/** The floating navbar's margin, height and shadow, and the peek of the toasts stacked behind the front one. */
export const NAVBAR_CLEARANCE = '6.75rem';

const toasters = new Map<LayoutSettings['toastPosition'], ReturnType<typeof createToaster>>();

/**
 * Spec points 2, 4 and 9: the toast area sits where the layout setting says (default top-right), at
 * most 20 held. A toaster's placement is fixed when made, so there is one per position.
 */
export function toasterAt(position: LayoutSettings['toastPosition']) {
  let toaster = toasters.get(position);
  if (!toaster) {
    toaster = createToaster({
      placement: PLACEMENTS[position],
      max: 20,
      pauseOnPageIdle: true,
      // A pile never hides the navbar's actions (language, skin, account): toasts start below it, and
      // stack one behind another (spread out on hover) instead of running down the page.
      offsets: { top: NAVBAR_CLEARANCE, bottom: '1rem', left: '1rem', right: '1rem' },
      overlap: true,
    });
    toasters.set(position, toaster);
  }
  return toaster;
}

/** The toaster of the current setting: new toasts go there. */
export const currentToaster = () => toasterAt(currentLayoutSettings().toastPosition);

export const TOAST_DURATION = { error: 4000, blank: 4000, success: 2000 } as const;
