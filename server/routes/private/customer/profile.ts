// The signed-in customer: GET/PUT /api/private/customer/profile and
// POST /api/private/customer/email/verification-notification (a new verification e-mail).
import type { FastifyInstance } from 'fastify';
import { signedInCustomer } from '../../../http/auth.ts';
import { customerView, profileChanges, updateProfile, type ProfileInput } from '../../../services/auth/customers.ts';
import { resendVerification } from '../../../services/auth/email-verification.ts';
import { messages, name, preferences } from '../auth/schemas.ts';

export const PROFILE_MESSAGES = {
  saved: 'Profilul a fost salvat.',
  unchanged: 'Nu ai modificat nimic: profilul a rămas la fel.',
} as const;

const profileSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { name, ...preferences },
} as const;

export default async function profileRoutes(app: FastifyInstance) {
  app.get('/customer/profile', { preHandler: app.authenticate }, async (request) => ({
    data: customerView(signedInCustomer(request).customer),
  }));

  // Any subset of the fields: the others keep their values. "Saved" is said only of a change.
  app.put<{ Body: ProfileInput }>(
    '/customer/profile',
    { preHandler: app.authenticate, schema: { body: profileSchema }, config: { fieldMessages: messages } },
    async (request) => {
      const { customer } = signedInCustomer(request);
      if (!profileChanges(customer, request.body)) return { data: customerView(customer), message: PROFILE_MESSAGES.unchanged };
      return { data: customerView(await updateProfile(app.db, customer.id, request.body)), message: PROFILE_MESSAGES.saved };
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
