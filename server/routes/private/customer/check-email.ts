// POST /api/private/customer/check-email: whether an account uses this e-mail (the sign-in form
// asks it to choose between login and register). A malformed e-mail is a 400, as the app expects.
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../../http/auth.ts';
import { emailExists } from '../../../services/auth/index.ts';
import { email } from '../auth/schemas.ts';

const bodySchema = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email },
} as const;

export default async function checkEmailRoutes(app: FastifyInstance) {
  app.post<{ Body: { email: string } }>(
    '/customer/check-email',
    {
      schema: { body: bodySchema },
      config: { validationAnswer: { status: 400, reason: 'invalid_email', message: 'Format de email invalid' } },
    },
    async (request) => ({ data: { exists: await emailExists(app.auth, request.body.email, clientOf(request)) } }),
  );
}
