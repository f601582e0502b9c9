// Every route of the specification (§2) as plain data: path, readable Romanian name, access rule
// and which page module renders it. No React and no page imports, so Node (the e2e loop, the server,
// the service worker) can read it too; src/app/route-table.ts attaches the lazy page loaders.
import { CARRIERS, CARRIER_PAGE_KINDS } from './carriers.ts';
import type { CarrierPageKind, CarrierSlug } from './carriers.ts';
import { DASHBOARD_SECTIONS } from './dashboard-sections.ts';
import { API_DOC_GROUPS, API_GETTING_STARTED, DOCS_SECTIONS, apiDocPath } from './docs-pages.ts';
import { INTEGRATION_PLATFORMS, INTEGRATIONS_PATH, integrationPath } from './integrations.ts';
import type { IntegrationPlatformSlug } from './integrations.ts';
import { LANDING_PAGES } from './landing-pages.ts';
import type { LandingSlug } from './landing-pages.ts';
import { LEGAL_PAGES } from './legal-pages.ts';
import type { LegalSlug } from './legal-pages.ts';
import type { FormKind } from './forms.ts';

export type VatTool = 'calculator' | 'extractor';
export type InfoSlug = 'servicii' | 'metode-plata' | 'info';

export type RouteAccess = 'public' | 'guest' | 'protected';

/** Which lazy page module renders a route (see PAGE_LOADERS in src/app/route-table.ts). */
export type PageKey =
  | 'home'
  | 'landing'
  | 'carrier'
  | 'legal'
  | 'vat'
  | 'info'
  | 'form'
  | 'placeholder'
  | 'docs'
  | 'protected-placeholder'
  | 'not-found'
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'social-callback'
  | 'set-password'
  | 'verify-email'
  | 'login-callback'
  | 'dashboard'
  | 'order'
  | 'checkout'
  | 'tracking'
  | 'confirmation'
  | 'return-directory'
  | 'return-shop'
  | 'return-request'
  | 'integration';

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface ResolvedRoute {
  name: string;
}

export interface RouteData {
  path: string;
  /** Readable Romanian name; the document title is this name with its first letter capitalised. */
  name: string;
  access: RouteAccess;
  page: PageKey;
  landing?: LandingSlug;
  carrier?: CarrierSlug;
  kind?: CarrierPageKind;
  legal?: LegalSlug;
  /** /calculator-tva (net -> gross) or /extractor-tva (the VAT inside a gross amount). */
  vat?: VatTool;
  /** /servicii, /metode-plata, /info. */
  info?: InfoSlug;
  /** /contact, /feedback, /business: the forms of src/shared/forms.ts. */
  form?: FormKind;
  /** The integrations hub's pages: /integrari (neither), /integrari/{platform}[/{carrier}]. */
  integration?: { platform?: IntegrationPlatformSlug; carrier?: CarrierSlug };
  /**
   * An old or short address of another page (e.g. /calculator -> /#calculator): the server answers
   * it with a 301, the app with a replace navigation. Never prerendered, never in the sitemap.
   */
  redirect?: string;
  /** Parameterised routes: the readable page for these params, or null when they name nothing. */
  resolve?: (params: RouteParams) => ResolvedRoute | null;
  /** Example params (tests, previews). */
  sample?: Readonly<Record<string, string>>;
}

export const HOME_PATH = '/';
/** The shipping calculator's section on the home page (its id in calculator-section.tsx). */
export const CALCULATOR_PATH = '/#calculator';
export const NOT_FOUND_PATH = '/not-found';
export const LOGIN_PATH = '/autentificare';
export const RETURNS_PATH = '/retur';

// A screen a later issue builds; its description and link live in route-descriptions.ts (loaded
// with the placeholder page, not in the first load).
function placeholder(path: string, name: string, extra: Partial<RouteData> = {}): RouteData {
  return { path, name, access: 'public', page: 'placeholder', ...extra };
}

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

const landingRoutes: RouteData[] = LANDING_PAGES.map((p) => ({
  path: `/${p.slug}`,
  name: p.name,
  access: 'public',
  page: 'landing',
  landing: p.slug,
}));

const carrierRoutes: RouteData[] = CARRIERS.flatMap((c) =>
  CARRIER_PAGE_KINDS.map(
    (k): RouteData => ({
      path: `/${k.slug}-${c.slug}`,
      name: `${k.name} ${c.name}`,
      access: 'public',
      page: 'carrier',
      carrier: c.slug,
      kind: k.kind,
    }),
  ),
);

const carrierTrackingRoutes: RouteData[] = CARRIERS.map((c) => ({
  path: `/tracking/urmarire-awb-${c.slug}`,
  name: `urmărire AWB ${c.name}`,
  access: 'public',
  page: 'tracking',
  carrier: c.slug,
}));

const legalRoutes: RouteData[] = LEGAL_PAGES.map((p) => ({
  path: `/${p.slug}`,
  name: p.name,
  access: 'public',
  page: 'legal',
  legal: p.slug,
}));

// The API documentation (spec §2): one concrete route per page, each prerendered.
function docs(path: string, name: string): RouteData {
  return { path, name, access: 'public', page: 'docs' };
}

const docsRoutes: RouteData[] = [
  docs('/docs', 'documentație API'),
  ...DOCS_SECTIONS.map((s) => docs(`/docs/${s.slug}`, s.name)),
  docs(API_GETTING_STARTED.path, API_GETTING_STARTED.name),
  ...API_DOC_GROUPS.flatMap((g) => g.pages.map((p) => docs(apiDocPath(g.slug, p.slug), `API: ${p.name}`))),
];

// The integrations hub (issue #34): one fixed page per platform and per platform and carrier, each
// prerendered; any other /integrari/... address matches no row and is the not-found page (404).
const integrationRoutes: RouteData[] = [
  { path: INTEGRATIONS_PATH, name: 'integrări pentru magazine online', access: 'public', page: 'integration', integration: {} },
  ...INTEGRATION_PLATFORMS.flatMap((p): RouteData[] => [
    { path: integrationPath(p.slug), name: `expedieri pentru magazine ${p.name}`, access: 'public', page: 'integration', integration: { platform: p.slug } },
    ...CARRIERS.map(
      (c): RouteData => ({
        path: integrationPath(p.slug, c.slug),
        name: `${c.name} pentru magazine ${p.name}`,
        access: 'public',
        page: 'integration',
        integration: { platform: p.slug, carrier: c.slug },
      }),
    ),
  ]),
];

// Guest-only screens (spec §2): a signed-in user is sent home.
function guest(path: string, name: string, page: PageKey, extra: Partial<RouteData> = {}): RouteData {
  return { path, name, access: 'guest', page, ...extra };
}

const guestRoutes: RouteData[] = [
  guest(LOGIN_PATH, 'autentificare', 'login'),
  guest('/inregistrare', 'înregistrare', 'register'),
  guest('/resetare-parola', 'resetare parolă', 'forgot-password'),
  guest('/resetare-parola/confirmare', 'confirmare resetare parolă', 'reset-password'),
  guest('/auth/callback/:provider', 'autentificare socială', 'social-callback', {
    sample: { provider: 'google' },
    resolve: ({ provider }) => ({
      name: provider && PROVIDER_NAMES[provider] ? `autentificare cu ${PROVIDER_NAMES[provider]}` : 'autentificare socială',
    }),
  }),
  guest('/set-password/:id/:token', 'setare parolă', 'set-password', { sample: { id: '42', token: 'exemplu' } }),
];

const dashboardRoutes: RouteData[] = [
  { path: '/dashboard', name: 'contul meu', access: 'protected', page: 'dashboard' },
  {
    path: '/dashboard/:section',
    name: 'contul meu',
    access: 'protected',
    page: 'dashboard',
    sample: { section: 'comenzi' },
    resolve: ({ section }) => {
      const s = DASHBOARD_SECTIONS.find((x) => x.slug === section);
      return s ? { name: s.name } : null;
    },
  },
];

const protectedRoutes: RouteData[] = [
  ...dashboardRoutes,
  placeholder('/confirmare/:orderId', 'confirmare comandă', {
    access: 'protected',
    page: 'confirmation',
    sample: { orderId: '1001' },
  }),
];

export const ROUTES: readonly RouteData[] = [
  { path: HOME_PATH, name: 'Curiero: comandă și urmărește curierul', access: 'public', page: 'home' },
  ...landingRoutes,
  // "Shipping calculator" of spec §1 is the home page's section: /calculator is only its address.
  { path: '/calculator', name: 'calculator preț transport', access: 'public', page: 'home', redirect: CALCULATOR_PATH },
  { path: '/calculator-tva', name: 'calculator TVA', access: 'public', page: 'vat', vat: 'calculator' },
  { path: '/extractor-tva', name: 'extractor TVA', access: 'public', page: 'vat', vat: 'extractor' },
  ...carrierRoutes,
  placeholder('/comanda', 'comandă nouă', { page: 'order' }),
  placeholder('/checkout', 'finalizare comandă', { page: 'checkout' }),
  { path: '/tracking', name: 'urmărire colet', access: 'public', page: 'tracking' },
  ...carrierTrackingRoutes,
  // Shop returns (issue #33): the directory, a shop's return page (an unknown or disabled shop is
  // known only once the server answers: the page then shows not-found), and the guest's request by
  // the signed link of the acknowledgement mail (server/services/returns/access.ts builds it).
  { path: RETURNS_PATH, name: 'retururi magazine', access: 'public', page: 'return-directory' },
  { path: '/retur/:shopId', name: 'retur magazin', access: 'public', page: 'return-shop', sample: { shopId: 'magazin-demo' } },
  { path: '/retur/cerere/:id', name: 'cererea de retur', access: 'public', page: 'return-request', sample: { id: '42' } },
  { path: '/contact', name: 'contact', access: 'public', page: 'form', form: 'contact' },
  { path: '/feedback', name: 'feedback', access: 'public', page: 'form', form: 'feedback' },
  { path: '/servicii', name: 'servicii de curierat', access: 'public', page: 'info', info: 'servicii' },
  { path: '/metode-plata', name: 'metode de plată', access: 'public', page: 'info', info: 'metode-plata' },
  { path: '/info', name: 'informații utile', access: 'public', page: 'info', info: 'info' },
  ...legalRoutes,
  { path: '/business', name: 'ofertă pentru firme', access: 'public', page: 'form', form: 'business' },
  ...integrationRoutes,
  ...docsRoutes,
  { path: '/verify-email/:id/:token', name: 'verificare e-mail', access: 'public', page: 'verify-email', sample: { id: '42', token: 'exemplu' } },
  { path: '/autentificare/login-callback', name: 'finalizare autentificare', access: 'public', page: 'login-callback' },
  { path: NOT_FOUND_PATH, name: 'pagina nu a fost găsită', access: 'public', page: 'not-found' },
  ...guestRoutes,
  ...protectedRoutes,
];

/** Public pages without URL parameters are rendered to static HTML at build (scripts/prerender.ts). */
export function isPrerendered(route: RouteData): boolean {
  return route.access === 'public' && !route.path.includes(':') && !route.redirect;
}

/** The readable page of a route for the given params; null means "no such page" (-> /not-found). */
export function resolveRoute(route: RouteData, params: RouteParams = {}): ResolvedRoute | null {
  return route.resolve ? route.resolve(params) : { name: route.name };
}

/** Substitutes `:param` segments with the given values. */
export function fillPath(path: string, params: RouteParams): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** A link the app does not render but the server answers (the API's documents, e.g. the OpenAPI file). */
export function isServerDocument(to: string): boolean {
  return to.startsWith('/api/');
}

/** Where a guest who asked for a protected page is sent (spec §2: redirect query holds the path). */
export function loginRedirectPath(pathWithSearch: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathWithSearch)}`;
}
