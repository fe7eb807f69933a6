import { useSyncExternalStore } from 'react';
import type { SystemContext } from '@chakra-ui/react';

/**
 * The Chakra system the providers hand down: none until one is installed (the page shows its plain loader),
 * the login page's own small one on a load that starts there, and the full one once the signed-in app's code
 * has run (it installs it before its first render, so no screen of the app draws with the small one).
 */
let current: SystemContext | undefined;
const listeners = new Set<() => void>();

export function installSystem(system: SystemContext): void {
  if (system === current) return;
  current = system;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSystem = () => useSyncExternalStore(subscribe, () => current);
