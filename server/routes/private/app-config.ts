// GET /api/private/app-config: runtime configuration the PWA fetches lazily (no rebuild per env).
// `auth.social_providers` lists the social logins that are configured, so the app shows only those.
import type { FastifyInstance } from 'fastify';
import { configuredProviders } from '../../services/auth/social.ts';

export default async function appConfigRoutes(app: FastifyInstance) {
  const { chatWidgetUrl, firebase, release } = app.appConfig;
  const body = { chat: { widgetUrl: chatWidgetUrl }, firebase, release, auth: { social_providers: configuredProviders(app.appConfig) } };
  app.get('/app-config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
}
