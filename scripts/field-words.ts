/**
 * Writes server/src/i18n/field-words.json: each field key as a word in fr, de, pt and ar, taken from the
 * console's own form labels (web/public/locales/<lang>/translation.json, `resources.<r>.fields.<key>`),
 * the most used label of a key winning. The server names fields in its validation texts with these
 * words, so a field reads the same in the form and in the message under it. Run after adding fields:
 * `npx tsx scripts/field-words.ts` (tests/unit/server/i18n/generated-words.test.ts fails until then); hand-written words in server/src/i18n/words.ts take precedence.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LabelVotes, ROOT, readLocale, resourceSections } from './locale-votes.js';

const LANGS = ['fr', 'de', 'pt', 'ar'] as const;

/** Lower-case the first letter for use inside a sentence, except German nouns and acronyms (URL, EOL). */
const inSentence = (lang: string, label: string) =>
  lang === 'de' || /^\p{Lu}{2}/u.test(label) ? label : label.charAt(0).toLocaleLowerCase(lang) + label.slice(1);

/** lang → field key → the word the forms label it with. */
export function fieldWords(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const lang of LANGS) {
    const votes = new LabelVotes();
    for (const fields of resourceSections(readLocale(lang), 'fields'))
      for (const [key, label] of Object.entries(fields)) votes.add(key, label);
    out[lang] = Object.fromEntries(votes.winners().map(([key, label]) => [key, inSentence(lang, label)]));
  }
  return out;
}

if (process.argv[1] === import.meta.filename)
  writeFileSync(join(ROOT, 'server/src/i18n/field-words.json'), `${JSON.stringify(fieldWords(), null, 2)}\n`);
