// `curiero-jobs`: this process's runner of the one durable job queue (services/jobs/), as `app.jobs`.
// Every piece of work done later is a job any process may run; this one runs jobs once the app is
// ready, unless JOBS_POLL_INTERVAL_MS=0 (tests drain the queue by hand). Which service runs which kind
// is registered by `curiero-job-handlers` (app/job-handlers.ts).
import fp from 'fastify-plugin';
import { createJobRunner, type JobRunner } from '../../services/jobs/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's runner of the job queue (services/jobs/runner.ts). */
    jobs: JobRunner;
  }
}

export default fp(
  async (app) => {
    const { jobs, shutdownTimeoutMs } = app.appConfig;
    app.decorate('jobs', createJobRunner({ db: () => app.db, log: app.log, pollIntervalMs: jobs.pollIntervalMs, concurrency: jobs.concurrency, lanes: jobs.lanes }));
    app.addHook('onReady', async () => {
      app.jobs.start();
    });
    // No new job is claimed once the server starts closing; running ones go on while requests finish.
    app.addHook('preClose', async () => app.jobs.pause());
    // Runs before the mailer and the database close (onClose hooks run last-added first, and both are
    // declared below, so registered before): running jobs get most of SHUTDOWN_TIMEOUT_MS to finish,
    // the rest are handed back to the queue.
    app.addHook('onClose', async () => {
      await app.jobs.stop(Math.max(0, shutdownTimeoutMs - 2_000));
    });
  },
  { name: 'curiero-jobs', dependencies: ['curiero-db', 'curiero-mail'] },
);
