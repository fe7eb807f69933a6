import { createContext } from 'react';
import { createAbility, DEFAULT_ABILITY, type AbilityRule, type AppAbility } from '@cmms/contracts';
import { storedUserData } from './session-storage';

/** Rules from the stored userData; without any, the user may only read Auth (spec point 6). */
export function storedRules(): AbilityRule[] {
  const rules = storedUserData()?.ability;
  return rules && rules.length > 0 ? (rules as AbilityRule[]) : DEFAULT_ABILITY;
}

/**
 * One ability instance for the whole app, updated in place on login and logout so that
 * `useAbility` subscribers re-render without remounting the tree.
 */
export const appAbility: AppAbility = createAbility(storedRules());

export const refreshAbility = (): void => {
  appAbility.update(storedRules());
};

export const AbilityContext = createContext<AppAbility>(appAbility);
