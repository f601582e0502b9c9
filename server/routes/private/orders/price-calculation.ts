// POST /api/private/orders/price-calculation (register with prefix '/api/private'): the offers of
// every carrier and service asked for (0 = all) for a shipment, itemised, with VAT and estimated
// dates (api-shapes PriceRequest -> PriceAnswer). No bearer needed: prices are public. The quotes
// and the answer's JSON and compression are made on the quote thread given as option (the app's: app.quotes).
// The JSON schema checks types and bounds the work; the engine (services/pricing) checks the
// order limits and looks the localities and lockers up through the resolver given as option.
import type { FastifyInstance } from 'fastify';
import type { PriceRequest } from '../../../../src/shared/shipping.ts';
import { validationFailure } from '../../../services/failure.ts';
import { inBucharest } from '../../../services/pricing/index.ts';
import { createPricingEngine, validationAddress, type LocationResolver } from '../../../services/pricing/index.ts';
import { acceptedEncoding } from '../../../services/answer-compression.ts';
import type { QuoteThread } from '../../../services/pricing/index.ts';
import { askCarriers } from '../../../services/pricing/index.ts';
import type { CarrierNetwork } from '../../../services/carriers/index.ts';
import { PRICE_REQUEST_MESSAGES, priceRequestSchema, schemaErrors } from '../../shared/price-request-schema.ts';

export interface PriceCalculationOptions {
  resolver: LocationResolver;
  /** Where the quotes are made and the answer written (services/pricing/quote-thread.ts). */
  quotes: QuoteThread;
  /** The carriers (read when a request comes: the app's commerce context exists only after boot). */
  carriers?: () => CarrierNetwork;
  /** The clock of the estimated dates (tests pin it). */
  now?: () => Date;
}

export default async function priceCalculationRoutes(app: FastifyInstance, opts: PriceCalculationOptions) {
  const engine = createPricingEngine(opts.resolver);
  const now = opts.now ?? (() => new Date());
  app.post<{ Body: PriceRequest }>(
    '/orders/price-calculation',
    { schema: { body: priceRequestSchema }, attachValidation: true },
    async (request, reply) => {
      // Schema failures are answered here so that the messages can follow array indexes and types.
      if (request.validationError) throw validationFailure(schemaErrors(request.validationError.validation, PRICE_REQUEST_MESSAGES));
      const started = performance.now();
      // Checks and lookups here (a 422 names every problem); quotes, JSON and compression on the quote thread.
      const body = request.body;
      const shipment = await engine.resolve(body);
      const encoding = request.headers['x-no-compression'] === undefined ? acceptedEncoding(request.headers['accept-encoding']) : null;
      // The connected carriers' own prices (at most the quote timeout); {} when all are simulated.
      const prices = opts.carriers ? await askCarriers(opts.carriers(), shipment, body.carrier_id, body.service_id) : {};
      const answer = await opts.quotes.quote({
        shipment,
        carrierId: body.carrier_id,
        serviceId: body.service_id,
        prices,
        now: inBucharest(now()),
        validationAddress: validationAddress(shipment),
        encoding,
      });
      // The pricing time (lookups, quotes, the answer written), for the bench and for operators.
      reply.header('Server-Timing', `price;dur=${(performance.now() - started).toFixed(2)}`);
      reply.header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(answer);
    },
  );
}
