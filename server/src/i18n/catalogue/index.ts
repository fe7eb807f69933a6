import type { Template } from '../template.js';
import { ACCESS } from './access.js';
import { ASSETS } from './assets.js';
import { RECORDS } from './records.js';
import { SERVICE } from './service.js';
import { VALIDATION } from './validation.js';
import { WORK } from './work.js';
import { SERVICE_MONEY } from './service-money.js';
import { SERVICE_LEVELS } from './service-levels.js';
import { MODULE_TEXTS } from '../../modules/texts.js';

/**
 * Every English text the server sends, as a template, with its French, German, Portuguese and Arabic.
 * Texts without placeholders are looked up exactly; the others are tried in this order (specific first).
 */
export const CATALOGUE: readonly Template[] = [
  ...VALIDATION,
  ...ACCESS,
  ...ASSETS,
  ...WORK,
  ...SERVICE,
  ...RECORDS,
  ...SERVICE_MONEY,
  ...SERVICE_LEVELS,
  ...MODULE_TEXTS,
];
