import { WEEKDAYS, type WorkingHours } from '@cmms/contracts';

/** The week as the people screen shows it, Sunday first (the working week runs Sunday to Saturday). */
export const WEEK_ORDER = ['sun', ...WEEKDAYS.filter((d) => d !== 'sun')] as const;

/** A working week in a line: runs of days sharing one shift ("Sun–Thu 07:00–15:00"). */
export function weekPattern(hours: WorkingHours, dayName: (day: string) => string): string {
  const runs: { from: string; to: string; shift: string }[] = [];
  for (const day of WEEK_ORDER) {
    const shift = hours[day];
    const text = shift ? `${shift.start}–${shift.end}` : '';
    const last = runs[runs.length - 1];
    if (text && last && last.shift === text && WEEK_ORDER.indexOf(last.to as never) === WEEK_ORDER.indexOf(day) - 1) {
      last.to = day;
    } else if (text) runs.push({ from: day, to: day, shift: text });
  }
  return runs.map((r) => `${dayName(r.from)}${r.from === r.to ? '' : `–${dayName(r.to)}`} ${r.shift}`).join(', ');
}
