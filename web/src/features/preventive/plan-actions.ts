import { LuPause, LuPlay, LuZap } from 'react-icons/lu';
import type { Row } from '@cmms/contracts';
import type { RecordAction } from '../../resources/extensions/extension-types';

const id = (row: Row) => ({ id: row.id });
const paused = (row: Row) => row.paused === true || row.paused === 1;

/**
 * A plan's actions: generate now (its work orders within the lead time, or up to a day), pause and
 * resume. The endpoints' declared auth decides who sees them; the server's message is the toast.
 */
export const PLAN_ACTIONS: readonly RecordAction[] = [
  {
    key: 'generate',
    labelKey: 'preventive.actions.generate',
    icon: LuZap,
    endpoint: 'schedulers.generate',
    params: id,
    fields: [{ key: 'until', kind: 'date', labelKey: 'preventive.actions.until' }],
    detailOnly: true,
    available: (row) => !paused(row),
  },
  {
    key: 'pause',
    labelKey: 'preventive.actions.pause',
    icon: LuPause,
    palette: 'orange',
    endpoint: 'schedulers.pause',
    params: id,
    fields: [],
    available: (row) => !paused(row),
  },
  {
    key: 'resume',
    labelKey: 'preventive.actions.resume',
    icon: LuPlay,
    endpoint: 'schedulers.resume',
    params: id,
    fields: [],
    available: paused,
  },
];
