// The 21 landing and 42 carrier pages as search results and as a web of links: a unique title,
// h1, lead and meta description per page, specific FAQs, related pages that exist, and the
// shipping calculator preset that matches the page's intent.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CarrierView } from '../../../src/features/content/carrier-view.tsx';
import { carrierCalculatorPreset, carrierCopy } from '../../../src/features/content/carrier-copy.ts';
import { CARRIER_FACTS } from '../../../src/features/content/carrier-facts.ts';
import { CALCULATOR_SECTION } from '../../../src/features/content/content-types.ts';
import type { PageCopy } from '../../../src/features/content/content-types.ts';
import { landingCopy } from '../../../src/features/content/landing-copy.ts';
import { LandingView } from '../../../src/features/content/landing-view.tsx';
import {
  INTENT_CARRIER_KIND,
  LANDING_INTENTS,
  allRelatedPages,
  carrierRelatedPages,
  landingRelatedPages,
} from '../../../src/features/content/related-pages.ts';
import { capitalize } from '../../../src/lib/title.ts';
import { CARRIERS, CARRIER_PAGE_KINDS, carrierPagePath } from '../../../src/shared/carriers.ts';
import { LANDING_PAGES } from '../../../src/shared/landing-pages.ts';
import { ROUTES } from '../../../src/shared/routes-data.ts';

afterEach(cleanup);

interface Page {
  path: string;
  copy: PageCopy;
}

const landingPages: Page[] = LANDING_PAGES.map((p) => ({ path: `/${p.slug}`, copy: landingCopy(p.slug) }));
const carrierPages: Page[] = CARRIERS.flatMap((c) =>
  CARRIER_PAGE_KINDS.map((k) => ({ path: carrierPagePath(k.kind, c.slug), copy: carrierCopy(c.slug, k.kind) })),
);
const pages = [...landingPages, ...carrierPages];
const routeOf = (path: string) => ROUTES.find((r) => r.path === path);

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

describe('landing and carrier pages as search results', () => {
  it('are 63 pages, each an existing route', () => {
    expect(pages).toHaveLength(63);
    for (const page of pages) expect(routeOf(page.path), page.path).toBeDefined();
  });

  it.each(pages.map((p) => [p.path, p.copy] as const))('%s has a 110-160 character description', (_path, copy) => {
    expect(copy.description.length).toBeGreaterThanOrEqual(110);
    expect(copy.description.length).toBeLessThanOrEqual(160);
    expect(copy.description).not.toMatch(/\s{2}|^\s|\s$/);
  });

  it('the fallback copy has a description too', () => {
    const fallback = landingCopy('pagina-noua');
    expect(fallback.description.length).toBeGreaterThanOrEqual(110);
    expect(fallback.description.length).toBeLessThanOrEqual(160);
  });

  it('puts the words of the search intent (the route name) near the start of the description', () => {
    for (const page of pages) {
      const start = page.copy.description.slice(0, 60).toLocaleLowerCase('ro-RO');
      const words = (routeOf(page.path)?.name ?? '').toLocaleLowerCase('ro-RO').split(/\s+/).filter((w) => w.length >= 3);
      for (const word of words) expect(start, `${page.path}: ${word}`).toContain(word);
    }
  });

  it('never repeats a title, an h1, a lead or a description', () => {
    expect(duplicates(pages.map((p) => capitalize(routeOf(p.path)?.name ?? '')))).toEqual([]);
    expect(duplicates(pages.map((p) => p.copy.h1))).toEqual([]);
    expect(duplicates(pages.map((p) => p.copy.lead))).toEqual([]);
    expect(duplicates(pages.map((p) => p.copy.description))).toEqual([]);
  });

  it('has 3-4 benefits and a specific FAQ of 2-4 questions on every page, no question on two pages', () => {
    for (const page of pages) {
      expect(page.copy.points.length, page.path).toBeGreaterThanOrEqual(3);
      expect(page.copy.points.length, page.path).toBeLessThanOrEqual(4);
      expect(page.copy.faq.length, page.path).toBeGreaterThanOrEqual(2);
      expect(page.copy.faq.length, page.path).toBeLessThanOrEqual(4);
    }
    expect(duplicates(pages.flatMap((p) => p.copy.faq.map((f) => f.q)))).toEqual([]);
  });

  it('names the carrier in every FAQ question of a carrier page', () => {
    for (const c of CARRIERS) {
      for (const k of CARRIER_PAGE_KINDS) {
        for (const item of carrierCopy(c.slug, k.kind).faq) expect(item.q, `${c.slug} ${k.kind}`).toContain(c.name);
      }
    }
  });

  it('links every call to action to an existing route, or to the calculator on the same page', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const page of pages) {
      for (const cta of [page.copy.cta, page.copy.secondary]) {
        if (cta?.to === CALCULATOR_SECTION) continue; // every landing and carrier page renders the calculator
        if (cta) expect(paths.has(cta.to.split('?')[0] ?? ''), `${page.path} -> ${cta.to}`).toBe(true);
      }
    }
  });

  it('"Compară prețurile" stays on the page: it leads to the calculator section, not to /comanda', () => {
    expect(landingCopy('curier-ieftin').cta).toEqual({ label: 'Compară prețurile', to: '#calculator' });
    expect(landingCopy('firme-curierat').cta.to).toBe('#calculator');
    for (const c of CARRIERS) expect(carrierCopy(c.slug, 'price-simulation').cta.to).toBe('#calculator');
    render(
      <MemoryRouter>
        <LandingView slug="curier-ieftin" />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link', { name: 'Compară prețurile' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link.getAttribute('href')).toBe('#calculator');
  });
});

describe('return pages', () => {
  it.each(CARRIERS.map((c) => [c.slug, c.name] as const))('/retur-%s explains the return through Curiero and links the shops’ returns', (slug, name) => {
    const copy = carrierCopy(slug, 'return');
    expect(copy.h1).toBe(`Retur ${name}: trimite coletul înapoi`);
    // No return portal exists yet: the page says so and links what works (the carrier's AWB tracking).
    expect(copy.secondary?.to).toBe(`/tracking/urmarire-awb-${slug}`);
    expect(JSON.stringify(copy)).not.toMatch(/pornești returul din|portalul lui de retur|magazinele cu retur/);
    expect(copy.points.join(' ')).toMatch(/Portalurile de retur ale magazinelor nu sunt încă pe Curiero/);
    expect(copy.faq[0]?.q).toBe(`Cum trimit un retur cu ${name} prin Curiero?`);
    expect(copy.faq[0]?.a).toMatch(/adresa de retur a magazinului/);
    expect(copy.cta.to).toBe(`/comanda?curier=${slug}`);
  });
});

describe('order buttons', () => {
  it('a locker page\'s button opens /comanda on its carrier and the locker service; the others on the carrier', () => {
    expect(carrierCopy('sameday', 'locker').cta.to).toBe('/comanda?curier=sameday&serviciu=2');
    expect(carrierCopy('bookurier', 'locker').cta.to).toBe('/comanda?curier=bookurier');
    expect(carrierCopy('dpd', 'call').cta.to).toBe('/comanda?curier=dpd');
  });
});

describe('facts', () => {
  it('match domain.md: prices, limits, lockers', () => {
    expect(CARRIER_FACTS.dpd.priceNote).toContain('17 lei');
    expect(CARRIER_FACTS.sameday.priceNote).toMatch(/20 lei.*25 lei/);
    expect(CARRIER_FACTS.sameday.lockerSizes).toMatch(/S 9 cm \(până la 4 kg\), M 18 cm \(până la 9 kg\) și L 38 cm \(până la 20 kg\)/);
    expect(CARRIER_FACTS.bookurier.lockerNetwork).toBeNull();
    const all = JSON.stringify(pages.map((p) => p.copy));
    expect(all).not.toMatch(/\b(19|24)% TVA|TVA 19%/);
    expect(all).not.toMatch(/\b(30|32|35|40|50) kg pe colet|maximum (?!31 kg)\d+ kg/);
    expect(all).not.toMatch(/pe hartă/); // the locker picker is a list, not a map
  });
});

describe('related pages', () => {
  const paths = new Set(ROUTES.map((r) => r.path));

  it.each(allRelatedPages().map((p) => [p.path, p.links] as const))('%s links 4-6 existing pages, never itself, never twice', (path, links) => {
    expect(links.length).toBeGreaterThanOrEqual(4);
    expect(links.length).toBeLessThanOrEqual(6);
    expect(duplicates(links.map((l) => l.to))).toEqual([]);
    for (const link of links) {
      expect(paths.has(link.to), link.to).toBe(true);
      expect(link.to).not.toBe(path);
      expect(link.label).toBe(capitalize(routeOf(link.to)?.name ?? ''));
    }
  });

  it('on a carrier page: the carrier’s other pages, the same kind with other carriers and its AWB tracking', () => {
    for (const c of CARRIERS) {
      for (const k of CARRIER_PAGE_KINDS) {
        const links = carrierRelatedPages(c.slug, k.kind).map((l) => l.to);
        expect(links).toContain(`/tracking/urmarire-awb-${c.slug}`);
        const sameCarrier = links.filter((to) => to.endsWith(`-${c.slug}`) && !to.startsWith('/tracking'));
        expect(sameCarrier.length, `${c.slug} ${k.kind}`).toBeGreaterThanOrEqual(2);
        const sameKindOthers = CARRIERS.filter((o) => o.slug !== c.slug && links.includes(carrierPagePath(k.kind, o.slug)));
        expect(sameKindOthers.length, `${c.slug} ${k.kind}`).toBeGreaterThanOrEqual(2);
        expect(sameKindOthers.length).toBeLessThanOrEqual(3);
      }
    }
    // Locker pages only point at other carriers that have lockers.
    for (const c of CARRIERS) expect(carrierRelatedPages(c.slug, 'locker').map((l) => l.to)).not.toContain('/locker-bookurier');
  });

  it('on a landing page: landing pages sharing an intent, then carrier pages of its main intent', () => {
    const landingPaths = new Set(LANDING_PAGES.map((p) => `/${p.slug}`));
    for (const p of LANDING_PAGES) {
      const links = landingRelatedPages(p.slug).map((l) => l.to);
      const landing = links.filter((to) => landingPaths.has(to));
      expect(landing.length, p.slug).toBeGreaterThanOrEqual(2);
      for (const to of landing) {
        const other = LANDING_INTENTS[to.slice(1) as keyof typeof LANDING_INTENTS];
        expect(other.some((i) => LANDING_INTENTS[p.slug].includes(i)), `${p.slug} -> ${to}`).toBe(true);
      }
      const kind = INTENT_CARRIER_KIND[LANDING_INTENTS[p.slug][0] ?? 'order'];
      const prefix = CARRIER_PAGE_KINDS.find((k) => k.kind === kind)?.slug ?? '';
      const carrierLinks = links.filter((to) => !landingPaths.has(to));
      expect(carrierLinks.length, p.slug).toBeGreaterThanOrEqual(2);
      for (const to of carrierLinks) expect(to.startsWith(`/${prefix}-`), `${p.slug} -> ${to}`).toBe(true);
    }
    expect(landingRelatedPages('curier-ieftin').map((l) => l.to)).toEqual(expect.arrayContaining(['/firme-curierat', '/cauta-curier']));
    expect(landingRelatedPages('trimitere-plic').map((l) => l.to)).toContain('/trimitere-documente');
  });

  it('every landing and carrier page is linked from at least one other page', () => {
    const linked = new Set(allRelatedPages().flatMap((p) => p.links.map((l) => l.to)));
    const orphans = pages.map((p) => p.path).filter((path) => !linked.has(path));
    expect(orphans).toEqual([]);
  });

  it('renders a "Pagini înrudite" section of plain links on both kinds of page', () => {
    render(
      <MemoryRouter>
        <LandingView slug="curier-ieftin" />
      </MemoryRouter>,
    );
    const section = screen.getByRole('navigation', { name: 'Pagini înrudite' });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Pagini înrudite');
    expect(within(section).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(landingRelatedPages('curier-ieftin').map((l) => l.to));
    cleanup();
    render(
      <MemoryRouter>
        <CarrierView carrier="dpd" kind="return" />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('navigation', { name: 'Pagini înrudite' })).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toContain('Urmărire AWB DPD');
    expect(links.map((a) => a.textContent)).toContain('Ridicare colet DPD');
  });
});

describe('calculator presets', () => {
  it('landing pages: envelope for documents, by price for cheap, by date for fast, defaults elsewhere', () => {
    const expected: Record<string, object | undefined> = {
      'curier-ieftin': { sort: 'price' },
      'curier-rapid': { sort: 'date' },
      'curierat-rapid': { sort: 'date' },
      'trimitere-plic': { kind: 'envelope' },
      'trimitere-documente': { kind: 'envelope' },
    };
    for (const p of LANDING_PAGES) expect(landingCopy(p.slug).calculator?.preset, p.slug).toEqual(expected[p.slug]);
  });

  it('carrier pages: the carrier always, a locker service on locker pages, by price on price simulations', () => {
    for (const c of CARRIERS) {
      for (const k of CARRIER_PAGE_KINDS) {
        const preset = carrierCopy(c.slug, k.kind).calculator?.preset;
        expect(preset).toEqual(carrierCalculatorPreset(c.slug, k.kind));
        expect(preset?.carrierId).toBe(c.id);
        expect(preset?.kind).toBeUndefined();
        expect(preset?.serviceId).toBe(k.kind === 'locker' && CARRIER_FACTS[c.slug].lockerNetwork ? 2 : undefined);
        expect(preset?.sort).toBe(k.kind === 'price-simulation' ? 'price' : undefined);
      }
    }
    expect(carrierCalculatorPreset('dpd', 'return')).toEqual({ carrierId: 2 });
    expect(carrierCalculatorPreset('sameday', 'locker')).toEqual({ carrierId: 6, serviceId: 2 });
    expect(carrierCalculatorPreset('bookurier', 'locker')).toEqual({ carrierId: 16 });
  });

  it('gives each carrier page a calculator heading naming the carrier', () => {
    for (const c of CARRIERS) for (const k of CARRIER_PAGE_KINDS) expect(carrierCopy(c.slug, k.kind).calculator?.title).toContain(c.name.split(' ')[0]);
  });
});
