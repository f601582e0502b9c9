import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../../src/app/route-table.ts';
import { CARRIERS, CARRIER_PAGE_KINDS } from '../../../src/shared/carriers.ts';
import { LANDING_PAGES } from '../../../src/shared/landing-pages.ts';
import { LEGAL_PAGES } from '../../../src/shared/legal-pages.ts';
import { ROUTES, fillPath, loginRedirectPath, resolveRoute } from '../../../src/shared/routes-data.ts';

const paths = ROUTES.map((r) => r.path);
const byPath = (path: string) => ROUTES.find((r) => r.path === path);

// Spec §2, written out by hand so the generated table is checked against the text, not itself.
const SPEC_PATHS = [
  '/',
  '/cheama-curier', '/cauta-curier', '/comanda-curier', '/curier-ieftin', '/marketplace-curierat', '/livrare-curier',
  '/curier-rapid', '/curierat-rapid', '/curier-online', '/solicitare-curier', '/firme-curierat', '/trimite-curier',
  '/expediere-colet', '/livrare-colet', '/preluare-colet', '/ridicare-colet', '/plasare-comanda-curier',
  '/trimitere-colet', '/trimitere-plic', '/trimitere-documente', '/trimite-pachet',
  '/calculator-tva', '/extractor-tva',
  '/retur-dpd', '/retur-sameday', '/retur-cargus', '/retur-gls', '/retur-fan-courier', '/locker-dpd', '/simulare-pret-gls',
  '/comanda', '/checkout', '/tracking',
  '/tracking/urmarire-awb-fan-courier', '/tracking/urmarire-awb-cargus', '/tracking/urmarire-awb-dpd',
  '/tracking/urmarire-awb-gls', '/tracking/urmarire-awb-sameday', '/tracking/urmarire-awb-bookurier',
  '/retur', '/retur/:shopId', '/contact', '/feedback', '/servicii', '/metode-plata', '/info',
  '/termeni-conditii-curierat', '/politica-cookies', '/politica-confidentialitate',
  '/conditii-generale-privind-furnizarea-serviciilor-postale',
  '/business', '/integrari', '/integrari/woocommerce', '/integrari/woocommerce/dpd', '/integrari/emag-marketplace/bookurier', '/docs', '/docs/introducere', '/docs/autentificare', '/docs/erori', '/docs/paginare', '/docs/idempotenta', '/docs/webhooks', '/docs/limite',
  '/docs/api/getting-started',
  '/docs/api/tables/carriers', '/docs/api/tables/services', '/docs/api/tables/awb-statuses',
  '/docs/api/tables/order-statuses', '/docs/api/tables/repayment-statuses',
  '/docs/api/locations/countries', '/docs/api/locations/counties', '/docs/api/locations/localities',
  '/docs/api/locations/carriers', '/docs/api/locations/services', '/docs/api/locations/fixed-locations',
  '/docs/api/search/streets', '/docs/api/search/localities', '/docs/api/search/postal-code-reverse',
  '/docs/api/orders/price-calculation', '/docs/api/orders/create-order', '/docs/api/orders/cancel-order',
  '/docs/api/orders/get-orders', '/docs/api/orders/get-order-detail', '/docs/api/orders/track-by-order-id',
  '/docs/api/orders/track-by-awb', '/docs/api/orders/label-download', '/docs/api/orders/label-link',
  '/docs/api/addresses/delivery', '/docs/api/addresses/shipping', '/docs/api/addresses/billing',
  '/docs/api/repayments/get-repayments', '/docs/api/repayments/get-reports',
  '/docs/api/account/profile', '/docs/api/account/credit',
  '/verify-email/:id/:token', '/autentificare/login-callback', '/not-found',
  '/autentificare', '/inregistrare', '/resetare-parola', '/resetare-parola/confirmare', '/auth/callback/:provider',
  '/set-password/:id/:token',
  '/dashboard', '/dashboard/:section', '/confirmare/:orderId',
];

describe('route table', () => {
  it('holds every route of the specification', () => {
    const missing = SPEC_PATHS.filter((p) => !paths.includes(p));
    expect(missing).toEqual([]);
  });

  it('has no duplicate paths', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('generates the 21 landing pages, the 7 legal pages and the 42 carrier pages', () => {
    expect(ROUTES.filter((r) => r.page === 'landing')).toHaveLength(LANDING_PAGES.length);
    expect(LANDING_PAGES).toHaveLength(21);
    expect(ROUTES.filter((r) => r.page === 'legal')).toHaveLength(LEGAL_PAGES.length);
    const carrierRoutes = ROUTES.filter((r) => r.page === 'carrier');
    expect(carrierRoutes).toHaveLength(42);
    expect(carrierRoutes).toHaveLength(CARRIERS.length * CARRIER_PAGE_KINDS.length);
    expect(byPath('/comanda-curier-dpd')).toMatchObject({ carrier: 'dpd', kind: 'order', name: 'comandă curier DPD' });
    expect(byPath('/comanda-curier')).toMatchObject({ page: 'landing', landing: 'comanda-curier' });
  });

  it('gives every route a non-empty name, and every lazy entry a loader', () => {
    for (const r of ROUTES) expect(r.name.trim(), r.path).not.toBe('');
    expect(ROUTE_TABLE).toHaveLength(ROUTES.length);
    for (const r of ROUTE_TABLE) expect(typeof r.load).toBe('function');
  });

  it('marks guest-only and login-required routes as the specification says', () => {
    const guest = ROUTES.filter((r) => r.access === 'guest').map((r) => r.path);
    expect(guest.sort()).toEqual(
      ['/autentificare', '/inregistrare', '/resetare-parola', '/resetare-parola/confirmare', '/auth/callback/:provider', '/set-password/:id/:token'].sort(),
    );
    const protectedPaths = ROUTES.filter((r) => r.access === 'protected').map((r) => r.path);
    expect(protectedPaths.sort()).toEqual(['/confirmare/:orderId', '/dashboard', '/dashboard/:section']);
    expect(byPath('/autentificare/login-callback')?.access).toBe('public');
  });

  it('names parameterised routes from their params and rejects unknown ones', () => {
    // The integrations hub's pages are fixed rows (spec: /integrari/{platform}[/{carrier}]): an unknown one matches nothing.
    expect(byPath('/integrari/woocommerce')?.name).toBe('expedieri pentru magazine WooCommerce');
    expect(byPath('/integrari/shopify/fan-courier')?.name).toBe('FAN Courier pentru magazine Shopify');
    expect(byPath('/integrari/shopify/posta')).toBeUndefined();
    expect(resolveRoute(byPath('/dashboard/:section')!, { section: 'portofel' })?.name).toBe('portofel');
    expect(resolveRoute(byPath('/dashboard/:section')!, { section: 'x' })).toBeNull();
    // The docs sections are routes of their own: an unknown one matches nothing (-> /not-found).
    expect(byPath('/docs/nu-exista')).toBeUndefined();
    expect(resolveRoute(byPath('/retur/:shopId')!, { shopId: 'orice' })?.name).toBe('retur magazin');
    expect(byPath('/tracking/urmarire-awb-dpd')?.name).toBe('urmărire AWB DPD');
  });

  it('has sample params for every parameterised route', () => {
    for (const r of ROUTES.filter((x) => x.path.includes(':'))) {
      expect(r.sample, r.path).toBeDefined();
      const filled = fillPath(r.path, r.sample ?? {});
      expect(filled, r.path).not.toContain(':');
      expect(resolveRoute(r, r.sample), r.path).not.toBeNull();
    }
  });

  it('builds the login redirect with the encoded path and query', () => {
    expect(loginRedirectPath('/dashboard/comenzi?pagina=2')).toBe('/autentificare?redirect=%2Fdashboard%2Fcomenzi%3Fpagina%3D2');
  });
});

describe('Romanian diacritics', () => {
  // ș ț must be comma-below (U+0219, U+021B); the cedilla forms ş ţ Ş Ţ are wrong in Romanian.
  const CEDILLA = /[\u015E\u015F\u0162\u0163]/;
  const sources = import.meta.glob(['../../../src/**/*.{ts,tsx,css}', '../../../index.html'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }) as Record<string, string>;

  it('reads the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it('uses no cedilla ş ţ anywhere in src', () => {
    const offenders = Object.entries(sources)
      .filter(([, text]) => CEDILLA.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it('uses no cedilla in route names', () => {
    for (const r of ROUTES) expect(CEDILLA.test(r.name), r.name).toBe(false);
  });
});

describe('placeholder descriptions', () => {
  it('describes every placeholder route, naming the params where it can', async () => {
    const { routeDescription } = await import('../../../src/shared/route-descriptions.ts');
    for (const r of ROUTES.filter((x) => x.page === 'placeholder' || x.page === 'protected-placeholder')) {
      const copy = routeDescription(r.path, r.sample);
      expect(copy?.description, r.path).toBeTruthy();
      expect(copy?.link.to, r.path).toMatch(/^\//);
    }
  });
});
