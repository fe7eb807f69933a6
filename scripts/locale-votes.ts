/**
 * What the field-words and option-words generators share: the console's locale files read as trees, and
 * a tally of the labels each key is given across resources, the most used label winning.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');
export type Tree = { [key: string]: string | Tree };

export const readLocale = (lang: string): Tree =>
  JSON.parse(readFileSync(join(ROOT, `web/public/locales/${lang}/translation.json`), 'utf8')) as Tree;

/** Each resource's block under `resources.<r>.<section>` (fields, options), where it has one. */
export const resourceSections = (tree: Tree, section: string): Tree[] =>
  Object.values((tree.resources ?? {}) as Tree).flatMap((resource) =>
    typeof resource === 'object' && typeof resource[section] === 'object' ? [resource[section]] : [],
  );

/** Labels counted per key; `winners()` gives each key its most used label, keys sorted. */
export class LabelVotes {
  private readonly votes = new Map<string, Map<string, number>>();

  add(key: string, label: string | Tree | undefined): void {
    if (typeof label !== 'string') return;
    const tally = this.votes.get(key) ?? new Map<string, number>();
    tally.set(label, (tally.get(label) ?? 0) + 1);
    this.votes.set(key, tally);
  }

  winners(): [key: string, label: string][] {
    return [...this.votes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, tally]) => [key, [...tally].sort((a, b) => b[1] - a[1])[0]![0]]);
  }
}
