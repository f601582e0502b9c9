// Bundle budget: what the first load of `/` fetches (measured in Chromium, gzip -9 of each file)
// and the largest lazy route chunk (from Vite's build manifest).
import { chromium } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, gzipSize } from './lib.mjs';

export async function measureFirstLoad(baseUrl, distDir) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    // No service worker: its precache downloads are not part of what the page needs to render.
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const files = new Map();
    page.on('request', (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const path = new URL(request.url()).pathname;
      const file = join(distDir, path);
      if (existsSync(file) && !files.has(path)) files.set(path, { type, gzip: gzipSize(file) });
    });
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(1500); // the chat chunk loads when idle or after 1 s
    await context.close();
    const list = [...files.entries()].map(([path, f]) => ({ path, ...f }));
    const sum = (items) => items.reduce((s, f) => s + f.gzip, 0);
    const js = sum(list.filter((f) => f.type === 'script'));
    const css = sum(list.filter((f) => f.type === 'stylesheet'));
    const firebase = list.filter((f) => /firebase/i.test(f.path) || /FirebaseError|@firebase\/app/.test(readFileSync(join(distDir, f.path), 'utf8')));
    return { files: list, js, css, firebase };
  } finally {
    await browser.close();
  }
}

function readManifest(distDir) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no Vite manifest at ${manifestPath}: build with --manifest`);
  return JSON.parse(readFileSync(manifestPath, 'utf8'));
}

/**
 * What `/` needs before it can show its page: the entry chunk with everything it imports
 * statically, plus the home route chunk and its static imports (dynamic imports that the app
 * defers to idle, like the chat panel, toasts and the service-worker registration, are not part of it).
 */
export function criticalFirstLoad(distDir) {
  const manifest = readManifest(distDir);
  const seen = new Set();
  const files = [];
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const chunk = manifest[key];
    files.push({ type: 'script', path: `/${chunk.file}` });
    for (const css of chunk.css ?? []) files.push({ type: 'stylesheet', path: `/${css}` });
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit('index.html');
  visit('src/pages/home.tsx');
  const unique = [...new Map(files.map((f) => [f.path, f])).values()].map((f) => ({ ...f, gzip: gzipSize(join(distDir, f.path)) }));
  const sum = (type) => unique.filter((f) => f.type === type).reduce((s, f) => s + f.gzip, 0);
  return { files: unique, js: sum('script'), css: sum('stylesheet') };
}

export function largestRouteChunk(distDir) {
  const manifest = readManifest(distDir);
  const routes = Object.entries(manifest)
    .filter(([src, chunk]) => chunk.isDynamicEntry && src.startsWith('src/pages/'))
    .map(([src, chunk]) => ({ src, file: chunk.file, gzip: gzipSize(join(distDir, chunk.file)) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { largest: routes[0], count: routes.length };
}
