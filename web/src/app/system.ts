import { createSystem, defaultConfig, type SystemContext } from '@chakra-ui/react';
import { brandConfig } from './brand-config';

let built: SystemContext | undefined;

/**
 * The console's system: every Chakra recipe, under the brand. It comes with the signed-in app's code and is
 * built when first asked for (main.tsx asks a task after that code ran: evaluating the code, building the
 * system and rendering the first screen are three tasks, none of them long).
 */
export const fullSystem = (): SystemContext => (built ??= createSystem(defaultConfig, brandConfig));
