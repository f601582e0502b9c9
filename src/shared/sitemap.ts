// sitemap.xml and robots.txt, generated at build (scripts/prerender.ts) from the route table, so a
// route added to routes-data.ts is listed (or excluded here, with its reason) without a second list.
import { fillPath, NOT_FOUND_PATH, ROUTES } from './routes-data.ts';
import type { RouteData, RouteParams } from './routes-data.ts';

/** The site's public address when the build is not told another (SITE_URL at build time). */
export const DEFAULT_SITE_URL = 'https://curiero.ro';
export const SITE_NAME = 'Curiero';
/** The site's own description (index.html says the same): home page, and pages without their own. */
export const SITE_DESCRIPTION =
  'Compară prețurile FAN Courier, Cargus, DPD, Sameday, GLS și Bookurier, comandă curierul online și urmărește coletele după AWB.';

/** Public routes that are not pages for search results, and why. */
export const NOT_INDEXED: Readonly<Record<string, string>> = {
  [NOT_FOUND_PATH]: 'error page',
  '/autentificare/login-callback': 'technical step of the login',
  '/verify-email/:id/:token': 'personal link from an e-mail',
  '/checkout': 'the order in progress of one visitor',
  // The shops are known only to the running server (no database at build): /retur lists them.
  '/retur/:shopId': 'one page per shop, linked from /retur (the shops are not known at build time)',
  '/retur/cerere/:id': 'personal link from an e-mail',
};

/** Every value of a parameterised public route that is a page of its own. */
const EXPANSIONS: Readonly<Record<string, () => RouteParams[]>> = {};

/**
 * A page for search results: public, not excluded above, not a redirect (its target is listed),
 * and not a placeholder of a screen a later issue builds: such a page only says what will come, and
 * the sitemap may not promise it. (The integrations hub's pages are fixed rows of the route table.)
 */
export function isIndexable(route: RouteData): boolean {
  return route.access === 'public' && !(route.path in NOT_INDEXED) && !route.redirect && route.page !== 'placeholder';
}

/** The concrete paths of one route for the sitemap (none for routes it leaves out). */
export function routeSitemapPaths(route: RouteData): string[] {
  if (!isIndexable(route)) return [];
  if (!route.path.includes(':')) return [route.path];
  const expand = EXPANSIONS[route.path];
  if (!expand) throw new Error(`sitemap: ${route.path} has parameters and no expansion (add one, or a reason in NOT_INDEXED)`);
  return expand().map((params) => fillPath(route.path, params));
}

export function sitemapPaths(routes: readonly RouteData[] = ROUTES): string[] {
  return [...new Set(routes.flatMap(routeSitemapPaths))];
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

export function sitemapXml(siteUrl: string, paths: readonly string[] = sitemapPaths()): string {
  const urls = paths.map((p) => `  <url><loc>${xmlEscape(absoluteUrl(siteUrl, p))}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Private areas, the API and the one-visitor steps stay out of crawlers' way. */
export const ROBOTS_DISALLOW = ['/api/', '/dashboard', '/confirmare/', '/checkout', '/autentificare/login-callback', '/verify-email/', '/set-password/', '/retur/cerere/'];

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}
