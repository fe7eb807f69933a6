import type { TFunction } from 'i18next';

/**
 * A length of time as people say it: "2 d 4 h", "1 h 30 min", "45 min" (no zero parts; "0 min" for
 * none), in the interface language.
 */
export function formatDuration(minutes: number, t: TFunction): string {
  const whole = Math.max(0, Math.round(minutes));
  const days = Math.floor(whole / 1440);
  const hours = Math.floor((whole % 1440) / 60);
  const rest = whole % 60;
  const parts = [
    days ? t('common.durationDays', { count: days }) : '',
    hours ? t('common.durationHours', { count: hours }) : '',
    rest || whole === 0 ? t('common.durationMinutes', { count: rest }) : '',
  ].filter(Boolean);
  return parts.join(' ');
}
