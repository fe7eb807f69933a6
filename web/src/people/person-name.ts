/** Shared with the CSV writer (contracts), so a file names people as the screens do. */
export { personName } from '@cmms/contracts/kit/person-name';
