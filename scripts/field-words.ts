/**
 * Writes server/src/i18n/field-words.json: each field key as a word in fr, de, pt and ar, taken from the
 * console's own form labels (web/public/locales/<lang>/translation.json, `resources.<r>.fields.<key>`),
 * the most used label of a key winning. The server names fields in its validation texts with these
 * words, so a field reads the same in the form and in the message under it. Run after adding fields:
 * `npx tsx scripts/field-words.ts`; hand-written words in server/src/i18n/words.ts take precedence.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const LANGS = ['fr', 'de', 'pt', 'ar'] as const;
type Tree = { [key: string]: string | Tree };

/** Lower-case the first letter for use inside a sentence, except German nouns and acronyms (URL, EOL). */
const inSentence = (lang: string, label: string) =>
  lang === 'de' || /^\p{Lu}{2}/u.test(label) ? label : label.charAt(0).toLocaleLowerCase(lang) + label.slice(1);

const out: Record<string, Record<string, string>> = {};
for (const lang of LANGS) {
  const tree = JSON.parse(readFileSync(join(ROOT, `web/public/locales/${lang}/translation.json`), 'utf8')) as Tree;
  const votes = new Map<string, Map<string, number>>();
  for (const resource of Object.values((tree.resources ?? {}) as Tree)) {
    if (typeof resource === 'string' || typeof resource.fields !== 'object') continue;
    for (const [key, label] of Object.entries(resource.fields)) {
      if (typeof label !== 'string') continue;
      const tally = votes.get(key) ?? new Map<string, number>();
      tally.set(label, (tally.get(label) ?? 0) + 1);
      votes.set(key, tally);
    }
  }
  out[lang] = Object.fromEntries(
    [...votes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, tally]) => [key, inSentence(lang, [...tally].sort((a, b) => b[1] - a[1])[0]![0])]),
  );
}
writeFileSync(join(ROOT, 'server/src/i18n/field-words.json'), `${JSON.stringify(out, null, 2)}\n`);
