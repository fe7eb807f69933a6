import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vocabularyWords } from '../../../../scripts/vocabulary-words';

describe('the server’s seeded vocabulary words', () => {
  it('are the console’s, so a search finds what the screen shows (run scripts/vocabulary-words.ts)', () => {
    const file = join(import.meta.dirname, '../../../../server/src/i18n/vocabulary-words.json');
    const written = JSON.parse(readFileSync(file, 'utf8')) as ReturnType<typeof vocabularyWords>;
    expect(written).toEqual(vocabularyWords());
    // Every seeded row has its word in each language.
    for (const lang of ['fr', 'de', 'pt', 'ar']) expect(Object.keys(written[lang]!.statuslabels!)).toHaveLength(10);
  });
});
