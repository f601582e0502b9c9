// The public API's webhook endpoint, as its answers show it (with or without its signing secret),
// and the field helpers of the webhook schemas.
import { WEBHOOK_EVENTS } from '../../../db/schema-shops.ts';
import { testMode } from './common.ts';

export const text = (description: string, example?: string) => ({ type: 'string', description, ...(example !== undefined ? { examples: [example] } : {}) }) as const;
export const dateTime = (description: string) => ({ type: 'string', format: 'date-time', description, examples: ['2026-03-02T09:15:00.000Z'] }) as const;

export const EXAMPLE_ENDPOINT = {
  id: 42,
  url: 'https://magazinul-meu.ro/webhooks/curiero',
  description: 'Actualizează starea comenzilor în magazin',
  events: ['order.created', 'order.status_changed'],
  is_active: true,
  mode: 'test',
  created_at: '2026-03-02T09:15:00.000Z',
  updated_at: '2026-03-02T09:15:00.000Z',
};
export const EXAMPLE_SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw2Wl1kKw1s0U=';

const endpointProperties = {
  id: { type: 'integer', description: 'Id-ul endpointului.', examples: [42] },
  url: text('Adresa HTTPS la care trimitem evenimentele.', EXAMPLE_ENDPOINT.url),
  description: text('Descrierea ta.', EXAMPLE_ENDPOINT.description),
  events: {
    type: 'array',
    items: { type: 'string', enum: [...WEBHOOK_EVENTS], description: 'Tipul unui eveniment.' },
    description: 'Evenimentele trimise la endpoint.',
    examples: [EXAMPLE_ENDPOINT.events],
  },
  is_active: { type: 'boolean', description: 'false: pus pe pauză (nu primește evenimente; și după un răspuns 410 Gone).', examples: [true] },
  mode: { type: 'string', enum: ['test', 'live'], description: 'test: primește doar evenimentele obiectelor de test (comenzile făcute cu o cheie de test); live: doar pe celelalte. Prin API, modul cheii care l-a creat; o cheie vede doar endpointurile modului ei.', examples: ['test'] },
  created_at: dateTime('Când a fost adăugat.'),
  updated_at: dateTime('Ultima modificare.'),
} as const;
const ENDPOINT_FIELDS = Object.keys(endpointProperties);

export const endpointSchema = {
  type: 'object',
  description: 'Un endpoint de webhook.',
  required: ENDPOINT_FIELDS,
  properties: { ...endpointProperties, test_mode: testMode },
  examples: [EXAMPLE_ENDPOINT],
} as const;

export const secretProperty = text('Secretul de semnare (Standard Webhooks): verifici cu el antetul webhook-signature. Păstrează-l în siguranță.', EXAMPLE_SECRET);
export const endpointWithSecretSchema = {
  type: 'object',
  description: 'Endpointul și secretul lui de semnare.',
  required: [...ENDPOINT_FIELDS, 'secret'],
  properties: { ...endpointProperties, secret: secretProperty, test_mode: testMode },
  examples: [{ ...EXAMPLE_ENDPOINT, secret: EXAMPLE_SECRET }],
} as const;
