// The public API's webhook delivery: an event sent to an endpoint, its payload and every attempt.
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from '../../../db/schema-shops.ts';
import { testMode } from './common.ts';
import { dateTime, text } from './webhook-endpoints.ts';

export const EXAMPLE_DELIVERY = {
  id: 901,
  endpoint_id: 42,
  message_id: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
  event_type: 'order.status_changed',
  status: 'succeeded',
  payload: {
    type: 'order.status_changed',
    timestamp: '2026-03-03T10:00:02.000Z',
    data: {
      order_id: 1234,
      order_number: 'CUR-2026-001234',
      awb: '1ONB24000000123',
      carrier_id: 6,
      status_id: 6,
      status: 'Livrat',
      status_key: 'delivered',
      description: 'Coletul a fost livrat.',
      is_final: true,
      previous_status_id: 5,
      previous_status: 'În livrare',
      carrier_status_code: '9',
      occurred_at: '2026-03-03T09:58:00.000Z',
    },
  },
  attempts: [
    { at: '2026-03-03T10:00:02.000Z', status_code: 500, error: 'Endpointul a răspuns HTTP 500.', duration_ms: 184 },
    { at: '2026-03-03T10:00:08.000Z', status_code: 200, error: null, duration_ms: 95 },
  ],
  created_at: '2026-03-03T10:00:02.000Z',
  updated_at: '2026-03-03T10:00:08.000Z',
  delivered_at: '2026-03-03T10:00:08.000Z',
};

const attemptSchema = {
  type: 'object',
  description: 'O încercare de trimitere.',
  required: ['at', 'status_code', 'error', 'duration_ms'],
  properties: {
    at: dateTime('Când a fost făcută.'),
    status_code: { type: ['integer', 'null'], description: 'Codul HTTP primit (null: niciun răspuns).', examples: [200] },
    error: { type: ['string', 'null'], description: 'De ce nu a reușit (null: a reușit).', examples: [null] },
    duration_ms: { type: 'integer', description: 'Cât a durat, în milisecunde.', examples: [95] },
  },
} as const;

const deliveryProperties = {
  id: { type: 'integer', description: 'Id-ul livrării.', examples: [901] },
  endpoint_id: { type: 'integer', description: 'Endpointul căruia i-a fost trimisă.', examples: [42] },
  message_id: text('Antetul webhook-id (același la fiecare încercare și retrimitere): folosește-l ca să nu procesezi un eveniment de două ori.', EXAMPLE_DELIVERY.message_id),
  event_type: { type: 'string', enum: [...WEBHOOK_EVENTS, 'webhook.test'], description: 'Tipul evenimentului.', examples: ['order.status_changed'] },
  status: {
    type: 'string',
    enum: [...WEBHOOK_DELIVERY_STATUSES],
    description: 'pending: se trimite sau se reîncearcă; succeeded: endpointul a răspuns 2xx; failed: încercările s-au terminat fără succes.',
    examples: ['succeeded'],
  },
  payload: {
    type: 'object',
    description: 'Corpul trimis: {type, timestamp, data}.',
    additionalProperties: true,
    properties: {
      type: { type: 'string', description: 'Tipul evenimentului, cum îl primește endpointul (același cu event_type).', examples: ['order.status_changed'] },
      timestamp: dateTime('Când a avut loc evenimentul.'),
      data: { type: 'object', additionalProperties: true, description: 'Datele evenimentului (vezi descrierea fiecărui tip).' },
    },
  },
  attempts: { type: 'array', items: attemptSchema, description: 'Încercările, în ordine.' },
  created_at: dateTime('Când a fost pusă la trimis.'),
  updated_at: dateTime('Ultima schimbare.'),
  delivered_at: { type: ['string', 'null'], format: 'date-time', description: 'Când a reușit (null: încă nu).', examples: ['2026-03-03T10:00:08.000Z'] },
} as const;

export const deliverySchema = {
  type: 'object',
  description: 'O livrare a unui eveniment la un endpoint.',
  required: Object.keys(deliveryProperties),
  properties: { ...deliveryProperties, test_mode: testMode },
  examples: [EXAMPLE_DELIVERY],
} as const;
