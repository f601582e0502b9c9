// Sessions by password: POST /api/private/auth/login, register, refresh and logout (contract in
// README.md next to this file). The rules are in services/auth. A login or a registration also gives
// the browser a device token for the account (services/auth/devices.ts), in an HttpOnly cookie.
import type { FastifyInstance } from 'fastify';
import { bearerToken, clientOf } from '../../../http/auth.ts';
import type { RegisterInput } from '../../../services/auth/index.ts';
import { deviceCookie } from '../../../services/auth/index.ts';
import { login, register, type LoginInput } from '../../../services/auth/index.ts';
import { logout, refreshSession } from '../../../services/auth/index.ts';
import { email, messages, name, opaque, password, preferences } from './schemas.ts';
import type { Answer } from '../answers-common.ts';
import type { tokenAnswerSchema } from '../customer/answers.ts';

const loginSchema = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: { email, password, remember: { type: 'boolean' } },
} as const;

const registerSchema = {
  type: 'object',
  required: ['name', 'email', 'password', 'password_confirmation'],
  additionalProperties: false,
  properties: { name, email, password, password_confirmation: password, ...preferences },
} as const;

const refreshSchema = {
  type: 'object',
  required: ['refresh_token'],
  additionalProperties: false,
  properties: { refresh_token: opaque },
} as const;

export default async function loginRoutes(app: FastifyInstance) {
  app.post<{ Body: LoginInput }>(
    '/auth/login',
    {
      schema: { body: loginSchema },
      config: {
        fieldMessages: { email: messages.email, password: 'Introdu parola.', remember: 'Valoarea trebuie să fie true sau false.' },
        validationAnswer: { reason: 'login_validation_failed', message: 'Datele introduse nu sunt valide' },
      },
    },
    async (request, reply) => {
      const client = clientOf(request);
      const answer: Answer<typeof tokenAnswerSchema> & { customer: { email: string } } = await login(app.auth, request.body, client);
      return reply.header('set-cookie', await deviceCookie(app.auth, answer.customer.email, client.deviceTokens ?? [])).send(answer);
    },
  );

  app.post<{ Body: RegisterInput }>(
    '/auth/register',
    { schema: { body: registerSchema }, config: { fieldMessages: messages } },
    async (request, reply) => {
      const client = clientOf(request);
      const answer: Answer<typeof tokenAnswerSchema> & { customer: { email: string } } = await register(app.auth, request.body, client);
      return reply.code(201).header('set-cookie', await deviceCookie(app.auth, answer.customer.email, client.deviceTokens ?? [])).send(answer);
    },
  );

  app.post<{ Body: { refresh_token: string } }>(
    '/auth/refresh',
    { schema: { body: refreshSchema }, config: { fieldMessages: { refresh_token: 'Token-ul de reîmprospătare lipsește.' } } },
    async (request) => refreshSession(app.auth, request.body.refresh_token),
  );

  // Bearer, or the refresh token in the body when the access token has already expired.
  app.post<{ Body: { refresh_token?: unknown } | null | undefined }>('/auth/logout', async (request) => {
    const refreshToken = request.body?.refresh_token;
    await logout(app.auth, {
      accessToken: bearerToken(request),
      refreshToken: typeof refreshToken === 'string' && refreshToken.length <= 512 ? refreshToken : null,
    });
    return { data: { success: true }, message: 'Deconectare reușită' };
  });
}
