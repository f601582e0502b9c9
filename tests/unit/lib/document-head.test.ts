// After a client-side navigation the head describes the page shown, not the prerendered one.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageDescription, syncDocumentHead } from '../../../src/lib/document-head.ts';
import { SITE_DESCRIPTION } from '../../../src/shared/sitemap.ts';

function prerenderedHead() {
  document.head.innerHTML = [
    '<meta name="description" content="Retur DPD: descrierea paginii.">',
    '<link rel="canonical" href="https://curiero.ro/retur-dpd">',
    '<meta property="og:title" content="Retur DPD">',
    '<meta property="og:description" content="Retur DPD: descrierea paginii.">',
    '<meta property="og:url" content="https://curiero.ro/retur-dpd">',
    '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  ].join('');
}
const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('document head', () => {
  it('is left alone on the page it was made for', () => {
    prerenderedHead();
    syncDocumentHead('/retur-dpd', 'Retur DPD');
    expect(content('meta[name="description"]')).toBe('Retur DPD: descrierea paginii.');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
  });

  it('follows a navigation: canonical and Open Graph move, the old JSON-LD and description go', () => {
    prerenderedHead();
    syncDocumentHead('/curier-ieftin', 'Curier ieftin');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe('https://curiero.ro/curier-ieftin');
    expect(content('meta[property="og:url"]')).toBe('https://curiero.ro/curier-ieftin');
    expect(content('meta[property="og:title"]')).toBe('Curier ieftin');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(content('meta[name="description"]')).toBe(SITE_DESCRIPTION);
    setPageDescription('Curier ieftin: descrierea ei.');
    expect(content('meta[name="description"]')).toBe('Curier ieftin: descrierea ei.');
    expect(content('meta[property="og:description"]')).toBe('Curier ieftin: descrierea ei.');
  });

  it('does nothing in the plain shell (no canonical to follow)', () => {
    document.head.innerHTML = '<meta name="description" content="x">';
    syncDocumentHead('/dashboard', 'Contul meu');
    expect(content('meta[name="description"]')).toBe('x');
  });

  it('has one site description, the same as index.html', () => {
    const html = readFileSync('index.html', 'utf8').replace(/\s+/g, ' ');
    expect(html).toContain(`content="${SITE_DESCRIPTION}"`);
  });
});
