import { SEEDED_VOCABULARIES } from '@cmms/contracts/kit/seeded-vocabularies';
import words from '../i18n/vocabulary-words.json' with { type: 'json' };
import type { ServerLanguage } from '../i18n/languages.js';
import { anyOf, ident } from './sql.js';

/** A column of the row being read, as the query names it (`t.name` in a list, `name` in a select list). */
export type Column = (name: string) => string;

interface Seeded {
  /** The SQL test that a row is still as seeded: its key, where the vocabulary has one, and English name. */
  asSeeded: string;
  /** Its name in the reader's language. */
  word: string;
}

const literal = (text: string): string => `'${text.replaceAll("'", "''")}'`;
const table = words as Record<string, Record<string, Record<string, string>> | undefined>;

/**
 * The seeded rows of a vocabulary (statuses, priorities, categories, status labels) with the names the
 * console shows them by in `lang`; none in English (the stored names) or for any other resource. A
 * renamed row is not seeded any more and keeps the name it was given.
 */
function seededRows(resource: string, titleField: string, lang: ServerLanguage, column: Column): Seeded[] {
  const vocabulary = (SEEDED_VOCABULARIES as Record<string, { keyField: string | null; names: object }>)[resource];
  const local = table[lang]?.[resource];
  if (!vocabulary || !local) return [];
  const { keyField, names } = vocabulary;
  return Object.entries(names as Record<string, string>).flatMap(([key, english]) => {
    const word = local[key];
    if (word === undefined) return [];
    const named = `${column(ident(titleField))} = ${literal(english)}`;
    const asSeeded = keyField ? `(${column(ident(keyField))} = ${literal(key)} AND ${named})` : named;
    return [{ asSeeded, word }];
  });
}

/** The title as the reader reads it, to sort by: the seeded rows' names in `lang`, others as stored. */
export function seededTitleOrder(
  resource: string,
  titleField: string,
  lang: ServerLanguage,
  column: Column,
): string | undefined {
  const rows = seededRows(resource, titleField, lang, column);
  if (rows.length === 0) return undefined;
  const cases = rows.map((s) => `WHEN ${s.asSeeded} THEN ${literal(s.word)}`).join(' ');
  return `(CASE ${cases} ELSE ${column(ident(titleField))} END)`;
}

/**
 * The seeded rows whose name in `lang` holds the term, as one SQL condition (null when none does): a
 * German reader finds "Einsatzbereit" by typing "bereit", as the row is shown to them.
 */
export function seededTitleMatch(
  resource: string,
  titleField: string,
  lang: ServerLanguage,
  column: Column,
  term: string,
): string | null {
  const wanted = term.toLocaleLowerCase(lang);
  const found = seededRows(resource, titleField, lang, column).filter((s) =>
    s.word.toLocaleLowerCase(lang).includes(wanted),
  );
  return found.length ? anyOf(found.map((s) => s.asSeeded)) : null;
}
