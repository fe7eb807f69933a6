import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entityLabel, resources } from '@cmms/contracts';
import { TRANSLATED } from '@cmms/server/i18n/languages';
import { translateText } from '@cmms/server/i18n/translator';
import { entityNoun, knowsEntity } from '@cmms/server/i18n/words';

/**
 * A noun as compared: lower case, one apostrophe, no Arabic vowel marks and no article on each word (the
 * server's sentences take "the asset", the console's titles "asset").
 */
const plain = (word: string) =>
  word
    .toLowerCase()
    .replace(/\u2019/g, "'")
    .replace(/[\u064B-\u0652]/g, '')
    .split(' ')
    .map((w) => w.replace(/^\u0627\u0644(?=\S{2})/, ''))
    .join(' ');

// A resource without its noun reads "Warehouse créé avec succès.": English inside a translated sentence.
describe('record nouns', () => {
  it('every declared resource has its noun in every language', () => {
    const missing = resources.flatMap((r) =>
      TRANSLATED.filter((lang) => !knowsEntity(lang, entityLabel(r))).map((lang) => `${lang}: ${entityLabel(r)}`),
    );
    expect(missing).toEqual([]);
    expect(knowsEntity('fr', 'Warehouse'), 'a type without its noun is noticed').toBe(false);
  });

  it('a success message names the record in the caller language', () => {
    const asset = resources.find((r) => r.name === 'hardware')!;
    expect(translateText(asset.messages.created, 'fr')).toMatch(/actif/i);
  });

  // Issue 25: one name per thing. A German user reading "Anlage" on every screen must not be told "Asset
  // erstellt": the server's noun is the console's singular, or a shortening of it (its head word, "Feld" of
  // "Benutzerdefiniertes Feld", "modèle" of "modèle d'actif").
  it('the server names each record as the console does, in every language', () => {
    const drift = TRANSLATED.flatMap((lang) => {
      const console = JSON.parse(readFileSync(join('web', 'public', 'locales', lang, 'translation.json'), 'utf8')) as {
        resources: Record<string, { singular: string }>;
      };
      return resources.flatMap((r) => {
        const server = plain(entityNoun(lang, entityLabel(r)).word);
        const shown = plain(console.resources[r.name]!.singular);
        const same = server === shown || shown.startsWith(`${server} `) || shown.endsWith(server);
        return same ? [] : [`${lang} ${r.name}: server "${server}", console "${shown}"`];
      });
    });
    expect(drift).toEqual([]);
  });
});
