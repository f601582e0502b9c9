// Navigation for code outside React (session expiry, admin session, social login): the router
// registers its navigate function here; before that (or without a router) a full page load is
// used. Full page loads and reloads go through `pageLocation` so that tests can observe them
// (jsdom's window.location methods can be neither run nor replaced).

export interface NavigateOptions {
  replace?: boolean;
}

export type Navigator = (path: string, options?: NavigateOptions) => void;

/** The browser's full-page navigation methods. */
export interface PageLocation {
  assign: (url: string) => void;
  replace: (url: string) => void;
  reload: () => void;
}

const browserLocation: PageLocation = {
  assign: (url) => window.location.assign(url),
  replace: (url) => window.location.replace(url),
  reload: () => window.location.reload(),
};

let page: PageLocation = browserLocation;

const fullPageLoad: Navigator = (path, options) => {
  if (options?.replace) page.replace(path);
  else page.assign(path);
};

let current: Navigator = fullPageLoad;

/** Registers the router's navigate; `null` goes back to full page loads (router unmounted). */
export function setNavigator(fn: Navigator | null): void {
  current = fn ?? fullPageLoad;
}

export function navigateTo(path: string, options?: NavigateOptions): void {
  current(path, options);
}

/** Leaves the app for another site (a social login provider): always a full page load. */
export function leaveTo(url: string): void {
  page.assign(url);
}

export function reloadPage(): void {
  page.reload();
}

/** Replaces the full-page methods (tests); `null` restores the browser's. */
export function setPageLocation(next: PageLocation | null): void {
  page = next ?? browserLocation;
}
