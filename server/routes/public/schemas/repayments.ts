// JSON schemas of the public API's repayment calls (api-shapes: GET /repayments, GET /repayments/reports):
// every field of the contract with its type, a Romanian description and an example, plus the payout
// report's detail. Response schemas also serialize the answers: a field not listed is not sent.
import { PAYOUT_STATUSES, REPAYMENT_STATUSES } from '../../../db/schema.ts';
import { PER_PAGE } from '../pagination.ts';
import { testMode } from './common.ts';

const field = (type: string | readonly string[], description: string, example: unknown) => ({ type, description, examples: [example] }) as const;
const dateTime = (nullable: boolean, description: string, example: string | null) =>
  ({ type: nullable ? ['string', 'null'] : 'string', format: 'date-time', description, examples: [example] }) as const;


const EXAMPLE_REPAYMENT = {
  awb: '4001234567801',
  order_id: 10234,
  carrier_id: 6,
  carrier_name: 'Sameday',
  repayment_amount: 250.5,
  repayment_currency: 'RON',
  status: 'paid',
  payout_id: 512,
  bank_iban: 'RO49AAAA1B31007593840000',
  bank_holder: 'Magazinul Verde SRL',
  recipient_name: 'Ion Țăranu',
  delivered_at: '2025-03-14T09:26:53.000Z',
};
const EXAMPLE_REPORT = {
  payout_id: 512,
  bank_holder: 'Magazinul Verde SRL',
  bank_iban: 'RO49AAAA1B31007593840000',
  repayment_amount: 250.5,
  repayment_currency: 'RON',
  status: 'paid',
  paid_at: '2025-03-15T00:04:12.000Z',
};
const EXAMPLE_DETAIL = {
  ...EXAMPLE_REPORT,
  created_at: '2025-03-15T00:00:02.000Z',
  failure_reason: null,
  transfer_reference: 'tr_8f2k1',
  simulated: false,
  repayments_count: 1,
  lines: [EXAMPLE_REPAYMENT],
};

export const repaymentSchema = {
  type: 'object',
  title: 'Ramburs',
  description: 'Un ramburs: banii încasați de curier la livrarea unui colet, de virat în contul tău.',
  properties: {
    awb: field('string', 'AWB-ul coletului.', '4001234567801'),
    order_id: field('integer', 'Id-ul comenzii.', 10234),
    carrier_id: field('integer', 'Id-ul curierului (1 Cargus, 2 DPD, 3 FAN Courier, 4 GLS, 6 Sameday, 16 Bookurier).', 6),
    carrier_name: field('string', 'Numele curierului.', 'Sameday'),
    repayment_amount: field('number', 'Suma încasată de curier la livrare, în lei.', 250.5),
    repayment_currency: field('string', 'Moneda (RON).', 'RON'),
    status: {
      type: 'string',
      enum: REPAYMENT_STATUSES,
      description: 'pending: încasat, în așteptarea virării; paid: virat în contul tău; cancelled: coletul s-a întors, nu s-a încasat nimic.',
      examples: ['pending'],
    },
    payout_id: field(['integer', 'null'], 'Decontul (virarea) în care intră rambursul; null până la gruparea într-un decont.', 512),
    bank_iban: field(['string', 'null'], 'IBAN-ul în care se virează (null: încă niciunul, rambursul așteaptă un IBAN).', 'RO49AAAA1B31007593840000'),
    bank_holder: field(['string', 'null'], 'Titularul contului bancar.', 'Magazinul Verde SRL'),
    recipient_name: field('string', 'Destinatarul care a plătit rambursul.', 'Ion Țăranu'),
    delivered_at: dateTime(false, 'Când a fost livrat coletul (ISO 8601, UTC).', '2025-03-14T09:26:53.000Z'),
  },
  required: [
    'awb',
    'order_id',
    'carrier_id',
    'carrier_name',
    'repayment_amount',
    'repayment_currency',
    'status',
    'payout_id',
    'bank_iban',
    'bank_holder',
    'recipient_name',
    'delivered_at',
  ],
} as const;

const reportProperties = {
  payout_id: field('integer', 'Id-ul decontului.', 512),
  bank_holder: field('string', 'Titularul contului în care se virează.', 'Magazinul Verde SRL'),
  bank_iban: field('string', 'IBAN-ul în care se virează.', 'RO49AAAA1B31007593840000'),
  repayment_amount: field('number', 'Suma decontului (toate rambursurile lui), în lei.', 1234.5),
  repayment_currency: field('string', 'Moneda (RON).', 'RON'),
  status: {
    type: 'string',
    enum: PAYOUT_STATUSES,
    description: 'pending: de trimis la bancă; processing: trimis, în curs; paid: virat; failed: refuzat sau bancă indisponibilă (se reîncearcă); cancelled: anulat.',
    examples: ['paid'],
  },
  paid_at: dateTime(true, 'Când a fost virat (null până atunci).', '2025-03-15T00:04:12.000Z'),
} as const;

export const reportSchema = { type: 'object', title: 'Decont', description: 'Un decont: o virare a rambursurilor în contul tău bancar.', properties: reportProperties, required: Object.keys(reportProperties) } as const;

const detailProperties = {
  ...reportProperties,
  created_at: dateTime(false, 'Când a fost creat decontul.', '2025-03-15T00:00:02.000Z'),
  failure_reason: field(['string', 'null'], 'De ce nu a fost virat (când status este failed), în română.', null),
  transfer_reference: field(['string', 'null'], 'Referința transferului bancar, odată trimis.', 'tr_8f2k1'),
  simulated: field('boolean', 'Virare simulată (furnizorul de plăți local, niciun transfer real), ca pentru comenzile de test.', false),
  repayments_count: field('integer', 'Câte rambursuri are decontul.', 12),
  lines: { type: 'array', description: 'Rambursurile decontului, în ordinea livrării.', items: repaymentSchema },
  test_mode: testMode,
} as const;

export const reportDetailSchema = {
  type: 'object',
  title: 'Decont cu rambursurile lui',
  description: 'Decontul, starea lui și rambursurile pe care le virează.',
  examples: [EXAMPLE_DETAIL],
  properties: detailProperties,
  required: [...Object.keys(reportProperties), 'created_at', 'failure_reason', 'transfer_reference', 'simulated', 'repayments_count', 'lines'],
} as const;

const paginationSchema = {
  type: 'object',
  description: 'Despre pagină.',
  required: ['total', 'per_page', 'current_page', 'last_page'],
  properties: {
    total: field('integer', 'Câte sunt în total.', 37),
    per_page: field('integer', 'Câte pe pagină.', 15),
    current_page: field('integer', 'Pagina de față.', 1),
    last_page: field('integer', 'Ultima pagină.', 3),
  },
} as const;

export const repaymentListSchema = {
  type: 'object',
  description: 'O pagină de rambursuri, cele mai noi livrări întâi.',
  required: ['list', 'pagination'],
  properties: { list: { type: 'array', description: 'Rambursurile paginii.', items: repaymentSchema }, pagination: paginationSchema, test_mode: testMode },
  examples: [{ list: [EXAMPLE_REPAYMENT], pagination: { total: 1, per_page: 15, current_page: 1, last_page: 1 } }],
} as const;

export const reportListSchema = {
  type: 'object',
  description: 'O pagină de deconturi, cele mai noi întâi.',
  required: ['list', 'pagination'],
  properties: { list: { type: 'array', description: 'Deconturile paginii.', items: reportSchema }, pagination: paginationSchema, test_mode: testMode },
  examples: [{ list: [EXAMPLE_REPORT], pagination: { total: 1, per_page: 15, current_page: 1, last_page: 1 } }],
} as const;

const page = { type: 'string', maxLength: 10, description: 'Pagina, de la 1 (implicit 1).', examples: ['1'] } as const;
const perPage = { type: 'string', maxLength: 10, description: `Câte pe pagină: ${PER_PAGE.join(', ')} (implicit 15).`, examples: ['15'] } as const;

export const repaymentQuerySchema = {
  type: 'object',
  properties: {
    page,
    per_page: perPage,
    order_id: { type: 'string', maxLength: 20, description: 'Doar rambursul acestei comenzi (id-ul comenzii).', examples: ['1'] },
  },
} as const;

export const reportQuerySchema = { type: 'object', properties: { page, per_page: perPage } } as const;

export const reportParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 20, description: 'Id-ul decontului (payout_id).', examples: ['1'] } },
} as const;

export const fileResponse = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } },
});
