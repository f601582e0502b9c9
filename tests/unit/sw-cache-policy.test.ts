import { describe, expect, it } from 'vitest';
import { isPrerenderedPath, isReferenceDataRequest, mayCacheRequest, NAVIGATION_DENYLIST, pageCacheKey } from '../../sw/cache-policy.ts';
import { isSkipWaitingMessage } from '../../sw/messages.ts';

const ORIGIN = 'https://curiero.test';
const req = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) => ({
  method: init.method ?? 'GET',
  url: path.startsWith('http') ? path : ORIGIN + path,
  headers: new Headers(init.headers),
});
const bearer = { Authorization: 'Bearer secret' };

describe('mayCacheRequest: never cache an authenticated or private response', () => {
  it('allows unauthenticated same-origin GETs of static files and images', () => {
    expect(mayCacheRequest(req('/icons/icon-192.png'), ORIGIN)).toBe(true);
    expect(mayCacheRequest(req('/assets/logo-abc.svg'), ORIGIN)).toBe(true);
  });

  it.each([
    '/api/public/v1/locations/counties',
    '/api/public/v1/search/localities?q=cluj',
    '/api/private/locations/streets?locality=1',
    '/api/private/app-config',
  ])('allows the public reference data %s', (path) => {
    expect(mayCacheRequest(req(path), ORIGIN)).toBe(true);
    expect(isReferenceDataRequest(req(path), ORIGIN)).toBe(true);
  });

  it.each([
    '/api/public/v1/locations/counties',
    '/api/private/app-config',
    '/icons/icon-192.png',
  ])('refuses %s when the request carries an Authorization header', (path) => {
    expect(mayCacheRequest(req(path, { headers: bearer }), ORIGIN)).toBe(false);
    expect(mayCacheRequest(req(path, { headers: { authorization: 'Bearer x' } }), ORIGIN)).toBe(false);
    expect(isReferenceDataRequest(req(path, { headers: bearer }), ORIGIN)).toBe(false);
  });

  it.each([
    '/api/private/customer/orders',
    '/api/private/orders/guest/12?key=e.1790000000.abc',
    '/api/private/auth/me',
    '/api/private/notifications/device-tokens',
    '/api/health',
    '/api/private/app-config-extra',
    '/api/private/locationsX',
    '/api',
  ])('refuses any other API call: %s', (path) => {
    expect(mayCacheRequest(req(path), ORIGIN)).toBe(false);
    expect(isReferenceDataRequest(req(path), ORIGIN)).toBe(false);
  });

  it('refuses writes and other origins', () => {
    expect(mayCacheRequest(req('/api/public/v1/locations/counties', { method: 'POST' }), ORIGIN)).toBe(false);
    expect(mayCacheRequest(req('https://cdn.other.test/img.png'), ORIGIN)).toBe(false);
    expect(isReferenceDataRequest(req('https://other.test/api/private/app-config'), ORIGIN)).toBe(false);
  });
});

describe('navigation denylist', () => {
  const denied = (path: string) => NAVIGATION_DENYLIST.some((re) => re.test(path));
  it('keeps the API and the auth callbacks on the network', () => {
    expect(denied('/api/health')).toBe(true);
    expect(denied('/auth/callback/google?code=1')).toBe(true);
    expect(denied('/autentificare/login-callback?token=1')).toBe(true);
  });
  it('leaves files opened directly to the server', () => {
    for (const path of ['/robots.txt', '/sw.js', '/manifest.webmanifest', '/icons/icon-192.png?v=2']) expect(denied(path), path).toBe(true);
  });
  it('serves every app page from the shell', () => {
    for (const path of ['/', '/tracking', '/docs/api/autentificare', '/autentificare', '/retur-dpd', '/apidocs', '/tracking?awb=a.b', '/cauta?q=x.ro']) {
      expect(denied(path)).toBe(false);
    }
  });
});

describe('update message', () => {
  it('recognises only {type: "SKIP_WAITING"}', () => {
    expect(isSkipWaitingMessage({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaitingMessage('SKIP_WAITING')).toBe(false);
    expect(isSkipWaitingMessage(null)).toBe(false);
    expect(isSkipWaitingMessage({ type: 'OTHER' })).toBe(false);
  });
});

describe('reference data with the app bearer', () => {
  it('is matched with or without the bearer and fetched anonymously', async () => {
    const { anonymousReferenceRequest, isReferenceDataCall } = await import('../../sw/cache-policy.ts');
    const withBearer = new Request(`${ORIGIN}/api/private/search/localities/RO?search=iasi`, {
      headers: { Authorization: 'Bearer abc', 'X-Client-Type': 'app' },
    });
    expect(isReferenceDataCall(withBearer, ORIGIN)).toBe(true);
    expect(isReferenceDataCall(new Request(`${ORIGIN}/api/private/orders`), ORIGIN)).toBe(false);
    expect(isReferenceDataCall(new Request(`${ORIGIN}/api/private/search/x`, { method: 'POST' }), ORIGIN)).toBe(false);
    const anonymous = anonymousReferenceRequest(withBearer);
    expect(anonymous.headers.has('authorization')).toBe(false);
    expect(anonymous.headers.get('x-client-type')).toBe('app');
    expect(anonymous.url).toBe(withBearer.url);
    expect(mayCacheRequest(anonymous, ORIGIN)).toBe(true);
  });
});

describe('prerendered pages kept for offline', () => {
  it('are the public pages without parameters, not the account, the API or a shop return', () => {
    for (const path of ['/', '/curier-ieftin', '/retur-dpd', '/tracking', '/calculator-tva', '/contact', '/politica-cookies']) expect(isPrerenderedPath(path), path).toBe(true);
    for (const path of ['/dashboard', '/dashboard/comenzi', '/autentificare', '/retur/magazin-demo', '/api/health', '/confirmare/1001', '/autentificare/login-callback']) expect(isPrerenderedPath(path), path).toBe(false);
  });

  it('are kept under their address without the query, so no AWB or token lands in a cache key', () => {
    expect(pageCacheKey('https://curiero.test/tracking?awb=2150000012345#x')).toBe('https://curiero.test/tracking');
    expect(pageCacheKey('https://curiero.test/')).toBe('https://curiero.test/');
    // A guest's reopened confirmation: the page's own (prerendered, order-free) HTML under /checkout.
    expect(pageCacheKey('https://curiero.test/checkout?comanda=12&cheie=e.1790000000.abc')).toBe('https://curiero.test/checkout');
  });
});
