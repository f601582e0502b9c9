import { describe, expect, it } from 'vitest';
import { FORM_ASIDE, FORM_PAGE_COPY } from '../../../../src/features/forms/form-copy.ts';
import { roForms } from '../../../../src/i18n/ro-forms.ts';
import { FORM_KINDS } from '../../../../src/shared/forms.ts';

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];

describe('form page copy', () => {
  it('has a heading, a lead and a unique 110-160 character description for each form', () => {
    const descriptions = FORM_KINDS.map((kind) => FORM_PAGE_COPY[kind].description);
    for (const kind of FORM_KINDS) {
      const copy = FORM_PAGE_COPY[kind];
      expect(copy.h1.length, kind).toBeGreaterThan(0);
      expect(copy.lead.length, kind).toBeGreaterThan(40);
      const length = [...copy.description].length;
      expect(length, `${kind}: ${length}`).toBeGreaterThanOrEqual(110);
      expect(length, `${kind}: ${length}`).toBeLessThanOrEqual(160);
    }
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('writes Romanian with comma-below ș and ț, never the cedilla forms', () => {
    const all = [...texts(FORM_PAGE_COPY), ...texts(FORM_ASIDE), ...texts(roForms)];
    expect(all.length).toBeGreaterThan(50);
    for (const text of all) expect(text, text).not.toMatch(/[şţŞŢ]/);
    expect(all.some((t) => /[șț]/.test(t))).toBe(true);
  });

  it('links the side content to the app pages the brief names', () => {
    const links = (kind: (typeof FORM_KINDS)[number]) => FORM_ASIDE[kind].flatMap((b) => b.links ?? []).map((l) => l.to);
    expect(links('contact')).toEqual(expect.arrayContaining(['/tracking', '/info']));
    // What a shop can use today (the API keys, the OpenAPI document), never the placeholder /integrari.
    expect(links('business')).toEqual(expect.arrayContaining(['/dashboard/api', '/api/public/v1/openapi.json']));
    expect(links('business')).not.toContain('/integrari');
  });

  it('promises a company no platform module and no return portal, and says so plainly', () => {
    const business = texts(FORM_ASIDE.business).join(' ') + ' ' + texts(FORM_PAGE_COPY.business).join(' ');
    expect(business).not.toMatch(/integrări gata făcute|retururi gestionate/i);
    expect(business).toMatch(/WooCommerce, Shopify sau alte platforme și portaluri de retur nu avem încă/);
    expect(business).toMatch(/webhook/i);
  });
});
