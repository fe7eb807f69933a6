import type { Template } from '../i18n/template.js';
import { DEV_SWITCH_TEXTS } from './dev-switches/texts.js';
import { TEMPLATE_SHOP_TEXTS } from './template-shop/texts.js';
import { LOGBOOK_TEMPLATES } from './logbooks/texts.js';
import { TEMPLATE_APP_TEXTS } from './template-apps/texts.js';
import { DEMO_TEXTS } from './demo-sessions/texts.js';

/**
 * The feature modules' server texts, one line each: every English text a module sends with its French,
 * German, Portuguese and Arabic (tests/unit/server/i18n/server-texts.test.ts). A leaf list: texts import no routes,
 * so the catalogue never reaches back into a module.
 */
export const MODULE_TEXTS: readonly Template[] = [
  ...DEV_SWITCH_TEXTS,
  ...TEMPLATE_SHOP_TEXTS,
  ...LOGBOOK_TEMPLATES,
  ...TEMPLATE_APP_TEXTS,
  ...DEMO_TEXTS,
];
