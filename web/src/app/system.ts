import { createSystem, defaultBaseConfig, type SystemContext } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import chakraTheme from 'virtual:login-theme';
import { brandConfig } from './brand-config';

let built: SystemContext | undefined;

/**
 * The console's system: Chakra's default theme with every recipe, under the brand. Its tokens are the ones the
 * login page's system already downloaded (`virtual:login-theme`); this chunk adds the recipes. Built when first
 * asked for (main.tsx asks a task after the app's code ran: evaluating the code, building the system and
 * rendering the first screen are three tasks, none of them long).
 */
export const fullSystem = (): SystemContext =>
  (built ??= createSystem(defaultBaseConfig, chakraTheme, { theme: { recipes, slotRecipes } }, brandConfig));
