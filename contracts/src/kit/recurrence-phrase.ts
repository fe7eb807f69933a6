import { isIsoDate } from './dates.js';
import {
  weekdayOf,
  type Basis,
  type Frequency,
  type Ordinal,
  type RecurrenceRule,
  type Weekday,
} from './recurrence.js';

/**
 * What a rule says, resolved as the occurrences are computed (a weekly plan without weekdays falls on the
 * start's weekday, a missing day or month is the start's): the console words it in its language.
 */
export type RecurrencePhrase = { frequency: Frequency; interval: number; basis: Basis } & (
  | { on: 'none' }
  | { on: 'weekdays'; weekdays: readonly Weekday[] }
  | { on: 'day'; day: number }
  | { on: 'nth_weekday'; ordinal: Ordinal; weekday: Weekday }
  | { on: 'date'; month: number; day: number }
);

/** The phrase of a rule; without a valid start date the parts taken from it are left out. */
export function recurrencePhrase(rule: RecurrenceRule): RecurrencePhrase {
  const start = isIsoDate(rule.startDate) ? rule.startDate : null;
  const base = { frequency: rule.frequency, interval: Math.max(1, rule.interval || 1), basis: rule.basis ?? 'fixed' };
  const startDay = start ? Number(start.slice(8, 10)) : null;
  if (rule.frequency === 'weekly') {
    const weekdays = rule.weekdays?.length ? rule.weekdays : start ? [weekdayOf(start)] : [];
    return weekdays.length ? { ...base, on: 'weekdays', weekdays } : { ...base, on: 'none' };
  }
  if (rule.frequency === 'monthly') {
    if (rule.monthlyMode === 'nth_weekday') {
      const weekday = rule.weekday ?? (start ? weekdayOf(start) : null);
      return weekday
        ? { ...base, on: 'nth_weekday', ordinal: rule.ordinal ?? 'first', weekday }
        : { ...base, on: 'none' };
    }
    const day = rule.dayOfMonth ?? startDay;
    return day ? { ...base, on: 'day', day } : { ...base, on: 'none' };
  }
  if (rule.frequency === 'yearly') {
    const month = rule.month ?? (start ? Number(start.slice(5, 7)) : null);
    const day = rule.dayOfMonth ?? startDay;
    return month && day ? { ...base, on: 'date', month, day } : { ...base, on: 'none' };
  }
  return { ...base, on: 'none' };
}
