import { lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/i18n';
import { Providers } from './app/providers';
import { FullScreenLoader } from './app/full-screen-loader';
import { unregisterServiceWorkers } from './app/unregister-service-workers';
// A load that starts at the login page needs only that page's code (the form within the phone budget):
// it is part of the entry, so the form renders in React's first pass, without waiting for another file.
import LoginApp from './app/login-app';

void unregisterServiceWorkers();

// The router, layout and screens arrive in their own chunk; the loader covers the wait (spec point 2).
// The signed-in shell (layout, menu) is asked for beside the router, not once the router's code has run
// and matched the address: a page load of a screen waits one fetch-and-evaluate step less.
const App = lazy(() => {
  void import('./app/signed-in-shell');
  return import('./app/app');
});

function Root() {
  const [full, setFull] = useState(() => window.location.pathname !== '/login');
  return full ? <App /> : <LoginApp onLeave={() => setFull(true)} />;
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
