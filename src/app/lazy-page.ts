// Lazy page components, one per page module. A module that fails to load (offline, a chunk gone
// after a deploy) resolves to the not-found screen instead of crashing the app (spec §2).
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { NotFoundView } from '../components/not-found-view.tsx';
import type { PageErrorFallback, PageLoader } from './route-table.ts';

const lazyPages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();
const errorBoundaries = new Map<PageLoader, PageErrorFallback>();

/** One lazy component per page module; a rejected import becomes the not-found screen. */
export function lazyPage(load: PageLoader): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(async () => {
      try {
        const module = await load();
        if (module.ErrorBoundary) errorBoundaries.set(load, module.ErrorBoundary);
        return { default: module.Component };
      } catch (error) {
        console.warn('Modulul paginii nu s-a putut încărca', error);
        return { default: NotFoundView };
      }
    });
    lazyPages.set(load, page);
  }
  return page;
}

/** The page module's own ErrorBoundary, once the module has loaded. */
export function pageErrorBoundary(load: PageLoader): PageErrorFallback | undefined {
  return errorBoundaries.get(load);
}
