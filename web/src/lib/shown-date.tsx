import { displayDate } from './display-date';

/**
 * A date as the console shows it (yyyy-MM-dd HH:mm:ss), isolated left to right: in Arabic the bidi
 * algorithm would otherwise move the time before the date. Inline, so the cell keeps its alignment.
 */
export function ShownDate({ value, empty = '—' }: { value: unknown; empty?: string }) {
  return (
    <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {displayDate(value) ?? empty}
    </span>
  );
}
