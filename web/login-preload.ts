import type { Plugin } from 'vite';

/** Chunk objects as Rollup/Rolldown hand them to transformIndexHtml (only what is read here). */
interface ChunkInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
}

/**
 * The router and login page arrive in a chunk the entry imports lazily: without a hint the phone
 * asks for it (and its shared chunks) only once the entry has arrived and run, a second and third
 * round trip. Listing them as `modulepreload` in index.html fetches them beside the entry.
 */
export function loginPreload(lazyEntry: string): Plugin {
  return {
    name: 'login-preload',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml(html, context) {
      const bundle = context.bundle as Record<string, ChunkInfo> | undefined;
      if (!bundle) return html;
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const start = chunks.find((c) => c.facadeModuleId?.endsWith(lazyEntry));
      if (!start) throw new Error(`login-preload: no chunk for ${lazyEntry}`);
      const files = new Set<string>();
      const visit = (fileName: string) => {
        if (files.has(fileName)) return;
        files.add(fileName);
        for (const imported of bundle[fileName]?.imports ?? []) visit(imported);
      };
      visit(start.fileName);
      // The entry's own static imports are already listed by Vite.
      const listed = new Set([...html.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]));
      return [...files]
        .filter((file) => !listed.has(file))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
    },
  };
}
