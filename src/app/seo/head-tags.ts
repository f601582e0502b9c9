// The <head> of a prerendered page (scripts/prerender.ts): meta description, canonical URL, Open
// Graph and Twitter tags, and its structured data as JSON-LD (Organization, BreadcrumbList,
// FAQPage when it has a FAQ, Service with an AggregateOffer where a price is shown).
import { CARRIERS } from '../../shared/carriers.ts';
import { absoluteUrl, SITE_NAME } from '../../shared/sitemap.ts';
import type { PageMeta } from './page-meta.ts';

export interface HeadOptions {
  siteUrl: string;
  /** The lowest price the engine quotes per carrier id, in bani with VAT (server/services/pricing/from-prices.ts). */
  fromPrices?: ReadonlyMap<number, number>;
}

type JsonLd = Record<string, unknown>;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: "<" escaped so that no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const lei = (bani: number) => (bani / 100).toFixed(2);

export function organization(siteUrl: string): JsonLd {
  return {
    '@type': 'Organization',
    '@id': absoluteUrl(siteUrl, '/#organizatie'),
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, '/'),
    logo: absoluteUrl(siteUrl, '/icons/icon-512.png'),
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', url: absoluteUrl(siteUrl, '/contact'), availableLanguage: 'ro' },
  };
}

export function structuredData(meta: PageMeta, { siteUrl, fromPrices }: HeadOptions): JsonLd[] {
  const graph: JsonLd[] = [organization(siteUrl)];
  graph.push({
    '@type': 'BreadcrumbList',
    itemListElement: meta.breadcrumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absoluteUrl(siteUrl, crumb.path) })),
  });
  if (meta.faq.length > 0) {
    graph.push({
      '@type': 'FAQPage',
      mainEntity: meta.faq.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: f.a } })),
    });
  }
  if (meta.service) {
    const carrier = CARRIERS.find((c) => c.id === meta.service?.carrierId);
    const prices = [...(fromPrices ?? new Map<number, number>()).entries()].filter(([id]) => !carrier || id === carrier.id).map(([, bani]) => bani);
    graph.push({
      '@type': 'Service',
      name: meta.service.name,
      serviceType: 'Servicii de curierat',
      description: meta.description,
      url: absoluteUrl(siteUrl, meta.path),
      areaServed: { '@type': 'Country', name: 'România' },
      broker: { '@id': absoluteUrl(siteUrl, '/#organizatie') },
      provider: carrier
        ? { '@type': 'Organization', name: carrier.name, url: carrier.website }
        : CARRIERS.map((c) => ({ '@type': 'Organization', name: c.name, url: c.website })),
      ...(prices.length > 0
        ? {
            offers: {
              '@type': 'AggregateOffer',
              priceCurrency: 'RON',
              lowPrice: lei(Math.min(...prices)),
              highPrice: lei(Math.max(...prices)),
              offerCount: prices.length,
              url: absoluteUrl(siteUrl, meta.path),
            },
          }
        : {}),
    });
  }
  return graph;
}

/** The tags that go before </head>; the <title> and meta description of the template are replaced separately. */
export function headTags(meta: PageMeta, options: HeadOptions): string {
  const url = absoluteUrl(options.siteUrl, meta.path);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:locale" content="ro_RO">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(absoluteUrl(options.siteUrl, '/icons/icon-512.png'))}">`,
    `<meta name="twitter:card" content="summary">`,
    `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@graph': structuredData(meta, options) })}</script>`,
  ];
  return tags.join('\n    ');
}

export { escapeHtml };
