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
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const path = new URL(response.url()).pathname;
      const file = join(distDir, path);
      if (existsSync(file)) files.set(path, { type, gzip: gzipSize(file) });
    });
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    await page.waitForTimeout(1500); // the chat chunk loads when idle or after 1 s: count it too
    await context.close();
    const list = [...files.entries()].map(([path, f]) => ({ path, ...f }));
    const js = list.filter((f) => f.type === 'script').reduce((s, f) => s + f.gzip, 0);
    const css = list.filter((f) => f.type === 'stylesheet').reduce((s, f) => s + f.gzip, 0);
    const firebase = list.filter((f) => /firebase/i.test(f.path) || /FirebaseError|@firebase\/app/.test(readFileSync(join(distDir, f.path), 'utf8')));
    return { files: list, js, css, firebase };
  } finally {
    await browser.close();
  }
}

export function largestRouteChunk(distDir) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no Vite manifest at ${manifestPath}: build with --manifest`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const routes = Object.entries(manifest)
    .filter(([src, chunk]) => chunk.isDynamicEntry && src.startsWith('src/pages/'))
    .map(([src, chunk]) => ({ src, file: chunk.file, gzip: gzipSize(join(distDir, chunk.file)) }))
    .sort((a, b) => b.gzip - a.gzip);
  return { largest: routes[0], count: routes.length };
}
