import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client.ts';
import { tempDir, testApp } from './helpers/app.ts';
import { openTestPglite } from './helpers/databases.ts';
import { expectSecurityHeaders } from './helpers/headers.ts';
import { inlineScriptHashes } from '../../server/http/inline-scripts.ts';

const THEME_SCRIPT = 'document.documentElement.dataset.theme = "light";';
const INDEX = `<!doctype html><html lang="ro"><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app-abc123.js"></script></head><body>shell</body></html>`;
const PRE_MARKER = 'export const servedFromThePrecompressedFile = true;';
const PAGE_TEXT = 'Trimite colete cu cel mai bun curier. '.repeat(60);
const ASSET = `export const data = ${JSON.stringify('colet '.repeat(800))};\n`;

function fakeDist(): string {
  const dir = tempDir('dist');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Curiero"}');
  writeFileSync(join(dir, 'theme-init.js'), 'document.documentElement.dataset.theme = "light";');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  // Two pages rendered at build (scripts/prerender.ts).
  mkdirSync(join(dir, 'prerendered', 'tracking'), { recursive: true });
  writeFileSync(join(dir, 'prerendered', 'index.html'), `<html><body>prerendered home<p>${PAGE_TEXT}</p></body></html>`);
  writeFileSync(join(dir, 'prerendered', 'tracking', 'urmarire-awb-dpd.html'), `<html><body>prerendered dpd<p>${PAGE_TEXT}</p></body></html>`);
  // A third, with its build-time twins (scripts/precompress.mjs): marked, so the test sees which was sent.
  writeFileSync(join(dir, 'prerendered', 'docs.html'), `<html><body>prerendered docs<p>${PAGE_TEXT}</p></body></html>`);
  writeFileSync(join(dir, 'prerendered', 'docs.html.br'), brotliCompressSync(`<html><body>docs from its .br twin<p>${PAGE_TEXT}</p></body></html>`));
  writeFileSync(join(dir, 'prerendered', 'routes.json'), JSON.stringify({ '/': 'index.html', '/tracking/urmarire-awb-dpd': 'tracking/urmarire-awb-dpd.html', '/docs': 'docs.html' }));
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), ASSET);
  // A build-time brotli twin (scripts/precompress.mjs) of a second asset.
  writeFileSync(join(dir, 'assets', 'pre-def456.js'), ASSET);
  writeFileSync(join(dir, 'assets', 'pre-def456.js.br'), brotliCompressSync(PRE_MARKER));
  return dir;
}

describe('static files and the SPA shell', () => {
  let database: Database;
  let app: FastifyInstance;
  let notBuilt: FastifyInstance;
  beforeAll(async () => {
    database = await openTestPglite();
    app = await testApp({ SERVE_STATIC: 'true', STATIC_DIR: fakeDist() }, { database });
    notBuilt = await testApp({ SERVE_STATIC: 'true', STATIC_DIR: tempDir('empty-dist') }, { database });
  });
  afterAll(async () => {
    await app?.close();
    await notBuilt?.close();
    await database?.close();
  });

  it.each(['/sw.js', '/manifest.webmanifest', '/theme-init.js', '/robots.txt', '/index.html'])(
    '%s is revalidated on every use (no-cache)',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(res.headers);
    },
  );

  it('serves the manifest as application/manifest+json', async () => {
    const res = await app.inject('/manifest.webmanifest');
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expectSecurityHeaders(res.headers);
  });

  it('answers a missing asset with 404, not with the shell', async () => {
    const res = await app.inject('/assets/app-old999.js');
    expect(res.statusCode).toBe(404);
    expectSecurityHeaders(res.headers);
  });

  it.each(['/tracking/urmarire-awb-gls', '/retur-dpd?x=1', '/not-found'])('answers %s with the shell', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(res.headers);
  });

  it('answers HEAD on a deep link like GET', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/tracking' });
    expect(res.statusCode).toBe(200);
  });

  it('redirects a trailing slash with 301, keeping the query', async () => {
    const cases = [
      ['/tracking/?awb=123&c=dpd', '/tracking?awb=123&c=dpd'],
      ['/docs/api/', '/docs/api'],
      ['//evil.example/', '/evil.example'],
    ];
    for (const [url, location] of cases) {
      const res = await app.inject(url as string);
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(location);
      expectSecurityHeaders(res.headers);
    }
  });

  it('answers other methods on pages with a JSON 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/tracking' });
    expect(res.statusCode).toBe(404);
    expect(res.json().reason).toBe('not_found');
  });

  it('compresses larger responses with gzip or brotli', async () => {
    const gzip = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ASSET);
    const br = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
    const small = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('compresses every prerendered page, "/" included (it was sent as is: 16 kB instead of 5)', async () => {
    for (const url of ['/', '/?utm=x', '/tracking/urmarire-awb-dpd']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toContain(PAGE_TEXT);
    }
  });

  it('sends the build-time .br twin of a prerendered page as is, as HTML, and the page itself without brotli', async () => {
    const br = await app.inject({ url: '/docs', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers['cache-control']).toContain('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('docs from its .br twin');
    const plain = await app.inject({ url: '/docs' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('prerendered docs');
  });

  it('answers prerendered pages with their HTML (also "/" and with a query), others with the shell', async () => {
    for (const [url, text] of [['/', 'prerendered home'], ['/?utm=x', 'prerendered home'], ['/tracking/urmarire-awb-dpd', 'prerendered dpd'], ['/tracking/urmarire-awb-gls', 'shell']]) {
      const res = await app.inject({ url: url as string });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(text);
      expect(res.headers['cache-control'], url).toContain('no-cache');
      expectSecurityHeaders(res.headers);
    }
  });

  it('sends the build-time .br twin of an asset as is, and the plain file to a client without brotli', async () => {
    const br = await app.inject({ url: '/assets/pre-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(PRE_MARKER);
    const plain = await app.inject({ url: '/assets/pre-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('answers pages with 503 in Romanian when the app was not built, the API still works', async () => {
    const page = await notBuilt.inject('/tracking');
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    expect(page.body).toContain('Aplicația nu este disponibilă');
    expectSecurityHeaders(page.headers);
    expect((await notBuilt.inject('/api/health')).statusCode).toBe(200);
  });

  it('allows exactly the shell\'s inline script by its hash, never unsafe-inline', async () => {
    const hash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
    const csp = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain(hash);
    expect(scriptSrc).not.toContain('unsafe-inline');
    // JSON answers have a policy of their own that allows nothing (they are not pages).
    const api = String((await app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(api).toContain("default-src 'none'");
    expect(api).not.toContain(hash);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, not external ones or empty ones', () => {
    const html = '<script>a()</script><script src="/x.js"></script><script type="module">b()</script><script> </script>';
    const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});
