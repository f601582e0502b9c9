// Boot: styles, error reporting, the router, then the service worker (registered after render so
// it never competes with the first paint).
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { BrowserRouter } from 'react-router-dom';
import { RootErrorBoundary } from './app/error-boundaries.tsx';
import { preloadPage } from './app/lazy-page.ts';
import { matchRouteEntry } from './app/match-route.ts';
import { AppRoutes } from './app/router.tsx';
import { registerServiceWorker } from './features/pwa/register-sw.ts';
import { installErrorReporting } from './lib/error-reporting.ts';

installErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('Elementul #root lipsește din index.html');

const app = (
  <StrictMode>
    <RootErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </RootErrorBoundary>
  </StrictMode>
);

// A prerendered page (scripts/prerender.mjs) is shown, inert, until the app replaces it with the
// same page: its module is loaded first so no skeleton flashes in between, and the replacement is
// committed synchronously before the page becomes interactive again.
async function start(root: HTMLElement): Promise<void> {
  if (root.hasAttribute('data-prerendered')) {
    const entry = matchRouteEntry(location.pathname);
    if (entry) await preloadPage(entry.load);
    flushSync(() => createRoot(root).render(app));
    root.removeAttribute('inert');
    root.removeAttribute('data-prerendered');
  } else {
    createRoot(root).render(app);
  }
  registerServiceWorker();
}

void start(container);
