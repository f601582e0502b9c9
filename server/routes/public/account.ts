// The public API's account calls (contract: api-shapes):
//   GET /account/credit   -> {wallet_balance, is_active, wallet_currency} (lei, the wallet's balance)
//   GET /account/profile  -> {message, data: {customer_id, name, email, ..., notification_settings, marketing_settings}}
import type { FastifyInstance } from 'fastify';
import { accountProfile, MARKETING_SETTINGS, notificationSettings } from '../../services/auth/account-profile.ts';
import { Failure } from '../../services/failure.ts';
import { walletBalance } from '../../services/payments/wallet.ts';
import { lei } from './money.ts';
import { withErrors } from './common-schemas.ts';
import { profileSchema } from './profile-schema.ts';
import { apiCaller } from './public-api.ts';

/** The label format of GET /orders/label-link and POST /orders/labels when none is asked for. */
const DEFAULT_AWB_FORMAT = 'A6';

export default async function accountRoutes(app: FastifyInstance) {
  app.get(
    '/account/credit',
    {
      schema: withErrors({
        operationId: 'getAccountCredit',
        tags: ['Cont'],
        summary: 'Creditul contului',
        description:
          'Soldul portofelului, din care se plătesc comenzile făcute prin API, în lei cu zecimale. Portofelul se alimentează din contul Curiero (secțiunea „Portofel”).',
        response: {
          200: {
            type: 'object',
            description: 'Soldul portofelului, în lei.',
            properties: {
              wallet_balance: { type: 'number', description: 'Soldul, în lei, cu zecimale.', examples: [245.5] },
              is_active: { type: 'boolean', description: 'Dacă portofelul poate plăti comenzi.', examples: [true] },
              wallet_currency: { type: 'string', description: 'Moneda portofelului (RON).', examples: ['RON'] },
              test_mode: { type: 'boolean', description: 'Prezent (true) doar la cererile făcute cu o cheie de test.', examples: [true] },
            },
            examples: [{ wallet_balance: 245.5, is_active: true, wallet_currency: 'RON' }],
          },
        },
      }),
    },
    async (request) => {
    const caller = apiCaller(request);
    return { wallet_balance: lei(await walletBalance(app.db, caller.customerId)), is_active: true, wallet_currency: 'RON' };
    },
  );

  app.get('/account/profile', { schema: profileSchema, config: { scope: 'read' } }, async (request) => {
    const profile = await accountProfile(app.db, apiCaller(request).customerId);
    if (!profile) throw new Failure(404, 'not_found', 'Contul nu mai există.');
    const { customer } = profile;
    return {
      message: 'Profilul contului.',
      data: {
        customer_id: customer.id,
        name: customer.name,
        email: customer.email,
        billing_country: customer.billingCountry,
        preferred_language: customer.preferredLanguage,
        currency: customer.currencyCode,
        awb_format: DEFAULT_AWB_FORMAT,
        bank_iban: profile.bankIban,
        bank_holder: profile.bankHolder,
        email_verified: customer.emailVerifiedAt !== null,
        phone: '',
        phone_verified: false,
        wallet_balance: lei(profile.walletBani),
        wallet_currency: 'RON',
        notification_settings: notificationSettings(customer.email),
        marketing_settings: MARKETING_SETTINGS,
      },
    };
  });
}
