// The back office gives money back (register with prefix '/api/private'; admin token required):
//   POST /admin/payments/{id}/refunds  {amount_bani?, channel: 'card'|'wallet', reason}
//        a part of a payment or all that is left of it (amount_bani omitted), to the card through the
//        processor or to the customer's wallet; each refund gets its credit note (invoices/issue.ts).
//        201 done, 202 pending at the processor (retried by the job), 422 too much or a bad channel.
//   GET  /admin/payments/{id}/refunds  the payment's refunds, newest first.
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, paymentRefunds } from '../../../db/schema.ts';
import { Failure, validationFailure } from '../../../services/failure.ts';
import { findPayment } from '../../../services/payments/index.ts';
import { refundPayment, refundView } from '../../../services/payments/index.ts';

const refundSchema = {
  type: 'object',
  required: ['channel', 'reason'],
  additionalProperties: false,
  properties: {
    amount_bani: { type: 'integer', minimum: 1, maximum: 100_000_000 },
    channel: { type: 'string', enum: ['card', 'wallet'] },
    reason: { type: 'string', minLength: 3, maxLength: 90 },
  },
} as const;

const notFound = () => new Failure(404, 'not_found', 'Plata nu există.');

export default async function adminRefundRoutes(app: FastifyInstance) {
  const { ctx } = app.commerce;

  app.get<{ Params: { id: string } }>('/admin/payments/:id/refunds', { preHandler: app.authenticateAdmin }, async (request) => {
    const payment = await findPayment(app.db, request.params.id);
    if (!payment) throw notFound();
    const rows = await app.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id)).orderBy(desc(paymentRefunds.createdAt));
    return { data: rows.map(refundView), meta: { amount_bani: payment.amountBani, refunded_bani: payment.refundedBani } };
  });

  app.post<{ Params: { id: string }; Body: { amount_bani?: number; channel: 'card' | 'wallet'; reason: string } }>(
    '/admin/payments/:id/refunds',
    {
      preHandler: app.authenticateAdmin,
      schema: { body: refundSchema },
      config: { fieldMessages: { amount_bani: 'Suma trebuie să fie un număr întreg de bani, mai mare ca zero.', channel: 'Alege card sau wallet.', reason: 'Scrie motivul rambursării (3-90 de caractere).' } },
    },
    async (request, reply) => {
      const payment = await findPayment(app.db, request.params.id);
      if (!payment) throw notFound();
      const { amount_bani: amount, channel, reason } = request.body;
      if (channel === 'card' && payment.method !== 'card') throw validationFailure({ channel: ['O plată din portofel se rambursează doar în portofel.'] });
      if (channel === 'wallet' && payment.customerId === null) throw validationFailure({ channel: ['Comanda unui vizitator fără cont se rambursează doar pe card.'] });
      if (payment.purpose !== 'order') throw validationFailure({ channel: ['Se rambursează doar plățile comenzilor.'] });
      const [order] = await app.db.select({ number: orders.number, customerId: orders.customerId }).from(orders).where(eq(orders.id, payment.orderId ?? 0));
      if (!order) throw notFound();
      const outcome = await refundPayment(ctx, payment, { number: order.number, customerId: payment.customerId }, channel, { ...(amount === undefined ? {} : { amountBani: amount }), reason: reason.trim() });
      const status = outcome.status === 'succeeded' ? 201 : outcome.status === 'pending' ? 202 : 422;
      return reply.code(status).send({
        data: { channel: outcome.channel, amount_bani: outcome.amountBani, status: outcome.status, failure_reason: outcome.failureReason },
        ...(status === 422 ? { reason: 'refund_failed', message: outcome.failureReason ?? 'Rambursarea nu a reușit.' } : {}),
      });
    },
  );
}
