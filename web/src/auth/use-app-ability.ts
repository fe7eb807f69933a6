import { useAbility } from '@casl/react';
import type { AppAbility } from '@cmms/contracts';
import { AbilityContext } from './ability';

/** The current user's ability; components re-render when it is updated on login or logout. */
export const useAppAbility = (): AppAbility => useAbility(AbilityContext);
