// The service worker of the production build: what dist/sw.js precaches (read from the file), and
// in Chromium that it activates, controls the page, fills its caches and never keeps a private
// API response.
import { expect, test } from './fixtures.ts';
import { deliverPush, shownNotifications, waitForControl } from './service-worker-helpers.ts';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_DIST_DIR } from './e2e-env.ts';

const DIST = E2E_DIST_DIR;

function readBuild(file: string): string {
  const path = join(DIST, file);
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: run \`npx vite build\` before the end-to-end tests.`);
  }
  return readFileSync(path, 'utf8');
}

/** The URLs workbox-build injected in place of `self.__WB_MANIFEST`. */
function precachedUrls(): string[] {
  const sw = readBuild('sw.js');
  const urls = [...sw.matchAll(/\{[^{}]*"url":"([^"]+)"[^{}]*\}/g)].map((m) => m[1] ?? '');
  expect(urls.length, `${DIST}/sw.js holds no precache manifest`).toBeGreaterThan(0);
  return urls;
}

test.describe('precache manifest in dist/sw.js', () => {
  test('holds the shell, its entry chunk and styles, the manifest and the icons', () => {
    const urls = precachedUrls();
    const html = readBuild('index.html');
    const entryScripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]);
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]);
    expect(entryScripts.some((s) => s?.startsWith('assets/')), 'index.html has no entry chunk').toBe(true);
    for (const url of ['index.html', 'manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png', ...entryScripts, ...styles]) {
      expect(urls, `${url} is not precached`).toContain(url);
    }
  });

  test('holds every route chunk but no Firebase code, and stays small', () => {
    const urls = precachedUrls();
    const scripts = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
    const code = new Map(scripts.map((f) => [f, readBuild(join('assets', f))]));
    // Firebase chunks: those holding SDK code, plus thin ones that only re-export from them.
    const firebase = new Set(scripts.filter((f) => code.get(f)?.includes('@firebase/')));
    for (let grew = true; grew; ) {
      grew = false;
      for (const f of scripts) {
        const imports = [...(code.get(f) ?? '').matchAll(/from\s*["']\.\/([^"']+\.js)["']/g)].map((m) => m[1] ?? '');
        if (!firebase.has(f) && imports.length > 0 && imports.every((i) => firebase.has(i))) {
          firebase.add(f);
          grew = true;
        }
      }
    }
    for (const chunk of scripts) {
      const url = `assets/${chunk}`;
      if (firebase.has(chunk)) expect(urls, `${url} is Firebase and must not be precached`).not.toContain(url);
      else expect(urls, `${url} is not precached`).toContain(url);
    }
    const bytes = urls.reduce((sum, url) => sum + statSync(join(DIST, url)).size, 0);
    console.info(`precache: ${urls.length} files, ${(bytes / 1024).toFixed(0)} KiB`);
    expect(bytes, 'precache larger than 3 MiB').toBeLessThan(3 * 1024 * 1024);
  });

  test('is a classic script (registered without type: module)', () => {
    const sw = readBuild('sw.js');
    expect(sw).not.toMatch(/^\s*(import|export)\s/m);
    expect(sw).not.toContain('self.__WB_MANIFEST');
  });
});

test.describe('in the browser', () => {
  test('activates, controls the page after a reload, and precaches the shell', async ({ page }) => {
    await page.goto('/');
    await waitForControl(page);
    await page.reload();
    await waitForControl(page);
    const state = await page.evaluate(async () => {
      const controller = navigator.serviceWorker.controller;
      const names = await caches.keys();
      const precache = names.find((n) => n.startsWith('workbox-precache'));
      const keys = precache ? (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname) : [];
      return { script: controller?.scriptURL, state: controller?.state, names, keys };
    });
    expect(state.script).toMatch(/\/sw\.js$/);
    expect(state.state).toBe('activated');
    expect(state.keys).toContain('/index.html');
    expect(state.keys).toContain('/manifest.webmanifest');
    expect(state.keys.some((k) => k.startsWith('/assets/'))).toBe(true);
  });

  test('navigations answer the shell, except the API and the auth callbacks', async ({ page }) => {
    await page.goto('/');
    await waitForControl(page);
    const shell = await page.goto('/tracking');
    expect(shell?.fromServiceWorker(), '/tracking should come from the worker').toBe(true);
    for (const path of ['/api/health', '/autentificare/login-callback?code=e2e', '/auth/callback/google?code=e2e']) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker(), `${path} must reach the server`).toBe(false);
    }
    expect(await page.goto('/api/health').then((r) => r?.headers()['content-type'])).toContain('application/json');
  });

  test('keeps public reference data (fetched anonymously even when the app sends its bearer), never a private API response', async ({ page }) => {
    await page.goto('/');
    await waitForControl(page);
    const cached = await page.evaluate(async () => {
      await fetch('/api/private/app-config');
      // The app sends its bearer on every non-auth call (spec §6): the worker answers reference
      // data from an anonymous copy of the request, so nothing it keeps was an authenticated answer.
      await fetch('/api/private/search/localities/RO?search=iasi', { headers: { Authorization: 'Bearer e2e-token' } });
      await fetch('/api/private/customer/profile', { headers: { Authorization: 'Bearer e2e-token' } });
      await fetch('/api/health');
      const entries: { url: string; authorized: boolean }[] = [];
      for (let i = 0; i < 50; i++) {
        entries.length = 0;
        for (const name of await caches.keys()) {
          if (name.startsWith('workbox-precache')) continue;
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            const url = new URL(request.url);
            entries.push({ url: `${name} ${url.pathname}${url.search}`, authorized: request.headers.has('authorization') });
          }
        }
        if (entries.length >= 2) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      return entries;
    });
    const urls = cached.map((e) => e.url);
    expect(urls).toContain('date-referinta /api/private/app-config');
    expect(urls).toContain('date-referinta /api/private/search/localities/RO?search=iasi');
    expect(cached.filter((e) => e.authorized)).toEqual([]);
    expect(urls.filter((u) => u.includes('/customer/') || u.includes('/api/health'))).toEqual([]);
  });
});

test.describe('push', () => {
  test('a push message (FCM shape) becomes a notification with the page to open', async ({ page, context, baseURL }) => {
    const origin = new URL(baseURL ?? page.url()).origin;
    await context.grantPermissions(['notifications'], { origin });
    await page.goto('/');
    await waitForControl(page);

    const data = JSON.stringify({
      notification: { title: 'Coletul tău a fost livrat', body: 'AWB 123456 a ajuns la destinatar.' },
      data: { url: '/tracking?awb=123456' },
      fcmOptions: { link: '/tracking' },
    });
    await deliverPush(context, page, origin, data);
    await expect.poll(() => shownNotifications(page)).toEqual([
      {
        title: 'Coletul tău a fost livrat',
        body: 'AWB 123456 a ajuns la destinatar.',
        icon: `${origin}/icons/icon-192.png`,
        tag: '',
        data: { url: '/tracking?awb=123456' },
      },
    ]);
  });
});
