import type { Template } from '../i18n/template.js';
import { DEMO_TEXTS } from './demo-sessions/texts.js';

/**
 * The feature modules' server texts, one line each: every English text a module sends with its French,
 * German, Portuguese and Arabic (tests/unit/server-texts.test.ts). A leaf list: texts import no routes,
 * so the catalogue never reaches back into a module.
 */
export const MODULE_TEXTS: readonly Template[] = [...DEMO_TEXTS];
