// The API documentation map: free-form sections (/docs/{section}) and the reference pages of
// spec §2 (/docs/api/{group}/{page}, /docs/api/getting-started). Pure data with Romanian names,
// shared by the route table, the service worker (precache of the docs) and the e2e tests.
export const DOCS_SECTIONS = [
  { slug: 'introducere', name: 'introducere în API-ul Curiero' },
  { slug: 'autentificare', name: 'autentificare cu cheie API' },
  { slug: 'erori', name: 'erori și coduri de răspuns' },
  { slug: 'paginare', name: 'paginarea listelor' },
  { slug: 'idempotenta', name: 'cereri idempotente' },
  { slug: 'webhooks', name: 'notificări webhook' },
  { slug: 'limite', name: 'limite de utilizare' },
  { slug: 'import-expedieri', name: 'importul de expedieri din fișier' },
] as const;

export type DocsSectionSlug = (typeof DOCS_SECTIONS)[number]['slug'];

export interface ApiDocPage {
  slug: string;
  name: string;
}

export interface ApiDocGroup {
  slug: string;
  name: string;
  pages: readonly ApiDocPage[];
}

export const API_DOC_GROUPS: readonly ApiDocGroup[] = [
  {
    slug: 'tables',
    name: 'tabele de referință',
    pages: [
      { slug: 'carriers', name: 'tabelul curierilor' },
      { slug: 'services', name: 'tabelul serviciilor' },
      { slug: 'awb-statuses', name: 'statusurile AWB' },
      { slug: 'order-statuses', name: 'statusurile comenzilor' },
      { slug: 'repayment-statuses', name: 'statusurile rambursurilor' },
    ],
  },
  {
    slug: 'locations',
    name: 'locații',
    pages: [
      { slug: 'countries', name: 'lista țărilor' },
      { slug: 'counties', name: 'lista județelor' },
      { slug: 'localities', name: 'lista localităților' },
      { slug: 'carriers', name: 'lista curierilor' },
      { slug: 'services', name: 'serviciile curierilor' },
      { slug: 'fixed-locations', name: 'lockere și puncte fixe' },
    ],
  },
  {
    slug: 'search',
    name: 'căutare',
    pages: [
      { slug: 'streets', name: 'căutare străzi' },
      { slug: 'localities', name: 'căutare localități' },
      { slug: 'postal-code-reverse', name: 'căutare după cod poștal' },
    ],
  },
  {
    slug: 'orders',
    name: 'comenzi',
    pages: [
      { slug: 'price-calculation', name: 'calculul prețului' },
      { slug: 'create-order', name: 'crearea unei comenzi' },
      { slug: 'cancel-order', name: 'anularea unei comenzi' },
      { slug: 'get-orders', name: 'lista comenzilor' },
      { slug: 'get-order-detail', name: 'detaliile unei comenzi' },
      { slug: 'track-by-order-id', name: 'urmărire după ID-ul comenzii' },
      { slug: 'track-by-awb', name: 'urmărire după AWB' },
      { slug: 'label-download', name: 'descărcarea etichetei AWB' },
      { slug: 'label-link', name: 'link către eticheta AWB' },
    ],
  },
  {
    slug: 'addresses',
    name: 'adrese',
    pages: [
      { slug: 'delivery', name: 'adrese de livrare' },
      { slug: 'shipping', name: 'adrese de expediere' },
      { slug: 'billing', name: 'adrese de facturare' },
    ],
  },
  {
    slug: 'repayments',
    name: 'rambursuri',
    pages: [
      { slug: 'get-repayments', name: 'lista rambursurilor' },
      { slug: 'get-reports', name: 'rapoartele de plată a rambursurilor' },
    ],
  },
  {
    slug: 'account',
    name: 'cont',
    pages: [
      { slug: 'profile', name: 'profilul contului' },
      { slug: 'credit', name: 'creditul contului' },
    ],
  },
];

export const API_GETTING_STARTED = { path: '/docs/api/getting-started', name: 'primii pași cu API-ul' } as const;

export function apiDocPath(group: string, page: string): string {
  return `/docs/api/${group}/${page}`;
}

/** Every concrete documentation URL (sections, getting started, reference pages). */
export function allDocsPaths(): string[] {
  return [
    '/docs',
    ...DOCS_SECTIONS.map((s) => `/docs/${s.slug}`),
    API_GETTING_STARTED.path,
    ...API_DOC_GROUPS.flatMap((g) => g.pages.map((p) => apiDocPath(g.slug, p.slug))),
  ];
}
