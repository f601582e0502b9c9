// The 21 landing and order-entry pages of spec §2, with their readable Romanian names.
export const LANDING_PAGES = [
  { slug: 'cheama-curier', name: 'cheamă curier' },
  { slug: 'cauta-curier', name: 'caută curier' },
  { slug: 'comanda-curier', name: 'comandă curier' },
  { slug: 'curier-ieftin', name: 'curier ieftin' },
  { slug: 'marketplace-curierat', name: 'marketplace curierat' },
  { slug: 'livrare-curier', name: 'livrare prin curier' },
  { slug: 'curier-rapid', name: 'curier rapid' },
  { slug: 'curierat-rapid', name: 'curierat rapid' },
  { slug: 'curier-online', name: 'curier online' },
  { slug: 'solicitare-curier', name: 'solicitare curier' },
  { slug: 'firme-curierat', name: 'firme de curierat' },
  { slug: 'trimite-curier', name: 'trimite curier' },
  { slug: 'expediere-colet', name: 'expediere colet' },
  { slug: 'livrare-colet', name: 'livrare colet' },
  { slug: 'preluare-colet', name: 'preluare colet' },
  { slug: 'ridicare-colet', name: 'ridicare colet' },
  { slug: 'plasare-comanda-curier', name: 'plasare comandă curier' },
  { slug: 'trimitere-colet', name: 'trimitere colet' },
  { slug: 'trimitere-plic', name: 'trimitere plic' },
  { slug: 'trimitere-documente', name: 'trimitere documente' },
  { slug: 'trimite-pachet', name: 'trimite pachet' },
] as const;

export type LandingSlug = (typeof LANDING_PAGES)[number]['slug'];
