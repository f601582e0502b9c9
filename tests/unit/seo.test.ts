// What search engines receive for the public pages (over the content data, as the build renders
// it): a unique title and description per page, valid JSON-LD, and a sitemap of every public route.
import { describe, expect, it } from 'vitest';
import { headTags, structuredData } from '../../src/app/seo/head-tags.ts';
import { prerenderedMeta as pageMeta } from '../../scripts/docs/docs-meta.ts';
import { allDocsPaths } from '../../src/shared/docs-pages.ts';
import { isPrerendered, ROUTES } from '../../src/shared/routes-data.ts';
import { isIndexable, NOT_INDEXED, robotsTxt, routeSitemapPaths, sitemapPaths, sitemapXml } from '../../src/shared/sitemap.ts';

const SITE = 'https://curiero.example';
const PRERENDERED = ROUTES.filter(isPrerendered);
const INDEXED = PRERENDERED.filter(isIndexable);
const PRICES = new Map([
  [1, 1517],
  [2, 1437],
  [3, 1464],
  [4, 1517],
  [6, 1898],
  [16, 1601],
]);

type Node = Record<string, unknown>;
function graphOf(path: string): Node[] {
  const route = ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  const html = headTags(pageMeta(route), { siteUrl: SITE, fromPrices: PRICES });
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  if (!json) throw new Error(`no JSON-LD on ${path}`);
  const doc = JSON.parse(json) as { '@context': string; '@graph': Node[] };
  expect(doc['@context']).toBe('https://schema.org');
  return doc['@graph'];
}
const ofType = (graph: Node[], type: string) => graph.filter((n) => n['@type'] === type);

describe('page titles and descriptions', () => {
  it('are unique across every indexed page', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of INDEXED) {
      const meta = pageMeta(route);
      expect(meta.title, route.path).not.toBe('');
      expect(titles.get(meta.title), `${route.path} has the title of ${titles.get(meta.title)}`).toBeUndefined();
      expect(descriptions.get(meta.description), `${route.path} has the description of ${descriptions.get(meta.description)}`).toBeUndefined();
      titles.set(meta.title, route.path);
      descriptions.set(meta.description, route.path);
    }
  });

  it('fit in a search result (50-160 characters) and the content pages have their own (110-160)', () => {
    for (const route of INDEXED) {
      const { description } = pageMeta(route);
      const min = route.landing || route.kind || route.legal || route.info || route.vat || route.form || route.integration || route.page === 'docs' ? 110 : 50;
      expect(description.length, `${route.path}: ${description}`).toBeGreaterThanOrEqual(min);
      expect(description.length, `${route.path}: ${description}`).toBeLessThanOrEqual(160);
    }
  });

  it('keep the spec title: the route name capitalised', () => {
    expect(pageMeta(ROUTES.find((r) => r.path === '/retur-dpd')!).title).toBe('Retur DPD');
    expect(pageMeta(ROUTES.find((r) => r.path === '/curier-ieftin')!).title).toBe('Curier ieftin');
  });
});

describe('structured data', () => {
  it('is valid JSON-LD on every prerendered page, with the organisation and an absolute breadcrumb', () => {
    for (const route of PRERENDERED) {
      const graph = graphOf(route.path);
      for (const node of graph) expect(typeof node['@type'], route.path).toBe('string');
      expect(ofType(graph, 'Organization')[0]?.name, route.path).toBe('Curiero');
      const items = (ofType(graph, 'BreadcrumbList')[0]?.itemListElement ?? []) as Node[];
      expect(items.length, route.path).toBeGreaterThan(0);
      items.forEach((item, i) => {
        expect(item.position).toBe(i + 1);
        expect(String(item.item)).toMatch(new RegExp(`^${SITE}/`));
      });
      expect(items.at(-1)?.item, route.path).toBe(`${SITE}${route.path === '/' ? '/' : route.path}`);
    }
  });

  it('has a FAQPage with the questions the page shows', () => {
    const meta = pageMeta(ROUTES.find((r) => r.path === '/curier-ieftin')!);
    expect(meta.faq.length).toBeGreaterThan(0);
    const faq = ofType(graphOf('/curier-ieftin'), 'FAQPage')[0];
    const questions = (faq?.mainEntity as Node[]).map((q) => [q.name, (q.acceptedAnswer as Node).text]);
    expect(questions).toEqual(meta.faq.map((f) => [f.q, f.a]));
    for (const route of PRERENDERED.filter((r) => r.landing || r.kind)) {
      expect(ofType(graphOf(route.path), 'FAQPage'), route.path).toHaveLength(1);
    }
  });

  it('offers the carrier service from the price the engine quotes on carrier pages', () => {
    const [service] = ofType(graphOf('/simulare-pret-gls'), 'Service');
    expect(service?.provider).toEqual({ '@type': 'Organization', name: 'GLS', url: 'https://gls-group.com/RO/ro/' });
    expect(service?.offers).toMatchObject({ '@type': 'AggregateOffer', priceCurrency: 'RON', lowPrice: '15.17', highPrice: '15.17', offerCount: 1 });
    const [marketplace] = ofType(graphOf('/curier-ieftin'), 'Service');
    expect(marketplace?.offers).toMatchObject({ lowPrice: '14.37', highPrice: '18.98', offerCount: 6 });
    expect(ofType(graphOf('/politica-cookies'), 'Service')).toHaveLength(0);
  });

  it('cannot be closed by the text it carries', () => {
    const route = ROUTES.find((r) => r.path === '/curier-ieftin')!;
    const meta = { ...pageMeta(route), faq: [{ q: '</script><script>alert(1)</script>', a: 'x' }] };
    const html = headTags(meta, { siteUrl: SITE });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(structuredData(meta, { siteUrl: SITE }).length).toBeGreaterThan(0);
  });

  it('names the canonical URL and the Open Graph card', () => {
    const route = ROUTES.find((r) => r.path === '/retur-dpd')!;
    const html = headTags(pageMeta(route), { siteUrl: SITE });
    expect(html).toContain(`<link rel="canonical" href="${SITE}/retur-dpd">`);
    expect(html).toContain('<meta property="og:title" content="Retur DPD">');
    expect(html).toContain(`<meta property="og:url" content="${SITE}/retur-dpd">`);
    expect(html).toContain('<meta property="og:locale" content="ro_RO">');
  });
});

describe('sitemap and robots', () => {
  it('lists every public route, each parameterised one expanded, or says why it is left out', () => {
    const listed = new Set(sitemapPaths());
    for (const route of ROUTES.filter((r) => r.access === 'public')) {
      if (route.path in NOT_INDEXED || route.page === 'placeholder' || route.redirect) {
        expect(routeSitemapPaths(route), route.path).toEqual([]);
        continue;
      }
      const paths = routeSitemapPaths(route);
      expect(paths.length, route.path).toBeGreaterThan(0);
      for (const p of paths) expect(listed.has(p), p).toBe(true);
    }
    expect(listed.has('/dashboard')).toBe(false);
    expect(listed.has('/autentificare')).toBe(false);
    expect(listed).toContain('/calculator-tva');
    expect(listed).toContain('/comanda');
  });

  it('lists the integrations hub and leaves out /calculator (an address of the home page)', () => {
    const listed = sitemapPaths();
    // The returns directory is a real page; a shop's page and a guest's request are not listed.
    expect(listed).toContain('/retur');
    expect(listed.some((p) => p.startsWith('/retur/'))).toBe(false);
    for (const path of ['/integrari', '/integrari/woocommerce', '/integrari/emag-marketplace/dpd']) expect(listed, path).toContain(path);
    expect(listed).not.toContain('/calculator');
    // The documentation has real pages now: every one is listed.
    for (const path of allDocsPaths()) expect(listed, path).toContain(path);
    expect(listed.filter((p) => p === '/')).toHaveLength(1);
    expect(listed.some((p) => p.includes('#'))).toBe(false);
  });

  it('fails the build for a parameterised public route nobody expanded', () => {
    expect(() => routeSitemapPaths({ path: '/x/:id', name: 'x', access: 'public', page: 'landing' })).toThrow(/no expansion/);
  });

  it('writes well-formed XML with absolute, escaped URLs', () => {
    const xml = sitemapXml(SITE, ['/', '/a&b']);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain(`<loc>${SITE}/</loc>`);
    expect(xml).toContain(`<loc>${SITE}/a&amp;b</loc>`);
  });

  it('points crawlers at the sitemap and keeps them out of the API and the account', () => {
    const robots = robotsTxt(SITE);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/dashboard$/m);
  });
});
