// The public API's account calls (contract: api-shapes):
//   GET /account/credit   -> {wallet_balance, is_active, wallet_currency} (lei, the wallet's balance; a test key's: the test balance)
//   GET /account/profile  -> {message, data: {customer_id, name, email, ..., notification_settings, marketing_settings}}
import type { FastifyInstance } from 'fastify';
import { accountProfile, MARKETING_SETTINGS, notificationSettings } from '../../services/auth/index.ts';
import { Failure } from '../../services/failure.ts';
import { testBalance } from '../../services/payments/index.ts';
import { walletBalance } from '../../services/payments/index.ts';
import { lei } from './money.ts';
import { withErrors } from './schemas/common.ts';
import { profileSchema } from './schemas/profile.ts';
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
          'Soldul portofelului, din care se plătesc comenzile făcute prin API, în lei cu zecimale. Portofelul se alimentează din contul Curiero (secțiunea „Portofel”). Cu o cheie de test, soldul de test: bani de test din care se plătesc comenzile de test, alimentat gratuit din contul Curiero (secțiunea „Chei API”), niciodată soldul portofelului.',
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
    // A test key's orders are paid from the test balance: that is its credit (never the wallet's).
    const bani = caller.mode === 'test' ? await testBalance(app.db, caller.customerId) : await walletBalance(app.db, caller.customerId);
    return { wallet_balance: lei(bani), is_active: true, wallet_currency: 'RON' };
    },
  );

  app.get('/account/profile', { schema: profileSchema, config: { scope: 'read' } }, async (request) => {
    const caller = apiCaller(request);
    const profile = await accountProfile(app.db, caller.customerId);
    if (!profile) throw new Failure(404, 'not_found', 'Contul nu mai există.');
    const walletBani = caller.mode === 'test' ? await testBalance(app.db, caller.customerId) : profile.walletBani;
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
        wallet_balance: lei(walletBani),
        wallet_currency: 'RON',
        notification_settings: notificationSettings(customer.email),
        marketing_settings: MARKETING_SETTINGS,
      },
    };
  });
}
