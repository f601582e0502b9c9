// The shell offline after one visit. A second server serves a copy of dist/ and is stopped before
// the test goes offline, so nothing can come from the network (Playwright's setOffline alone does
// not cover the service worker's own fetches); setOffline makes the page itself see no network.
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ro } from '../../src/i18n/ro.ts';

const PORT = 4175;
const ORIGIN = `http://127.0.0.1:${PORT}`;
// Public pages of every kind: home, tracking, docs, a landing page, a carrier page, a legal page.
const PAGES = ['/', '/tracking', '/docs', '/curier-ieftin', '/retur-dpd', '/politica-cookies'];
let root: string;
let server: ChildProcess | undefined;

async function stopServer(): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server?.once('exit', r));
  server.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
  if (server.exitCode === null) server.kill('SIGKILL');
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  root = mkdtempSync(join(tmpdir(), 'curiero-offline-'));
  cpSync('dist', join(root, 'dist'), { recursive: true });
  mkdirSync(join(root, 'data'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STATIC_DIR: join(root, 'dist'), DATA_DIR: join(root, 'data'), PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`second server exited (${server.exitCode})`);
    const up = await fetch(`${ORIGIN}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error('second server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
});

test.afterAll(async () => {
  await stopServer();
  rmSync(root, { recursive: true, force: true });
});

test('after one visit every public page renders offline and says it is offline', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });

  await stopServer();
  await context.setOffline(true);
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));

  for (const path of PAGES) {
    await page.goto(`${ORIGIN}${path}`);
    await expect(page.locator('h1').first(), path).toBeVisible();
    // A page whose chunk failed to load shows the not-found page: that would be a miss.
    await expect(page.locator('h1').first(), path).not.toHaveText(ro.app.notFound.title);
    expect(new URL(page.url()).pathname, path).toBe(path);
    await expect(page.getByText(ro.app.offline), path).toBeVisible();
  }
  // Nothing the shell needs was missing: only calls that need the network may fail.
  expect(failed.filter((url) => !new URL(url).pathname.startsWith('/api/'))).toEqual([]);

  await context.setOffline(false);
});
