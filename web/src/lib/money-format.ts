import i18n from 'i18next';
import { CURRENCY, formatMoney } from '@cmms/contracts';

/**
 * Money as the console shows it everywhere: the currency and the interface language's digits and
 * separators, three decimals for the dinar ("BHD 163,440.000"). A fils amount goes in as its exact
 * decimal text, so no float sits between the stored integer and what is read.
 */
export function formatCurrency(value: number | string, currency: string = CURRENCY, language?: string): string {
  const format = new Intl.NumberFormat(language ?? i18n.language ?? 'en', { style: 'currency', currency });
  // Intl reads a decimal string exactly; its typings only name numbers and bigints.
  return format.format(value as unknown as number);
}

/** An amount stored in fils. */
export const bhd = (fils: number, language?: string): string => formatCurrency(formatMoney(fils), CURRENCY, language);
