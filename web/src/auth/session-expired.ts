/**
 * The data layer cannot navigate; when a refresh fails it announces the expiry and the mounted
 * layout (which owns the router) sends the user to the login page.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionExpired(): void {
  for (const listener of listeners) listener();
}
