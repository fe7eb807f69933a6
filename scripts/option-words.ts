/**
 * Writes server/src/i18n/option-words.json: each enum field's stored values as the console labels them in
 * en, fr, de, pt and ar (web/public/locales/<lang>/translation.json, `resources.<r>.options.<field>.<value>`,
 * the most used label winning, plus the checkout form's recipient types). The server names a value with
 * these words where a rule depends on it ("required when kind is Response time"), so the message says
 * what the form shows, not the stored value. Run after adding options: `npx tsx scripts/option-words.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const LANGS = ['en', 'fr', 'de', 'pt', 'ar'] as const;
type Tree = { [key: string]: string | Tree };
/** Option lists the forms label outside a resource's `options`: field key → path in the locale file. */
const OTHER_SOURCES: Record<string, string[]> = { checkout_to_type: ['assets', 'targets'] };

const at = (tree: Tree, path: string[]): Tree | undefined =>
  path.reduce<Tree | undefined>((node, key) => (node && typeof node[key] === 'object' ? node[key] : undefined), tree);

const out: Record<string, Record<string, Record<string, string>>> = {};
for (const lang of LANGS) {
  const tree = JSON.parse(readFileSync(join(ROOT, `web/public/locales/${lang}/translation.json`), 'utf8')) as Tree;
  const lists: [field: string, labels: Tree][] = [];
  for (const resource of Object.values((tree.resources ?? {}) as Tree)) {
    if (typeof resource === 'string' || typeof resource.options !== 'object') continue;
    for (const [field, labels] of Object.entries(resource.options))
      if (typeof labels === 'object') lists.push([field, labels]);
  }
  for (const [field, path] of Object.entries(OTHER_SOURCES)) {
    const labels = at(tree, path);
    if (labels) lists.push([field, labels]);
  }
  const votes = new Map<string, Map<string, Map<string, number>>>();
  for (const [field, labels] of lists) {
    const byValue = votes.get(field) ?? new Map<string, Map<string, number>>();
    for (const [value, label] of Object.entries(labels)) {
      if (typeof label !== 'string') continue;
      const tally = byValue.get(value) ?? new Map<string, number>();
      tally.set(label, (tally.get(label) ?? 0) + 1);
      byValue.set(value, tally);
    }
    votes.set(field, byValue);
  }
  out[lang] = Object.fromEntries(
    [...votes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([field, byValue]) => [
        field,
        Object.fromEntries(
          [...byValue].map(([value, tally]) => [value, [...tally].sort((a, b) => b[1] - a[1])[0]![0]]),
        ),
      ]),
  );
}
writeFileSync(join(ROOT, 'server/src/i18n/option-words.json'), `${JSON.stringify(out, null, 2)}\n`);
