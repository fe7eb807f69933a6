/** Written by the build (web/login-theme.ts) from Chakra's default theme. */
declare module 'virtual:login-theme' {
  import type { SystemConfig } from '@chakra-ui/react';
  /** Tokens, text, layer and animation styles, breakpoints, keyframes and global CSS: no recipes. */
  const config: SystemConfig;
  export default config;
  /** The recipes the login page draws with (src/app/login-recipes.ts). */
  export const loginRecipes: SystemConfig;
  /** The recipe keys of Chakra's full theme. */
  export const fullThemeRecipes: { recipes: string[]; slotRecipes: string[] };
}
