import type { ChecklistStage, WorkOrderState } from '@cmms/contracts';

/** The states in which each stage's checklists may be answered (the server refuses the rest). */
const ANSWERABLE: Readonly<Record<ChecklistStage, readonly WorkOrderState[]>> = {
  pre: ['open', 'assigned', 'in_progress'],
  inter: ['in_progress'],
  post: ['in_progress'],
};

export const answerableIn = (stage: ChecklistStage, state: WorkOrderState): boolean =>
  ANSWERABLE[stage].includes(state);

/** An answer's result as a colour: accepted green, rejected red, neutral grey. */
export const RESULT_PALETTE = { accept: 'green', reject: 'red', neutral: 'gray' } as const;
