import { createToaster } from '@chakra-ui/react';
import { currentLayoutSettings, type LayoutSettings } from '../layout/layout-settings';
import { CLEAR_TOP_VAR } from './toast-clearance';

type Placement = Parameters<typeof createToaster>[0]['placement'];

/**
 * The layout setting's positions as the toaster's placements, left to right and right to left ('end'
 * follows the direction). zag's toast group (1.43) turns start/end into left/right by the direction and
 * then pins that side with a logical inset, which flips it a second time: right to left, an end stack
 * stood at the start, over the side menu. So right to left it is handed the other end.
 */
const PLACEMENTS: Record<LayoutSettings['toastPosition'], readonly [ltr: Placement, rtl: Placement]> = {
  'top-right': ['top-end', 'top-start'],
  'top-center': ['top', 'top'],
  'top-left': ['top-start', 'top-end'],
  'bottom-right': ['bottom-end', 'bottom-start'],
  'bottom-center': ['bottom', 'bottom'],
  'bottom-left': ['bottom-start', 'bottom-end'],
};

/** The floating navbar's margin, height and shadow, and the peek of the toasts stacked behind the front one. */
export const NAVBAR_CLEARANCE = '6.75rem';

const toasters = new Map<string, ReturnType<typeof createToaster>>();

/**
 * Spec points 2, 4 and 9: the toast area sits where the layout setting says (default top-right), at
 * most 20 held. A toaster's placement is fixed when made, so there is one per position and direction.
 */
export function toasterAt(position: LayoutSettings['toastPosition'], rtl: boolean) {
  const key = `${position} ${rtl ? 'rtl' : 'ltr'}`;
  let toaster = toasters.get(key);
  if (!toaster) {
    toaster = createToaster({
      placement: PLACEMENTS[position][rtl ? 1 : 0],
      max: 20,
      pauseOnPageIdle: true,
      // A pile never hides the navbar's actions (language, skin, account) nor the page header's while
      // it is on screen (see useClearOfToasts): toasts start below both, and stack one behind another
      // (spread out on hover) instead of running down the page.
      offsets: {
        top: `max(${NAVBAR_CLEARANCE}, var(${CLEAR_TOP_VAR}, 0px))`,
        bottom: '1rem',
        left: '1rem',
        right: '1rem',
      },
      overlap: true,
    });
    toasters.set(key, toaster);
  }
  return toaster;
}

/** Below Chakra's `md` breakpoint: a phone. */
const PHONE_QUERY = '(max-width: 47.99em)';
export const isPhoneScreen = (): boolean => typeof window !== 'undefined' && window.matchMedia(PHONE_QUERY).matches;

/**
 * Where toasts stand: the setting's position, but on a phone always at its foot. At the top they
 * covered the tabs and an open dialog (which on a phone leaves its foot free for them: `phone-toasts.css`).
 */
export const toastPositionOn = (
  position: LayoutSettings['toastPosition'],
  phone: boolean,
): LayoutSettings['toastPosition'] => (phone ? 'bottom-center' : position);

/** The toaster of the current setting: new toasts go there. */
export const currentToaster = () => {
  const { toastPosition, isRTL } = currentLayoutSettings();
  return toasterAt(toastPositionOn(toastPosition, isPhoneScreen()), isRTL);
};

export const TOAST_DURATION = { error: 4000, blank: 4000, success: 2000 } as const;
