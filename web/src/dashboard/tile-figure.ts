import type { TFunction } from 'i18next';
import type { DashboardTile } from '@cmms/contracts';

/** A tile's figure in its unit, in the interface language's digits; a dash when there is nothing to measure. */
export function tileFigure(tile: DashboardTile, t: TFunction, language: string): string {
  if (tile.value === null) return '—';
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(tile.value);
  if (tile.unit === 'hours') return t('dashboard.hours', { value: number });
  if (tile.unit === 'percent')
    return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(tile.value / 100);
  return number;
}
