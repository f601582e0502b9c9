// `curiero-api-keys`: the API keys this process verified in the last few seconds, as `app.apiKeys`
// (services/api-keys/key-memory.ts), read by the public door and told of every revocation; it listens
// to the database's notifications (its own connection with PostgreSQL) from when the server listens,
// or the first public call (app.inject), and stops with the app, before the database closes.
import fp from 'fastify-plugin';
import { createKeyMemory, type KeyMemory } from '../../services/api-keys/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verified API keys remembered by this process (services/api-keys/key-memory.ts). */
    apiKeys: KeyMemory;
  }
}

export default fp(
  async (app) => {
    const memory = createKeyMemory(app.db, { log: app.log });
    app.decorate('apiKeys', memory);
    app.addHook('onListen', async () => memory.warm());
    app.addHook('onClose', async () => memory.close());
  },
  { name: 'curiero-api-keys', dependencies: ['curiero-db'] },
);
