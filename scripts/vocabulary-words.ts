/**
 * Writes server/src/i18n/vocabulary-words.json: each seeded vocabulary's names (statuses, priorities,
 * categories, asset status labels) as the console shows them in fr, de, pt and ar
 * (`resources.<r>.seeded.<key>` of web/public/locales), so the server searches and sorts those rows by the
 * names the user reads. Run after changing a seeded name: `npx tsx scripts/vocabulary-words.ts`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEEDED_VOCABULARIES } from '../contracts/src/kit/seeded-vocabularies.js';
import { ROOT, readLocale, type Tree } from './locale-votes.js';

const LANGS = ['fr', 'de', 'pt', 'ar'] as const;

/** lang → resource → seeded key → the name the console gives it (missing keys left out). */
export function vocabularyWords(): Record<string, Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, Record<string, string>>> = {};
  for (const lang of LANGS) {
    const resources = (readLocale(lang).resources ?? {}) as Tree;
    out[lang] = Object.fromEntries(
      Object.entries(SEEDED_VOCABULARIES).map(([resource, { names }]) => {
        const seeded = ((resources[resource] as Tree | undefined)?.seeded ?? {}) as Tree;
        const words = Object.keys(names).flatMap((key) => {
          const word = seeded[key];
          return typeof word === 'string' ? [[key, word] as const] : [];
        });
        return [resource, Object.fromEntries(words)];
      }),
    );
  }
  return out;
}

if (process.argv[1] === import.meta.filename)
  writeFileSync(join(ROOT, 'server/src/i18n/vocabulary-words.json'), `${JSON.stringify(vocabularyWords(), null, 2)}\n`);
