import type { OccurrenceState } from '@cmms/contracts';
import type { KeysUnder } from '../../i18n/keys';

/** Each occurrence state's colour, the same on every calendar and legend. */
export const OCCURRENCE_PALETTE: Readonly<Record<OccurrenceState, string>> = {
  upcoming: 'blue',
  generated: 'cyan',
  done_on_time: 'green',
  done_late: 'orange',
  missed: 'red',
};

export const occurrenceLabelKey = (state: OccurrenceState): KeysUnder<'preventive.states'> =>
  `preventive.states.${state}`;

export const PREVENTIVE_PATHS = { schedules: '/maintenance/schedules', people: '/maintenance/people' } as const;
