// The public API's tracking item (POST /orders/track-by-awb, /orders/track-by-order) and the
// history events an order and a tracked parcel carry.
import { bool, dateTime, integer, nullable, text } from './fields.ts';
import { EXAMPLE_TRACK_URL } from './order-examples.ts';

export const historyItemSchema = {
  type: 'object',
  description: 'Un eveniment din istoricul coletului.',
  properties: {
    status_id: integer('Id-ul stării, din catalogul nostru (același pentru toți curierii).', 6),
    status: text('Starea, în română.', 'Livrat'),
    status_description: text('Descrierea evenimentului, în română.', 'Coletul a fost livrat destinatarului.'),
    is_final_status: bool('Starea este finală (livrat, returnat, anulat).', true),
    timestamp: dateTime('Când a avut loc', '2026-03-04T11:32:00.000Z'),
    location: nullable('string', 'Unde a avut loc (null dacă curierul nu spune).', 'Iași'),
    carrier_status_code: text('Codul stării la curier.', '9'),
  },
} as const;

const EXAMPLE_HISTORY = [
  {
    status_id: 6,
    status: 'Livrat',
    status_description: 'Coletul a fost livrat destinatarului.',
    is_final_status: true,
    timestamp: '2026-03-04T11:32:00.000Z',
    location: 'Iași',
    carrier_status_code: '9',
  },
];

export const trackingItemSchema = {
  type: 'object',
  description: 'Un colet urmărit (sau, cu found: false, de ce nu a fost găsit).',
  properties: {
    order_id: nullable('integer', 'Id-ul comenzii, dacă este a ta (null altfel).', 1234),
    carrier_id: nullable('integer', 'Id-ul curierului (null dacă nu se știe).', 6),
    carrier: nullable('string', 'Numele curierului.', 'Sameday'),
    awb: nullable('string', 'AWB-ul (null pentru o comandă fără AWB).', 'SMD1234567890'),
    track_url: nullable('string', 'Pagina publică de urmărire.', EXAMPLE_TRACK_URL),
    current_status: nullable('string', 'Starea curentă, în română.', 'Livrat'),
    current_status_id: nullable('integer', 'Id-ul stării curente, din catalogul nostru.', 6),
    current_status_description: nullable('string', 'Descrierea stării curente.', 'Coletul a fost livrat destinatarului.'),
    is_current_status_final: bool('Starea curentă este finală.', true),
    reference: nullable('string', 'Numărul comenzii, dacă este a ta (null altfel).', 'CUR-2026-001234'),
    history: { type: 'array', description: 'Istoricul coletului, în ordine cronologică.', items: historyItemSchema },
    found: bool('Coletul a fost găsit (false: vezi message).', true),
    estimated_delivery_date: nullable('string', 'Data estimată a livrării (AAAA-LL-ZZ; null dacă nu se știe).', '2026-03-04'),
    carrier_website: nullable('string', 'Site-ul curierului.', 'https://www.sameday.ro'),
    updated_at: nullable('string', 'Ultimul eveniment (ISO 8601, UTC; null fără evenimente).', '2026-03-04T11:32:00.000Z'),
    demo: bool('Coletul este al rețelei simulate (mod demo): AWB-ul nu este real și niciun curier nu îl transportă.', false),
    message: text('La found: false, de ce, în română.', ''),
  },
} as const;

const EXAMPLE_TRACKING = {
  order_id: 1234,
  carrier_id: 6,
  carrier: 'Sameday',
  awb: 'SMD1234567890',
  track_url: EXAMPLE_TRACK_URL,
  current_status: 'Livrat',
  current_status_id: 6,
  current_status_description: 'Coletul a fost livrat destinatarului.',
  is_current_status_final: true,
  reference: 'CUR-2026-001234',
  history: EXAMPLE_HISTORY,
  found: true,
  estimated_delivery_date: '2026-03-04',
  carrier_website: 'https://www.sameday.ro',
  updated_at: '2026-03-04T11:32:00.000Z',
  demo: false,
};

export const trackingListSchema = {
  type: 'array',
  description: 'Coletele, în ordinea cererii.',
  items: trackingItemSchema,
  examples: [[EXAMPLE_TRACKING]],
} as const;
