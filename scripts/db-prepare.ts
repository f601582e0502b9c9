// npm run db:prepare: migrates the configured database (DATABASE_URL, or the embedded one in DATA_DIR)
// and loads the reference data (localities, postal codes, lockers) when its files changed, then exits.
// A deploy step before the server processes start (each would otherwise wait on both at start), and
// how the end-to-end run prepares one data directory that its servers copy instead of each loading
// 55,000 rows (scripts/e2e-server.mjs).
import { prepareLocations } from '../server/services/locations/index.ts';
import { consoleLogger } from '../server/services/logger.ts';
import { openConfigured } from './cli.ts';

const started = performance.now();
const { database } = await openConfigured();
try {
  await prepareLocations(database.db, consoleLogger);
  console.info(`The ${database.kind} database is migrated and its reference data ready (${Math.round(performance.now() - started)} ms).`);
} finally {
  await database.close();
}
