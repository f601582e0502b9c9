// GET /api/private/app-config: runtime configuration the PWA fetches lazily (no rebuild per env).
import type { FastifyInstance } from 'fastify';

export default async function appConfigRoutes(app: FastifyInstance) {
  const { chatWidgetUrl, firebase, release } = app.appConfig;
  const body = { chat: { widgetUrl: chatWidgetUrl }, firebase, release };
  app.get('/app-config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
}
