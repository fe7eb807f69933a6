/** The console's date formatter lives in the contracts, so the CSV writer shows dates the same way. */
export { displayDate, isDateValue } from '@cmms/contracts/kit/display-date';
