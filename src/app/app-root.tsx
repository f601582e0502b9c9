// The app's tree as main.tsx renders or hydrates it: error boundary, router, routes. Its own chunk,
// imported by main.tsx after React DOM has been evaluated, so that React's code and the app's code
// are evaluated in two tasks instead of one long one on a slow phone (the first load is the same
// files; bench/bundle.mjs counts this chunk in the first load of "/").
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { RootErrorBoundary } from './error-boundaries.tsx';
import { AppRoutes } from './router.tsx';

export { preloadPage } from './lazy-page.ts';
export { matchRouteEntry } from './match-route.ts';
export { registerServiceWorker } from '../features/pwa/register-sw.ts';

export const app = (
  <StrictMode>
    <RootErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </RootErrorBoundary>
  </StrictMode>
);
