// Starts the real server for Playwright on a fresh data directory (empty embedded database), after
// creating the admin account the impersonation spec signs in with. The directory is known to the
// specs (tests/e2e/e2e-env.ts) because they read the mail outbox in it.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverEntry } from './build-server.mjs';

const port = process.env.PORT ?? '4173';
// The compiled server of the build under test (npm run build, or node scripts/build.mjs $E2E_DIST).
const entry = serverEntry(process.env.E2E_DIST ?? 'dist');
if (!existsSync(entry)) {
  console.error(`e2e server: no server build at ${entry}: run \`npm run build\` (or node scripts/build.mjs $E2E_DIST) first.`);
  process.exit(1);
}
const dataDir = join(tmpdir(), `curiero-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
// Impersonation sessions last 15 s here instead of 10 minutes, so the banner's end can be watched
// (tests/e2e/e2e-env.ts); the server allows at most 600 s, and only configuration shortens it.
// Push: a local stand-in plays Google (OAuth token endpoint + FCM HTTP v1) and appends every
// message it receives to fcm-messages.jsonl, which the push spec reads; the app gets a Firebase web
// configuration (its Google endpoints are stood in by the spec, in the browser).
// One data directory migrated and with the reference data loaded (npm run db:prepare), copied by this
// server and by the specs' second servers (tests/e2e/copy-server.ts) instead of each loading it.
const preparedDir = join(tmpdir(), `curiero-e2e-prepared-${port}`);
rmSync(preparedDir, { recursive: true, force: true });
mkdirSync(preparedDir, { recursive: true });
const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-prepare.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, DATA_DIR: preparedDir, LOG_LEVEL: 'warn' },
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
cpSync(preparedDir, dataDir, { recursive: true });
const { tsImport } = await import('tsx/esm/api');
const { startFcmStandIn } = await tsImport('../tests/support/fcm-stand-in.ts', import.meta.url);
const fcm = await startFcmStandIn({ projectId: 'curiero-e2e', recordFile: join(dataDir, 'fcm-messages.jsonl') });
const serviceAccountFile = join(dataDir, 'fcm-service-account.json');
writeFileSync(serviceAccountFile, fcm.serviceAccountJson);

const env = {
  ...process.env,
  FCM_SERVICE_ACCOUNT: serviceAccountFile,
  FCM_API_URL: fcm.apiUrl,
  FIREBASE_API_KEY: 'e2e-api-key',
  FIREBASE_PROJECT_ID: 'curiero-e2e',
  FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  FIREBASE_APP_ID: '1:1234567890:web:e2e',
  // Any P-256 public key in base64url: the browser's push service is stood in by the spec.
  FIREBASE_VAPID_KEY: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  DATA_DIR: dataDir,
  // E2E_DIST: a build other than dist/ (node scripts/build.mjs <dir>), so parallel work never shares one.
  ...(process.env.E2E_DIST ? { STATIC_DIR: process.env.E2E_DIST } : {}),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  IMPERSONATION_TTL_SECONDS: process.env.IMPERSONATION_TTL_SECONDS ?? '15',
  // The specs register some 20 accounts from one IP; a retried spec registers again.
  REGISTRATIONS_PER_IP_PER_HOUR: process.env.REGISTRATIONS_PER_IP_PER_HOUR ?? '100',
  // Every spec signs in from 127.0.0.1: a quick run passes the 30 sign-ins in 10 minutes a real IP gets.
  LOGINS_PER_IP_PER_10_MINUTES: process.env.LOGINS_PER_IP_PER_10_MINUTES ?? '1000',
};

const admin = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/admin-create.ts', '--email', 'admin@curiero.test', '--name', 'Ana Admin'],
  { stdio: 'inherit', env: { ...env, ADMIN_PASSWORD: 'admin-e2e-parola-lunga' } },
);
if (admin.status !== 0) process.exit(admin.status ?? 1);

const child = spawn(process.execPath, ['--max-semi-space-size=32', entry], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  void fcm.close().finally(() => process.exit(code ?? 0));
});
