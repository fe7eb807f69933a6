import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import type { Plugin } from 'vite';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { brandConfig } from './src/app/brand-config';

/** Chakra's createSystem, as the pinned @chakra-ui/react ships it. */
const SYSTEM_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * Chakra's global CSS (the cascade layers' order, the reset, the theme's global styles and a CSS variable for
 * every token, light and dark) is the same on every load: the build writes it into index.html once, as emotion
 * would have inserted it, instead of every phone computing it at start (createSystem building it, emotion
 * serialising it: a third of the login page's script time on a 4× slowed CPU).
 *
 * The console's theme (Chakra's default one under src/app/brand-config.ts) is evaluated here, in Node, and the bundle's createSystem leaves
 * its `_global` empty (ChakraProvider then inserts nothing). `npm run dev` keeps Chakra's own insertion.
 */
export function staticGlobalCss(): Plugin {
  return {
    name: 'static-global-css',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      // A Chakra whose createSystem reads otherwise would get its global CSS twice or not at all: stop the build.
      if (!code.includes(EAGER_GLOBAL))
        throw new Error(`static-global-css: ${id} no longer builds _global as expected`);
      return { code: code.replace(EAGER_GLOBAL, 'const _global = [];'), map: null };
    },
    transformIndexHtml() {
      // Emotion's server-side cache answers the rules it would insert in a browser (same prefixer, same order).
      const cache = createCache({ key: 'css' });
      // Chakra's default theme under the brand: the tokens and global styles both console systems are built on.
      const system = createSystem(defaultConfig, brandConfig);
      const rules = [system.layers.atRule, system._global]
        .map((styles) => cache.insert('', serializeStyles([styles]), cache.sheet, false))
        .join('');
      if (typeof rules !== 'string' || !rules.includes('--chakra-colors-')) {
        throw new Error('static-global-css: no token variables in the global CSS');
      }
      return [{ tag: 'style', attrs: { 'data-chakra-global': '' }, children: rules, injectTo: 'head' }];
    },
  };
}
