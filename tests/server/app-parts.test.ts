// The composition root's parts (server/app/parts.ts, server/app/plugins/) and doors (routes.ts):
// each a named plugin that declares the parts it needs, so a part registered without them, or
// before them, fails the boot with Fastify's error naming the missing one; the app holds every
// part; and it closes them in order (the job runner stops before the mailer closes, the render
// threads after both; they start when the server listens and are gone once it has closed).
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRoutes } from '../../server/app/routes.ts';
import commercePlugin from '../../server/app/plugins/commerce.ts';
import jobHandlersPlugin from '../../server/app/plugins/job-handlers.ts';
import trackingPlugin from '../../server/app/plugins/tracking.ts';
import { testApp, testConfig } from './helpers/app.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';

const PARTS = [
  'curiero-db',
  'curiero-rate-limits',
  'curiero-api-keys',
  'curiero-quotes',
  'curiero-render',
  'curiero-batch-checks',
  'curiero-mail',
  'curiero-auth',
  'curiero-jobs',
  'curiero-push',
  'curiero-events',
  'curiero-commerce',
  'curiero-tracking',
  'curiero-payouts',
  'curiero-job-handlers',
];
const DOORS = ['curiero-private-door', 'curiero-public-door'];

/** A bare Fastify with the configuration decorated, as buildApp does first. */
function bare() {
  const app = Fastify();
  app.decorate('appConfig', testConfig());
  return app;
}

describe('a part without the parts it declares', () => {
  it('fails the boot with the dependency error naming the missing part', async () => {
    const app = bare();
    app.register(commercePlugin);
    const failure = await app.ready().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED', message: "The dependency 'curiero-db' of plugin 'curiero-commerce' is not registered" });
    await app.close();
  });

  it('fails the boot when registered before a part it needs', async () => {
    const app = bare();
    app.register(trackingPlugin);
    app.register(commercePlugin);
    await expect(app.ready()).rejects.toThrow("The dependency 'curiero-commerce' of plugin 'curiero-tracking' is not registered");
    await app.close();
  });

  it("names the job handlers' first missing part", async () => {
    const app = bare();
    app.register(jobHandlersPlugin);
    await expect(app.ready()).rejects.toThrow("The dependency 'curiero-jobs' of plugin 'curiero-job-handlers' is not registered");
    await app.close();
  });

  it('refuses a door whose parts are not there', async () => {
    const app = bare();
    registerRoutes(app);
    await expect(app.ready()).rejects.toThrow("The dependency 'curiero-db' of plugin 'curiero-private-door' is not registered");
    await app.close();
  });
});

describe('the app', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await testDatabases()[0]!.createPrepared();
  });
  afterAll(async () => test?.dispose());

  it('holds every part and both doors, and closes the runner before the mailer', async () => {
    const closed: string[] = [];
    const app = await testApp({}, { database: test.database, mailer: { send: async () => undefined, close: async () => void closed.push('mailer') } });
    try {
      for (const name of [...PARTS, ...DOORS]) expect(app.hasPlugin(name), name).toBe(true);
      const tree = app.printPlugins();
      for (const name of [...PARTS, ...DOORS]) expect(tree).toContain(name);
      // The parts boot in the order they are listed (each after those it declares).
      const positions = PARTS.map((name) => tree.indexOf(name));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      const stop = app.jobs.stop.bind(app.jobs);
      app.jobs.stop = async (timeoutMs) => {
        closed.push('jobs');
        await stop(timeoutMs);
      };
    } finally {
      await app.close();
    }
    expect(closed).toEqual(['jobs', 'mailer']);
  });

  it('starts a render thread when it listens, and ends the threads when it closes, after the runner and the mailer', async () => {
    const closed: string[] = [];
    const app = await testApp({ RENDER_THREADS: '2' }, { database: test.database, mailer: { send: async () => undefined, close: async () => void closed.push('mailer') } });
    const running: number[] = [app.render.running()];
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      running.push(app.render.running());
      const stop = app.jobs.stop.bind(app.jobs);
      app.jobs.stop = async (timeoutMs) => {
        closed.push('jobs');
        await stop(timeoutMs);
      };
      const close = app.render.close.bind(app.render);
      app.render.close = async () => {
        closed.push('render');
        await close();
      };
    } finally {
      await app.close();
    }
    running.push(app.render.running());
    // One thread from the start (more only while documents wait).
    expect(running).toEqual([0, 1, 0]);
    expect(closed).toEqual(['jobs', 'mailer', 'render']);
    // Closed, it draws nothing more.
    await expect(app.render.invoicesZip('2026-03', [])).rejects.toThrow('render threads closed');
  });
});
