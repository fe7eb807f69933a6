import type { EnumField } from '@cmms/contracts';
import { dynamicKey, type TranslationKey } from '../i18n/keys';

/** Rows may show an option capitalized ("Asset"); forms and labels need the declared option ("asset"). */
export function declaredOption(field: EnumField, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const lower = value.toLowerCase();
  return field.options.find((option) => option.toLowerCase() === lower) ?? null;
}

/** An enum option's label; the registry names the resource, field and option (see resource-keys.ts). */
export const optionLabelKey = (resource: string, fieldKey: string, option: string): TranslationKey =>
  dynamicKey(`resources.${resource}.options.${fieldKey}.${option}`);
