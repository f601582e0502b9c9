// Prompt-style update on the production build: a second server serves a copy of dist/; after the
// first visit the copy's sw.js changes, `registration.update()` finds the new worker, the toast
// offers "Reîncarcă", and the click reloads the page under the new worker.
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ro } from '../../src/i18n/ro.ts';

const PORT = 4174;
const ORIGIN = `http://127.0.0.1:${PORT}`;
let root: string;
let server: ChildProcess | undefined;

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server?.exitCode !== null && server?.exitCode !== undefined) throw new Error(`second server exited (${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`second server did not answer ${url} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  root = mkdtempSync(join(tmpdir(), 'curiero-update-'));
  cpSync('dist', join(root, 'dist'), { recursive: true });
  mkdirSync(join(root, 'data'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STATIC_DIR: join(root, 'dist'), DATA_DIR: join(root, 'data'), PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  await waitForHealth(`${ORIGIN}/api/health`, 60_000);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
  rmSync(root, { recursive: true, force: true });
});

async function waitForControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

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
  appendFileSync(join(root, 'dist', 'sw.js'), `\n// curiero e2e version ${Date.now()}\n`);
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
