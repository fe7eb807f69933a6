import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import chakraTheme, { fullThemeRecipes, loginRecipes } from 'virtual:login-theme';
import { brandConfig } from './brand-config';

/**
 * A component asking for a recipe of the full theme that this system lacks would draw unstyled: say so (the
 * login e2e test listens). Some ask for recipes no theme has (Text's "text"): those draw the same in both.
 */
const missing = (known: string[], has: (key: string) => boolean, key: string) => {
  if (known.includes(key) && !has(key)) console.error(`The login page's system lacks Chakra's "${key}" recipe`);
};

/**
 * The login page's system: Chakra's theme with only the recipes the login page draws (./login-recipes.ts).
 * Chakra's full set of recipes is a sixth of the entry chunk, and a phone on slow 4G waits for every byte of
 * it before the form shows; the signed-in app installs the full system (./system.ts) when its code arrives.
 * Tokens and global styles are Chakra's own, so both systems write the same CSS variables and the same class
 * for the same style. Built only on a load that starts at /login: a signed-in page goes straight to the full
 * system, without building this one first.
 */
export function createLoginSystem(): SystemContext {
  const base = createSystem(defaultBaseConfig, chakraTheme, loginRecipes, brandConfig);
  return {
    ...base,
    getRecipeFn: (key, fallback) => {
      missing(fullThemeRecipes.recipes, base.isRecipe, key);
      return base.getRecipeFn(key, fallback);
    },
    getSlotRecipeFn: (key, fallback) => {
      missing(fullThemeRecipes.slotRecipes, base.isSlotRecipe, key);
      return base.getSlotRecipeFn(key, fallback);
    },
  };
}
