// Boot: styles, error reporting and React DOM; then, in a task of its own, the app (router,
// layout: app/app-root.tsx); then the page's module; then hydration (or a first render) and the
// service worker (registered after render so it never competes with the first paint).
import './styles/tokens.css';
import './styles/base.css';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { installErrorReporting } from './lib/error-reporting.ts';
import { yieldToMain } from './lib/yield.ts';

installErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('Elementul #root lipsește din index.html');

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
// own (yieldToMain): evaluated together they were one long task on a slow phone.
async function start(root: HTMLElement): Promise<void> {
  await yieldToMain();
  const { app, matchRouteEntry, preloadPage, registerServiceWorker } = await import('./app/app-root.tsx');
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
