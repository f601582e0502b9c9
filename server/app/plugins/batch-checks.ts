// `curiero-batch-checks`: the batch threads as `app.batchChecks` (services/batches/check-pool.ts), up
// to BATCH_CHECK_THREADS of them: a batch's rows are checked and priced there, off the thread that
// answers the requests. The first starts when the server listens (or with the first batch: inject()
// tests never listen), with the location index packed for them; all end when the app closes, after
// the requests in flight.
import fp from 'fastify-plugin';
import { createRowCheckPool, type RowCheckPool } from '../../services/batches/index.ts';
import { locationIndex, packIndex } from '../../services/locations/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The batch threads (services/batches/check-pool.ts). */
    batchChecks: RowCheckPool;
  }
}

export default fp(
  async (app) => {
    app.decorate('batchChecks', createRowCheckPool({ threads: app.appConfig.render.batchThreads }));
    app.addHook('onListen', async () => {
      // The index the threads are handed, packed now (a tenth of a second) rather than by the first batch.
      void locationIndex(app.db).then(packIndex, () => undefined);
    });
    app.addHook('onClose', async () => app.batchChecks.close());
  },
  { name: 'curiero-batch-checks', decorators: { fastify: ['appConfig'] } },
);
