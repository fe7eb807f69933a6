import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, addMonths, dayOf, monthGrid, weekDays } from './calendar-dates';
import { appNow } from '../../lib/app-now';

export type CalendarView = 'month' | 'week';

/** The state every month/week calendar keeps: the view, the shown period, the chosen day and its heading. */
export function useCalendarView() {
  const { i18n } = useTranslation();
  const [today] = useState(() => dayOf(appNow()));
  const [view, setView] = useState<CalendarView>('month');
  const [cursor, setCursor] = useState(today);
  const [selected, setSelected] = useState(today);
  const days = view === 'month' ? monthGrid(cursor) : weekDays(cursor);
  const format = (options: Intl.DateTimeFormatOptions, day: string) =>
    new Intl.DateTimeFormat(i18n.language, { timeZone: 'UTC', ...options }).format(new Date(`${day}T00:00:00Z`));
  const heading =
    view === 'month'
      ? format({ month: 'long', year: 'numeric' }, cursor)
      : `${format({ day: 'numeric', month: 'short' }, days[0]!)} – ${format({ day: 'numeric', month: 'short', year: 'numeric' }, days[6]!)}`;
  return {
    today,
    view,
    setView,
    cursor,
    selected,
    setSelected,
    days,
    first: days[0]!,
    last: days[days.length - 1]!,
    heading,
    format,
    step: (direction: number) =>
      setCursor((c) => (view === 'month' ? addMonths(c, direction) : addDays(c, 7 * direction))),
    goToday: () => {
      setCursor(today);
      setSelected(today);
    },
  };
}

export type CalendarState = ReturnType<typeof useCalendarView>;
