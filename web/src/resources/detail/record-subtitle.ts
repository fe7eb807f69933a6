import type { FieldDecl, ResourceDecl, Row } from '@cmms/contracts';
import { displayDate } from '../../lib/display-date';

/** Texts that say what a record is or where it stands (a user's job title, a supplier's contact, an address). */
const DESCRIBING_TEXTS = ['jobtitle', 'contact', 'contact_name', 'model_number'];
const PLACE_TEXTS = ['address', 'city'];
/** At most this many parts before the dates: a subtitle is one line. */
const MAX_PARTS = 3;

/** How a reference reads: its name as stored, or in the reader's language for a seeded vocabulary (a status). */
export type RefName = (resource: string, ref: object) => string;

const nameOf = (value: unknown, ref: string, shown: RefName): string | null => {
  if (!value || typeof value !== 'object') return null;
  const name = (value as { name?: unknown }).name;
  return typeof name === 'string' && name.trim() ? shown(ref, value).trim() : null;
};

const asStored: RefName = (_, ref) => String((ref as { name?: unknown }).name ?? '');

/** How a declared option reads (`asset` → "Asset" in the reader's language); by default as declared. */
export type OptionName = (fieldKey: string, option: string) => string;
const asDeclared: OptionName = (_, option) => option;

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() && value.length <= 80 ? value.trim() : null;

/**
 * Issue 26: a record page's subtitle says something about this record, built from its own row by one rule
 * for every declared resource (a resource's `header` setting may say more): what describes it (a job title,
 * a contact), what it belongs to (its references, the list's columns first: a location's parent and customer,
 * a contract's customer and type, a user's company and department), where it is (address, city); with room
 * left, what kind it is and how to reach it; and the two dates it runs between (a contract's start – expiry).
 * None when the row names none of these.
 */
export function recordSubtitleParts(
  resource: ResourceDecl,
  row: Row,
  shown: RefName = asStored,
  optionName: OptionName = asDeclared,
): string[] {
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
  const named = ordered.flatMap(([, f]) => (f.kind === 'reference' ? [nameOf(row[f.rowKey], f.ref, shown)] : []));
  for (const name of named.filter((text) => text !== null).slice(0, 2)) add(name);
  const place = PLACE_TEXTS.filter((key) => resource.fields[key]?.kind === 'text')
    .map((key) => textOf(row[key]))
    .filter((text): text is string => text !== null);
  add(place.length ? place.join(', ') : null);
  // Then what kind it is (the list's first option column: a category's "Asset", a service's "Hard service"),
  // then how to reach it (a company's phone and email).
  const kind = fields.find(([, f]) => f.kind === 'enum' && f.list);
  if (kind && kind[1].kind === 'enum') {
    const value = row[kind[0]];
    const option = kind[1].options.find((o) => typeof value === 'string' && o.toLowerCase() === value.toLowerCase());
    if (option) add(optionName(kind[0], option));
  }
  for (const contact of ['phone', 'email']) {
    const reach = fields.find(([key, f]) => f.kind === contact && textOf(row[key]) !== null);
    if (reach) add(textOf(row[reach[0]]));
  }
  // Nothing yet: the list's own text columns (a priority's code, a login attempt's address).
  if (!parts.length) {
    for (const [key] of fields.filter(([k, f]) => f.kind === 'text' && f.list && k !== resource.titleField))
      add(textOf(row[key]));
  }
  const dates = fields
    .filter(([, f]) => f.kind === 'date')
    .map(([key]) => displayDate(row[key]))
    .filter((text): text is string => text !== null)
    .slice(0, 2);
  // Two dates make a span; one date alone says nothing without its label.
  if (dates.length === 2) parts.push(dates.join(' – '));
  return parts;
}

/**
 * The parts on one line, each isolated (U+2068…U+2069) so a Latin name in an Arabic page, or the reverse,
 * keeps the parts in reading order. Null when there is nothing to say.
 */
export function recordSubtitle(
  resource: ResourceDecl,
  row: Row,
  shown?: RefName,
  optionName?: OptionName,
): string | null {
  const parts = recordSubtitleParts(resource, row, shown, optionName);
  return parts.length ? parts.map((part) => `\u2068${part}\u2069`).join(' · ') : null;
}
