import type { RevisionRow } from '@cmms/contracts';
import { bhd } from '../../lib/money-format';

type Change = Pick<RevisionRow, 'type' | 'field'>;

/**
 * The i18n keys that may name a revision's field, most specific first: a change that is not a field
 * of the work order (a comment, a watcher, the quotation's status), then the declared field.
 */
export function revisionFieldKeys({ type, field }: Change): string[] {
  const own = type === 'quotation' ? `quotation_${field}` : field;
  // The work order's status is declared as `status_id`.
  const declared = field === 'status' ? 'status_id' : field;
  return [`work-orders:revisions.fields.${own}`, `resources.workorders.fields.${declared}`];
}

/** A stored value as a person reads it: money in BHD, the VAT rate in percent; else null (show the text). */
export function revisionNumber({ type, field }: Change, text: string): string | null {
  if (type !== 'quotation' || !/^-?\d+$/.test(text)) return null;
  if (field === 'total') return bhd(Number(text));
  if (field === 'tax_rate') return `${Number(text) / 100} %`;
  return null;
}

/** The i18n key of a value the server writes as a word (a work order "created", a quotation "accepted"). */
export function revisionValueKey({ type, field }: Change, text: string): string | null {
  if (field === 'work_order') return `work-orders:revisions.values.${text}`;
  if (type === 'quotation' && field === 'status') return `work-orders:quotation.statuses.${text}`;
  return null;
}
