// POST /api/private/auth/impersonation/exchange: the app trades an admin's single-use code for a
// customer session marked as impersonated (see services/auth/admins.ts).
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../../http/auth.ts';
import { exchangeImpersonationCode } from '../../../services/auth/index.ts';
import { opaque } from './schemas.ts';

const bodySchema = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: opaque },
} as const;

export default async function impersonationRoutes(app: FastifyInstance) {
  app.post<{ Body: { code: string } }>(
    '/auth/impersonation/exchange',
    { schema: { body: bodySchema }, config: { fieldMessages: { code: 'Codul de autentificare lipsește.' } } },
    async (request) => exchangeImpersonationCode(app.auth, request.body.code, clientOf(request)),
  );
}
