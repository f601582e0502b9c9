// The six carriers of the marketplace and the kinds of per-carrier page (domain.md).
// Shared by the app's route table, the server and the service worker: pure data only.
// `website`: the carrier's own public site (its contact and help pages start there).
export const CARRIERS = [
  { id: 1, slug: 'cargus', name: 'Cargus', website: 'https://www.cargus.ro' },
  { id: 2, slug: 'dpd', name: 'DPD', website: 'https://www.dpd.com/ro/' },
  { id: 3, slug: 'fan-courier', name: 'FAN Courier', website: 'https://www.fancourier.ro' },
  { id: 4, slug: 'gls', name: 'GLS', website: 'https://gls-group.com/RO/ro/' },
  { id: 6, slug: 'sameday', name: 'Sameday', website: 'https://sameday.ro' },
  { id: 16, slug: 'bookurier', name: 'Bookurier', website: 'https://www.bookurier.ro' },
] as const;

export type Carrier = (typeof CARRIERS)[number];
export type CarrierSlug = Carrier['slug'];

export type CarrierPageKind = 'call' | 'order' | 'send' | 'pickup' | 'return' | 'locker' | 'price-simulation';

/** Route prefix and readable name of each kind; the route is `/{slug}-{carrierSlug}`. */
export const CARRIER_PAGE_KINDS: readonly { kind: CarrierPageKind; slug: string; name: string }[] = [
  { kind: 'call', slug: 'cheama-curier', name: 'cheamă curier' },
  { kind: 'order', slug: 'comanda-curier', name: 'comandă curier' },
  { kind: 'send', slug: 'trimite-colet', name: 'trimite colet cu' },
  { kind: 'pickup', slug: 'ridicare-colet', name: 'ridicare colet' },
  { kind: 'return', slug: 'retur', name: 'retur' },
  { kind: 'locker', slug: 'locker', name: 'locker' },
  { kind: 'price-simulation', slug: 'simulare-pret', name: 'simulare preț' },
];

export function carrierBySlug(slug: string): Carrier | undefined {
  return CARRIERS.find((c) => c.slug === slug);
}

export function carrierPagePath(kind: CarrierPageKind, carrier: CarrierSlug): string {
  const k = CARRIER_PAGE_KINDS.find((x) => x.kind === kind);
  if (!k) throw new Error(`Unknown carrier page kind: ${kind}`);
  return `/${k.slug}-${carrier}`;
}
