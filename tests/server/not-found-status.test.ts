// The status codes of pages: a page of the route table answers 200 (its prerendered HTML or the
// shell), another page's address (/calculator) a 301 there, and every other path, or a route whose
// param names nothing (a shop without an enabled return page included), 404 with the not-found
// page's HTML (server/http/static.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { tempDir, testApp } from './helpers/app.ts';
import { openTestPglite } from './helpers/databases.ts';
import { expectSecurityHeaders } from './helpers/headers.ts';
import { shopWithReturns } from './helpers/returns.ts';

const SHELL = '<!doctype html><html lang="ro"><head></head><body><div id="root"></div></body></html>';
const NOT_FOUND = '<!doctype html><html lang="ro"><body><div id="root" data-prerendered>Pagina nu a fost găsită</div></body></html>';
const HOME = '<!doctype html><html lang="ro"><body><div id="root" data-prerendered>prima pagină</div></body></html>';

function fakeDist(withNotFound: boolean): string {
  const dir = tempDir('dist');
  mkdirSync(join(dir, 'prerendered'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), SHELL);
  writeFileSync(join(dir, 'prerendered', 'index.html'), HOME);
  const routes: Record<string, string> = { '/': 'index.html' };
  if (withNotFound) {
    writeFileSync(join(dir, 'prerendered', 'not-found.html'), NOT_FOUND);
    routes['/not-found'] = 'not-found.html';
  }
  writeFileSync(join(dir, 'prerendered', 'routes.json'), JSON.stringify(routes));
  return dir;
}

describe('page status codes', () => {
  let database: Database;
  let app: FastifyInstance;
  let noPrerender: FastifyInstance;
  beforeAll(async () => {
    database = await openTestPglite();
    app = await testApp({ SERVE_STATIC: 'true', STATIC_DIR: fakeDist(true) }, { database });
    noPrerender = await testApp({ SERVE_STATIC: 'true', STATIC_DIR: fakeDist(false) }, { database });
  });
  afterAll(async () => {
    await app?.close();
    await noPrerender?.close();
    await database?.close();
  });

  it.each([
    '/pagina-care-nu-exista',
    '/retur-posta',
    '/tracking/urmarire-awb-posta-romana',
    '/integrari/wix',
    '/integrari/woocommerce/posta',
    '/integrari/emag',
    '/integrari/wix/dpd',
    '/integrari/shopify/posta-romana',
    '/integrari/shopify/dpd/altceva',
    '/docs/capitol-inexistent',
    '/dashboard/setari-secrete',
    '/favicon.ico',
    '/un/drum/lung?x=1',
  ])('answers %s with 404 and the not-found page', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(NOT_FOUND);
    expectSecurityHeaders(res.headers);
  });

  it('answers HEAD on an unknown path with 404 too', async () => {
    expect((await app.inject({ method: 'HEAD', url: '/nu-exista' })).statusCode).toBe(404);
  });

  it.each([
    ['/', HOME],
    ['/not-found', NOT_FOUND],
    ['/tracking', SHELL],
    ['/TRACKING', SHELL],
    ['/retur-dpd', SHELL],
    ['/tracking/urmarire-awb-sameday', SHELL],
    ['/docs/introducere', SHELL],
    ['/integrari', SHELL],
    ['/integrari/woocommerce/dpd', SHELL],
    ['/integrari/emag-marketplace', SHELL],
    ['/Integrari/eMAG-Marketplace/Bookurier', SHELL],
    ['/dashboard/api', SHELL],
    ['/confirmare/1001', SHELL],
    ['/set-password/42/un-token', SHELL],
  ])('answers the page %s with 200', async (url, body) => {
    const res = await app.inject(url);
    expect(res.statusCode, url).toBe(200);
    expect(res.body, url).toBe(body);
  });

  it('answers a shop’s return page with 200 while its returns are on, and 404 with the not-found page otherwise', async () => {
    const on = await shopWithReturns(app);
    const off = await shopWithReturns(app, { enabled: false });
    const page = await app.inject(`/retur/${on.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(SHELL);
    for (const url of [`/retur/${off.slug}`, '/retur/magazin-demo', `/retur/${on.slug.toUpperCase()}`]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe(NOT_FOUND);
    }
    // The directory and a guest's request are pages whatever the database holds.
    expect((await app.inject('/retur')).statusCode).toBe(200);
    expect((await app.inject('/retur/cerere/42?cheie=x')).statusCode).toBe(200);
  });

  it('answers /calculator with a 301 to the calculator on the home page, keeping the query', async () => {
    for (const [url, location] of [
      ['/calculator', '/#calculator'],
      ['/Calculator', '/#calculator'],
      ['/calculator?utm_source=x', '/?utm_source=x#calculator'],
    ] as const) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('falls back to the shell with 404 when the build has no prerendered not-found page', async () => {
    const res = await noPrerender.inject('/nu-exista');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(SHELL);
  });

  it('keeps the JSON 404 for the API', async () => {
    const res = await app.inject('/api/nu-exista');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
