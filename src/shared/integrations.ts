// E-commerce platforms with a Curiero integration guide (/integrari/{platform}[/{carrier}]).
// Pure data: shared by the route table, the e2e tests and later the integrations feature.
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
