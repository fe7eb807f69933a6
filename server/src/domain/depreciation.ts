/** A depreciation class as stored: straight line over `months`, down to a floor (an amount or a percent of cost). */
export interface DepreciationClass {
  months: number;
  depreciation_type: string;
  depreciation_min: number | null;
}

export interface Depreciated {
  book_value: number;
  monthly_depreciation: number;
  /** Cost minus book value: how much has been written off so far. */
  diff: number;
  months_passed: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Whole calendar months from `from` (yyyy-MM-dd) to `to`; never negative. */
export function monthsBetween(from: string, to: Date): number {
  const [y, m, d] = from.slice(0, 10).split('-').map(Number) as [number, number, number];
  const months = (to.getUTCFullYear() - y) * 12 + (to.getUTCMonth() + 1 - m) - (to.getUTCDate() < d ? 1 : 0);
  return Math.max(0, months);
}

/**
 * The real backend's linear depreciation: the cost minus the floor is written off in equal monthly
 * amounts; the book value never goes below the floor (and the floor never above the cost).
 */
export function depreciate(
  cost: number,
  purchaseDate: string,
  dep: DepreciationClass,
  today = new Date(),
): Depreciated {
  const min = dep.depreciation_min ?? 0;
  const floor = Math.min(cost, dep.depreciation_type === 'percent' ? (cost * min) / 100 : min);
  const monthly = dep.months > 0 ? (cost - floor) / dep.months : 0;
  const passed = monthsBetween(purchaseDate, today);
  const value = Math.max(floor, cost - monthly * passed);
  return {
    book_value: round2(value),
    monthly_depreciation: round2(monthly),
    diff: round2(cost - value),
    months_passed: passed,
  };
}

/** yyyy-MM-dd plus whole months, as the real backend's warranty and EOL dates. */
export function addMonths(date: string, months: number): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** "2 years ago", "3 months ago", "5 days ago" or "" for no date, as rows show an asset's age. */
export function ageText(date: string | null, today = new Date()): string {
  if (!date) return '';
  const months = monthsBetween(date, today);
  if (months >= 12) return `${Math.floor(months / 12)} year${months >= 24 ? 's' : ''} ago`;
  if (months >= 1) return `${months} month${months > 1 ? 's' : ''} ago`;
  const days = Math.max(0, Math.floor((today.getTime() - Date.parse(`${date.slice(0, 10)}T00:00:00Z`)) / 86_400_000));
  return `${days} day${days === 1 ? '' : 's'} ago`;
}
