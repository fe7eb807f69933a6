import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entityWords } from '../../../../scripts/entity-words';
import { fieldWords } from '../../../../scripts/field-words';
import { optionWords } from '../../../../scripts/option-words';

const written = (name: string): unknown =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../../../server/src/i18n/${name}.json`), 'utf8'));

/**
 * The server's words come from the console's locale files through generators; the files they write must be
 * what the locale files say now, so a label or noun changed in the console changes the server's messages
 * too (run the script the failing case names).
 */
describe('words the server takes from the console', () => {
  it.each([
    { name: 'entity-words', build: entityWords },
    { name: 'field-words', build: fieldWords },
    { name: 'option-words', build: optionWords },
  ])('$name.json is up to date (npx tsx scripts/$name.ts)', ({ name, build }) => {
    expect(written(name)).toEqual(build());
  });
});
