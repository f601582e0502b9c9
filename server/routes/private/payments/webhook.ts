// POST /api/private/payments/webhook (register with prefix '/api/private'): the card processor's
// notifications. The signature is computed over the exact bytes sent, so this plugin reads JSON
// bodies as raw text (its own parser, encapsulated: other routes keep parsing JSON). A bad signature
// answers 400; an event already handled answers 200 again without doing anything (gateways retry
// until they get a 2xx).
import type { FastifyInstance } from 'fastify';
import { handleWebhook } from '../../../services/orders/index.ts';
import { WebhookRejected } from '../../../services/payments/index.ts';

export default async function paymentWebhookRoutes(app: FastifyInstance) {
  const { ctx } = app.commerce;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post('/payments/webhook', async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    try {
      const outcome = await handleWebhook(ctx, raw, request.headers);
      const ack = ctx.gateway.acknowledge?.(outcome === 'unknown_payment' ? 'ignored' : outcome);
      if (ack) return reply.code(ack.status).send(ack.body);
      return { data: { received: true, outcome } };
    } catch (error) {
      if (!(error instanceof WebhookRejected)) throw error;
      request.log.warn({ reason: error.message }, 'payment webhook rejected');
      return reply.code(400).send({ reason: 'webhook_invalid', message: 'Notificarea de plată nu are o semnătură validă.' });
    }
  });
}
