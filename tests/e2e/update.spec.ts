// Prompt-style update on the production build: a second server serves a copy of dist/; after the
// first visit the copy's sw.js changes, `registration.update()` finds the new worker, the toast
// offers "Reîncarcă", and the click reloads the page under the new worker.
import { expect, test } from './fixtures.ts';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { ro } from '../../src/i18n/ro.ts';
import { startCopyServer, type CopyServer } from './copy-server.ts';
import { waitForControl } from './service-worker-helpers.ts';

let server: CopyServer;
let ORIGIN = '';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startCopyServer(4174, 'update');
  ORIGIN = server.origin;
});

test.afterAll(async () => server?.dispose());

interface Version {
  versionId: string;
  status: string;
  controlledClients?: string[];
}

test('a waiting worker raises the toast; "Reîncarcă" activates it and reloads once', async ({ page }) => {
  test.setTimeout(60_000);
  const cdp = await page.context().newCDPSession(page);
  const versions = new Map<string, Version>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }: { versions: Version[] }) => {
    for (const v of updated) versions.set(v.versionId, v);
  });
  await cdp.send('ServiceWorker.enable');

  await page.goto(`${ORIGIN}/`);
  await waitForControl(page);
  const firstIds = [...versions.keys()];
  expect(firstIds.length).toBeGreaterThan(0);

  // A new release: the worker script changes by one byte sequence.
  appendFileSync(join(server.distDir, 'sw.js'), `\n// curiero e2e version ${Date.now()}\n`);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });

  const toast = page.getByText(ro.pwa.updateAvailable);
  await expect(toast).toBeVisible({ timeout: 15_000 });
  const newVersion = () => [...versions.values()].find((v) => !firstIds.includes(v.versionId));
  await expect.poll(() => newVersion()?.status, { timeout: 10_000 }).toBe('installed');

  // Marks this document: a reload drops it.
  await page.evaluate(() => Object.assign(window, { __beforeUpdate: true }));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: ro.pwa.updateReload }).click();
  await reloaded;
  await waitForControl(page);

  expect(await page.evaluate(() => (window as { __beforeUpdate?: boolean }).__beforeUpdate)).toBeUndefined();
  await expect.poll(() => newVersion()?.status, { timeout: 10_000 }).toBe('activated');
  for (const id of firstIds) expect(versions.get(id)?.status).toBe('redundant');
  const registration = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { waiting: r?.waiting !== null, installing: r?.installing !== null };
  });
  expect(registration).toEqual({ waiting: false, installing: false });
  await expect(page.getByText(ro.pwa.updateAvailable)).toHaveCount(0);
});
