import { lazy, StrictMode, Suspense, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/i18n';
import { Providers } from './app/providers';
import { FullScreenLoader } from './app/full-screen-loader';
import { unregisterServiceWorkers } from './app/unregister-service-workers';
import { createLoginSystem } from './app/login-system';
import { installSystem } from './app/system-store';
// A load that starts at the login page needs only that page's code (the form within the phone budget):
// it is part of the entry, so the form renders in React's first pass, without waiting for another file.
import LoginApp from './app/login-app';

void unregisterServiceWorkers();

// The router, layout and screens arrive in their own chunk; the loader covers the wait (spec point 2).
// The signed-in shell (layout, menu) is asked for beside the router, not once the router's code has run
// and matched the address: a page load of a screen waits one fetch-and-evaluate step less.
const loadApp = () => {
  void import('./app/signed-in-shell');
  return import('./app/app');
};
// Chakra's full system (every recipe) is a chunk of its own, fetched beside the app's and evaluated apart.
const loadSystem = () => import('./app/system');
const nextTask = () => new Promise((resolve) => window.setTimeout(resolve));

// Signing in: the full system is installed before the app first renders (the login page drew with its own).
const appWithSystem = () =>
  Promise.all([loadApp(), loadSystem()]).then(([app, system]) => {
    installSystem(system.fullSystem());
    return app;
  });
// Only if that code failed to arrive while the login page waited: lazy then shows the loader and its error.
const App = lazy(appWithSystem);

// Chakra's system comes with the page that starts the load: the login page's small one, built here, or the
// full one with the app's code (until then the providers show the plain loader). Evaluating that code,
// building the system and rendering the first screen each get their own task, none of them a long one.
const startsAtLogin = window.location.pathname === '/login';
/**
 * The app as a signed-in page load's code delivered it, drawn directly: through `lazy` its first render
 * suspends, the Suspense fallback shows, and React holds back the content that replaces a shown fallback
 * (its 300 ms reveal throttle), so the first screen painted up to that much later than it was ready.
 */
let LoadedApp: ComponentType | undefined;
if (startsAtLogin) installSystem(createLoginSystem());
else {
  void Promise.all([loadApp(), loadSystem()]).then(async ([app, module]) => {
    LoadedApp = app.default;
    await nextTask();
    const system = module.fullSystem();
    await nextTask();
    installSystem(system);
  });
}

function Root() {
  const [full, setFull] = useState(!startsAtLogin);
  // The login page stays until the app's code has run, so the app draws at once (no fallback, no throttle).
  const leave = () =>
    appWithSystem().then(
      (app) => {
        LoadedApp = app.default;
        setFull(true);
      },
      () => setFull(true),
    );
  if (!full) return <LoginApp onLeave={leave} />;
  return LoadedApp ? <LoadedApp /> : <App />;
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <Suspense fallback={<FullScreenLoader />}>
        <Root />
      </Suspense>
    </Providers>
  </StrictMode>,
);
