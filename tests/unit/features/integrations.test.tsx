// Issue #34, the integrations hub: a real page for the hub, every platform and every platform and
// carrier; each with its own title and description, listed in the sitemap; and none promising a
// module, plugin, connector or automatic synchronisation that does not exist.
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { pageMeta } from '../../../src/app/seo/page-meta.ts';
import { integrationHeading, labelPoints, lockerPoints, returnPoints, servicePoints } from '../../../src/features/integrations/integration-copy.ts';
import { IntegrationView } from '../../../src/features/integrations/integration-view.tsx';
import { CARRIERS, type CarrierSlug } from '../../../src/shared/carriers.ts';
import { CARRIER_FACTS } from '../../../src/features/content/carrier-facts.ts';
import { CARRIER_INTEGRATION_FACTS } from '../../../src/shared/integrations-carriers.ts';
import { PLATFORM_EXPORT_GUIDES } from '../../../src/shared/integrations-platforms.ts';
import { INTEGRATION_PLATFORMS, integrationPath, type IntegrationPlatformSlug } from '../../../src/shared/integrations.ts';
import { isPagePath, matchRoute } from '../../../src/shared/route-match.ts';
import { isPrerendered, ROUTES } from '../../../src/shared/routes-data.ts';
import { sitemapPaths } from '../../../src/shared/sitemap.ts';

afterEach(cleanup);

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

type Page = { path: string; platform?: IntegrationPlatformSlug; carrier?: CarrierSlug };
const PAGES: Page[] = [
  { path: '/integrari' },
  ...INTEGRATION_PLATFORMS.flatMap((p): Page[] => [
    { path: integrationPath(p.slug), platform: p.slug },
    ...CARRIERS.map((c) => ({ path: integrationPath(p.slug, c.slug), platform: p.slug, carrier: c.slug })),
  ]),
];

/** The page's visible text: the text of each block (paragraph, item, heading...), one per entry. */
function renderedBlocks(page: Page): string[] {
  const { container } = inRouter(<IntegrationView platform={page.platform} carrier={page.carrier} />);
  const blocks = [...container.querySelectorAll('h1, h2, h3, p, li, dt, dd, figcaption, pre')].map((el) => (el.textContent ?? '').replace(/\s+/g, ' ').trim());
  cleanup();
  return blocks;
}

const renderedText = (page: Page) => renderedBlocks(page).join('\n');
const sentences = (blocks: readonly string[]) => blocks.flatMap((b) => b.split(/(?<=[.!?:;])\s+/));

// A word that names a piece of software installed in, or linked to, the shop's platform, or a
// synchronisation; used in a sentence without a negation, it is a promise.
// ("modul" alone is also "the mode": "modul demonstrativ", "în modul ales de el".)
const PROMISE = /plugin|conector|\bmodul(?:ul)? (?:curiero|pentru)|\bmodule (?:curiero|pentru|gata)|extensi[ae] curiero|sincroniz|se instalează|instalezi|integrare automată/i;
const NEGATION = /\bnu\b|\bnicio?\b|nimic|încă nu/i;

describe('integrations hub pages', () => {
  it('has one fixed, prerendered, public route per platform and per platform and carrier (eMAG Marketplace included)', () => {
    expect(INTEGRATION_PLATFORMS.map((p) => p.slug)).toContain('emag-marketplace');
    expect(PAGES).toHaveLength(1 + INTEGRATION_PLATFORMS.length * (1 + CARRIERS.length));
    for (const page of PAGES) {
      const found = matchRoute(page.path);
      expect(found?.route.path, page.path).toBe(page.path);
      expect(found?.route.page, page.path).toBe('integration');
      expect(found?.route.integration, page.path).toEqual({ ...(page.platform ? { platform: page.platform } : {}), ...(page.carrier ? { carrier: page.carrier } : {}) });
      expect(isPrerendered(found!.route), page.path).toBe(true);
    }
    expect(ROUTES.filter((r) => r.page === 'integration')).toHaveLength(PAGES.length);
    expect(ROUTES.some((r) => r.path.startsWith('/integrari') && r.path.includes(':'))).toBe(false);
  });

  it('names no page for a platform or carrier not in the list', () => {
    for (const path of ['/integrari/wix', '/integrari/emag', '/integrari/shopify/posta-romana', '/integrari/wix/dpd', '/integrari/shopify/dpd/x']) {
      expect(isPagePath(path), path).toBe(false);
    }
  });

  it('gives every page its own title and meta description', () => {
    const metas = PAGES.map((p) => pageMeta(matchRoute(p.path)!.route));
    expect(new Set(metas.map((m) => m.title)).size).toBe(PAGES.length);
    expect(new Set(metas.map((m) => m.description)).size).toBe(PAGES.length);
    for (const m of metas) {
      expect(m.description.length, m.path).toBeGreaterThan(70);
      expect(m.description.length, m.path).toBeLessThanOrEqual(200);
    }
    expect(pageMeta(matchRoute('/integrari/gomag/sameday')!.route)).toMatchObject({
      title: 'Sameday pentru magazine Gomag',
      breadcrumbs: [
        { name: 'Acasă', path: '/' },
        { name: 'Integrări', path: '/integrari' },
        { name: 'Expedieri pentru magazine Gomag', path: '/integrari/gomag' },
        { name: 'Sameday pentru magazine Gomag', path: '/integrari/gomag/sameday' },
      ],
    });
  });

  it('lists every page in the sitemap', () => {
    const listed = new Set(sitemapPaths());
    for (const page of PAGES) expect(listed.has(page.path), page.path).toBe(true);
    expect([...listed].filter((p) => p.startsWith('/integrari'))).toHaveLength(PAGES.length);
  });

  it.each(PAGES.map((p) => [p.path, p] as const))('%s renders its h1 and says plainly that no connector exists and nothing is written back', (_path, page) => {
    inRouter(<IntegrationView platform={page.platform} carrier={page.carrier} />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe(integrationHeading(page.platform, page.carrier).h1);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Nu există încă niciun modul, plugin sau conector Curiero');
    if (page.platform) expect(text).toContain('Nimic deocamdată.');
    // Every h2 names its section: a heading outline a screen reader can walk.
    for (const h2 of screen.getAllByRole('heading', { level: 2 })) expect(h2.id).toMatch(/^[a-z-]+$/);
  });

  it('promises no plugin, connector, module or automatic synchronisation on any page', () => {
    const promises: string[] = [];
    for (const page of PAGES) {
      for (const sentence of sentences(renderedBlocks(page))) {
        if (PROMISE.test(sentence) && !NEGATION.test(sentence)) promises.push(`${page.path}: ${sentence}`);
      }
    }
    expect(promises).toEqual([]);
  });

  it('the promise check catches a promise', () => {
    expect(sentences(['Instalează pluginul Curiero. Comenzile se sincronizează automat.', 'Modulul Curiero pentru Shopify este gata.']).filter((s) => PROMISE.test(s) && !NEGATION.test(s))).toHaveLength(3);
  });
});

describe('integrations facts', () => {
  it('describes every platform: documented steps with their sources, or says it has none', () => {
    for (const p of INTEGRATION_PLATFORMS) {
      const guide = PLATFORM_EXPORT_GUIDES[p.slug];
      if (guide.steps) expect(guide.sources.length, p.slug).toBeGreaterThan(0);
      for (const s of guide.sources) expect(s.url, p.slug).toMatch(/^https:\/\//);
    }
    const text = renderedText({ path: '/integrari/opencart', platform: 'opencart' });
    expect(text).toContain('nu am găsit o documentație publică a exportului de comenzi');
    expect(renderedText({ path: '/integrari/shopify', platform: 'shopify' })).toContain('Shipping Address1');
  });

  it('keeps the locker networks and Saturday delivery of the carriers\' own pages', () => {
    for (const c of CARRIERS) {
      expect(CARRIER_INTEGRATION_FACTS[c.slug].lockerNetwork, c.slug).toBe(CARRIER_FACTS[c.slug].lockerNetwork);
      expect(CARRIER_INTEGRATION_FACTS[c.slug].saturdayDelivery, c.slug).toBe(CARRIER_FACTS[c.slug].saturdayDelivery);
    }
  });

  it('says which carriers give ZPL and which refuse it, and where lockers are', () => {
    for (const slug of ['dpd', 'gls', 'fan-courier'] as const) expect(labelPoints(slug).join(' ')).toMatch(/ZPL \(203 sau 300 dpi\): eticheta ZPL a/);
    for (const slug of ['sameday', 'cargus', 'bookurier'] as const) expect(labelPoints(slug).join(' ')).toMatch(/ZPL: nu\./);
    expect(labelPoints('bookurier').join(' ')).toContain('doar pe A4');
    expect(lockerPoints('bookurier').join(' ')).toContain('Bookurier nu are rețea de lockere');
    expect(lockerPoints('sameday').join(' ')).toContain('easybox');
    expect(servicePoints('bookurier')[0]).toBe('Servicii prin Curiero: Domiciliu - domiciliu.');
    expect(returnPoints('bookurier')[0]).not.toMatch(/locker/);
    expect(returnPoints('dpd')[0]).toContain('în lockerele DPD Box');
  });
});
