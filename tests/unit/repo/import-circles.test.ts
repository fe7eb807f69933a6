import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import circles in the product's source, type-only imports included: a circle ties files that should be
 * layers, and with modules landing as folders it is the first sign one reaches into another.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const SOURCES = ['contracts/src', 'db/src', 'seeds/src', 'server/src', 'web/src', 'scripts'];
const PACKAGES: Record<string, string> = {
  '@cmms/contracts': 'contracts/src/index.ts',
  '@cmms/db': 'db/src/index.ts',
  '@cmms/seeds': 'seeds/src/index.ts',
  '@cmms/server': 'server/src/index.ts',
};
const EXTENSIONS = ['.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const packaged = PACKAGES[spec];
  if (packaged) return join(ROOT, packaged);
  if (!spec.startsWith('.')) return undefined;
  const base = resolve(dirname(from), spec.replace(/\.(js|mjs)$/, ''));
  if (/\.(ts|tsx|mts)$/.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path));
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.flatMap(({ fileName }) => resolveImport(file, fileName) ?? []);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), each as repository-relative paths. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(relative(ROOT, member));
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('import graph', () => {
  const graph = importGraph();

  it('reads the source tree and resolves its imports', () => {
    expect(graph.size).toBeGreaterThan(500);
    const engine = [...graph.entries()].find(([file]) => file.endsWith('server/src/engine/engine.ts'));
    expect(engine?.[1].length).toBeGreaterThan(2);
  });

  it('finds a circle when two files import each other', () => {
    const probe = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(circles(probe)).toHaveLength(1);
  });

  it('has no import circles, type-only imports included', () => {
    expect(circles(graph)).toEqual([]);
  });
});
