import { readFileSync } from 'node:fs';
import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { SEEDED_VOCABULARIES } from '@cmms/contracts/kit/seeded-vocabularies';

const LANGUAGES = ['en', 'fr', 'de', 'pt', 'ar'] as const;
const translation = (lng: string) =>
  JSON.parse(readFileSync(new URL(`../../../web/public/locales/${lng}/translation.json`, import.meta.url), 'utf8')) as {
    resources: { statuslabels: { seeded: Record<string, string> } };
  };

/**
 * The dashboard's "Assets by status" bars are keyed by the status label's stored name (GET /dashboard): a
 * seeded status reads in the reader's language, as on the asset list; a status someone named reads as typed.
 */
describe('Assets by status tile', async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: translation(lng) }])),
  });
  // The tile's declaration, as the dashboard draws it (imported by a path the typecheck of tests does not
  // follow: the console's modules beside it are TSX, compiled by the console's own configuration).
  const tiles = '../../../web/src/dashboard/dashboard-tiles';
  const { DASHBOARD_TILES } = (await import(/* @vite-ignore */ tiles)) as {
    DASHBOARD_TILES: { id: string; seriesLabel?: (key: string, t: TFunction, language: string) => string }[];
  };
  const decl = DASHBOARD_TILES.find((tile) => tile.id === 'assets_by_status')!;
  const label = (key: string, lng: string) => decl.seriesLabel?.(key, i18n.getFixedT(lng), lng) ?? key;
  const seeded = Object.entries(SEEDED_VOCABULARIES.statuslabels.names);

  it('names each seeded status in the reader’s language (Arabic, French, German, Portuguese)', () => {
    for (const lng of ['ar', 'fr', 'de', 'pt']) {
      const words = translation(lng).resources.statuslabels.seeded;
      for (const [key, english] of seeded) expect(label(english, lng), `${lng} ${key}`).toBe(words[key]);
    }
    expect(label('Ready to deploy', 'ar')).not.toBe('Ready to deploy');
    expect(label('Ready to deploy', 'en')).toBe('Ready to deploy');
  });

  it('shows a status someone named as they typed it', () => {
    expect(label('Calibration lab', 'ar')).toBe('Calibration lab');
  });
});
