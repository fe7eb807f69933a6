/**
 * Writes server/src/i18n/entity-words.json: each declared resource's noun and grammatical gender in fr, de,
 * pt and ar, from the console's own locale files (`resources.<r>.noun`, `resources.<r>.gender` of
 * web/public/locales/<lang>/translation.json). The server's record sentences ("Actif créé avec succès.")
 * name the record with these, so a new resource is named in one place: its locale lines. Run after adding
 * or renaming a resource: `npx tsx scripts/entity-words.ts` (tests/unit/server/i18n/generated-words.test.ts fails until
 * then).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { entityLabel, resources } from '@cmms/contracts';
import { entityKey } from '../server/src/i18n/words.js';
import { ROOT, readLocale, type Tree } from './locale-votes.js';

const LANGS = ['fr', 'de', 'pt', 'ar'] as const;
const GENDERS = new Set(['m', 'f', 'n']);

/** lang → record key → `{ word, gender }`; a resource whose lines lack them is left out (a test names it). */
export function entityWords(): Record<string, Record<string, { word: string; gender: string }>> {
  const out: Record<string, Record<string, { word: string; gender: string }>> = {};
  for (const lang of LANGS) {
    const blocks = (readLocale(lang).resources ?? {}) as Tree;
    const nouns = resources.flatMap((r) => {
      const block = blocks[r.name];
      const word = typeof block === 'object' ? block.noun : undefined;
      const gender = typeof block === 'object' ? block.gender : undefined;
      return typeof word === 'string' && typeof gender === 'string' && GENDERS.has(gender)
        ? [[entityKey(entityLabel(r)), { word, gender }] as const]
        : [];
    });
    out[lang] = Object.fromEntries(nouns.sort(([a], [b]) => a.localeCompare(b)));
  }
  return out;
}

if (process.argv[1] === import.meta.filename)
  writeFileSync(join(ROOT, 'server/src/i18n/entity-words.json'), `${JSON.stringify(entityWords(), null, 2)}\n`);
