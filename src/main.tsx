// Boot: styles, error reporting, the router, then the service worker (registered after render so
// it never competes with the first paint).
import './styles/tokens.css';
import './styles/base.css';
// The small stylesheets nearly every page needs go into the entry's stylesheet rather than a file
// each: a prerendered page links at most 4 render-blocking stylesheets (scripts/check-critical-path.mjs).
import './components/button.css';
import './components/page-header.css';
import './components/demo-note.css';
import './components/impersonation-note.css';
import './components/empty-state.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { RootErrorBoundary } from './app/error-boundaries.tsx';
import { preloadPage } from './app/lazy-page.ts';
import { matchRouteEntry } from './app/match-route.ts';
import { AppRoutes } from './app/router.tsx';
import { registerServiceWorker } from './features/pwa/register-sw.ts';
import { installErrorReporting } from './lib/error-reporting.ts';
import { yieldToMain } from './lib/yield.ts';

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

/** Runs once the app's first render is on screen. */
function OnFirstCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

// A prerendered page (scripts/prerender.ts) is hydrated once the app has loaded: its page module is
// loaded first so the tree matches the HTML (nothing is re-created, no skeleton flashes). Links
// work before that as plain links; clicks during hydration are replayed by React. Not `inert`:
// lifting it would restyle the whole page in one long task. data-prerendered marks the takeover.
// The app's code, the page's module and the hydration's first slice each run in a task of their
// own (yieldToMain): evaluated together they were one long task on a slow phone. (The app is not a
// chunk of its own: that split its CSS into more render-blocking files and delayed LCP.)
async function start(root: HTMLElement): Promise<void> {
  if (root.hasAttribute('data-prerendered')) {
    const entry = matchRouteEntry(location.pathname);
    await yieldToMain();
    if (entry) await preloadPage(entry.load);
    await yieldToMain();
    const takeOver = () => {
      root.removeAttribute('data-prerendered');
    };
    startTransition(() => {
      hydrateRoot(
        root,
        <>
          {app}
          <OnFirstCommit run={takeOver} />
        </>,
      );
    });
  } else {
    createRoot(root).render(app);
  }
  registerServiceWorker();
}

void start(container);
