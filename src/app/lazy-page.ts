// Lazy page components, one per page module. A module that fails to load (offline, a chunk gone
// after a deploy) resolves to the not-found screen instead of crashing the app (spec §2).
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { NotFoundView } from '../components/not-found-view.tsx';
import type { PageErrorFallback, PageLoader } from './route-table.ts';

const lazyPages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();
const errorBoundaries = new Map<PageLoader, PageErrorFallback>();
const loadedPages = new Map<PageLoader, ComponentType>();

/**
 * Loads a page module ahead of rendering, so that its first render needs no Suspense fallback:
 * the prerendered HTML is replaced by the same page, never by a skeleton (and the server renders
 * pages this way). Resolves false when the module could not be loaded.
 */
export async function preloadPage(load: PageLoader): Promise<boolean> {
  return (await loadModule(load)) !== null;
}

/** Imports a page module and records its component and error screen; null when it failed. */
async function loadModule(load: PageLoader): Promise<ComponentType | null> {
  try {
    const module = await load();
    if (module.ErrorBoundary) errorBoundaries.set(load, module.ErrorBoundary);
    loadedPages.set(load, module.Component);
    return module.Component;
  } catch (error) {
    console.warn('Modulul paginii nu s-a putut încărca', error);
    return null;
  }
}

/** The page's component when its module is already loaded (render it directly, no Suspense). */
export function loadedPage(load: PageLoader): ComponentType | undefined {
  return loadedPages.get(load);
}

/** One lazy component per page module; a rejected import becomes the not-found screen. */
export function lazyPage(load: PageLoader): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(async () => ({ default: (await loadModule(load)) ?? NotFoundView }));
    lazyPages.set(load, page);
  }
  return page;
}

/** The page module's own ErrorBoundary, once the module has loaded. */
export function pageErrorBoundary(load: PageLoader): PageErrorFallback | undefined {
  return errorBoundaries.get(load);
}
