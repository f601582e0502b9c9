import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CarrierView } from '../../../src/features/content/carrier-view.tsx';
import { carrierCopy } from '../../../src/features/content/carrier-copy.ts';
import { CARRIER_FACTS } from '../../../src/features/content/carrier-facts.ts';
import { hasLandingCopy, landingCopy } from '../../../src/features/content/landing-copy.ts';
import { legalCopy } from '../../../src/features/content/legal-copy.ts';
import { LandingView } from '../../../src/features/content/landing-view.tsx';
import { LegalView } from '../../../src/features/content/legal-view.tsx';
import { CARRIERS, CARRIER_PAGE_KINDS } from '../../../src/shared/carriers.ts';
import { LANDING_PAGES } from '../../../src/shared/landing-pages.ts';
import { LEGAL_PAGES } from '../../../src/shared/legal-pages.ts';
import type { ReactNode } from 'react';

afterEach(cleanup);

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

function expectHeadingAndOrderCta() {
  const h1 = screen.getByRole('heading', { level: 1 });
  expect(h1.id).toBe('titlu-pagina');
  expect(h1.getAttribute('tabindex')).toBe('-1');
  expect(h1.textContent?.trim().length).toBeGreaterThan(5);
  const ctas = document.querySelectorAll<HTMLAnchorElement>('a.content-cta__primary');
  expect(ctas.length).toBeGreaterThan(0);
  for (const a of ctas) {
    // Into ordering, or to the calculator that the page (pages/landing.tsx, pages/carrier.tsx) puts
    // under the view (issue #18; tests/e2e/routes-404.spec.ts follows the link).
    expect(a.getAttribute('href')).toMatch(/^(\/comanda(\?|$)|#calculator$)/);
  }
  return h1.textContent ?? '';
}

describe('landing pages', () => {
  it.each(LANDING_PAGES.map((p) => p.slug))('%s has its own copy, an h1, an FAQ and a CTA into ordering', (slug) => {
    expect(hasLandingCopy(slug)).toBe(true);
    inRouter(<LandingView slug={slug} />);
    expectHeadingAndOrderCta();
    expect(document.querySelectorAll('details > summary').length).toBeGreaterThanOrEqual(2);
    const copy = landingCopy(slug);
    expect(copy.points.length).toBeGreaterThanOrEqual(3);
    expect(copy.points.length).toBeLessThanOrEqual(4);
  });

  it('never repeats an h1 or a lead', () => {
    const copies = LANDING_PAGES.map((p) => landingCopy(p.slug));
    expect(new Set(copies.map((c) => c.h1)).size).toBe(LANDING_PAGES.length);
    expect(new Set(copies.map((c) => c.lead)).size).toBe(LANDING_PAGES.length);
  });

  it('sends envelope and document pages to the envelope order', () => {
    expect(landingCopy('trimitere-plic').cta.to).toBe('/comanda?tip=plic');
    expect(landingCopy('trimitere-documente').cta.to).toBe('/comanda?tip=plic');
  });
});

describe('carrier pages', () => {
  const combos = CARRIERS.flatMap((c) => CARRIER_PAGE_KINDS.map((k) => [c.slug, k.kind] as const));

  it('covers all 42 combinations', () => expect(combos).toHaveLength(42));

  it.each(combos)('%s / %s renders an h1 naming the carrier and a CTA into ordering', (carrier, kind) => {
    inRouter(<CarrierView carrier={carrier} kind={kind} />);
    const h1 = expectHeadingAndOrderCta();
    expect(h1).toContain(CARRIER_FACTS[carrier].name);
    expect(document.querySelectorAll('details').length).toBeGreaterThanOrEqual(2);
  });

  it('offers other carriers’ lockers on the Bookurier locker page', () => {
    const copy = carrierCopy('bookurier', 'locker');
    const text = JSON.stringify(copy);
    expect(text).toContain('nu are o rețea proprie de lockere');
    expect(text).toContain('easybox');
    expect(text).toContain('FANbox');
  });

  it('names each carrier’s own locker network', () => {
    expect(carrierCopy('sameday', 'locker').h1).toContain('easybox');
    expect(carrierCopy('fan-courier', 'locker').h1).toContain('FANbox');
    expect(carrierCopy('dpd', 'locker').h1).toContain('DPD Box');
    expect(carrierCopy('cargus', 'locker').h1).toContain('Ship & Go');
    expect(carrierCopy('gls', 'locker').h1).toContain('GLS ParcelLocker');
  });
});

describe('legal pages', () => {
  it.each(LEGAL_PAGES.map((p) => p.slug))('%s has sections, an h1 and a CTA into ordering', (slug) => {
    expect(legalCopy(slug)).toBeDefined();
    inRouter(<LegalView page={slug} />);
    expectHeadingAndOrderCta();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
  });

  it('lists the consent categories on the cookie policy and uses placeholders for the operator', () => {
    const cookies = JSON.stringify(legalCopy('politica-cookies'));
    for (const word of ['Necesare și funcționale', 'Securitate', 'Analiză', 'Publicitate']) expect(cookies).toContain(word);
    const privacy = JSON.stringify(legalCopy('politica-confidentialitate'));
    expect(privacy).toContain('Datele de identificare ale operatorului vor fi publicate aici');
    expect(privacy).not.toMatch(/\bJ\d{2}\/|\bCUI\b|\bRO\d{6,}/);
  });
});

describe('Romanian orthography', () => {
  it('uses ș and ț with comma below, never the cedilla forms', () => {
    const all = JSON.stringify([
      LANDING_PAGES.map((p) => landingCopy(p.slug)),
      CARRIERS.flatMap((c) => CARRIER_PAGE_KINDS.map((k) => carrierCopy(c.slug, k.kind))),
      LEGAL_PAGES.map((p) => legalCopy(p.slug)),
    ]);
    expect(all).not.toMatch(/[şţŞŢ]/);
    expect(all).toMatch(/[șț]/);
  });
});
