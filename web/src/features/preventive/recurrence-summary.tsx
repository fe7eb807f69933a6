import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  FREQUENCIES,
  recurrencePhrase,
  splitList,
  type Frequency,
  type MonthlyMode,
  type Ordinal,
  type RecurrencePhrase,
  type Row,
  type Weekday,
} from '@cmms/contracts';
import type { FormValues } from '../../resources/form/form-values';
import { dayName } from '../../lib/day-name';
import { displayDate } from '../../lib/display-date';

const text = (v: FormValues[string] | undefined): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : '';
const numberOrNull = (v: FormValues[string] | undefined): number | null => {
  const n = Number(text(v));
  return text(v) !== '' && Number.isInteger(n) ? n : null;
};

/** The recurrence rule the form's values describe, or null while no frequency is chosen. */
export function phraseOfValues(values: FormValues): RecurrencePhrase | null {
  const frequency = text(values.frequency);
  if (!(FREQUENCIES as readonly string[]).includes(frequency)) return null;
  return recurrencePhrase({
    frequency: frequency as Frequency,
    interval: numberOrNull(values.interval) ?? 1,
    weekdays: splitList(text(values.weekdays).toLowerCase()) as Weekday[],
    monthlyMode: (text(values.monthly_mode) || 'day_of_month') as MonthlyMode,
    dayOfMonth: numberOrNull(values.day_of_month),
    ordinal: (text(values.ordinal) || null) as Ordinal | null,
    weekday: (text(values.weekday) || null) as Weekday | null,
    month: numberOrNull(values.month),
    basis: text(values.basis) === 'floating' ? 'floating' : 'fixed',
    startDate: text(values.start_date),
  });
}

/** The rule the values describe as a sentence in `lang`: "Every 3 months on the last Thursday"; null without one. */
export function ruleSentence(values: FormValues, t: TFunction, lang: string): string | null {
  const phrase = phraseOfValues(values);
  if (!phrase) return null;
  const every =
    phrase.interval === 1
      ? t(`preventive.rule.every.${phrase.frequency}`)
      : t(`preventive.rule.everyN.${phrase.frequency}`, { count: phrase.interval });
  let on = '';
  if (phrase.on === 'weekdays')
    on = t('preventive.rule.onWeekdays', {
      days: new Intl.ListFormat(lang, { type: 'conjunction' }).format(
        phrase.weekdays.map((d) => dayName(d, lang, 'long')),
      ),
    });
  else if (phrase.on === 'day') on = t('preventive.rule.onDay', { day: phrase.day });
  else if (phrase.on === 'nth_weekday')
    on = t('preventive.rule.onNth', {
      ordinal: t(`preventive.rule.ordinal.${phrase.ordinal}`),
      weekday: dayName(phrase.weekday, lang, 'long'),
    });
  else if (phrase.on === 'date')
    on = t('preventive.rule.onDate', {
      date: new Intl.DateTimeFormat(lang, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2024, phrase.month - 1, phrase.day)),
      ),
    });
  const rule = on ? `${every} ${on}` : every;
  return phrase.basis === 'floating' ? t('preventive.rule.withFloating', { rule }) : rule;
}

/**
 * A plan read as one sentence: its rule, from its start (until its end), and the dates it skips:
 * "Every 3 months on day 1, from 2026-01-01; skips 2026-12-25". Null for a row without a rule.
 */
export function planSentence(row: Row, t: TFunction, lang: string): string | null {
  const rule = ruleSentence(row as FormValues, t, lang);
  if (!rule) return null;
  // Right to left, a date is isolated left to right (or its parts trade places: "25-10-2025"), its
  // hyphens unbreakable so it never splits across lines.
  const day = (value: unknown) => {
    const shown = displayDate(value);
    return shown && lang.startsWith('ar') ? `\u2066${shown.replaceAll('-', '\u2011')}\u2069` : shown;
  };
  const start = day(row.start_date);
  const end = day(row.end_date);
  let sentence = start ? t('preventive.rule.from', { rule, start }) : rule;
  if (end) sentence = t('preventive.rule.until', { rule: sentence, end });
  const skips = splitList(typeof row.skip_dates === 'string' ? row.skip_dates : '');
  if (skips.length) {
    sentence = t('preventive.rule.skips', {
      rule: sentence,
      dates: new Intl.ListFormat(lang, { type: 'conjunction' }).format(skips.map((d) => day(d) ?? d)),
    });
  }
  return sentence;
}

/** The plan's rule read as a sentence in the UI language: "Every 3 months on the last Thursday". */
export function RecurrenceSummary({ values }: { values: FormValues }) {
  const { t, i18n } = useTranslation();
  const sentence = ruleSentence(values, t, i18n.language);
  if (!sentence) return null;
  return (
    <Text fontSize="sm" fontWeight="medium" color="fg.muted" data-testid="recurrence-summary" aria-live="polite">
      {sentence}
    </Text>
  );
}
