/**
 * Writes server/src/i18n/option-words.json: each enum field's stored values as the console labels them in
 * en, fr, de, pt and ar (web/public/locales/<lang>/translation.json, `resources.<r>.options.<field>.<value>`,
 * the most used label winning, plus the checkout form's recipient types). The server names a value with
 * these words where a rule depends on it ("required when kind is Response time"), so the message says
 * what the form shows, not the stored value. Run after adding options: `npx tsx scripts/option-words.ts` (tests/unit/server/i18n/generated-words.test.ts
 * fails until then).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LabelVotes, ROOT, readLocale, resourceSections, type Tree } from './locale-votes.js';

const LANGS = ['en', 'fr', 'de', 'pt', 'ar'] as const;
/** Option lists the forms label outside a resource's `options`: field key → path in the locale file. */
const OTHER_SOURCES: Record<string, string[]> = { checkout_to_type: ['assets', 'targets'] };

const at = (tree: Tree, path: string[]): Tree | undefined =>
  path.reduce<Tree | undefined>((node, key) => (node && typeof node[key] === 'object' ? node[key] : undefined), tree);

/** lang → enum field → stored value → the label the forms give it. */
export function optionWords(): Record<string, Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, Record<string, string>>> = {};
  for (const lang of LANGS) {
    const tree = readLocale(lang);
    const lists: [field: string, labels: Tree][] = [];
    for (const options of resourceSections(tree, 'options'))
      for (const [field, labels] of Object.entries(options))
        if (typeof labels === 'object') lists.push([field, labels]);
    for (const [field, path] of Object.entries(OTHER_SOURCES)) {
      const labels = at(tree, path);
      if (labels) lists.push([field, labels]);
    }
    const byField = new Map<string, LabelVotes>();
    for (const [field, labels] of lists) {
      const votes = byField.get(field) ?? new LabelVotes();
      for (const [value, label] of Object.entries(labels)) votes.add(value, label);
      byField.set(field, votes);
    }
    out[lang] = Object.fromEntries(
      [...byField]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([field, votes]) => [field, Object.fromEntries(votes.winners())]),
    );
  }
  return out;
}

if (process.argv[1] === import.meta.filename)
  writeFileSync(join(ROOT, 'server/src/i18n/option-words.json'), `${JSON.stringify(optionWords(), null, 2)}\n`);
