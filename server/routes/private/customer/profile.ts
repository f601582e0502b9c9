// The signed-in customer: GET/PUT /api/private/customer/profile,
// POST /api/private/customer/email/verification-notification (a new verification e-mail) and
// POST /api/private/customer/email (a change of address: a confirmation link to the new one).
import type { FastifyInstance } from 'fastify';
import { signedInCustomer } from '../../../http/auth.ts';
import { customerView, profileChanges, updateProfile, type ProfileInput } from '../../../services/auth/index.ts';
import { changePassword, PASSWORD_CHANGED_MESSAGE, type ChangePasswordInput } from '../../../services/auth/index.ts';
import { resendVerification } from '../../../services/auth/index.ts';
import { EMAIL_CHANGE_SENT_MESSAGE, requestEmailChange, type ChangeEmailInput } from '../../../services/auth/index.ts';
import { email, messages, name, password, preferences } from '../auth/schemas.ts';
import type { Answer } from '../answers-common.ts';
import type { profileAnswerSchema } from './answers.ts';

export const PROFILE_MESSAGES = {
  saved: 'Profilul a fost salvat.',
  unchanged: 'Nu ai modificat nimic: profilul a rămas la fel.',
} as const;

const profileSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { name, ...preferences },
} as const;

const passwordSchema = {
  type: 'object',
  required: ['current_password', 'password', 'password_confirmation'],
  additionalProperties: false,
  properties: { current_password: password, password, password_confirmation: password },
} as const;

const emailSchema = {
  type: 'object',
  required: ['email', 'current_password'],
  additionalProperties: false,
  properties: { email, current_password: password },
} as const;

export default async function profileRoutes(app: FastifyInstance) {
  app.post<{ Body: ChangeEmailInput }>(
    '/customer/email',
    { preHandler: app.authenticate, schema: { body: emailSchema }, config: { notWhileImpersonating: true, fieldMessages: { ...messages, current_password: 'Scrie parola actuală.' } } },
    async (request) => {
      const { customer, session } = signedInCustomer(request);
      await requestEmailChange(app.auth, customer, session.id, request.body);
      return { data: { success: true }, message: EMAIL_CHANGE_SENT_MESSAGE };
    },
  );

  app.post<{ Body: ChangePasswordInput }>(
    '/customer/password',
    { preHandler: app.authenticate, schema: { body: passwordSchema }, config: { notWhileImpersonating: true, fieldMessages: { ...messages, current_password: 'Scrie parola actuală.' } } },
    async (request) => {
      const { customer, session } = signedInCustomer(request);
      await changePassword(app.auth, customer, session.id, request.body);
      return { data: { success: true }, message: PASSWORD_CHANGED_MESSAGE };
    },
  );

  app.get('/customer/profile', { preHandler: app.authenticate }, async (request): Promise<Answer<typeof profileAnswerSchema>> => ({
    data: customerView(signedInCustomer(request).customer),
  }));

  // Any subset of the fields: the others keep their values. "Saved" is said only of a change.
  app.put<{ Body: ProfileInput }>(
    '/customer/profile',
    { preHandler: app.authenticate, schema: { body: profileSchema }, config: { fieldMessages: messages } },
    async (request) => {
      const { customer } = signedInCustomer(request);
      const answer: Answer<typeof profileAnswerSchema> = profileChanges(customer, request.body)
        ? { data: customerView(await updateProfile(app.db, customer.id, request.body)), message: PROFILE_MESSAGES.saved }
        : { data: customerView(customer), message: PROFILE_MESSAGES.unchanged };
      return answer;
    },
  );

  app.post('/customer/email/verification-notification', { preHandler: app.authenticate }, async (request) => {
    const sent = await resendVerification(app.auth, signedInCustomer(request).customer);
    return {
      data: { success: true },
      message: sent ? 'Ți-am trimis un nou e-mail de confirmare.' : 'Adresa de e-mail este deja confirmată.',
    };
  });
}
