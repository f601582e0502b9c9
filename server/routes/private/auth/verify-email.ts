// POST /api/private/auth/verify-email/{id}/{token}: the link from the verification e-mail, or
// from the mail that confirms a new address (an e-mail change token, email-change-links.ts, sent
// with the new address of the link's query as body `email`).
import type { FastifyInstance } from 'fastify';
import { confirmEmailChange, EMAIL_CHANGED_MESSAGE } from '../../../services/auth/index.ts';
import { isEmailChangeToken } from '../../../services/auth/index.ts';
import { verifyEmail } from '../../../services/auth/index.ts';
import { email, messages } from './schemas.ts';

const linkParams = {
  type: 'object',
  required: ['id', 'token'],
  properties: { id: { type: 'string', maxLength: 20 }, token: { type: 'string', maxLength: 512 } },
} as const;

// The new address of an e-mail change link (its `email` query); a verification link sends nothing.
const changeBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { email },
} as const;

export default async function verifyEmailRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string; token: string }; Body: { email?: string } | undefined }>(
    '/auth/verify-email/:id/:token',
    { schema: { params: linkParams, body: changeBody }, config: { fieldMessages: { email: messages.email } } },
    async (request) => {
      if (isEmailChangeToken(request.params.token)) {
        await confirmEmailChange(app.auth, request.params.id, request.params.token, request.body?.email ?? '');
        return { data: { success: true }, message: EMAIL_CHANGED_MESSAGE };
      }
      await verifyEmail(app.auth, request.params.id, request.params.token);
      return { data: { success: true }, message: 'Adresa de e-mail a fost confirmată.' };
    },
  );
}
