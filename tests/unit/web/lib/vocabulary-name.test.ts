import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { SEEDED_VOCABULARIES } from '@cmms/contracts/kit/seeded-vocabularies';
import {
  STATUS_LABELS,
  WORK_ORDER_CATEGORIES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
} from '@cmms/seeds/data/master-data';
import { vocabularyName } from '../../../../web/src/lib/vocabulary-name';

const LANGUAGES = ['en', 'fr', 'de', 'pt', 'ar'] as const;
type Seeded = Record<string, Record<string, string> | undefined>;
const seededOf = (lng: string): Seeded => {
  const tree = JSON.parse(
    readFileSync(new URL(`../../../../web/public/locales/${lng}/translation.json`, import.meta.url), 'utf8'),
  ) as { resources: Record<string, { seeded?: Record<string, string> }> };
  return Object.fromEntries(Object.keys(SEEDED_VOCABULARIES).map((r) => [r, tree.resources[r]?.seeded]));
};

/** Seeded work-order statuses, priorities, categories and asset status labels read in the console's language; typed names as stored. */
describe('vocabularyName', async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: Object.fromEntries(
      LANGUAGES.map((lng) => [
        lng,
        {
          translation: JSON.parse(
            readFileSync(new URL(`../../../../web/public/locales/${lng}/translation.json`, import.meta.url), 'utf8'),
          ) as object,
        },
      ]),
    ),
  });
  const ar = i18n.getFixedT('ar');
  const fr = i18n.getFixedT('fr');

  it('reads a row still carrying its seeded name in the language, by its key or by the name alone', () => {
    expect(vocabularyName(ar, 'workorderstatuses', { id: 4, name: 'In progress', state: 'in_progress' })).toBe(
      'قيد التنفيذ',
    );
    expect(vocabularyName(fr, 'workorderstatuses', { id: 4, name: 'In progress', state: 'in_progress' })).toBe(
      'En cours',
    );
    expect(vocabularyName(ar, 'workorderpriorities', { id: 2, name: 'High', code: 'P2' })).toBe('عالية');
    expect(vocabularyName(fr, 'workorderpriorities', { id: 2, name: 'High' })).toBe('Haute');
    expect(vocabularyName(ar, 'workordercategories', { id: 1, name: 'Preventive' })).toBe('وقائية');
    expect(vocabularyName(fr, 'workordercategories', 'Calibration')).toBe('Étalonnage');
    // Asset status labels have no key: the seeded name alone says it is the seed's.
    expect(vocabularyName(ar, 'statuslabels', { id: 2, name: 'In service', status_meta: 'deployed' })).toBe(
      'في الخدمة',
    );
    expect(vocabularyName(fr, 'statuslabels', 'Lost / stolen')).toBe('Perdu / volé');
    // A list's title column hands the shown name beside the row (whose key still decides).
    expect(vocabularyName(ar, 'workorderstatuses', { id: 2, state: 'open' }, 'Open')).toBe('مفتوح');
    expect(vocabularyName(ar, 'workorderstatuses', { id: 2, state: 'closed' }, 'Open')).toBe('Open');
  });

  it('shows a renamed row as stored, in every language', () => {
    expect(vocabularyName(ar, 'workorderstatuses', { name: 'Waiting for parts', state: 'on_hold' })).toBe(
      'Waiting for parts',
    );
    expect(vocabularyName(fr, 'workorderpriorities', { name: 'Urgent!', code: 'P1' })).toBe('Urgent!');
    expect(vocabularyName(ar, 'workordercategories', 'Lift service')).toBe('Lift service');
    // A row whose key names another seeded entry keeps its own typed name.
    expect(vocabularyName(ar, 'workorderstatuses', { name: 'Closed', state: 'completed' })).toBe('Closed');
  });

  it('shows a row with a key the seed never wrote, and any other resource, as stored', () => {
    expect(vocabularyName(ar, 'workorderpriorities', { name: 'High', code: 'P9' })).toBe('High');
    expect(vocabularyName(fr, 'workordercategories', { name: 'Safety', code: 'SAFE' })).toBe('Safety');
    expect(vocabularyName(ar, 'statuslabels', { name: 'Open' })).toBe('Open');
    expect(vocabularyName(ar, 'statuslabels', { name: 'In service (north wing)' })).toBe('In service (north wing)');
    expect(vocabularyName(ar, 'departments', 'Preventive')).toBe('Preventive');
  });

  it('has the seed write exactly the declared names, each translated in all five languages', () => {
    expect(WORK_ORDER_STATUSES.map(([name, state]) => [state, name])).toEqual(
      Object.entries(SEEDED_VOCABULARIES.workorderstatuses.names),
    );
    expect(WORK_ORDER_PRIORITIES.map((p) => [p.code, p.name])).toEqual(
      Object.entries(SEEDED_VOCABULARIES.workorderpriorities.names),
    );
    expect(WORK_ORDER_CATEGORIES.map(([name, code]) => [code, name])).toEqual(
      Object.entries(SEEDED_VOCABULARIES.workordercategories.names),
    );
    expect(STATUS_LABELS.map(([name]) => name)).toEqual(Object.values(SEEDED_VOCABULARIES.statuslabels.names));
    const en = seededOf('en');
    for (const [resource, { names }] of Object.entries(SEEDED_VOCABULARIES)) {
      expect(en[resource], resource).toEqual(names);
      for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
        const words = seededOf(lng)[resource] ?? {};
        expect(Object.keys(words), `${lng} ${resource}`).toEqual(Object.keys(names));
      }
    }
  });
});
