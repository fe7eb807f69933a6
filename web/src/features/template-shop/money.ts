import { useTranslation } from 'react-i18next';

/** Dinars (a number or its decimal text) as BHD with three decimals in the interface language. */
export function formatBhd(value: number | string, language: string): string {
  const format = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'BHD',
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
  // Intl reads a decimal string exactly; its typings only name numbers.
  return format.format(value as unknown as number);
}

/** Dinars to whole fils, so sums add integers. */
export const toFils = (dinars: number): number => Math.round(dinars * 1000);
export const filsText = (fils: number): string => (fils / 1000).toFixed(3);

export function useBhd(): (value: number | string) => string {
  const { i18n } = useTranslation();
  return (value) => formatBhd(value, i18n.language);
}
