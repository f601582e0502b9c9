// E-commerce platforms and the integrations hub's addresses (/integrari, /integrari/{platform},
// /integrari/{platform}/{carrier}: one prerendered page each, issue #34). No platform module,
// plugin or connector exists: the pages say what a shop uses today (its platform's orders export
// through the batch import, the public API and webhooks). Pure data: shared by the route table,
// the sitemap, the pages and the tests; the guides' facts are in integrations-platforms.ts and
// integrations-carriers.ts (loaded with the page only).
import type { CarrierSlug } from './carriers.ts';

export const INTEGRATION_PLATFORMS = [
  { slug: 'woocommerce', name: 'WooCommerce' },
  { slug: 'shopify', name: 'Shopify' },
  { slug: 'prestashop', name: 'PrestaShop' },
  { slug: 'opencart', name: 'OpenCart' },
  { slug: 'magento', name: 'Magento' },
  { slug: 'gomag', name: 'Gomag' },
  { slug: 'merchantpro', name: 'MerchantPro' },
  { slug: 'emag-marketplace', name: 'eMAG Marketplace' },
] as const;

export type IntegrationPlatform = (typeof INTEGRATION_PLATFORMS)[number];
export type IntegrationPlatformSlug = IntegrationPlatform['slug'];

export function integrationPlatformBySlug(slug: string | undefined): IntegrationPlatform | undefined {
  return INTEGRATION_PLATFORMS.find((p) => p.slug === slug);
}

export const INTEGRATIONS_PATH = '/integrari';

/** /integrari/{platform}, or /integrari/{platform}/{carrier}. */
export function integrationPath(platform: IntegrationPlatformSlug, carrier?: CarrierSlug): string {
  return `${INTEGRATIONS_PATH}/${platform}${carrier ? `/${carrier}` : ''}`;
}

/**
 * What a shop can use today (README "Public API for shops", "Webhooks for shops"), for the copy that
 * points shops at it: the OpenAPI document of the public API (served without a key), the dashboard
 * section where API keys (test and live) and webhooks are made, and the cash-on-delivery repayments;
 * the batch import of an orders file (dashboard section `expedieri`), the API's first steps and the
 * webhooks' documentation.
 */
export const SHOP_TOOLS = {
  openapi: '/api/public/v1/openapi.json',
  apiKeys: '/dashboard/api',
  repayments: '/dashboard/rambursuri',
  addresses: '/dashboard/adrese',
  apiTerms: '/termeni-conditii-api',
  batchImport: '/dashboard/expedieri',
  apiGettingStarted: '/docs/api/getting-started',
  webhooksDocs: '/docs/webhooks',
  createOrderDocs: '/docs/api/orders/create-order',
} as const;
