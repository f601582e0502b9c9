// Plain clicks on <a data-app-link> (components/app-link.tsx) become router navigations: one
// listener on the document instead of a router hook per link. Clicks with a modifier key, other
// buttons, a target, a download or another origin keep the browser's behaviour.
import { useEffect } from 'react';
import { navigateTo } from '../lib/navigation.ts';

export function appLinkTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-app-link]') : null;
  if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return url.pathname + url.search + url.hash;
}

export function useLinkNavigation(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const path = appLinkTarget(event);
      if (path === null) return;
      event.preventDefault();
      navigateTo(path);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
