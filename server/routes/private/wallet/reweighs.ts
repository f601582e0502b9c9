// Re-weighing differences of the signed-in customer (register with prefix '/api/private'; bearer):
//   GET  /wallet/reweighs       every charge, unpaid ones with paid_at null, and the unpaid total
//   POST /wallet/reweighs/pay   pays every unpaid charge from the wallet (422 insufficient_funds when short)
import type { FastifyInstance } from 'fastify';
import { signedInCustomer } from '../../../http/auth.ts';
import { formatRon } from '../../../services/payments/index.ts';
import { listReweighs, payReweighs } from '../../../services/orders/index.ts';
import { walletBalance } from '../../../services/payments/index.ts';
import type { Answer } from '../answers-common.ts';
import type { reweighListSchema, reweighPaymentAnswerSchema } from './answers.ts';

export default async function reweighRoutes(app: FastifyInstance) {
  const { ctx } = app.commerce;

  app.get('/wallet/reweighs', { preHandler: app.authenticate }, async (request) => {
    const data = await listReweighs(ctx, signedInCustomer(request).customer.id);
    const unpaid = data.filter((c) => c.paid_at === null).reduce((sum, c) => sum + c.amount_bani, 0);
    const answer: Answer<typeof reweighListSchema> = { data, meta: { unpaid_bani: unpaid } };
    return answer;
  });

  app.post('/wallet/reweighs/pay', { preHandler: app.authenticate, config: { notWhileImpersonating: true } }, async (request) => {
    const { id } = signedInCustomer(request).customer;
    const paid = await payReweighs(ctx, id);
    const message = paid.count
      ? `Ai plătit din portofel diferențele de recântărire (${formatRon(paid.paidBani)}). Poți plasa din nou comenzi.`
      : 'Nu ai diferențe de recântărire de plătit.';
    const answer: Answer<typeof reweighPaymentAnswerSchema> = { data: { paid_bani: paid.paidBani, count: paid.count, balance_bani: await walletBalance(app.db, id) }, message };
    return answer;
  });
}
