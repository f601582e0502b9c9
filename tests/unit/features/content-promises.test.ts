// Issue #30: the pages promise only what the product does. Saturday delivery is offered on a
// carrier's pages only when its rate card prices it (the checkout offers nothing else); the cash on
// delivery reaches the bank in one stated timing everywhere (the daily payout batch); /business
// promises neither a monthly invoice nor an account manager.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carrierCopy } from '../../../src/features/content/carrier-copy.ts';
import { CARRIER_FACTS } from '../../../src/features/content/carrier-facts.ts';
import { INFO_SLUGS, infoCopy } from '../../../src/features/content/info-copy.ts';
import { landingCopy } from '../../../src/features/content/landing-copy.ts';
import { legalCopy } from '../../../src/features/content/legal-copy.ts';
import { FORM_ASIDE, FORM_PAGE_COPY } from '../../../src/features/forms/form-copy.ts';
import { CARRIER_PAGE_KINDS, CARRIERS } from '../../../src/shared/carriers.ts';
import { COD_PAYOUT_WHEN } from '../../../src/shared/cod-payout.ts';
import { LANDING_PAGES } from '../../../src/shared/landing-pages.ts';
import { LEGAL_PAGES } from '../../../src/shared/legal-pages.ts';

const rateCardOptions = (slug: string): string[] =>
  Object.keys((JSON.parse(readFileSync(join(process.cwd(), 'server/data/rate-cards', `${slug}.json`), 'utf8')) as { options: object }).options);

const carrierPagesText = (slug: (typeof CARRIERS)[number]['slug']) => CARRIER_PAGE_KINDS.map(({ kind }) => JSON.stringify(carrierCopy(slug, kind))).join('\n');

const allContent = () =>
  [
    ...CARRIERS.map((c) => carrierPagesText(c.slug)),
    ...INFO_SLUGS.map((slug) => JSON.stringify(infoCopy(slug))),
    ...LANDING_PAGES.map((p) => JSON.stringify(landingCopy(p.slug))),
    ...LEGAL_PAGES.map((p) => JSON.stringify(legalCopy(p.slug))),
    JSON.stringify(FORM_PAGE_COPY),
    JSON.stringify(FORM_ASIDE),
  ].join('\n');

describe('content promises', () => {
  it.each(CARRIERS.map((c) => c.slug))('offers Saturday delivery on the %s pages only when its rate card prices it', (slug) => {
    const priced = rateCardOptions(slug).includes('saturday_delivery');
    expect(CARRIER_FACTS[slug].saturdayDelivery).toBe(priced);
    const text = carrierPagesText(slug);
    const offered = /[Ll]ivrare sâmbăta(?!, dacă)|livrare sâmbăta \(/.test(text.replace(/nu livrează sâmbăta/g, ''));
    if (priced) expect(text).toMatch(/livrare sâmbăta/);
    else {
      expect(offered).toBe(false);
      expect(text).toContain(`${CARRIER_FACTS[slug].name} nu livrează sâmbăta prin Curiero`);
    }
  });

  it('gives one timing for cash-on-delivery payouts, the daily batch, and none of the old "3-5 zile"', () => {
    const text = allContent();
    expect(text).not.toMatch(/ramburs[^.]*3[-–]5 zile/i);
    expect(text).not.toMatch(/[Ss]uma se virează[^.]*3[-–]5 zile/);
    expect(text).not.toMatch(/primești banii în 3[-–]5 zile/);
    expect(text.split(COD_PAYOUT_WHEN).length - 1).toBeGreaterThanOrEqual(6);
  });

  it('promises no monthly invoice nor account manager to companies', () => {
    const business = JSON.stringify([FORM_PAGE_COPY.business, FORM_ASIDE.business, legalCopy('termeni-conditii-business')]);
    expect(business).not.toMatch(/factur[ăi] lunar[ăe]|factura lunară|manager de cont/);
    expect(business).toContain('factură cu e-Factura pentru fiecare plată');
  });

  it('/metode-plata says what re-weighing and closing the account really do (built in issue #30)', () => {
    const payments = JSON.stringify(infoCopy('metode-plata'));
    expect(payments).toContain('apare în cont, la Portofel, cu greutatea cântărită');
    expect(payments).toContain('Închide contul), soldul rămas îți este virat în IBAN-ul pe care îl dai');
    expect(payments).not.toContain('restituit la cerere');
    expect(allContent()).not.toMatch(/recântăr[^.]*se facturează|diferența ți se facturează|se facturează ulterior/);
  });
});
