// The route table the router is built from: the pure rows of src/shared/routes-data.ts (path,
// Romanian name, access) plus the lazy loader of the page module that renders each one.
// Later issues add a PageKey and its loader here when a screen gets its own module.
import type { ComponentType } from 'react';
import { ROUTES } from '../shared/routes-data.ts';
import type { PageKey, RouteData } from '../shared/routes-data.ts';

/** A page's own error screen; it receives the error thrown while rendering the page. */
export type PageErrorFallback = ComponentType<{ error: unknown }>;

export interface PageModule {
  Component: ComponentType;
  ErrorBoundary?: PageErrorFallback;
}

export type PageLoader = () => Promise<PageModule>;

const PAGE_LOADERS: Record<Exclude<PageKey, 'docs'>, PageLoader> = {
  home: () => import('../pages/home.tsx'),
  landing: () => import('../pages/landing.tsx'),
  carrier: () => import('../pages/carrier.tsx'),
  legal: () => import('../pages/legal.tsx'),
  vat: () => import('../pages/vat.tsx'),
  info: () => import('../pages/info.tsx'),
  form: () => import('../pages/contact-form.tsx'),
  placeholder: () => import('../pages/placeholder-page.tsx'),
  'protected-placeholder': () => import('../pages/protected-placeholder.tsx'),
  'not-found': () => import('../pages/not-found.tsx'),
  login: () => import('../pages/login.tsx'),
  register: () => import('../pages/register.tsx'),
  'forgot-password': () => import('../pages/forgot-password.tsx'),
  'reset-password': () => import('../pages/reset-password.tsx'),
  'social-callback': () => import('../pages/social-callback.tsx'),
  'set-password': () => import('../pages/set-password.tsx'),
  'verify-email': () => import('../pages/verify-email.tsx'),
  'login-callback': () => import('../pages/login-callback.tsx'),
  order: () => import('../pages/order.tsx'),
  checkout: () => import('../pages/checkout.tsx'),
  tracking: () => import('../pages/tracking.tsx'),
  confirmation: () => import('../pages/protected-confirmation.tsx'),
  dashboard: () => import('../pages/protected-dashboard.tsx'),
  'return-directory': () => import('../pages/return-directory.tsx'),
  'return-shop': () => import('../pages/return-shop.tsx'),
  'return-request': () => import('../pages/return-request.tsx'),
  integration: () => import('../pages/integration.tsx'),
};

export interface RouteEntry extends RouteData {
  load: PageLoader;
}

/** A docs page loads the docs module and its own page data (one loader per path). */
const docsLoader =
  (path: string): PageLoader =>
  () =>
    import('../pages/docs.tsx').then((m) => m.docsPageModule(path));

export const ROUTE_TABLE: readonly RouteEntry[] = ROUTES.map((route) => ({
  ...route,
  load: route.page === 'docs' ? docsLoader(route.path) : PAGE_LOADERS[route.page],
}));
