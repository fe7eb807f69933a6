import { createSystem, defaultConfig } from '@chakra-ui/react';
import { brandConfig } from './brand-config';

/** The console's system: every Chakra recipe, under the brand. Loaded with the signed-in app's code. */
export const system = createSystem(defaultConfig, brandConfig);
