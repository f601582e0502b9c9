// The public API's order calls (contract: api-shapes), on the services the app uses; registered here
// in the document's order:
//   POST   /orders/prices                 offers (carrier_id/service_id 0 = all); address-book references allowed
//   POST   /orders                        create, paid from the wallet (read_write); Idempotency-Key optional
//   GET    /orders, /orders/{id}, DELETE /orders/{id}               orders-read.ts
//   POST   /orders/track-by-awb, /orders/track-by-order             orders-tracking.ts
//   POST   /orders/labels, GET /orders/label-link/{awb}             orders-labels.ts
// A key sees the orders of its mode only (test orders for a test key).
import type { FastifyInstance } from 'fastify';
import { findCustomerById } from '../../services/auth/index.ts';
import { Failure, validationFailure } from '../../services/failure.ts';
import { cardFieldErrors, createApiOrder, priceRequestWithBook, type ApiOrderBody, type ApiPriceRequest } from '../../services/orders/index.ts';
import { inBucharest } from '../../services/pricing/index.ts';
import { askCarriers } from '../../services/pricing/index.ts';
import { validationAddress } from '../../services/pricing/index.ts';
import { acceptedEncoding } from '../../services/answer-compression.ts';
import { PRICE_REQUEST_MESSAGES, schemaErrors } from '../shared/price-request-schema.ts';
import { failure, invalid, withErrors } from './schemas/common.ts';
import { orderAnswerSchema } from './schemas/orders.ts';
import { publicOrderRequestSchema, publicPriceRequestSchema } from './schemas/order-request.ts';
import { priceAnswerSchema } from './schemas/prices.ts';
import { registerOrderLabels } from './orders-labels.ts';
import { registerOrderReads } from './orders-read.ts';
import { TAGS } from './orders-shared.ts';
import { registerOrderTracking } from './orders-tracking.ts';
import { apiCaller } from './public-api.ts';

export default async function publicOrderRoutes(app: FastifyInstance) {
  const { ctx } = app.commerce;
  // The app's one answer cache, shared with the private tracking routes.
  const tracking = app.tracking;

  app.post<{ Body: ApiPriceRequest }>(
    '/orders/prices',
    {
      schema: withErrors({
        operationId: 'getPrices',
        tags: TAGS,
        summary: 'Calculează prețurile',
        description:
          'Ofertele curierilor pentru o expediție, cu TVA și datele estimate de preluare și livrare. `carrier_id: 0` și `service_id: 0` înseamnă „toți curierii” și „toate serviciile”. Capetele pot fi adrese din agendă (`address_from_id`, `address_to_id`) sau câmpurile lor. Sumele sunt în lei, cu zecimale.',
        body: publicPriceRequestSchema,
        response: { 200: priceAnswerSchema },
      },
      invalid(
        'Cererea nu este validă: câmpuri lipsă sau de alt tip, localitate sau cod poștal necunoscut ori al altei localități, colet peste limite, address_id care nu este în agenda ta... (toate problemele, pe câmp, în details).',
      )),
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw validationFailure(schemaErrors(request.validationError.validation, PRICE_REQUEST_MESSAGES));
      const caller = apiCaller(request);
      const errors = {};
      const body = await priceRequestWithBook(app.db, caller.customerId, request.body, errors);
      if (Object.keys(errors).length) throw validationFailure(errors);
      const shipment = await ctx.pricing.resolve(body);
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      const prices = await askCarriers(ctx.carriers, shipment, body.carrier_id, body.service_id, { testMode: caller.mode === 'test' });
      const answer = await app.quotes.quote({
        shipment,
        carrierId: body.carrier_id,
        serviceId: body.service_id,
        prices,
        now: inBucharest(ctx.now()),
        validationAddress: validationAddress(shipment),
        encoding,
        testMode: caller.mode === 'test',
      });
      reply.header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      // Written (and compressed) on the quote thread: sent as it is.
      return reply.type('application/json; charset=utf-8').serializer((payload: unknown) => payload as string).send(answer);
    },
  );

  app.post<{ Body: ApiOrderBody }>(
    '/orders',
    {
      config: { scope: 'read_write' },
      schema: withErrors({
        operationId: 'createOrder',
        tags: TAGS,
        summary: 'Creează o comandă',
        description:
          'Înregistrează o comandă la curierul și serviciul alese și o plătește din portofel (creditul contului). Fără credit suficient răspunsul este 402, cu suma care lipsește, și nu se înregistrează nimic. Antetul `Idempotency-Key` este opțional: aceeași cheie cu același conținut, în 24 de ore, primește primul răspuns; cu alt conținut, 409. Cu o cheie API de test, comanda merge la rețeaua simulată a curierilor.',
        headers: {
          type: 'object',
          properties: {
            'idempotency-key': {
              type: 'string',
              maxLength: 255,
              description: 'Opțional: o cheie unică a comenzii (8-255 caractere: litere, cifre, punct, -, _ sau :). Aceeași cheie și același conținut, în 24 de ore, primesc răspunsul primei cereri, fără o a doua comandă.',
              examples: ['magazin-comanda-10021'],
            },
          },
        },
        body: publicOrderRequestSchema,
        response: { 201: orderAnswerSchema },
      },
      failure(400, 'idempotency_key_required', 'Antetul Idempotency-Key este trimis, dar gol.'),
      failure(400, 'idempotency_key_invalid', 'Antetul Idempotency-Key nu are 8-255 caractere dintre litere, cifre, punct, -, _ sau :.'),
      failure(402, 'insufficient_funds', 'Creditul din portofel nu ajunge pentru comandă: details are missing_amount, wallet_balance și total_amount (lei); nu s-a înregistrat nimic.'),
      failure(409, 'idempotency_key_reused', 'Cheia Idempotency-Key a fost folosită în ultimele 24 de ore pentru o cerere cu alt conținut.'),
      failure(409, 'request_in_progress', 'O cerere cu aceeași cheie Idempotency-Key este încă în lucru: reîncearcă peste câteva secunde.'),
      failure(409, 'reweigh_unpaid', 'Contul are o diferență de recântărire neplătită: se plătește din portofel, în contul Curiero (Portofel), înainte de o comandă nouă; nu s-a înregistrat nimic.'),
      invalid(
        'Comanda nu este validă: câmpuri lipsă sau greșite (contacte, telefon, conținut), localitate sau cod poștal greșit, billing_to.billing_address_id ori address_id care nu sunt în agenda ta... (toate problemele, pe câmp, în details); un card trimis cu comanda (`card` sau `payment.card`) este refuzat: comenzile prin API se plătesc din credit.',
      ),
      failure(422, 'offer_unavailable', 'Curierul ales nu poate prelua expediția cu serviciul ales (de exemplu nu livrează în localitate): details.service_id spune de ce.')),
      attachValidation: true,
      // Before the schema, which would strip a card sent with the order: it is refused, never dropped.
      preValidation: async (request) => {
        const card = cardFieldErrors(request.body);
        if (Object.keys(card).length) throw validationFailure(card);
      },
    },
    async (request, reply) => {
      if (request.validationError) throw validationFailure(schemaErrors(request.validationError.validation, PRICE_REQUEST_MESSAGES));
      const caller = apiCaller(request);
      const customer = await findCustomerById(app.db, caller.customerId);
      if (!customer) throw new Failure(401, 'unauthorized', 'Contul cheii API nu mai există.');
      const answer = await createApiOrder(ctx, caller, customer, request.headers['idempotency-key'], request.body);
      return reply.code(answer.status).send(answer.body);
    },
  );

  registerOrderReads(app, ctx);
  registerOrderTracking(app, tracking);
  registerOrderLabels(app, ctx);
}
