// What the e2e server and the specs agree on: where the server keeps its data (the mail outbox is
// read from there) and the admin account created before it starts.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverEntry } from '../../scripts/build-server.mjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** The production build under test: dist/, or E2E_DIST (node scripts/build.mjs <dir>), which the e2e server serves. */
export const E2E_DIST_DIR = process.env.E2E_DIST ?? 'dist';
/** The compiled server built with it (build/server/main.js for dist/), which the e2e servers run. */
export const E2E_SERVER_ENTRY = serverEntry(E2E_DIST_DIR);
export const E2E_DATA_DIR = join(tmpdir(), `curiero-e2e-${E2E_PORT}`);
export const E2E_OUTBOX = join(E2E_DATA_DIR, 'outbox');
/** A data directory migrated and with the reference data loaded, which the e2e servers start from a copy of (scripts/e2e-server.mjs). */
export const E2E_PREPARED_DATA_DIR = join(tmpdir(), `curiero-e2e-prepared-${E2E_PORT}`);
export const E2E_ADMIN = { email: 'admin@curiero.test', name: 'Ana Admin', password: 'admin-e2e-parola-lunga' } as const;
/** IMPERSONATION_TTL_SECONDS of the e2e server (scripts/e2e-server.mjs). */
export const E2E_IMPERSONATION_SECONDS = Number(process.env.IMPERSONATION_TTL_SECONDS ?? 15);
/** Every message the local FCM stand-in received, one JSON per line (scripts/e2e-server.mjs). */
export const E2E_FCM_MESSAGES = join(E2E_DATA_DIR, 'fcm-messages.jsonl');
