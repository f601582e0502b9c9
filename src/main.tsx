// Boot: styles, error reporting, the router, then the service worker (registered after render so
// it never competes with the first paint).
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { RootErrorBoundary } from './app/error-boundaries.tsx';
import { AppRoutes } from './app/router.tsx';
import { registerServiceWorker } from './features/pwa/register-sw.ts';
import { installErrorReporting } from './lib/error-reporting.ts';

installErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('Elementul #root lipsește din index.html');

createRoot(container).render(
  <StrictMode>
    <RootErrorBoundary>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </RootErrorBoundary>
  </StrictMode>,
);

registerServiceWorker();
