import type { Messages } from '@cmms/contracts';
import type { DraftRow, LoggerRow, SlotRow, SubmissionRow } from '@cmms/contracts/logbooks/endpoints';
import type { ToastMessages } from '../../../toast/toast-text';

export type { DraftRow, LoggerRow, SlotRow, SubmissionRow };

/** The console's paths of the logbook screens (agreed between the three logbook branches). */
export const LOGBOOK_PATHS = {
  list: '/logbooks',
  create: '/logbooks/new',
  edit: (id: number) => `/logbooks/${id}/edit`,
  fill: (id: number) => `/logbooks/${id}/fill`,
  history: (id: number) => `/logbooks/${id}/history`,
  calendar: (id: number) => `/logbooks/${id}/calendar`,
};

/** The texts of an envelope's messages: one string, or the field messages in order. */
export const messageTexts = (messages: Messages | null | undefined): string[] =>
  !messages ? [] : typeof messages === 'string' ? [messages] : Object.values(messages).flat();

/** A field's first message of an error envelope (or of a request cycle's failure). */
export const fieldMessage = (messages: ToastMessages, field: string): string | undefined => {
  const texts = messages && typeof messages === 'object' ? messages[field] : undefined;
  return typeof texts === 'string' ? texts : (texts?.[0] ?? undefined);
};

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The slot days to ask for a logger's next due and last entry: wider for a rarer frequency. */
export function slotRange(kind: LoggerRow['frequency']['kind'], now: number): { from: string; to: string } {
  const [back, ahead] = ({ hourly: [1, 1], shift: [1, 1], daily: [3, 2], weekly: [8, 8], monthly: [35, 35] } as const)[
    kind
  ];
  return { from: day(now - back * 86_400_000), to: day(now + ahead * 86_400_000) };
}
