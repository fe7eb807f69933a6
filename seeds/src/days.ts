import { toStoredDateTime } from '@cmms/contracts';
import { REFERENCE_DATE } from './profiles.js';

const DAY = 86_400_000;

/** A date `offsetDays` from the seed's reference date, as yyyy-MM-dd. */
export const day = (offsetDays: number) =>
  new Date(REFERENCE_DATE.getTime() + offsetDays * DAY).toISOString().slice(0, 10);

/** A stored timestamp `offsetDays` from the seed's reference date. */
export const stamp = (offsetDays: number) => toStoredDateTime(new Date(REFERENCE_DATE.getTime() + offsetDays * DAY));
