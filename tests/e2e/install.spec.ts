// Installability as Chromium's DevTools reports it: a persistent profile (incognito always says
// "in-incognito"), the production build with its worker in control, `Page.getInstallabilityErrors`
// empty; plus the Romanian manifest's content and icons that really have their declared sizes.
import { chromium, expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

interface ManifestIcon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}

test('Chromium reports no installability error', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const profile = mkdtempSync(join(tmpdir(), 'curiero-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    serviceWorkers: 'allow',
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });

    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors, {
        timeout: 15_000,
      })
      .toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the web manifest is Romanian, standalone, with shortcuts and real icons', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[]; shortcuts: { url: string }[] };
  expect(manifest).toMatchObject({ lang: 'ro', start_url: '/', display: 'standalone', short_name: 'Curiero', theme_color: '#0b5fff' });
  expect(String(manifest.name)).toContain('Curiero');
  expect(manifest.shortcuts.map((s) => s.url)).toEqual(expect.arrayContaining(['/tracking', '/comanda']));

  const has = (size: string, purpose: string) => manifest.icons.some((i) => i.sizes === size && (i.purpose ?? 'any').split(' ').includes(purpose));
  expect(has('192x192', 'any') && has('512x512', 'any') && has('512x512', 'maskable')).toBe(true);

  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toContain('image/png');
    const png = await image.body();
    // PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers.
    expect(png.subarray(1, 4).toString('latin1'), icon.src).toBe('PNG');
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
});
