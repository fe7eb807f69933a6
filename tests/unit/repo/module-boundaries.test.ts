import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 25: a feature module is a folder the engines never import, and it imports no other module. The lint
 * zones (eslint.config.js) read the module folders from disk; this lints probe imports as if written in an
 * engine file and in a module, so a zone that stops matching (a renamed folder, a new package) fails here.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const PACKAGES = [
  { manifests: ['server/src/modules/index.ts'], engine: 'server/src/engine/probe.ts' },
  { manifests: ['web/src/features/index.ts'], engine: 'web/src/resources/probe.tsx' },
  { manifests: ['contracts/src/features/index.ts'], engine: 'contracts/src/kit/probe.ts' },
  // The seeds' module steps and the core list's feature folders (work orders, preventive, service).
  { manifests: ['seeds/src/modules/index.ts', 'seeds/src/steps/index.ts'], engine: null },
];

/** The files a package's manifest list imports its modules from (a module's manifest or index; not the kit). */
function modulesOf(manifest: string): string[] {
  const text = readFileSync(join(ROOT, manifest), 'utf8');
  const specs = [...text.matchAll(/^import (?!type )[^;]*?from '(\.{1,2}\/[^']+)'/gm)].map((m) => m[1]!);
  return specs
    .map((spec) => join(dirname(manifest), spec).replace(/\.js$/, ''))
    .map((base) => ['.ts', '.tsx'].map((ext) => base + ext).find((path) => existsSync(join(ROOT, path)))!)
    .filter((path) => dirname(path) !== dirname(manifest) && !dirname(path).endsWith('/kit'));
}

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

// Each probe lints with the typed config: seconds on a busy machine.
describe('module boundaries', { timeout: 60_000 }, () => {
  for (const { manifests, engine } of PACKAGES) {
    const root = dirname(manifests[0]!);
    const modules = manifests.flatMap(modulesOf);
    it.skipIf(modules.length < 2)(`${root}: a module importing another module fails lint`, async () => {
      // The last listed and the first: in the seeds, a core list's folder and a module step.
      const [a, b] = [modules.at(-1)!, modules[0]!];
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
