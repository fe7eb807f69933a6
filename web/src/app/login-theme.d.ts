/** Written by the build (web/login-theme.ts): Chakra's default theme with the login page's recipes only. */
declare module 'virtual:login-theme' {
  import type { SystemConfig } from '@chakra-ui/react';
  const config: SystemConfig;
  export default config;
  /** The recipe keys of Chakra's full theme. */
  export const fullThemeRecipes: { recipes: string[]; slotRecipes: string[] };
}
