// Payments (register with prefix '/api/private'):
//   GET  /payments/{id}            a payment's status, for the app to poll after 3-D Secure (the id
//                                  is an unguessable UUID, as for guests; with a bearer token it
//                                  must be the customer's own)
//   GET  /payments/test-gateway/{id}          the local test processor's hosted page (HTML; 404 with a
//                                             real processor): the card form, or its 3-D Secure step
//   POST /payments/test-gateway/{id}/card     the card form (number, expiry, cvc, holder, token)
//   POST /payments/test-gateway/{id}/3ds      the bank's step: decision=approve|cancel, then 303 back to the app
//   POST /payments/test-gateway/{id}/cancel   the customer gives up, then 303 back to the app
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { orders } from '../../../db/schema.ts';
import { Failure } from '../../../services/failure.ts';
import { guestOrderKey } from '../../../services/orders/index.ts';
import { GUEST_LABEL_LINK_TTL_SECONDS, labelLink } from '../../../services/orders/index.ts';
import { refreshPayment } from '../../../services/orders/index.ts';
import { shownStatus, trackUrl } from '../../../services/orders/index.ts';
import { paymentView } from '../../../services/payments/index.ts';
import { FAILURE_MESSAGES } from '../../../services/payments/index.ts';
import { TEST_GATEWAY_PATH, type TestGatewayRow } from '../../../services/payments/index.ts';
import { cardPage, challengePage, finishedPage } from './test-gateway-html.ts';
import type { Answer } from '../answers-common.ts';
import type { paymentStatusAnswerSchema } from './answers.ts';
import { eq } from 'drizzle-orm';

const paymentNotFound = () => new Failure(404, 'not_found', 'Plata nu există.');

export default async function paymentRoutes(app: FastifyInstance) {
  const { ctx, testGateway } = app.commerce;
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
    const answer: Answer<typeof paymentStatusAnswerSchema> = {
      data: {
        payment: paymentView(payment),
        order: order
          ? {
              id: order.id,
              number: order.number,
              order_status: shownStatus(order),
              awb: order.awb,
              track_url: order.awb ? trackUrl(app.appConfig.publicUrl, order.awb) : null,
              ...(guestLabel ? { label_url: guestLabel.download_url } : {}),
              ...(guestKey ? { guest_key: guestKey } : {}),
            }
          : null,
      },
    };
    return answer;
  });

  const html = (reply: FastifyReply, body: string, code = 200) => reply.code(code).type('text/html; charset=utf-8').send(body);
  const base = (id: string) => `${TEST_GATEWAY_PATH}/${id}`;
  const gatewayOf = () => {
    if (!testGateway) throw paymentNotFound();
    return testGateway;
  };
  // Back to the shop, as a processor does once the payment is decided.
  const backOrEnd = (reply: FastifyReply, row: TestGatewayRow) => (row.returnUrl ? reply.redirect(row.returnUrl, 303) : html(reply, finishedPage(row)));
  const field = (body: Record<string, unknown> | undefined, name: string) => (typeof body?.[name] === 'string' ? (body[name] as string) : '');

  app.get<{ Params: { id: string } }>('/payments/test-gateway/:id', async (request, reply) => {
    const gateway = gatewayOf();
    const row = await gateway.find(request.params.id);
    if (!row) throw paymentNotFound();
    if (row.status !== 'requires_action') return html(reply, finishedPage(row));
    if (row.stage === '3ds') return html(reply, challengePage(row, base(row.id), await gateway.pageToken(row.id, '3ds')));
    return html(reply, cardPage(row, base(row.id), await gateway.pageToken(row.id, 'card')));
  });

  // The forms post strings; a JSON body may carry anything (a number as token is no token).
  app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>('/payments/test-gateway/:id/card', async (request, reply) => {
    const gateway = gatewayOf();
    const [month = '', year = ''] = field(request.body, 'expiry').split('/').map((part) => part.trim());
    // Digits only: Number('') is 0, which made "12/" a card expired in the year 2000, not an invalid date.
    const digits = (part: string) => (/^\d{1,4}$/.test(part) ? Number(part) : Number.NaN);
    const holder = field(request.body, 'holder').slice(0, 100);
    const card = { number: field(request.body, 'number'), exp_month: digits(month), exp_year: digits(year), cvc: field(request.body, 'cvc').trim(), holder };
    const answer = await gateway.payWithCard(request.params.id, field(request.body, 'token'), card);
    if (!answer) throw paymentNotFound();
    const { row } = answer;
    if (answer.kind === 'invalid') {
      return html(reply, cardPage(row, base(row.id), await gateway.pageToken(row.id, 'card'), { error: FAILURE_MESSAGES[answer.code], holder }), 422);
    }
    if (row.status === 'requires_action' && row.stage === '3ds') return reply.redirect(base(row.id), 303);
    return backOrEnd(reply, row);
  });

  app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>('/payments/test-gateway/:id/3ds', async (request, reply) => {
    const gateway = gatewayOf();
    const decision = request.body?.decision;
    if (decision !== 'approve' && decision !== 'cancel') throw new Failure(400, 'bad_request', 'Alege Confirmă sau Anulează.');
    const row = await gateway.completeChallenge(request.params.id, field(request.body, 'token'), decision === 'approve');
    if (!row) throw paymentNotFound();
    return backOrEnd(reply, row);
  });

  app.post<{ Params: { id: string }; Body: Record<string, unknown> | undefined }>('/payments/test-gateway/:id/cancel', async (request, reply) => {
    const row = await gatewayOf().cancelByCustomer(request.params.id, field(request.body, 'token'));
    if (!row) throw paymentNotFound();
    return backOrEnd(reply, row);
  });
}
