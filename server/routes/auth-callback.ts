// POST /auth/callback/{provider}: Apple returns to the app with a form POST (its only mode when
// name and e-mail are asked for). The page is the PWA's, which reads a query string, so the code
// and state are moved into one: 303 to GET /auth/callback/{provider}?code=…&state=….
import type { FastifyInstance } from 'fastify';
import { SOCIAL_PROVIDERS } from '../config/index.ts';
import { sendNotFound } from '../http/errors.ts';

const FORWARDED = ['code', 'state', 'error'] as const;

export default async function authCallbackRoutes(app: FastifyInstance) {
  // Scoped to this plugin: the API itself still accepts JSON only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post<{ Params: { provider: string }; Body: Record<string, unknown> | undefined }>(
    '/auth/callback/:provider',
    async (request, reply) => {
      const { provider } = request.params;
      if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) return sendNotFound(reply);
      const query = new URLSearchParams();
      for (const key of FORWARDED) {
        const value = request.body?.[key];
        if (typeof value === 'string' && value.length <= 4096) query.set(key, value);
      }
      return reply.redirect(`/auth/callback/${provider}?${query}`, 303);
    },
  );
}
