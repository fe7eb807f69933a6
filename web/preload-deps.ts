import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

/** Chunk objects of the output bundle (only what is read here). */
interface ChunkInfo {
  type: 'chunk' | 'asset';
  imports?: string[];
}

/**
 * Each lazy import carries the list of files to preload with it (`__vite__mapDeps`): the imported
 * chunk and everything it imports. Files the importing chunk already imports statically are loaded and
 * run before that chunk runs, so listing them again only adds bytes: the router's chunk named React,
 * Chakra's core and the contracts once per screen, 3 KB gzip of the signed-in shell. This drops them
 * (`build.modulePreload.resolveDependencies`); what a lazy import actually fetches is unchanged.
 */
export function trimmedPreloads(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  let bundle: Record<string, ChunkInfo> | undefined;
  const closures = new Map<string, Set<string>>();
  const staticClosure = (file: string): Set<string> => {
    const known = closures.get(file);
    if (known) return known;
    const into = new Set<string>();
    const visit = (name: string) => {
      if (into.has(name)) return;
      into.add(name);
      for (const dep of bundle?.[name]?.imports ?? []) visit(dep);
    };
    visit(file);
    closures.set(file, into);
    return into;
  };
  return {
    // Runs before Vite's own generateBundle, which calls resolveDependencies while writing the lists.
    plugin: {
      name: 'trimmed-preloads',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as Record<string, ChunkInfo>;
          closures.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js' || !bundle?.[hostId]) return deps;
      const loaded = staticClosure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
