// Entry point: config -> database -> migrations -> app -> listen, and a graceful shutdown:
// on SIGTERM/SIGINT stop accepting, let in-flight requests finish, close the database, exit 0.
// A second signal, or SHUTDOWN_TIMEOUT_MS without finishing, exits 1.
// In production this runs compiled (`npm run build` -> build/server/main.js, `npm run serve`);
// `npm run dev` runs it as TypeScript through tsx.
import { buildApp } from './app/index.ts';
import { ConfigError, loadConfig, type Config } from './config/index.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrate, MigrationError } from './db/migrate.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // A configuration mistake deserves a readable sentence, not a stack trace.
    process.stderr.write(`Invalid configuration:\n${error.message}\n`);
    process.exit(1);
  }
}

async function main() {
  const config = readConfig();
  const database = await openDatabase(config);
  const app = buildApp(config, { database });
  try {
    const applied = await migrate(database.db);
    app.log.info({ database: database.kind, applied }, applied.length ? 'migrations applied' : 'database up to date');
  } catch (error) {
    if (error instanceof MigrationError) {
      app.log.fatal({ file: error.file, detail: error.detail }, error.message);
    } else {
      app.log.fatal({ err: error }, 'cannot prepare the database');
    }
    await database.close();
    process.exit(1);
  }

  installShutdown(app, database, config.shutdownTimeoutMs);
  await app.listen({ port: config.port, host: config.host });
  // The quote thread boots now rather than on the first visitor's price calculation.
  app.quotes.warm();
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  const startupMs = Math.round(process.uptime() * 1000);
  app.log.info({ startupMs }, `Curiero ascultă pe http://${shownHost}:${config.port} (baza de date: ${database.kind}, pornit în ${startupMs} ms)`);
}

function installShutdown(app: ReturnType<typeof buildApp>, database: Database, timeoutMs: number) {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown timed out: exiting');
      process.exit(1);
    }, timeoutMs).unref();
    try {
      await app.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
