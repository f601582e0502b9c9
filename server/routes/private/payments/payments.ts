// Payments (register with prefix '/api/private'):
//   GET  /payments/{id}            a payment's status, for the app to poll after 3-D Secure (the id
//                                  is an unguessable UUID, as for guests; with a bearer token it
//                                  must be the customer's own)
//   GET  /payments/test-3ds/{id}   the test gateway's 3-D Secure page (HTML; 404 with a real gateway)
//   POST /payments/test-3ds/{id}   its form: decision=approve|cancel, then 303 back to the app
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { orders } from '../../../db/schema.ts';
import { Failure } from '../../../services/failure.ts';
import { guestOrderKey } from '../../../services/orders/guest-links.ts';
import { GUEST_LABEL_LINK_TTL_SECONDS, labelLink } from '../../../services/orders/label-links.ts';
import { refreshPayment } from '../../../services/orders/payment-updates.ts';
import { trackUrl } from '../../../services/orders/order-view.ts';
import { paymentView } from '../../../services/payments/payments.ts';
import { commerce } from '../orders/commerce.ts';
import { challengePage, finishedPage } from './test-3ds-page.ts';
import { eq } from 'drizzle-orm';

const paymentNotFound = () => new Failure(404, 'not_found', 'Plata nu există.');

export default async function paymentRoutes(app: FastifyInstance) {
  const { ctx, testGateway } = commerce(app);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get<{ Params: { id: string } }>('/payments/:id', async (request: FastifyRequest<{ Params: { id: string } }>) => {
    if (request.headers.authorization) await app.authenticate(request);
    const payment = await refreshPayment(ctx, request.params.id);
    if (!payment || (request.signedIn && payment.customerId !== request.signedIn.customer.id)) throw paymentNotFound();
    const [order] = payment.orderId ? await app.db.select().from(orders).where(eq(orders.id, payment.orderId)) : [];
    // A guest back from 3-D Secure gets the label link the order answer would have given (the
    // payment's UUID, known only to the payer, stands for the account they do not have yet).
    const guestLabel = order?.guestEmail && order.awb ? await labelLink(ctx, order.id, 'A6', GUEST_LABEL_LINK_TTL_SECONDS) : null;
    // And the key that reopens the guest's confirmation (services/orders/guest-links.ts), once paid.
    const guestKey = order?.guestEmail && payment.status === 'succeeded' ? await guestOrderKey(ctx, order, 'checkout') : null;
    return {
      data: {
        payment: paymentView(payment),
        order: order
          ? {
              id: order.id,
              number: order.number,
              order_status: order.status,
              awb: order.awb,
              track_url: order.awb ? trackUrl(app.appConfig.publicUrl, order.awb) : null,
              ...(guestLabel ? { label_url: guestLabel.download_url } : {}),
              ...(guestKey ? { guest_key: guestKey } : {}),
            }
          : null,
      },
    };
  });

  const html = (body: string) => ({ type: 'text/html; charset=utf-8', body });

  app.get<{ Params: { id: string } }>('/payments/test-3ds/:id', async (request, reply) => {
    const row = testGateway ? await testGateway.find(request.params.id) : undefined;
    if (!testGateway || !row) throw paymentNotFound();
    const page =
      row.status === 'requires_action'
        ? html(challengePage(row, `/api/private/payments/test-3ds/${row.id}`, await testGateway.challengeToken(row.id)))
        : html(finishedPage(row));
    return reply.type(page.type).send(page.body);
  });

  // The form posts strings; a JSON body may carry anything (a number as token is no token).
  app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>('/payments/test-3ds/:id', async (request, reply) => {
    if (!testGateway) throw paymentNotFound();
    const decision = request.body?.decision;
    if (decision !== 'approve' && decision !== 'cancel') throw new Failure(400, 'bad_request', 'Alege Confirmă sau Anulează.');
    const token = request.body?.token;
    const row = await testGateway.completeChallenge(request.params.id, typeof token === 'string' ? token : '', decision === 'approve');
    if (!row) throw paymentNotFound();
    if (!row.returnUrl) return reply.type('text/html; charset=utf-8').send(finishedPage(row));
    return reply.redirect(row.returnUrl, 303);
  });
}
