// `curiero-render`: the render threads as `app.render` (services/render/render-pool.ts), up to
// RENDER_THREADS of them: the PDFs and the invoice exports are made there, off the thread that answers
// the requests. The first starts when the app is ready with the job runner started, or when the
// server listens (or with the first document: inject() tests never listen), and all end when the app
// closes, after the requests in flight and the job runner, which close first.
import fp from 'fastify-plugin';
import { createRenderPool, type RenderPool } from '../../services/render/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The render threads (services/render/render-pool.ts). */
    render: RenderPool;
  }
}

export default fp(
  async (app) => {
    app.decorate('render', createRenderPool({ threads: app.appConfig.render.threads }));
    // Its first thread starts (in the background) when the app is ready if the job runner runs (its
    // jobs draw documents: an invoice's e-mail), else when the server listens: a thread takes a second
    // or more to load, which the first document, and so a close waiting for its job, would wait for.
    if (app.appConfig.jobs.pollIntervalMs > 0) app.addHook('onReady', async () => void app.render.warm());
    app.addHook('onListen', async () => void app.render.warm());
    app.addHook('onClose', async () => app.render.close());
  },
  { name: 'curiero-render', decorators: { fastify: ['appConfig'] } },
);
