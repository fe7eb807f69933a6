import type { EnumField } from '@cmms/contracts';

/** Rows may show an option capitalized ("Asset"); forms and labels need the declared option ("asset"). */
export function declaredOption(field: EnumField, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const lower = value.toLowerCase();
  return field.options.find((option) => option.toLowerCase() === lower) ?? null;
}

export const optionLabelKey = (resource: string, fieldKey: string, option: string): string =>
  `resources.${resource}.options.${fieldKey}.${option}`;
