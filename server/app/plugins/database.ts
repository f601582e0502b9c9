// `curiero-db`: the database as `app.db`: the one given (main.ts opens and migrates it before
// listening, tests pass theirs) or else one opened and migrated here and closed with the app; then
// the locker index and the reference data (localities, postal codes, lockers) readied on it.
import fp from 'fastify-plugin';
import type { AppDb, Database } from '../../db/client.ts';
import { openMigrated } from '../../db/migrate.ts';
import { prepareLocations } from '../../services/locations/index.ts';
import { configureLocationIndex } from '../../services/locations/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database (Drizzle), open and migrated before any other part boots. */
    db: AppDb;
  }
}

export interface DatabaseOptions {
  /** An open, migrated database. Without it the plugin opens (and on close closes) its own. */
  database?: Database | undefined;
}

export default fp<DatabaseOptions>(
  async (app, { database }) => {
    let owned: Database | undefined;
    const open = database ?? (owned = await openMigrated(app.appConfig));
    app.addHook('onClose', async () => owned?.close());
    app.decorate('db', open.db);
    // The lockers shown: a connected carrier's own (synced), the generated demo ones for the others.
    configureLocationIndex(app.db, app.appConfig.carriers.accounts.keys());
    // Reference data (localities, postal codes, lockers): reloaded only when its files changed.
    await prepareLocations(app.db, app.log);
  },
  { name: 'curiero-db', decorators: { fastify: ['appConfig'] } },
);
