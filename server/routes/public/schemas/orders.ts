// The public API's order answers: the contract's Order (plus ours), the answer to a created order,
// to a cancellation and the signed label link. Response schemas list every field the contract names
// (they also serialize: a field missing here would be dropped) plus ours, and are the OpenAPI
// document's (openapi.ts).
import { bool, dateTime, integer, nullable, number, text } from './fields.ts';
import { validationAddressSchema } from './order-addresses.ts';
import { EXAMPLE_LABEL_URL, EXAMPLE_PRICE, EXAMPLE_PLACES, EXAMPLE_TRACK_URL } from './order-examples.ts';
import { CARRIER_IDS, price, SERVICE_IDS } from './prices.ts';
import { historyItemSchema } from './tracking.ts';

/** The contract's Order, plus our number, status label, estimated dates and whether it can be cancelled. */
export const publicOrderSchema = {
  type: 'object',
  description: 'O comandă.',
  properties: {
    id: integer('Id-ul comenzii.', 1234),
    number: text('Numărul comenzii, de arătat clientului.', 'CUR-2026-001234'),
    order_status: {
      type: 'string',
      description:
        'Starea comenzii: awaiting_payment, payment_failed, paid (plătită, fără AWB încă), booked (înregistrată la curier), booking_failed (refuzată de curier; suma a fost returnată), picked_up, delivered, returned, cancelled.',
      examples: ['booked'],
    },
    booking_failure: nullable('string', 'De ce a refuzat-o curierul (booking_failed); altfel null.', null),
    cancel_pending: bool('O anulare așteaptă răspunsul curierului (se retrimite automat).', false),
    cancel_refusal: nullable('string', 'De ce a refuzat curierul ultima anulare (null: niciuna refuzată).', null),
    order_status_label: text('Starea comenzii, în română.', 'Înregistrată la curier'),
    carrier_id: integer(`Id-ul curierului (${CARRIER_IDS}).`, 6),
    carrier_name: text('Numele curierului.', 'Sameday'),
    service_id: integer(`Id-ul serviciului (${SERVICE_IDS}).`, 1),
    service_name: text('Numele serviciului.', 'Domiciliu - domiciliu'),
    subtotal: number('Prețul fără TVA, în lei.', 19.83),
    tax_amount: number('TVA-ul, în lei.', 4.16),
    discount_amount: number('Reducerea, în lei (0: nu acordăm reduceri).', 0),
    total_amount: number('Totalul plătit, în lei.', 23.99),
    currency: text('Moneda plății: RON.', 'RON'),
    repayment_currency: text('Moneda rambursului: RON.', 'RON'),
    repayment_amount: number('Rambursul de încasat la livrare, în lei (0: fără ramburs).', 149.9),
    awb: nullable('string', 'AWB-ul (null până la înregistrarea la curier).', 'SMD1234567890'),
    current_status_id: nullable('integer', 'Id-ul stării curente a coletului (null fără AWB).', 2),
    current_status: nullable('string', 'Starea curentă a coletului, în română (null fără AWB).', 'Înregistrat'),
    current_status_description: nullable('string', 'Descrierea stării curente (null fără AWB).', 'Expediția a fost înregistrată la curier.'),
    is_current_status_final: bool('Starea curentă este finală.', false),
    track_url: nullable('string', 'Pagina publică de urmărire a coletului (null fără AWB).', EXAMPLE_TRACK_URL),
    history: { type: 'array', description: 'Istoricul coletului, în ordine cronologică.', items: historyItemSchema },
    estimated_pickup_date: text('Data estimată a preluării (AAAA-LL-ZZ).', '2026-03-03'),
    estimated_delivery_date: text('Data estimată a livrării (AAAA-LL-ZZ).', '2026-03-04'),
    cancellable: bool('Comanda mai poate fi anulată (înaintea preluării de către curier).', true),
    origin: { type: 'string', enum: ['app', 'api'], description: 'Pe unde a venit comanda: aplicația sau API-ul.', examples: ['api'] },
    test_mode: bool('Comanda este de test: cheie de test sau curier simulat (demo), fără AWB real.', true),
    created_at: dateTime('Când a fost creată', '2026-03-02T09:15:00.000Z'),
    updated_at: dateTime('Ultima schimbare', '2026-03-02T09:15:02.000Z'),
  },
} as const;

export const EXAMPLE_ORDER = {
  id: 1234,
  number: 'CUR-2026-001234',
  order_status: 'booked',
  order_status_label: 'Înregistrată la curier',
  booking_failure: null,
  cancel_pending: false,
  cancel_refusal: null,
  carrier_id: 6,
  carrier_name: 'Sameday',
  service_id: 1,
  service_name: 'Domiciliu - domiciliu',
  subtotal: 19.83,
  tax_amount: 4.16,
  discount_amount: 0,
  total_amount: 23.99,
  currency: 'RON',
  repayment_currency: 'RON',
  repayment_amount: 149.9,
  awb: 'SMD1234567890',
  current_status_id: 2,
  current_status: 'Înregistrat',
  current_status_description: 'Expediția a fost înregistrată la curier.',
  is_current_status_final: false,
  track_url: EXAMPLE_TRACK_URL,
  history: [],
  estimated_pickup_date: '2026-03-03',
  estimated_delivery_date: '2026-03-04',
  cancellable: true,
  origin: 'api',
  test_mode: true,
  created_at: '2026-03-02T09:15:00.000Z',
  updated_at: '2026-03-02T09:15:02.000Z',
};

export const orderAnswerSchema = {
  type: 'object',
  description: 'Comanda creată și plătită, cu AWB-ul (dacă a fost deja emis) și localitățile înțelese.',
  properties: {
    data: {
      type: 'object',
      description: 'Comanda.',
      properties: {
        order_id: integer('Id-ul comenzii (pentru GET /orders/{id}, anulare, etichete).', 1234),
        awb_number: nullable('string', 'AWB-ul (null dacă încă nu a fost emis: vine în câteva minute, vezi GET /orders/{id}).', 'SMD1234567890'),
        carrier: text('Numele curierului.', 'Sameday'),
        carrier_id: integer('Id-ul curierului.', 6),
        service_id: integer('Id-ul serviciului.', 1),
        service_name: text('Numele serviciului.', 'Domiciliu - domiciliu'),
        price,
        estimated_pickup_date: text('Data estimată a preluării (AAAA-LL-ZZ).', '2026-03-03'),
        estimated_delivery_date: text('Data estimată a livrării (AAAA-LL-ZZ).', '2026-03-04'),
        track_url: nullable('string', 'Pagina publică de urmărire (null fără AWB).', EXAMPLE_TRACK_URL),
        extra: { type: 'object', additionalProperties: true, description: 'Opțiunile expediției, cum au fost trimise în cerere (extra).', examples: [{ parcel_content: 'Cărți' }] },
        number: text('Numărul comenzii.', 'CUR-2026-001234'),
        order_status: text('Starea comenzii: booked (cu AWB) sau paid (AWB-ul vine în curând).', 'booked'),
      },
    },
    validation_address: validationAddressSchema,
    message: text('Ce s-a întâmplat, în română.', 'Comanda CUR-2026-001234 a fost plătită din portofel și înregistrată la Sameday. AWB: SMD1234567890.'),
    test_mode: bool('Prezent (true) doar în răspunsurile date unei chei de test.', true),
  },
  examples: [
    {
      data: {
        order_id: 1234,
        awb_number: 'SMD1234567890',
        carrier: 'Sameday',
        carrier_id: 6,
        service_id: 1,
        service_name: 'Domiciliu - domiciliu',
        price: EXAMPLE_PRICE,
        estimated_pickup_date: '2026-03-03',
        estimated_delivery_date: '2026-03-04',
        track_url: EXAMPLE_TRACK_URL,
        extra: { parcel_content: 'Cărți', internal_identifier: 'MV-10021', bank_repayment_amount: 149.9, bank_repayment_currency: 'RON' },
        number: 'CUR-2026-001234',
        order_status: 'booked',
      },
      validation_address: EXAMPLE_PLACES,
      message: 'Comanda CUR-2026-001234 a fost plătită din portofel și înregistrată la Sameday. AWB: SMD1234567890.',
      test_mode: true,
    },
  ],
} as const;

export const cancelAnswerSchema = {
  type: 'object',
  description: 'Comanda anulată și returnarea banilor.',
  properties: {
    success: bool('Comanda este anulată (false cu 202: anularea așteaptă confirmarea curierului).', true),
    order_id: integer('Id-ul comenzii.', 1234),
    status: text('cancelled; sau, cu HTTP 202, cancel_requested: curierul nu a răspuns încă, anularea se retrimite automat și banii se returnează când o confirmă.', 'cancelled'),
    message: text('Ce s-a întâmplat, în română.', 'Comanda CUR-2026-001234 a fost anulată. Suma de 23,99 RON a fost returnată în portofel.'),
    details: {
      type: 'object',
      description: 'Detaliile anulării.',
      properties: {
        refund: {
          type: ['object', 'null'],
          description: 'Returnarea banilor (null: nu era nimic plătit sau comanda era deja anulată).',
          properties: {
            channel: text('Unde se returnează: wallet (portofel) sau card.', 'wallet'),
            amount: number('Suma returnată, în lei.', 23.99),
            currency: text('Moneda: RON.', 'RON'),
            status: text('Starea returnării: succeeded, pending sau failed.', 'succeeded'),
            failure_reason: nullable('string', 'De ce nu a reușit returnarea (null dacă a reușit).', null),
          },
        },
      },
    },
    test_mode: bool('Prezent (true) doar în răspunsurile date unei chei de test.', true),
  },
  examples: [
    {
      success: true,
      order_id: 1234,
      status: 'cancelled',
      message: 'Comanda CUR-2026-001234 a fost anulată. Suma de 23,99 RON a fost returnată în portofel.',
      details: { refund: { channel: 'wallet', amount: 23.99, currency: 'RON', status: 'succeeded', failure_reason: null } },
      test_mode: true,
    },
  ],
} as const;

export const labelLinkSchema = {
  type: 'object',
  description: 'Linkul semnat către eticheta comenzii (PDF, sau ZPL pentru format ZPL).',
  properties: {
    download_url: text('Adresa etichetei, semnată; se deschide fără cheia API până la expires_at.', EXAMPLE_LABEL_URL),
    awb: text('AWB-ul.', 'SMD1234567890'),
    format: text('Formatul etichetei: A6 (una pe pagină), A4 sau A4_4xA6 (patru pe foaie), ori ZPL (imprimantă termică).', 'A6'),
    dpi: { type: 'integer', enum: [203, 300], description: 'Rezoluția ZPL (203 sau 300 dpi); prezentă doar pentru format ZPL.', examples: [203] },
    expires_at: dateTime('Până când este valabil linkul', '2026-03-02T09:30:00.000Z'),
    test_mode: bool('Prezent (true) doar în răspunsurile date unei chei de test.', true),
  },
  examples: [
    {
      download_url: EXAMPLE_LABEL_URL,
      awb: 'SMD1234567890',
      format: 'A6',
      expires_at: '2026-03-02T09:30:00.000Z',
      test_mode: true,
    },
  ],
} as const;
