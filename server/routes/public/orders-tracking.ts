// The public API's tracking of orders (orders.ts registers them in the document's order):
//   POST   /orders/track-by-awb           TrackingItem[] (bare)
//   POST   /orders/track-by-order         TrackingItem[] (bare), the caller's orders
import type { FastifyInstance } from 'fastify';
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { validationFailure } from '../../services/failure.ts';
import { AWB_MESSAGES, MAX_AWBS_PER_REQUEST, parseAwbList } from '../../services/tracking/index.ts';
import { trackByAwb, trackByOrder, type TrackingContext } from '../../services/tracking/index.ts';
import { schemaErrors } from '../shared/price-request-schema.ts';
import { invalid, withErrors } from './schemas/common.ts';
import { trackingListSchema } from './schemas/tracking.ts';
import { idList, TAGS } from './orders-shared.ts';
import { apiCaller } from './public-api.ts';

const MESSAGES = {
  carrier: 'Curierul nu există: trimite id-ul unui curier din listă sau 0 pentru oricare.',
  orderIds: 'Trimite între 1 și 200 de id-uri de comenzi.',
} as const;

const language = { type: 'string', enum: ['ro', 'en'], description: 'Limba răspunsului; statusurile sunt în română.', examples: ['ro'] } as const;

export function registerOrderTracking(app: FastifyInstance, tracking: TrackingContext) {
  app.post<{ Body: { awb_list: string[]; carrier_id?: number | null; language?: string } }>(
    '/orders/track-by-awb',
    {
      schema: withErrors({
        operationId: 'trackByAwb',
        tags: TAGS,
        summary: 'Urmărește colete după AWB',
        description: `Statusul și istoricul fiecărui AWB (cel mult ${MAX_AWBS_PER_REQUEST}), în ordinea cererii. \`carrier_id\` 0 sau lipsă: curierul se deduce din AWB.`,
        body: {
          type: 'object',
          required: ['awb_list'],
          properties: {
            carrier_id: { type: ['integer', 'null'], minimum: 0, description: 'Curierul AWB-urilor (1 Cargus, 2 DPD, 3 FAN Courier, 4 GLS, 6 Sameday, 16 Bookurier); 0 sau lipsă: se deduce din fiecare AWB.', examples: [0] },
            awb_list: {
              type: 'array',
              description: `AWB-urile de urmărit (cel puțin unul, cel mult ${MAX_AWBS_PER_REQUEST}).`,
              items: { type: 'string', maxLength: 100, description: 'Un AWB (litere și cifre).' },
              examples: [['SMD1234567890']],
            },
            language,
          },
          examples: [{ carrier_id: 0, awb_list: ['SMD1234567890'], language: 'ro' }],
        },
        response: { 200: trackingListSchema },
      }, invalid(`awb_list lipsește, este goală, are peste ${MAX_AWBS_PER_REQUEST} de AWB-uri sau unul care nu este un AWB, ori carrier_id nu este al unui curier (details, pe câmp).`)),
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw validationFailure(schemaErrors(request.validationError.validation, { 'awb_list.*': AWB_MESSAGES.invalid }));
      const caller = apiCaller(request);
      const carrierId = request.body.carrier_id || null;
      const list = parseAwbList(request.body.awb_list);
      const errors = list.ok ? {} : { ...list.errors };
      if (carrierId !== null && !CARRIERS.some((c) => c.id === carrierId)) Object.assign(errors, { carrier_id: [MESSAGES.carrier] });
      if (!list.ok || Object.keys(errors).length) throw validationFailure(errors);
      return trackByAwb(tracking, { awbs: list.awbs, carrierId, viewerId: caller.customerId, testMode: caller.mode === 'test' });
    },
  );

  app.post<{ Body: { order_ids: number[]; language?: string } }>(
    '/orders/track-by-order',
    {
      schema: withErrors({
        operationId: 'trackByOrder',
        tags: TAGS,
        summary: 'Urmărește comenzi după id',
        description: 'Statusul și istoricul coletelor comenzilor tale (cel mult 200 de id-uri). Un id care nu este al tău răspunde cu un element „negăsit”.',
        body: { type: 'object', required: ['order_ids'], properties: { order_ids: idList(200), language }, examples: [{ order_ids: [1], language: 'ro' }] },
        response: { 200: trackingListSchema },
      }, invalid('order_ids lipsește, este goală, are peste 200 de id-uri sau unul care nu este un număr întreg pozitiv (details.order_ids).')),
      config: { fieldMessages: { order_ids: MESSAGES.orderIds } },
    },
    async (request) => {
      const caller = apiCaller(request);
      return trackByOrder(tracking, { customerId: caller.customerId, orderIds: [...new Set(request.body.order_ids)], testMode: caller.mode === 'test' });
    },
  );
}
