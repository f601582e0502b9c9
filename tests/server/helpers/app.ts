// Builds the real app for inject() tests: configuration from a test environment (silent logs, no
// job runner loop), an explicit database, nothing listening.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../../server/app/index.ts';
import { loadConfig, type Config, type Env } from '../../../server/config/index.ts';

export function testConfig(env: Env = {}): Config {
  return loadConfig({
    LOG_LEVEL: 'silent',
    SERVE_STATIC: 'false',
    DATA_DIR: join(tmpdir(), 'curiero-unused-data'),
    // No job runs behind a test's back: tests run the queue with app.jobs.drain() (settled()), or
    // turn the runner on.
    JOBS_POLL_INTERVAL_MS: '0',
    TRACKING_POLL_INTERVAL_SECONDS: '0',
    ...env,
  });
}

export async function testApp(env: Env, deps: AppDeps): Promise<FastifyInstance> {
  const app = buildApp(testConfig(env), deps);
  await app.ready();
  return app;
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `curiero-${prefix}-`));
}
