import { isDeepStrictEqual } from 'node:util';
import * as theme from '@chakra-ui/react/theme';
import type { Plugin } from 'vite';
import { LOGIN_RECIPES, LOGIN_SLOT_RECIPES } from './src/app/login-recipes';

const ID = 'virtual:login-theme';
const RESOLVED = `\0${ID}`;

const pick = <T extends Record<string, unknown>>(from: T, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]]));

/**
 * `virtual:login-theme`: Chakra's default theme as data written by the build: its tokens, styles and global
 * CSS (the default export, which both systems build on) and the login page's recipes (`loginRecipes`).
 * Imported from the entry chunk, Chakra's theme module would bring every recipe with it (a bundler keeps a
 * module whole): about 110 KB the login page never draws with. The full system adds Chakra's recipes to the
 * same tokens, so they are downloaded once. Everything in it is plain data; the build stops if that changes.
 */
export function loginTheme(): Plugin {
  return {
    name: 'login-theme',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const base = {
        preflight: true,
        cssVarsPrefix: theme.cssVarsPrefix,
        cssVarsRoot: theme.cssVarsRoot,
        globalCss: theme.globalCss,
        theme: {
          breakpoints: theme.breakpoints,
          keyframes: theme.keyframes,
          tokens: theme.tokens,
          semanticTokens: theme.semanticTokens,
          textStyles: theme.textStyles,
          layerStyles: theme.layerStyles,
          animationStyles: theme.animationStyles,
        },
      };
      const login = {
        theme: {
          recipes: pick(theme.recipes, LOGIN_RECIPES),
          slotRecipes: pick(theme.slotRecipes, LOGIN_SLOT_RECIPES),
        },
      };
      const json = JSON.stringify(base);
      const loginJson = JSON.stringify(login);
      if (!isDeepStrictEqual(JSON.parse(json), base) || !isDeepStrictEqual(JSON.parse(loginJson), login)) {
        throw new Error('login-theme: Chakra theme is no longer plain data (a function or undefined would be lost)');
      }
      // The keys of every recipe of the full theme: a missing one of these is the login page's mistake; others
      // (Text asks for a "text" recipe) have none in either system.
      const known = { recipes: Object.keys(theme.recipes), slotRecipes: Object.keys(theme.slotRecipes) };
      return [
        `export default ${json};`,
        `export const loginRecipes = ${loginJson};`,
        `export const fullThemeRecipes = ${JSON.stringify(known)};`,
      ].join('\n');
    },
  };
}
