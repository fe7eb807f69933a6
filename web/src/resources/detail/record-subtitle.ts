import type { FieldDecl, ResourceDecl, Row } from '@cmms/contracts';
import { displayDate } from '../../lib/display-date';

/** Texts that say what a record is or where it stands (a user's job title, a supplier's contact, an address). */
const DESCRIBING_TEXTS = ['jobtitle', 'contact', 'contact_name', 'model_number'];
const PLACE_TEXTS = ['address', 'city'];
/** At most this many parts before the dates: a subtitle is one line. */
const MAX_PARTS = 3;

const nameOf = (value: unknown): string | null => {
  if (!value || typeof value !== 'object') return null;
  const name = (value as { name?: unknown }).name;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
};

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() && value.length <= 80 ? value.trim() : null;

/**
 * Issue 26: a record page's subtitle says something about this record, built from its own row by one rule
 * for every declared resource (a resource's `header` setting may say more): what describes it (a job title,
 * a contact), what it belongs to (its references, the list's columns first: a location's parent and customer,
 * a contract's customer and type, a user's company and department), where it is (address, city), and the
 * two dates it runs between (a contract's start – expiry). Null when the row names none of these.
 */
export function recordSubtitle(resource: ResourceDecl, row: Row): string | null {
  const fields = Object.entries(resource.fields) as [string, FieldDecl][];
  const title = String(row[resource.titleField] ?? '');
  const parts: string[] = [];
  const add = (text: string | null) => {
    if (text && parts.length < MAX_PARTS && !parts.includes(text) && text !== title) parts.push(text);
  };
  for (const key of DESCRIBING_TEXTS) if (resource.fields[key]?.kind === 'text') add(textOf(row[key]));
  // References: the list's columns first (the declaration's own word for what matters), then the others.
  const references = fields.filter(([key, f]) => f.kind === 'reference' && key !== resource.titleField);
  const ordered = [...references.filter(([, f]) => f.list), ...references.filter(([, f]) => !f.list)];
  const named = ordered.flatMap(([, f]) => (f.kind === 'reference' ? [nameOf(row[f.rowKey])] : []));
  for (const name of named.filter((text) => text !== null).slice(0, 2)) add(name);
  const place = PLACE_TEXTS.filter((key) => resource.fields[key]?.kind === 'text')
    .map((key) => textOf(row[key]))
    .filter((text): text is string => text !== null);
  add(place.length ? place.join(', ') : null);
  const dates = fields
    .filter(([, f]) => f.kind === 'date')
    .map(([key]) => displayDate(row[key]))
    .filter((text): text is string => text !== null)
    .slice(0, 2);
  // Two dates make a span; one date alone says nothing without its label.
  if (dates.length === 2) parts.push(dates.join(' – '));
  return parts.length ? parts.join(' · ') : null;
}
