// The "Pagini înrudite" links of the landing and carrier pages, computed from data (pure): which
// kinds of carrier page belong together, the search intents of each landing page, and which kind
// of carrier page answers an intent. Every link is an existing route of ROUTES, named by its
// readable route name (the page's title), never the page itself and never twice.
import { CARRIERS, CARRIER_PAGE_KINDS, carrierPagePath, type CarrierPageKind, type CarrierSlug } from '../../shared/carriers.ts';
import { LANDING_PAGES, type LandingSlug } from '../../shared/landing-pages.ts';
import { ROUTES } from '../../shared/routes-data.ts';
import { capitalize } from '../../lib/title.ts';
import { CARRIER_FACTS } from './carrier-facts.ts';
import type { RelatedLink } from './content-types.ts';

/** What a visitor of a landing page came for. */
export type LandingIntent = 'order' | 'price' | 'speed' | 'pickup' | 'send' | 'delivery' | 'documents' | 'business';

/** Intent groups: the intents of each landing page, the main one first. */
export const LANDING_INTENTS: Record<LandingSlug, readonly LandingIntent[]> = {
  'cheama-curier': ['pickup', 'order'],
  'cauta-curier': ['price', 'order'],
  'comanda-curier': ['order'],
  'curier-ieftin': ['price'],
  'marketplace-curierat': ['business', 'price'],
  'livrare-curier': ['delivery'],
  'curier-rapid': ['speed', 'order'],
  'curierat-rapid': ['speed', 'business'],
  'curier-online': ['order'],
  'solicitare-curier': ['order', 'pickup'],
  'firme-curierat': ['price', 'business'],
  'trimite-curier': ['send'],
  'expediere-colet': ['send', 'price'],
  'livrare-colet': ['delivery', 'speed'],
  'preluare-colet': ['pickup'],
  'ridicare-colet': ['pickup', 'delivery'],
  'plasare-comanda-curier': ['order'],
  'trimitere-colet': ['send', 'delivery'],
  'trimitere-plic': ['documents', 'send'],
  'trimitere-documente': ['documents', 'send'],
  'trimite-pachet': ['send', 'delivery'],
};

/** The kind of carrier page that answers each intent best. */
export const INTENT_CARRIER_KIND: Record<LandingIntent, CarrierPageKind> = {
  order: 'order',
  price: 'price-simulation',
  speed: 'order',
  pickup: 'call',
  send: 'send',
  delivery: 'locker',
  documents: 'send',
  business: 'order',
};

/** For each kind of carrier page, the same carrier's other pages worth a link, closest first. */
export const RELATED_KINDS: Record<CarrierPageKind, readonly CarrierPageKind[]> = {
  call: ['pickup', 'order', 'price-simulation'],
  order: ['call', 'send', 'price-simulation'],
  send: ['price-simulation', 'locker', 'order'],
  pickup: ['call', 'return', 'send'],
  return: ['pickup', 'send', 'locker'],
  locker: ['send', 'price-simulation', 'return'],
  'price-simulation': ['order', 'send', 'locker'],
};

/** Landing pages and carrier pages linked from a landing page. */
const LANDING_SIBLINGS = 4;
const LANDING_CARRIER_LINKS = 2;
/** Same kind of page for this many other carriers, on a carrier page. */
const OTHER_CARRIERS = 2;

const NAMES = new Map(ROUTES.map((r) => [r.path, r.name]));

/** The link to an existing route, labelled with its readable name; throws for an unknown path. */
export function routeLink(path: string): RelatedLink {
  const name = NAMES.get(path);
  if (name === undefined) throw new Error(`related-pages: no route ${path}`);
  return { to: path, label: capitalize(name) };
}

export function carrierTrackingPath(carrier: CarrierSlug): string {
  return `/tracking/urmarire-awb-${carrier}`;
}

function uniqueLinks(paths: readonly string[], self: string): RelatedLink[] {
  const seen = new Set<string>([self]);
  const out: RelatedLink[] = [];
  for (const path of paths) {
    if (seen.has(path)) continue;
    seen.add(path);
    out.push(routeLink(path));
  }
  return out;
}

/** Whether another carrier's page of this kind is worth a link (its locker page only with a locker network). */
function fitsKind(carrier: CarrierSlug, kind: CarrierPageKind): boolean {
  return kind !== 'locker' || CARRIER_FACTS[carrier].lockerNetwork !== null;
}

/** The carriers after this one in the list (wrapping around), so each carrier is linked as often as the others. */
function nextCarriers(from: number, count: number, kind: CarrierPageKind, except?: CarrierSlug): CarrierSlug[] {
  const out: CarrierSlug[] = [];
  for (let step = 0; step < CARRIERS.length && out.length < count; step += 1) {
    const slug = CARRIERS[(from + step) % CARRIERS.length]?.slug;
    if (slug && slug !== except && fitsKind(slug, kind)) out.push(slug);
  }
  return out;
}

/**
 * A carrier page: 3 of the same carrier's other kinds (RELATED_KINDS), the same kind for 2 other
 * carriers (the next ones in the list; for lockers, only carriers that have a network) and the
 * carrier's AWB tracking page: 6 links.
 */
export function carrierRelatedPages(carrier: CarrierSlug, kind: CarrierPageKind): RelatedLink[] {
  const index = CARRIERS.findIndex((c) => c.slug === carrier);
  const sameCarrier = RELATED_KINDS[kind].map((k) => carrierPagePath(k, carrier));
  const sameKind = nextCarriers(index + 1, OTHER_CARRIERS, kind, carrier).map((c) => carrierPagePath(kind, c));
  return uniqueLinks([...sameCarrier, ...sameKind, carrierTrackingPath(carrier)], carrierPagePath(kind, carrier));
}

/** How close two landing pages are: shared intents, the main intent weighing double. */
function closeness(a: readonly LandingIntent[], b: readonly LandingIntent[]): number {
  let score = 0;
  for (const intent of a) if (b.includes(intent)) score += 1 + (intent === a[0] ? 1 : 0) + (intent === b[0] ? 1 : 0);
  return score;
}

/**
 * A landing page: the 4 landing pages closest by intent (ties in the order of LANDING_PAGES), then
 * the carrier page kind of its main intent (INTENT_CARRIER_KIND) for 2 carriers, rotating with the
 * page's position so every carrier gets its share of links.
 */
export function landingRelatedPages(slug: LandingSlug): RelatedLink[] {
  const intents = LANDING_INTENTS[slug];
  const index = LANDING_PAGES.findIndex((p) => p.slug === slug);
  const siblings = LANDING_PAGES.map((p, order) => ({ slug: p.slug, order, score: closeness(intents, LANDING_INTENTS[p.slug]) }))
    .filter((p) => p.slug !== slug && p.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, LANDING_SIBLINGS)
    .map((p) => `/${p.slug}`);
  const kind = INTENT_CARRIER_KIND[intents[0] ?? 'order'];
  const carriers = nextCarriers((index * LANDING_CARRIER_LINKS) % CARRIERS.length, LANDING_CARRIER_LINKS, kind);
  return uniqueLinks([...siblings, ...carriers.map((c) => carrierPagePath(kind, c))], `/${slug}`);
}

/** Every landing and carrier page with its related links (tests, the sitemap of links). */
export function allRelatedPages(): { path: string; links: RelatedLink[] }[] {
  return [
    ...LANDING_PAGES.map((p) => ({ path: `/${p.slug}`, links: landingRelatedPages(p.slug) })),
    ...CARRIERS.flatMap((c) => CARRIER_PAGE_KINDS.map((k) => ({ path: carrierPagePath(k.kind, c.slug), links: carrierRelatedPages(c.slug, k.kind) }))),
  ];
}
