/**
 * Older builds of the console registered a service worker that served stale bundles; the spec asks
 * for every registration to be removed at start.
 */
export async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch {
    // Not allowed in this context (e.g. insecure origin): nothing was registered either.
  }
}
