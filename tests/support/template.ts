import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { buildTemplate, templateFrom, type PristineTemplate } from '@cmms/db';
import { TEST_ANCHOR, seedDatabase, type SeedOptions } from '@cmms/seeds';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The default seeded template's file, written once per run by tests/support/global-template.ts. */
    pristineTemplateFile?: string;
  }
}

/** What the tests seed with unless a file asks otherwise: the demo profile on the pinned anchor. */
export const TEST_SEED: SeedOptions = { anchor: TEST_ANCHOR };

const templates = new Map<string, PristineTemplate>();

const keyOf = (options: SeedOptions) =>
  JSON.stringify({ profile: 'demo', anchor: TEST_ANCHOR, seed: null, scale: null, ...options });

/** The run's default template, when the global setup wrote one (vitest's `inject` fails outside a run). */
function providedTemplate(): PristineTemplate | undefined {
  let file: string | undefined;
  try {
    file = inject('pristineTemplateFile');
  } catch {
    return undefined;
  }
  return file && existsSync(file) ? templateFrom(readFileSync(file)) : undefined;
}

/**
 * The pristine seeded database for these seed options (default: the tests' demo estate on TEST_ANCHOR),
 * seeded once per worker (the default one once per run, by the global setup) and kept: each caller
 * opens its own copy with `.open()` or writes one as a server's database file with `.writeTo(file)`.
 */
export function seededTemplate(options: SeedOptions = TEST_SEED): PristineTemplate {
  const full = { ...TEST_SEED, ...options };
  const key = keyOf(full);
  let template = templates.get(key);
  if (!template) {
    template =
      (key === keyOf(TEST_SEED) ? providedTemplate() : undefined) ?? buildTemplate((c) => seedDatabase(c, full));
    templates.set(key, template);
  }
  return template;
}
