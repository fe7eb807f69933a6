import type { WorkOrderState } from '@cmms/contracts';
import { dynamicKey, type TranslationKey } from '../i18n/keys';

/** A colour palette per canonical state, for chips without a status colour and for kanban columns. */
export const STATE_PALETTE: Readonly<Record<WorkOrderState, string>> = {
  requested: 'purple',
  open: 'blue',
  assigned: 'cyan',
  in_progress: 'orange',
  on_hold: 'yellow',
  completed: 'green',
  closed: 'gray',
  cancelled: 'gray',
  rejected: 'red',
};

/** The label key of a state (the declaration's option labels). */
// The state comes from a row or a chart's series: a string here (the declaration's options cover every state).
export const stateLabelKey = (state: string): TranslationKey =>
  dynamicKey(`resources.workorders.options.state.${state}`);
