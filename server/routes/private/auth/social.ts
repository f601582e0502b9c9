// Social login: GET /api/private/auth/social/{provider}/redirect gives the provider's URL and the
// state; POST .../token exchanges the code the provider sent back (with that state) for a session.
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../../http/auth.ts';
import { finishSocialLogin, startSocialLogin, type FinishInput } from '../../../services/auth/index.ts';
import { messages, opaque, preferences } from './schemas.ts';

const tokenSchema = {
  type: 'object',
  required: ['token', 'state'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 1, maxLength: 4096 }, state: opaque, remember: { type: 'boolean' }, ...preferences },
} as const;

const providerParams = {
  type: 'object',
  required: ['provider'],
  properties: { provider: { type: 'string', maxLength: 40 } },
} as const;

export default async function socialRoutes(app: FastifyInstance) {
  app.get<{ Params: { provider: string } }>(
    '/auth/social/:provider/redirect',
    { schema: { params: providerParams } },
    async (request) => ({ data: await startSocialLogin(app.auth, request.params.provider) }),
  );

  app.post<{ Params: { provider: string }; Body: FinishInput }>(
    '/auth/social/:provider/token',
    {
      schema: { params: providerParams, body: tokenSchema },
      config: { fieldMessages: { ...messages, token: 'Codul de autorizare lipsește.', state: 'Starea cererii lipsește.' } },
    },
    async (request) => finishSocialLogin(app.auth, request.params.provider, request.body, clientOf(request)),
  );
}
