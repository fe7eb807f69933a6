import { useSyncExternalStore } from 'react';
import type { SystemContext } from '@chakra-ui/react';
import { loginSystem } from './login-system';

/**
 * The Chakra system the providers hand down: the login page's own small one until the signed-in app's code
 * installs the full one (it does so before its first render, so no screen of the app draws with the small one).
 */
let current: SystemContext = loginSystem;
const listeners = new Set<() => void>();

export function installSystem(system: SystemContext) {
  if (system === current) return;
  current = system;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSystem = () => useSyncExternalStore(subscribe, () => current);
