// Every route of the specification (§2) as plain data: path, readable Romanian name, access rule
// and which page module renders it. No React and no page imports, so Node (the e2e loop, the server,
// the service worker) can read it too; src/app/route-table.ts attaches the lazy page loaders.
import { CARRIERS, CARRIER_PAGE_KINDS, carrierBySlug } from './carriers.ts';
import type { CarrierPageKind, CarrierSlug } from './carriers.ts';
import { DASHBOARD_SECTIONS } from './dashboard-sections.ts';
import { API_DOC_GROUPS, API_GETTING_STARTED, DOCS_SECTIONS, apiDocPath } from './docs-pages.ts';
import { integrationPlatformBySlug } from './integrations.ts';
import { LANDING_PAGES } from './landing-pages.ts';
import type { LandingSlug } from './landing-pages.ts';
import { LEGAL_PAGES } from './legal-pages.ts';
import type { LegalSlug } from './legal-pages.ts';

export type RouteAccess = 'public' | 'guest' | 'protected';

/** Which lazy page module renders a route (see PAGE_LOADERS in src/app/route-table.ts). */
export type PageKey = 'home' | 'landing' | 'carrier' | 'legal' | 'placeholder' | 'protected-placeholder' | 'not-found';

export type RouteParams = Readonly<Record<string, string | undefined>>;

export interface RouteLink {
  to: string;
  label: string;
}

export interface ResolvedRoute {
  name: string;
  description?: string;
}

export interface RouteData {
  path: string;
  /** Readable Romanian name; the document title is this name with its first letter capitalised. */
  name: string;
  access: RouteAccess;
  page: PageKey;
  /** Placeholder screens: what the screen does, and a useful next step. */
  description?: string;
  link?: RouteLink;
  landing?: LandingSlug;
  carrier?: CarrierSlug;
  kind?: CarrierPageKind;
  legal?: LegalSlug;
  /** Parameterised routes: the readable page for these params, or null when they name nothing. */
  resolve?: (params: RouteParams) => ResolvedRoute | null;
  /** Example params (tests, previews). */
  sample?: Readonly<Record<string, string>>;
}

export const HOME_PATH = '/';
export const NOT_FOUND_PATH = '/not-found';
export const LOGIN_PATH = '/autentificare';

const ORDER_LINK: RouteLink = { to: '/comanda', label: 'Comandă un curier' };
const TRACKING_LINK: RouteLink = { to: '/tracking', label: 'Urmărește un colet' };
const DOCS_LINK: RouteLink = { to: '/docs', label: 'Înapoi la documentație' };
const DASHBOARD_LINK: RouteLink = { to: '/dashboard', label: 'Înapoi la contul meu' };
const HOME_LINK: RouteLink = { to: HOME_PATH, label: 'Înapoi la prima pagină' };
const LOGIN_LINK: RouteLink = { to: LOGIN_PATH, label: 'Mergi la autentificare' };

function placeholder(
  path: string,
  name: string,
  description: string,
  link: RouteLink,
  extra: Partial<RouteData> = {},
): RouteData {
  return { path, name, access: 'public', page: 'placeholder', description, link, ...extra };
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

const carrierTrackingRoutes: RouteData[] = CARRIERS.map((c) =>
  placeholder(
    `/tracking/urmarire-awb-${c.slug}`,
    `urmărire AWB ${c.name}`,
    `Introdu numărul AWB primit de la ${c.name} și vezi unde se află coletul, cu fiecare etapă a livrării.`,
    TRACKING_LINK,
    { carrier: c.slug },
  ),
);

const legalRoutes: RouteData[] = LEGAL_PAGES.map((p) => ({
  path: `/${p.slug}`,
  name: p.name,
  access: 'public',
  page: 'legal',
  legal: p.slug,
}));

const docsRoutes: RouteData[] = [
  placeholder(
    '/docs',
    'documentație API',
    'Tot ce îți trebuie ca să legi magazinul sau aplicația ta de Curiero: autentificare, calcul de preț, comenzi, etichete AWB și urmărire.',
    { to: API_GETTING_STARTED.path, label: 'Începe cu primii pași' },
  ),
  placeholder('/docs/:section', 'documentație API', 'Un capitol al documentației API Curiero.', DOCS_LINK, {
    sample: { section: 'introducere' },
    resolve: ({ section }) => {
      const s = DOCS_SECTIONS.find((x) => x.slug === section);
      return s ? { name: s.name, description: `Documentația API Curiero: ${s.name}.` } : null;
    },
  }),
  placeholder(
    API_GETTING_STARTED.path,
    API_GETTING_STARTED.name,
    'Creezi o cheie API din contul tău, faci primul calcul de preț și plasezi prima comandă de test, pas cu pas.',
    DOCS_LINK,
  ),
  ...API_DOC_GROUPS.flatMap((g) =>
    g.pages.map((p) =>
      placeholder(
        apiDocPath(g.slug, p.slug),
        `API: ${p.name}`,
        `Referința API pentru ${g.name}: ${p.name}, cu parametrii cererii, forma răspunsului și exemple.`,
        DOCS_LINK,
      ),
    ),
  ),
];

const guestRoutes: RouteData[] = [
  placeholder(LOGIN_PATH, 'autentificare', 'Intră în contul Curiero cu e-mailul și parola sau cu un cont social.', {
    to: '/inregistrare',
    label: 'Nu ai cont? Înregistrează-te',
  }),
  placeholder('/inregistrare', 'înregistrare', 'Creează un cont gratuit ca să comanzi mai repede și să îți urmărești toate coletele.', LOGIN_LINK),
  placeholder('/resetare-parola', 'resetare parolă', 'Primești pe e-mail un link cu care îți alegi o parolă nouă.', LOGIN_LINK),
  placeholder(
    '/resetare-parola/confirmare',
    'confirmare resetare parolă',
    'Alege parola nouă pentru contul tău, folosind linkul primit pe e-mail.',
    LOGIN_LINK,
  ),
  placeholder('/auth/callback/:provider', 'autentificare socială', 'Finalizăm autentificarea cu contul tău social.', LOGIN_LINK, {
    sample: { provider: 'google' },
    resolve: ({ provider }) => ({
      name: provider && PROVIDER_NAMES[provider] ? `autentificare cu ${PROVIDER_NAMES[provider]}` : 'autentificare socială',
    }),
  }),
  placeholder('/set-password/:id/:token', 'setare parolă', 'Alege parola contului tău folosind linkul primit pe e-mail.', LOGIN_LINK, {
    sample: { id: '42', token: 'exemplu' },
  }),
].map((r) => ({ ...r, access: 'guest' as const }));

const protectedRoutes: RouteData[] = [
  placeholder('/dashboard', 'contul meu', 'Comenzile, adresele, retururile, rambursurile și setările contului tău, într-un singur loc.', ORDER_LINK),
  placeholder('/dashboard/:section', 'contul meu', 'O secțiune a contului tău.', DASHBOARD_LINK, {
    sample: { section: 'comenzi' },
    resolve: ({ section }) => {
      const s = DASHBOARD_SECTIONS.find((x) => x.slug === section);
      return s ? { name: s.name } : null;
    },
  }),
  placeholder('/confirmare/:orderId', 'confirmare comandă', 'Comanda ta a fost înregistrată: aici vezi rezumatul, AWB-ul și pașii următori.', TRACKING_LINK, {
    sample: { orderId: '1001' },
  }),
].map((r) => ({ ...r, access: 'protected' as const, page: 'protected-placeholder' as const }));

export const ROUTES: readonly RouteData[] = [
  { path: HOME_PATH, name: 'Curiero: comandă și urmărește curierul', access: 'public', page: 'home' },
  ...landingRoutes,
  placeholder('/calculator-tva', 'calculator TVA', 'Calculează TVA-ul (21% sau 11%) pornind de la suma fără TVA și vezi totalul de plată.', {
    to: '/extractor-tva',
    label: 'Ai o sumă cu TVA? Folosește extractorul',
  }),
  placeholder('/extractor-tva', 'extractor TVA', 'Află cât TVA conține o sumă cu TVA inclus și care este valoarea fără TVA.', {
    to: '/calculator-tva',
    label: 'Ai o sumă fără TVA? Folosește calculatorul',
  }),
  ...carrierRoutes,
  placeholder('/comanda', 'comandă nouă', 'Completezi adresele și coletele, compari prețurile curierilor și alegi oferta potrivită.', TRACKING_LINK),
  placeholder('/checkout', 'finalizare comandă', 'Verifici comanda și plătești cu cardul sau din portofelul Curiero.', {
    to: '/comanda',
    label: 'Înapoi la comandă',
  }),
  placeholder('/tracking', 'urmărire colet', 'Introdu unul sau mai multe numere AWB și vezi pe loc statusul fiecărui colet, indiferent de curier.', ORDER_LINK),
  ...carrierTrackingRoutes,
  placeholder('/retur', 'retururi magazine', 'Caută magazinul de la care ai cumpărat și trimite produsul înapoi în câțiva pași.', TRACKING_LINK),
  placeholder('/retur/:shopId', 'retur magazin', 'Condițiile de retur ale magazinului și formularul prin care trimiți coletul înapoi.', {
    to: '/retur',
    label: 'Toate magazinele cu retur',
  }, { sample: { shopId: 'magazin-demo' } }),
  placeholder('/contact', 'contact', 'Scrie-ne sau sună-ne: îți răspundem în zilele lucrătoare, de obicei în aceeași zi.', {
    to: '/feedback',
    label: 'Lasă-ne o părere',
  }),
  placeholder('/feedback', 'feedback', 'Spune-ne ce îți place și ce putem face mai bine la Curiero.', { to: '/contact', label: 'Contactează-ne' }),
  placeholder('/servicii', 'servicii de curierat', 'Livrare la domiciliu sau la locker, plicuri și documente, ramburs, asigurare și livrare sâmbăta.', ORDER_LINK),
  placeholder('/metode-plata', 'metode de plată', 'Plătești cu cardul, din portofelul Curiero sau, pentru firme, pe bază de factură.', ORDER_LINK),
  placeholder('/info', 'informații utile', 'Cum ambalezi coletul, ce nu ai voie să trimiți, limite de greutate și dimensiuni.', ORDER_LINK),
  ...legalRoutes,
  placeholder('/business', 'ofertă pentru firme', 'Trimiți multe colete? Cere o ofertă personalizată, cu prețuri negociate și facturare lunară.', {
    to: '/integrari',
    label: 'Vezi integrările e-commerce',
  }),
  placeholder('/integrari', 'integrări e-commerce', 'Conectează magazinul online la Curiero și generează AWB-uri direct din comenzi.', {
    to: '/docs',
    label: 'Documentația API',
  }),
  placeholder('/integrari/:platform', 'integrare magazin', 'Ghidul de instalare a modulului Curiero.', { to: '/integrari', label: 'Toate integrările' }, {
    sample: { platform: 'woocommerce' },
    resolve: ({ platform }) => {
      const p = integrationPlatformBySlug(platform);
      return p
        ? { name: `integrare ${p.name}`, description: `Instalezi modulul Curiero în ${p.name} și generezi AWB-uri direct din comenzile magazinului.` }
        : null;
    },
  }),
  placeholder('/integrari/:platform/:carrier', 'integrare magazin', 'Ghidul de integrare cu un curier.', { to: '/integrari', label: 'Toate integrările' }, {
    sample: { platform: 'woocommerce', carrier: 'dpd' },
    resolve: ({ platform, carrier }) => {
      const p = integrationPlatformBySlug(platform);
      const c = carrier ? carrierBySlug(carrier) : undefined;
      return p && c
        ? { name: `integrare ${p.name} cu ${c.name}`, description: `Livrezi comenzile din ${p.name} cu ${c.name}, cu AWB generat automat.` }
        : null;
    },
  }),
  ...docsRoutes,
  placeholder('/verify-email/:id/:token', 'verificare e-mail', 'Confirmăm adresa ta de e-mail; după aceea poți folosi toate funcțiile contului.', HOME_LINK, {
    sample: { id: '42', token: 'exemplu' },
  }),
  placeholder('/autentificare/login-callback', 'finalizare autentificare', 'Te conectăm în cont și te ducem înapoi la pagina de unde ai plecat.', HOME_LINK),
  { path: NOT_FOUND_PATH, name: 'pagina nu a fost găsită', access: 'public', page: 'not-found' },
  ...guestRoutes,
  ...protectedRoutes,
];

/** The readable page of a route for the given params; null means "no such page" (-> /not-found). */
export function resolveRoute(route: RouteData, params: RouteParams = {}): ResolvedRoute | null {
  const base: ResolvedRoute = { name: route.name, description: route.description };
  if (!route.resolve) return base;
  const resolved = route.resolve(params);
  return resolved ? { ...base, ...resolved } : null;
}

/** Substitutes `:param` segments with the given values. */
export function fillPath(path: string, params: RouteParams): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** Where a guest who asked for a protected page is sent (spec §2: redirect query holds the path). */
export function loginRedirectPath(pathWithSearch: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathWithSearch)}`;
}

/** The handle each router entry carries, so layout and pages can read their table row. */
export interface RouteHandle {
  route: RouteData;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}
