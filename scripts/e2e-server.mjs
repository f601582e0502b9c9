// Starts the real server for Playwright on a fresh data directory (empty embedded database), after
// creating the admin account the impersonation spec signs in with. The directory is known to the
// specs (tests/e2e/e2e-env.ts) because they read the mail outbox in it.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.env.PORT ?? '4173';
const dataDir = join(tmpdir(), `curiero-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
// Impersonation sessions last 15 s here instead of 10 minutes, so the banner's end can be watched
// (tests/e2e/e2e-env.ts); the server allows at most 600 s, and only configuration shortens it.
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  IMPERSONATION_TTL_SECONDS: process.env.IMPERSONATION_TTL_SECONDS ?? '15',
};

const admin = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/admin-create.ts', '--email', 'admin@curiero.test', '--name', 'Ana Admin'],
  { stdio: 'inherit', env: { ...env, ADMIN_PASSWORD: 'admin-e2e-parola-lunga' } },
);
if (admin.status !== 0) process.exit(admin.status ?? 1);

const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
