import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 25: a feature module is a folder the engines never import, and it imports no other module. The lint
 * zones (eslint.config.js) read the module folders from disk; this lints probe imports as if written in an
 * engine file and in a module, so a zone that stops matching (a renamed folder, a new package) fails here.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const PACKAGES = [
  { root: 'server/src/modules', engine: 'server/src/engine/probe.ts' },
  { root: 'web/src/features', engine: 'web/src/resources/probe.tsx' },
  { root: 'contracts/src/features', engine: null },
  { root: 'seeds/src/modules', engine: null },
];
const ENTRIES = ['manifest.ts', 'manifest.tsx', 'index.ts', 'index.tsx'];

/** Each module folder of a package with the file others would import (its manifest or index). */
const modulesOf = (root: string): string[] =>
  readdirSync(join(ROOT, root), { withFileTypes: true })
    .filter((folder) => folder.isDirectory())
    .map((folder) => ENTRIES.map((file) => join(root, folder.name, file)).find((path) => existsSync(join(ROOT, path))))
    .filter((path) => path !== undefined);

const eslint = new ESLint({ cwd: ROOT });

/** The boundary messages lint gives an import of `to` written in the file `from` (both from the root). */
async function boundaryErrors(from: string, to: string): Promise<string[]> {
  const spec = relative(dirname(from), to).replace(/\.tsx?$/, '.js');
  const [result] = await eslint.lintText(`export * as probe from './${spec}';\n`.replace('./../', '../'), {
    filePath: join(ROOT, from),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('module boundaries', () => {
  for (const { root, engine } of PACKAGES) {
    const modules = modulesOf(root);
    it.skipIf(modules.length < 2)(`${root}: a module importing another module fails lint`, async () => {
      const [a, b] = modules as [string, string];
      expect(await boundaryErrors(join(dirname(a), 'probe.ts'), b)).toEqual([
        expect.stringMatching(/imports no other module/),
      ]);
      // The same import from a module's own folder is fine.
      expect(await boundaryErrors(join(dirname(b), 'probe.ts'), b)).toEqual([]);
    });
    it.skipIf(!engine || modules.length === 0)(`${root}: an engine file importing a module fails lint`, async () => {
      expect(await boundaryErrors(engine!, modules[0]!)).not.toEqual([]);
    });
  }
});
