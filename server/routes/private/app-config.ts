// GET /api/private/app-config: runtime configuration the PWA fetches lazily (no rebuild per env).
// `auth.social_providers` lists the social logins that are configured, so the app shows only those;
// `carriers` which carriers run on the simulated network (demo) and whether the deployment is live;
// `payments.gateway` which card processor takes card payments (the app says "test" only for 'test').
// Its schema, the app's type: app-config-answer.ts.
import type { FastifyInstance } from 'fastify';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { configuredProviders } from '../../services/auth/index.ts';
import type { Answer } from './answers-common.ts';
import type { appConfigSchema } from './app-config-answer.ts';

export default async function appConfigRoutes(app: FastifyInstance) {
  const { chatWidgetUrl, firebase, release, carriers, payments } = app.appConfig;
  // Which carriers are simulated (demo: the app says so wherever they show) and whether this deployment takes real orders.
  const simulated = CARRIERS.map((c) => c.id).filter((id) => !carriers.accounts.has(id));
  const body: Answer<typeof appConfigSchema> = {
    chat: { widgetUrl: chatWidgetUrl },
    firebase,
    release,
    auth: { social_providers: configuredProviders(app.appConfig) },
    carriers: { deployment: carriers.deployment, simulated },
    payments: { gateway: payments.gateway },
  };
  app.get('/app-config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
}
