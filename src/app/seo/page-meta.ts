// What a public page tells search engines and link previews: its title (the route name
// capitalised, spec §2), meta description, canonical path, breadcrumb, FAQ and the service it
// sells. Read from the same content modules the pages render, so the two never disagree.
// Used at build time by scripts/prerender.ts (the head of every prerendered page).
import { capitalize } from '../../lib/title.ts';
import { carrierBySlug, carrierPagePath } from '../../shared/carriers.ts';
import { routeDescription } from '../../shared/route-descriptions.ts';
import { resolveRoute, type RouteData } from '../../shared/routes-data.ts';
import { SITE_DESCRIPTION } from '../../shared/sitemap.ts';
import { carrierCopy } from '../../features/content/carrier-copy.ts';
import type { Faq } from '../../features/content/content-types.ts';
import { infoCopy } from '../../features/content/info-copy.ts';
import { landingCopy } from '../../features/content/landing-copy.ts';
import { legalCopy } from '../../features/content/legal-copy.ts';
import { FORM_PAGE_COPY } from '../../features/forms/form-copy.ts';
import { VAT_PAGE_COPY } from '../../features/vat/vat-copy.ts';
import { integrationCrumbs, integrationHeading } from '../../features/integrations/integration-copy.ts';


export interface Crumb {
  name: string;
  path: string;
}

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  breadcrumbs: Crumb[];
  faq: Faq[];
  /** The courier service the page sells: one carrier's (carrier pages) or the marketplace's. */
  service?: { name: string; carrierId?: number };
}

const HOME: Crumb = { name: 'Acasă', path: '/' };

/** Descriptions of the tracking pages, which have no copy module of their own. */
function trackingDescription(route: RouteData): string {
  const carrier = route.carrier ? carrierBySlug(route.carrier) : undefined;
  return carrier
    ? `Urmărire AWB ${carrier.name}: introdu numărul de expediție și vezi unde este coletul, istoricul complet și data estimată de livrare.`
    : 'Urmărește coletul după AWB la Cargus, DPD, FAN Courier, GLS, Sameday și Bookurier: statusul, istoricul și livrarea estimată, într-un loc.';
}

export interface Copy {
  description?: string | undefined;
  faq?: Faq[];
}

/** The page family's own copy of a route, when it has one. */
function copyOf(route: RouteData): Copy | undefined {
  if (route.landing) return landingCopy(route.landing);
  if (route.carrier && route.kind) return carrierCopy(route.carrier, route.kind);
  if (route.legal) return legalCopy(route.legal);
  if (route.info) return infoCopy(route.info);
  if (route.vat) return VAT_PAGE_COPY[route.vat];
  if (route.form) return FORM_PAGE_COPY[route.form];
  if (route.integration) return integrationHeading(route.integration.platform, route.integration.carrier);
  return undefined;
}

function breadcrumbsOf(route: RouteData, title: string): Crumb[] {
  if (route.path === '/') return [HOME];
  const crumbs = [HOME];
  const carrier = route.carrier ? carrierBySlug(route.carrier) : undefined;
  if (route.page === 'docs' && route.path !== '/docs') {
    crumbs.push({ name: 'Documentație API', path: '/docs' });
  } else if (carrier && route.kind && route.kind !== 'order') {
    crumbs.push({ name: `Curier ${carrier.name}`, path: carrierPagePath('order', carrier.slug) });
  } else if (carrier && route.page === 'tracking') {
    crumbs.push({ name: 'Urmărire colet', path: '/tracking' });
  } else if (route.integration?.platform) {
    crumbs.push(...integrationCrumbs(route.integration.platform, route.integration.carrier));
  }
  crumbs.push({ name: title, path: route.path });
  return crumbs;
}

function serviceOf(route: RouteData, title: string): PageMeta['service'] {
  if (route.page === 'landing' || route.page === 'home') return { name: title };
  const carrier = route.carrier ? carrierBySlug(route.carrier) : undefined;
  if (route.page === 'carrier' && carrier) return { name: title, carrierId: carrier.id };
  return undefined;
}

/**
 * The meta of a route without parameters (the prerendered pages). `own`: copy the caller read for
 * the page (a docs page's description is in its generated data, scripts/docs-build.ts).
 */
export function pageMeta(route: RouteData, own?: Copy): PageMeta {
  const title = capitalize(resolveRoute(route)?.name ?? route.name);
  const copy = own ?? copyOf(route);
  const description =
    copy?.description ??
    (route.path === '/' ? SITE_DESCRIPTION : undefined) ??
    (route.page === 'tracking' ? trackingDescription(route) : undefined) ??
    routeDescription(route.path)?.description ??
    SITE_DESCRIPTION;
  return {
    path: route.path,
    title,
    description,
    breadcrumbs: breadcrumbsOf(route, title),
    faq: copy?.faq ?? [],
    service: serviceOf(route, title),
  };
}
