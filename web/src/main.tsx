import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/i18n';
import { Providers } from './app/providers';
import { FullScreenLoader } from './app/full-screen-loader';
import { unregisterServiceWorkers } from './app/unregister-service-workers';

void unregisterServiceWorkers();

// The router, layout and screens arrive in their own chunk; the loader covers the wait (spec point 2).
const App = lazy(() => import('./app/app'));

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <Suspense fallback={<FullScreenLoader />}>
        <App />
      </Suspense>
    </Providers>
  </StrictMode>,
);
