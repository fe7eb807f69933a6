import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRANSLATED } from '@cmms/server/i18n/languages';
import { translateText } from '@cmms/server/i18n/translator';

/**
 * A module's texts file (`server/src/modules/<f>/texts.ts`) names the English texts the module sends in an
 * object (`LOGBOOK_TEXTS`, `DEMO_TEXT`) beside their translations (`Template[]`). Every text so named must
 * read in every language: a text added to the object but not to the templates fails here, whichever
 * module it belongs to. Texts with values are tried with sample ones.
 */
const MODULES = new URL('../../../../server/src/modules/', import.meta.url);
const files: Record<string, Record<string, unknown>> = {};
for (const dir of readdirSync(MODULES, { withFileTypes: true })) {
  const file = new URL(`${dir.name}/texts.ts`, MODULES);
  if (dir.isDirectory() && existsSync(file)) files[`/modules/${dir.name}/texts.ts`] = await import(file.href);
}
const SAMPLES = [3, 'Chiller plant log', '2026-11-28 08:00'];

const named = Object.entries(files).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    return Object.entries(value as Record<string, unknown>).flatMap(([key, text]) => {
      const sent =
        typeof text === 'string'
          ? text
          : typeof text === 'function'
            ? (text as (...a: unknown[]) => unknown)(...SAMPLES.slice(0, text.length))
            : undefined;
      return typeof sent === 'string' ? [{ where: `${file.split('/modules/')[1]} ${name}.${key}`, sent }] : [];
    });
  }),
);

describe('feature modules’ server texts', () => {
  it('are named in the modules’ texts files', () => {
    expect(named.length).toBeGreaterThan(50);
  });

  it('read in every language', () => {
    const untranslated = named.flatMap(({ where, sent }) =>
      TRANSLATED.filter((lang) => translateText(sent, lang) === sent).map((lang) => `${lang}: ${where}: ${sent}`),
    );
    expect(untranslated).toEqual([]);
  });
});
