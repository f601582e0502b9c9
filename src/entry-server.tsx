// Build-time rendering of the public pages to static HTML (scripts/prerender.mjs): the same
// routes, layout and pages as the browser, rendered for one URL with its page module loaded first,
// and the calculator's chunk too (the calculator's form is in the HTML, hydrated once its chunk arrives).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { preloadPage } from './app/lazy-page.ts';
import { matchRouteEntry } from './app/match-route.ts';
import { AppRoutes } from './app/router.tsx';
import { loadCalculator } from './features/shipping/calculator-section.tsx';

export async function render(url: string): Promise<string> {
  const entry = matchRouteEntry(new URL(url, 'http://localhost').pathname);
  if (!entry || !(await preloadPage(entry.load))) throw new Error(`prerender: no page module for ${url}`);
  await loadCalculator();
  return renderToString(
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>,
  );
}
