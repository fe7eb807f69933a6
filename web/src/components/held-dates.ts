/**
 * A form is not sent while one of its date inputs holds text that is no date or time (or ends a range
 * before its start): the first one takes the focus and says what is wrong, so no request goes out
 * with a value the server would refuse anyway.
 */

/** Marks a date input whose text is no date or time, or ends before its start (set by `DateInput`). */
export const DATE_PROBLEM_ATTR = 'data-date-problem';
/** Asks a date input to show its note now, as if the user had left it. */
export const DATE_CHECK_EVENT = 'date-check';

/** Whether the form holds a date that is no date; if so the first such input is focused and says why. */
export function holdsBadDate(form: HTMLFormElement | null | undefined): boolean {
  const bad = form ? [...form.querySelectorAll<HTMLInputElement>(`input[${DATE_PROBLEM_ATTR}]`)] : [];
  for (const input of bad) input.dispatchEvent(new Event(DATE_CHECK_EVENT));
  bad[0]?.focus();
  return bad.length > 0;
}
