// The page-specific <head> after a client-side navigation. A prerendered page arrives with its own
// description, canonical URL, Open Graph tags and JSON-LD (scripts/prerender.ts); once the app
// navigates elsewhere they would describe the previous page. So: the canonical URL, og:url and
// og:title follow the new path, the JSON-LD (which no longer matches) is removed, and the
// description goes back to the site's default until the page sets its own (usePageDescription).
import { useEffect } from 'react';
import { SITE_DESCRIPTION } from '../shared/sitemap.ts';

function meta(selector: string): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>(selector);
}

function setContent(selector: string, value: string): void {
  const element = meta(selector);
  if (element) element.content = value;
}

/** Call on every navigation with the new path and title; nothing changes on the page the HTML was made for. */
export function syncDocumentHead(path: string, title: string): void {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!canonical) return;
  const current = new URL(canonical.href);
  if (current.pathname === path) return;
  canonical.href = `${current.origin}${path}`;
  setContent('meta[property="og:url"]', canonical.href);
  setContent('meta[property="og:title"]', title);
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  setPageDescription(SITE_DESCRIPTION);
}

export function setPageDescription(text: string): void {
  setContent('meta[name="description"]', text);
  setContent('meta[property="og:description"]', text);
}

/** A page's own meta description while it is shown; the previous one comes back when it goes. */
export function usePageDescription(text: string | undefined): void {
  useEffect(() => {
    if (!text) return;
    const previous = meta('meta[name="description"]')?.content;
    setPageDescription(text);
    return () => {
      if (previous !== undefined) setPageDescription(previous);
    };
  }, [text]);
}
