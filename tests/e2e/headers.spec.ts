// The production server's headers as a browser receives them: security headers on every kind of
// response, caching per file kind, compression, the JSON 404 for unknown API paths.
import { expect, test } from './fixtures.ts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DIST_DIR } from './e2e-env.ts';

const asset = readdirSync(join(E2E_DIST_DIR, 'assets')).find((f) => f.endsWith('.js'));

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  if (headers['content-type']?.startsWith('application/json')) {
    // An API answer opened as a page loads nothing at all.
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
  } else {
    expect(csp).toContain("object-src 'none'");
    const scriptSrc = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
  }
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toMatch(/^(no-referrer|strict-origin|strict-origin-when-cross-origin|same-origin)$/);
  // Served over plain HTTP on loopback: no HSTS (it is sent only over HTTPS).
  expect(headers['strict-transport-security']).toBeUndefined();
}

test('every kind of response carries the security headers', async ({ request }) => {
  for (const path of ['/', '/tracking/urmarire-awb-dpd', '/sw.js', '/manifest.webmanifest', `/assets/${asset}`, '/api/health', '/api/nu-exista']) {
    const res = await request.get(path);
    expectSecurityHeaders(res.headers());
  }
});

test('shell, worker and manifest are revalidated; hashed assets are immutable and compressed', async ({ request }) => {
  for (const path of ['/', '/sw.js', '/manifest.webmanifest', '/dashboard/comenzi']) {
    expect((await request.get(path)).headers()['cache-control'], path).toContain('no-cache');
  }
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const res = await request.get(`/assets/${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(res.headers()['cache-control']).toContain('immutable');
  expect(res.headers()['cache-control']).toContain('max-age=31536000');
  expect(res.headers()['content-encoding']).toMatch(/gzip|br/);
});

test('deep links answer the shell, unknown API paths a JSON 404', async ({ request }) => {
  const deep = await request.get('/retur/cerere/42');
  expect(deep.status()).toBe(200);
  expect(await deep.text()).toContain('<div id="root"');
  const api = await request.get('/api/nu-exista');
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
  expect(await api.json()).toMatchObject({ reason: 'not_found', message: expect.stringMatching(/nu există/) });
});

test('a trailing slash is removed by a redirect on a hard load, keeping the query', async ({ request }) => {
  const res = await request.get('/tracking/?awb=123456', { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers().location).toBe('/tracking?awb=123456');
});

test('the page runs under its CSP without a single violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The inline theme script ran (allowed by hash) and the chat chunk loaded after idle.
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toMatch(/^(light|dark)$/);
  await page.waitForTimeout(1500);
  expect(violations).toEqual([]);
});
