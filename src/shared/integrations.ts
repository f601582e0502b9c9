// E-commerce platforms for which a later issue writes a Curiero integration guide
// (/integrari/{platform}[/{carrier}]: placeholder pages today, kept out of the sitemap). No platform
// module exists yet: copy may name these platforms only to say so. Pure data: shared by the route
// table, the e2e tests and later the integrations feature.
export const INTEGRATION_PLATFORMS = [
  { slug: 'woocommerce', name: 'WooCommerce' },
  { slug: 'shopify', name: 'Shopify' },
  { slug: 'prestashop', name: 'PrestaShop' },
  { slug: 'opencart', name: 'OpenCart' },
  { slug: 'magento', name: 'Magento' },
  { slug: 'gomag', name: 'Gomag' },
  { slug: 'merchantpro', name: 'MerchantPro' },
] as const;

export type IntegrationPlatform = (typeof INTEGRATION_PLATFORMS)[number];
export type IntegrationPlatformSlug = IntegrationPlatform['slug'];

export function integrationPlatformBySlug(slug: string | undefined): IntegrationPlatform | undefined {
  return INTEGRATION_PLATFORMS.find((p) => p.slug === slug);
}

/**
 * What a shop can use today (README "Public API for shops", "Webhooks for shops"), for the copy that
 * points shops at it: the OpenAPI document of the public API (served without a key), the dashboard
 * section where API keys (test and live) and webhooks are made, and the cash-on-delivery repayments.
 */
export const SHOP_TOOLS = {
  openapi: '/api/public/v1/openapi.json',
  apiKeys: '/dashboard/api',
  repayments: '/dashboard/rambursuri',
  addresses: '/dashboard/adrese',
  apiTerms: '/termeni-conditii-api',
} as const;
