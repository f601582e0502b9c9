// The one matching rule of the router and of the server's 404 (src/shared/route-match.ts).
import { describe, expect, it } from 'vitest';
import { isPagePath, matchRoute } from '../../../src/shared/route-match.ts';
import { isPrerendered, ROUTES } from '../../../src/shared/routes-data.ts';

describe('route matching', () => {
  it('finds fixed paths without case or a trailing slash', () => {
    expect(matchRoute('/tracking')?.route.path).toBe('/tracking');
    expect(matchRoute('/Tracking/')?.route.path).toBe('/tracking');
    expect(matchRoute('/')?.route.path).toBe('/');
  });

  it('reads params (decoded, with their case) and fixed segments without case', () => {
    expect(matchRoute('/Retur/Magazin%20Demo')).toMatchObject({ route: { path: '/retur/:shopId' }, params: { shopId: 'Magazin Demo' } });
    expect(matchRoute('/set-password/42/AbC')?.params).toEqual({ id: '42', token: 'AbC' });
    expect(matchRoute('/Integrari/WooCommerce/DPD')).toMatchObject({ route: { path: '/integrari/woocommerce/dpd', integration: { platform: 'woocommerce', carrier: 'dpd' } }, params: {} });
  });

  it('matches no empty param, no extra segment and no bad escape', () => {
    expect(matchRoute('/retur/')?.route.path).toBe('/retur');
    expect(matchRoute('/confirmare/1/2')).toBeUndefined();
    expect(matchRoute('/retur/%E0%A4%A')).toBeUndefined();
    expect(matchRoute('/nu-exista')).toBeUndefined();
  });

  it('tells pages from paths that name nothing, params included', () => {
    for (const path of ['/', '/tracking', '/retur-dpd', '/dashboard/api', '/docs/introducere', '/integrari/shopify/gls', '/not-found', '/calculator']) {
      expect(isPagePath(path), path).toBe(true);
    }
    for (const path of ['/nu-exista', '/retur-posta', '/dashboard/nimic', '/docs/nimic', '/integrari/wix', '/integrari/shopify/posta', '/integrari/wix/dpd', '/integrari/shopify/gls/x', '/favicon.ico']) {
      expect(isPagePath(path), path).toBe(false);
    }
  });

  it('/calculator is an address of the calculator on the home page, never prerendered on its own', () => {
    const calculator = ROUTES.find((r) => r.path === '/calculator');
    expect(calculator?.redirect).toBe('/#calculator');
    expect(isPrerendered(calculator!)).toBe(false);
  });
});
