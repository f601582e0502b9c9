// POST /api/private/customer/close (bearer): closes the signed-in customer's account, paying a
// positive wallet balance back to the IBAN given (services/auth/close-account.ts).
// Body: password (or confirm: true for an account without one), iban and holder when the wallet holds money.
import type { FastifyInstance } from 'fastify';
import { signedInCustomer } from '../../../http/auth.ts';
import { ACCOUNT_CLOSED_MESSAGE, closeAccount, type CloseAccountInput } from '../../../services/auth/index.ts';
import { formatRon } from '../../../services/payments/index.ts';
import { password } from '../auth/schemas.ts';

const closeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    password,
    confirm: { type: 'boolean' },
    iban: { type: 'string', maxLength: 64 },
    holder: { type: 'string', maxLength: 200 },
  },
} as const;

export default async function closeAccountRoutes(app: FastifyInstance) {
  app.post<{ Body: CloseAccountInput }>(
    '/customer/close',
    { preHandler: app.authenticate, schema: { body: closeSchema }, config: { notWhileImpersonating: true, fieldMessages: { password: 'Scrie parola contului.' } } },
    async (request) => {
      const { refundBani } = await closeAccount(app.auth, signedInCustomer(request).customer, request.body);
      const message = refundBani > 0 ? `${ACCOUNT_CLOSED_MESSAGE} Soldul portofelului, ${formatRon(refundBani)}, îți este virat în IBAN-ul dat.` : ACCOUNT_CLOSED_MESSAGE;
      return { data: { success: true, refund_bani: refundBani }, message };
    },
  );
}
