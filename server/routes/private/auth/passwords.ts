// Passwords from e-mailed links: POST /api/private/auth/forgot-password, reset-password and
// set-password/{id}/{token}. The forgot-password answer is the same for every e-mail.
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../../http/auth.ts';
import {
  FORGOT_PASSWORD_MESSAGE,
  requestPasswordReset,
  RESET_DONE_MESSAGE,
  resetPassword,
  setPasswordFromLink,
  type ResetInput,
  type SetPasswordInput,
} from '../../../services/auth/index.ts';
import { email, messages, opaque, password } from './schemas.ts';

const forgotSchema = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email },
} as const;

const resetSchema = {
  type: 'object',
  required: ['token', 'email', 'password', 'password_confirmation'],
  additionalProperties: false,
  properties: { token: opaque, email, password, password_confirmation: password },
} as const;

const setPasswordSchema = {
  type: 'object',
  required: ['password', 'password_confirmation'],
  additionalProperties: false,
  properties: { password, password_confirmation: password },
} as const;

const linkParams = {
  type: 'object',
  required: ['id', 'token'],
  properties: { id: { type: 'string', maxLength: 20 }, token: { type: 'string', maxLength: 512 } },
} as const;

export default async function passwordRoutes(app: FastifyInstance) {
  app.post<{ Body: { email: string } }>(
    '/auth/forgot-password',
    { schema: { body: forgotSchema }, config: { fieldMessages: { email: messages.email } } },
    async (request) => {
      await requestPasswordReset(app.auth, request.body.email, clientOf(request));
      return { data: { success: true }, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post<{ Body: ResetInput }>(
    '/auth/reset-password',
    { schema: { body: resetSchema }, config: { fieldMessages: { ...messages, token: 'Link-ul de resetare este invalid sau a expirat.' } } },
    async (request) => {
      await resetPassword(app.auth, request.body);
      return { data: { success: true }, message: RESET_DONE_MESSAGE };
    },
  );

  app.post<{ Params: { id: string; token: string }; Body: SetPasswordInput }>(
    '/auth/set-password/:id/:token',
    { schema: { params: linkParams, body: setPasswordSchema }, config: { fieldMessages: messages } },
    async (request) =>
      setPasswordFromLink(app.auth, request.params.id, request.params.token, request.body, clientOf(request)),
  );
}
