/**
 * The Chakra recipes the login page draws with: its form (field, input, button, heading, link), the demo
 * accounts (badge, code), the language menu, toasts and their spinner. A component of the login page whose
 * recipe is missing here is reported on the console (see login-system.ts) and by the login e2e test.
 */
export const LOGIN_RECIPES = ['badge', 'button', 'code', 'heading', 'input', 'link', 'spinner'] as const;
export const LOGIN_SLOT_RECIPES = ['field', 'menu', 'toast'] as const;
