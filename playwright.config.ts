import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/e2e/chromium.ts';

// End-to-end tests run against the production build served by the real server (`npm run serve`),
// with service workers allowed, in Debian's Chromium (no browser download is possible here).
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two specs at a time (E2E_WORKERS to change it): most of a spec's time is spent waiting on the
  // browser, the server or a service worker, so two overlap well on two cores. Specs share the one
  // server, each with accounts of its own; the ones that stop or change a server start their own
  // (copy-server.ts) on a port of their own.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // The JSON report lets `npm test` name the failed tests in its summary (scripts/test-failures.mjs).
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    serviceWorkers: 'allow',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // It prepares the data directory (migrations, 55,000 rows of reference data) before it listens.
    timeout: 180_000,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
