// Information pages (/servicii, /metode-plata, /info) and legal pages (issue #7): complete copy, unique
// meta descriptions, a table of contents that matches the anchored sections, a cookie policy that
// documents every key the app keeps in the browser, correct Romanian orthography.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { del, keys } from 'idb-keyval';
import type { ReactNode } from 'react';
import { MemoryRouter, matchPath } from 'react-router-dom';
import { cacheNames } from 'workbox-core';
import { afterEach, describe, expect, it } from 'vitest';
import * as cachePolicy from '../../../sw/cache-policy.ts';
import { SOCIAL_STATE_KEY_PREFIX } from '../../../src/features/auth/auth-actions.ts';
import { SOCIAL_PROVIDERS, rememberSocialRedirect } from '../../../src/features/auth/components/social-redirect.ts';
import { STRICT_CONSENT_COUNTRIES } from '../../../src/features/consent/consent-regions.ts';
import { CONSENT_VERSION, NECESSARY_CATEGORIES, defaultChoices } from '../../../src/features/consent/consent-store.ts';
import { INFO_SLUGS, infoCopy } from '../../../src/features/content/info-copy.ts';
import { InfoView } from '../../../src/features/content/info-view.tsx';
import { legalCopy } from '../../../src/features/content/legal-copy.ts';
import type { DocSection, LegalPage } from '../../../src/features/content/legal-types.ts';
import { formatRoDate, sectionId, slugify } from '../../../src/features/content/legal-slug.ts';
import { LegalView } from '../../../src/features/content/legal-view.tsx';
import { TOKEN_REFRESH_MS, writeTokenRecord } from '../../../src/features/push/token-record.ts';
import { ro } from '../../../src/i18n/ro.ts';
import { db } from '../../../src/lib/db.ts';
import { STORAGE_KEYS, USER_STORAGE_KEYS } from '../../../src/lib/storage-keys.ts';
import { LEGAL_PAGES } from '../../../src/shared/legal-pages.ts';
import { SHOP_TOOLS } from '../../../src/shared/integrations.ts';
import { ROUTES } from '../../../src/shared/routes-data.ts';
import { SHIPPING_LIMITS, VAT_RATE_PERCENT } from '../../../src/shared/shipping.ts';

afterEach(cleanup);

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

interface Doc {
  kind: 'info' | 'legal';
  slug: string;
  h1: string;
  lead: string;
  description: string | undefined;
  sections: readonly DocSection[];
  faq: readonly { q: string; a: string }[];
}

const LEGAL_SLUGS = LEGAL_PAGES.map((p) => p.slug);
const legal = (slug: string): LegalPage => {
  const copy = legalCopy(slug);
  if (!copy) throw new Error(`no legal copy for ${slug}`);
  return copy;
};
const DOCS: Doc[] = [
  ...INFO_SLUGS.map((slug): Doc => ({ kind: 'info', slug, ...infoCopy(slug) })),
  ...LEGAL_SLUGS.map((slug): Doc => ({ kind: 'legal', slug, ...legal(slug) })),
];
const renderDoc = (doc: Doc) =>
  inRouter(doc.kind === 'info' ? <InfoView slug={doc.slug as (typeof INFO_SLUGS)[number]} /> : <LegalView page={doc.slug} />);

const MIN_SECTIONS = 8;
/** Ids the layout itself uses (h1, table of contents, FAQ, closing call to action). */
const LAYOUT_IDS = ['titlu-pagina', 'cuprins', 'intrebari-frecvente', 'pasul-urmator'];
const ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('information and legal copy', () => {
  it('covers the three information pages and every legal page of the route table', () => {
    expect([...INFO_SLUGS].sort()).toEqual(ROUTES.filter((r) => r.page === 'info').map((r) => r.info).sort());
    for (const slug of LEGAL_SLUGS) expect(legalCopy(slug), slug).toBeDefined();
  });

  it.each(DOCS.map((d) => [d.slug, d] as const))('%s has an h1, a lead, a 110-160 character description and enough sections', (_, doc) => {
    expect(doc.h1.trim().length).toBeGreaterThan(5);
    expect(doc.lead.trim().length).toBeGreaterThan(60);
    expect(doc.description).toBeDefined();
    expect(doc.description!.length).toBeGreaterThanOrEqual(110);
    expect(doc.description!.length).toBeLessThanOrEqual(160);
    expect(doc.sections.length).toBeGreaterThanOrEqual(MIN_SECTIONS);
    expect(doc.faq.length).toBeGreaterThanOrEqual(2);
    for (const section of doc.sections) {
      expect(section.heading.trim(), doc.slug).not.toBe('');
      expect(section.paragraphs.length + (section.list?.length ?? 0) + (section.table?.rows.length ?? 0), section.heading).toBeGreaterThan(0);
    }
  });

  it('never repeats an h1 or a description', () => {
    expect(new Set(DOCS.map((d) => d.h1)).size).toBe(DOCS.length);
    expect(new Set(DOCS.map((d) => d.description)).size).toBe(DOCS.length);
  });

  it('gives every section a readable anchor, unique within its page and distinct from the layout ids', () => {
    for (const doc of DOCS) {
      const ids = doc.sections.map(sectionId);
      for (const id of ids) expect(id, `${doc.slug}: ${id}`).toMatch(ANCHOR);
      expect(new Set(ids).size, doc.slug).toBe(ids.length);
      for (const id of LAYOUT_IDS) expect(ids, doc.slug).not.toContain(id);
    }
  });

  it('dates every legal page', () => {
    for (const slug of LEGAL_SLUGS) expect(legal(slug).updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('links only to pages of the route table and to anchors that exist', () => {
    const idsOf = new Map<string, string[]>();
    for (const doc of DOCS) idsOf.set(doc.kind === 'info' ? ROUTES.find((r) => r.info === doc.slug)!.path : `/${doc.slug}`, doc.sections.map(sectionId));
    for (const doc of DOCS) {
      for (const link of doc.sections.flatMap((s) => s.links ?? [])) {
        if (/^https:\/\//.test(link.to)) continue;
        if (link.to === SHOP_TOOLS.openapi) continue; // the API's own document, answered by the server
        const url = new URL(link.to, 'https://curiero.test');
        const route = ROUTES.find((r) => {
          const match = matchPath({ path: r.path, end: true }, url.pathname);
          return match && (!r.resolve || r.resolve(match.params as Record<string, string>) !== null);
        });
        expect(route, `${doc.slug} -> ${link.to}`).toBeDefined();
        if (url.hash) expect(idsOf.get(url.pathname), `${doc.slug} -> ${link.to}`).toContain(url.hash.slice(1));
      }
    }
  });
});

describe('rendered pages', () => {
  it.each(DOCS.map((d) => [d.slug, d] as const))('%s: the table of contents links to each section heading, ids unique', (_, doc) => {
    renderDoc(doc);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe(doc.h1);
    const toc = screen.getByRole('navigation', { name: 'Cuprins' });
    const targets = [...toc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    const expected = doc.sections.map((s) => `#${sectionId(s)}`);
    expect(targets).toEqual(expected);
    for (const href of targets) {
      const heading = document.getElementById(href!.slice(1));
      expect(heading?.tagName, href!).toBe('H2');
    }
    const allIds = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(new Set(allIds).size).toBe(allIds.length);
    const primary = document.querySelectorAll<HTMLAnchorElement>('a.content-cta__primary');
    expect(primary.length).toBeGreaterThan(0);
    for (const a of primary) expect(a.getAttribute('href')).toMatch(/^\/comanda(\?|$)/);
  });

  it('shows the last-updated date on legal pages', () => {
    const copy = legal('politica-confidentialitate');
    inRouter(<LegalView page="politica-confidentialitate" />);
    const time = document.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(copy.updated);
    expect(time?.textContent).toBe(formatRoDate(copy.updated));
    expect(screen.getByText(/Ultima actualizare/)).toBeTruthy();
  });

  it('moves focus to the section heading when a table-of-contents link is followed', () => {
    inRouter(<LegalView page="politica-confidentialitate" />);
    const link = screen.getByRole('navigation', { name: 'Cuprins' }).querySelector<HTMLAnchorElement>('a[href="#date-de-contact"]');
    expect(link).not.toBeNull();
    fireEvent.click(link!);
    expect(document.activeElement?.id).toBe('date-de-contact');
    expect(window.location.hash).toBe('#date-de-contact');
  });

  it('puts the cookie-settings action inside the section that explains how to change the choice', () => {
    inRouter(
      <LegalView page="politica-cookies">
        <button type="button">{ro.consent.settings}</button>
      </LegalView>,
    );
    const button = screen.getByRole('button', { name: ro.consent.settings });
    expect(button.closest('section')?.querySelector('h2')?.id).toBe('cum-iti-schimbi-alegerea');
    expect(screen.getAllByRole('button', { name: ro.consent.settings })).toHaveLength(1);
  });

  it('renders the storage tables with a label for every cell (read as cards on a phone)', () => {
    inRouter(<LegalView page="politica-cookies" />);
    const cells = [...document.querySelectorAll('table.legal-table td')];
    expect(cells.length).toBeGreaterThan(20);
    for (const cell of cells) expect(cell.getAttribute('data-label')).toBeTruthy();
  });
});

describe('cookie policy', () => {
  const text = () => JSON.stringify(legal('politica-cookies'));

  it('documents every localStorage key of src/lib/storage-keys.ts, the consent record included', () => {
    const policy = text();
    for (const key of [...Object.values(STORAGE_KEYS), ...USER_STORAGE_KEYS]) expect(policy, key).toContain(key);
    expect(policy).toContain(STORAGE_KEYS.consent);
  });

  it('documents the sessionStorage keys of the social login', () => {
    rememberSocialRedirect('/comanda');
    const written = Object.keys(sessionStorage);
    expect(written.length).toBeGreaterThan(0);
    const policy = text();
    for (const key of written) expect(policy, key).toContain(key);
    expect(policy).toContain(`${SOCIAL_STATE_KEY_PREFIX}${SOCIAL_PROVIDERS[0]}`);
    for (const provider of SOCIAL_PROVIDERS) expect(policy).toContain(`:${provider}`);
  });

  it('documents the IndexedDB database with each of its tables, and the push token record', async () => {
    const policy = text();
    for (const table of db.tables) expect(policy, table.name).toContain(`${db.name} / ${table.name}`);
    await writeTokenRecord({ token: 'test', endpoint: null, obtainedAt: Date.now() - TOKEN_REFRESH_MS });
    const written = (await keys()).map(String);
    expect(written.length).toBeGreaterThan(0);
    for (const key of written) expect(policy, key).toContain(`keyval-store / ${key}`);
    for (const key of written) await del(key);
    // Firebase Cloud Messaging's own databases (created by the SDK once push is turned on).
    for (const name of ['firebase-messaging-database', 'firebase-installations-database', 'firebase-heartbeat-database']) expect(policy).toContain(name);
  });

  it('documents the service worker caches', () => {
    const policy = text();
    // Every runtime cache the worker names (sw/cache-policy.ts exports them as *_CACHE).
    const caches = Object.entries(cachePolicy)
      .filter(([name, value]) => name.endsWith('_CACHE') && typeof value === 'string')
      .map(([, value]) => value as string);
    expect(caches.length).toBeGreaterThanOrEqual(2);
    for (const cache of caches) expect(policy, cache).toContain(`"${cache}"`);
    expect(policy).toContain(cacheNames.precache.replace(/-$/, ''));
  });

  it('names the consent categories as the banner does, with the defaults the store applies', () => {
    const policy = text();
    for (const label of [ro.consent.necessary, ro.consent.security, ro.consent.analytics, ro.consent.ads]) expect(policy).toContain(label);
    expect(NECESSARY_CATEGORIES).toEqual(['functionality', 'security']);
    expect(defaultChoices('RO')).toEqual({ functionality: 'granted', security: 'granted', analytics: 'denied', ads: 'denied' });
    expect(STRICT_CONSENT_COUNTRIES).toEqual(expect.arrayContaining(['RO', 'GB', 'CH', 'NO']));
    expect(policy).toContain('refuzate implicit');
    for (const region of ['Uniunii Europene', 'Spațiului Economic European', 'Regatul Unit', 'Elveția']) expect(policy).toContain(region);
    expect(CONSENT_VERSION).toBe(1); // a new version asks again: the policy says so
    expect(policy).toContain('o nouă versiune a categoriilor');
    expect(policy).toContain(ro.consent.settings);
  });
});

describe('privacy policy and terms', () => {
  const privacy = () => JSON.stringify(legal('politica-confidentialitate'));

  it('names the supervisory authority ANSPDCP with its address and website', () => {
    const text = privacy();
    expect(text).toContain('ANSPDCP');
    expect(text).toContain('www.dataprotection.ro');
    expect(text).toContain('Magheru nr. 28-30');
  });

  it('lists the rights, the legal bases, the DPO and the recipients', () => {
    const text = privacy();
    for (const word of ['de acces', 'rectificare', 'ștergere', 'restricționarea', 'portabilitate', 'opoziție', 'retrage', 'art. 6', 'DPO', 'Firebase', 'procesatorul de plăți', 'e-mail']) {
      expect(text, word).toContain(word);
    }
    expect(text).toContain('[denumirea operatorului]');
    expect(text).not.toMatch(/\bJ\d{2}\/|\bCUI\b|\bRO\d{6,}/);
  });

  it('refers the terms to the postal and consumer law and to the authorities', () => {
    for (const slug of ['termeni-conditii-curierat', 'termeni-conditii-retururi']) {
      const text = JSON.stringify(legal(slug));
      for (const ref of ['OUG nr. 34/2014', 'ANPC', 'ANCOM', 'SAL']) expect(text, `${slug}: ${ref}`).toContain(ref);
    }
    const courier = JSON.stringify(legal('termeni-conditii-curierat'));
    expect(courier).toContain('nr. 13/2013');
    const postal = JSON.stringify(legal('conditii-generale-privind-furnizarea-serviciilor-postale'));
    for (const fact of ['6 luni', '3 luni', 'nr. 13/2013', 'destinatarul nu este găsit']) expect(postal, fact).toContain(fact);
  });
});

describe('information pages', () => {
  const all = () => JSON.stringify(INFO_SLUGS.map((slug) => infoCopy(slug)));
  const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

  it('states the order limits and the VAT rate of src/shared/shipping.ts', () => {
    const text = all();
    expect(text).toContain(`${SHIPPING_LIMITS.maxParcelWeightKg} kg`);
    expect(text).toContain(`${SHIPPING_LIMITS.maxParcelSideCm} cm`);
    expect(text).toContain(`${SHIPPING_LIMITS.maxParcels} colete`);
    expect(text).toContain(`${thousands(SHIPPING_LIMITS.maxCodRon)} lei`);
    expect(text).toContain(`${thousands(SHIPPING_LIMITS.maxDeclaredValueRon)} lei`);
    expect(text).toContain(`împărțit la ${thousands(SHIPPING_LIMITS.volumetricDivisor)}`);
    expect(text).toContain(`${VAT_RATE_PERCENT}%`);
  });

  it('works the volumetric example out with the real divisor', () => {
    const guide = JSON.stringify(infoCopy('info'));
    expect((50 * 40 * 30) / SHIPPING_LIMITS.volumetricDivisor).toBe(10);
    expect(guide).toContain('50 × 40 × 30 / 6.000 = 60.000 / 6.000 = 10 kg');
  });

  it('links the services to ordering, tracking, the API as it is today and the business offer, never to a placeholder', () => {
    const targets = infoCopy('servicii').sections.flatMap((s) => s.links ?? []).map((l) => l.to);
    for (const path of ['/comanda', '/tracking', '/business', '/dashboard/api', '/api/public/v1/openapi.json']) expect(targets).toContain(path);
    for (const path of ['/retur', '/docs', '/integrari']) expect(targets).not.toContain(path);
    const text = JSON.stringify(infoCopy('servicii'));
    expect(text).toContain('Portalurile de retur ale magazinelor');
    expect(text).toContain('nu există încă');
    expect(text).not.toMatch(/există ghiduri de integrare|o pagină de retur proprie/);
  });
});

describe('Romanian orthography', () => {
  it('uses ș and ț with comma below in every information and legal page, never the cedilla forms', () => {
    const text = JSON.stringify(DOCS);
    expect(text).not.toMatch(/[şţŞŢ]/);
    expect(text).toMatch(/[șț]/);
  });

  it('makes anchors from headings with diacritics, cedilla forms and numbering', () => {
    expect(slugify('Ștergerea datelor și țara')).toBe('stergerea-datelor-si-tara');
    expect(slugify('Şcoală, ţară')).toBe('scoala-tara');
    expect(slugify('3. Cât timp păstrăm datele?')).toBe('cat-timp-pastram-datele');
    expect(slugify('Întrebări (și răspunsuri) — „ghid”')).toBe('intrebari-si-raspunsuri-ghid');
    expect(sectionId({ heading: 'Date de contact' })).toBe('date-de-contact');
    expect(sectionId({ id: 'alt-id', heading: 'Date de contact' })).toBe('alt-id');
    expect(formatRoDate('2026-03-01')).toBe('1 martie 2026');
  });
});
