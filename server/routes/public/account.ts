// The public API's account calls (contract: api-shapes):
//   GET /account/credit   -> {wallet_balance, is_active, wallet_currency} (lei, the wallet's balance)
import type { FastifyInstance } from 'fastify';
import { walletBalance } from '../../services/payments/wallet.ts';
import { lei } from './money.ts';
import { apiCaller } from './public-api.ts';

export default async function accountRoutes(app: FastifyInstance) {
  app.get('/account/credit', async (request) => {
    const caller = apiCaller(request);
    return { wallet_balance: lei(await walletBalance(app.db, caller.customerId)), is_active: true, wallet_currency: 'RON' };
  });
}
