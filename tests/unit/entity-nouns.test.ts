import { describe, expect, it } from 'vitest';
import { entityLabel, resources } from '@cmms/contracts';
import { TRANSLATED } from '@cmms/server/i18n/languages';
import { translateText } from '@cmms/server/i18n/translator';
import { knowsEntity } from '@cmms/server/i18n/words';

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
});
