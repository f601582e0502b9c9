// JSON schemas of the public API's return requests (ours, beyond the contract; the calls are in
// ../returns.ts): a request as the shop's integration reads it (the inbox's view,
// services/returns/views.ts, of which these schemas keep and serialize the listed fields), its detail
// (statement, history, photos), a page of them in the address lists' shape {list, meta} with the
// counts per status, and the answer of a status change. Every field with a Romanian description and
// an example; descriptions are unique within an answer (tests/server/public-openapi-lint.test.ts).
import { IMAGE_TYPES, RETURN_DROP_OFF_METHODS, RETURN_STATUSES } from '../../../db/schema.ts';
import { SHOP_ACTION_NAMES } from '../../../services/returns/index.ts';
import { EXAMPLE_ORIGIN, testMode } from './common.ts';
import { bool, dateTime, integer, nullable, text } from './fields.ts';

const STATUS_WORDS =
  'requested: cerere nouă; approved: aprobată; refused: refuzată; label_issued: etichetă sau cod de predare emis; in_transit: coletul e la curier; received: primit de magazin; refunded: banii au fost dați înapoi; closed: încheiată.';

export const EXAMPLE_RETURN = {
  id: 321,
  status: 'requested',
  status_name: 'Cerere nouă',
  order_id: 10234,
  order_reference: 'MS-1042',
  order_awb: '4001234567801',
  order_delivered_at: '2026-03-02T10:15:00.000Z',
  cash_on_delivery: true,
  refund_iban: 'RO49AAAA1B31007593840000',
  contact: {
    name: 'Ion Țăranu',
    email: 'ion.taranu@exemplu.ro',
    phone: '0744987654',
    locality_id: 13785,
    locality_name: 'Iași',
    county_name: 'Iași',
    street: 'Bulevardul Ștefan cel Mare și Sfânt 10',
    postal_code: '700064',
  },
  items: [{ name: 'Tricou albastru', quantity: 1, reason: 'Nu mi se potrivește mărimea' }],
  drop_off_method: 'locker',
  drop_off_name: 'Easybox sau locker',
  carrier_id: 6,
  carrier_name: 'Sameday',
  refusal_reason: null,
  return_order_id: null,
  stated_at: '2026-03-05T08:01:12.000Z',
  confirmed_at: '2026-03-05T08:02:40.000Z',
  created_at: '2026-03-05T08:02:40.000Z',
  updated_at: '2026-03-05T08:02:40.000Z',
  actions: ['approve', 'refuse'],
};

export const EXAMPLE_RETURN_DETAIL = {
  ...EXAMPLE_RETURN,
  statement: { text: 'Prin prezenta vă informez că mă retrag din contractul de vânzare a următoarelor produse: Tricou albastru (1 buc.), comanda MS-1042…' },
  history: [{ from_status: null, to_status: 'requested', status_name: 'Cerere nouă', event: 'customer.withdrew', note: null, at: '2026-03-05T08:02:40.000Z' }],
  photos: [{ id: 88, content_type: 'image/jpeg', size: 184320, url: `${EXAMPLE_ORIGIN}/api/public/v1/returns/321/photos/88`, created_at: '2026-03-05T08:04:10.000Z' }],
};

const contactSchema = {
  type: 'object',
  description: 'Clientul care returnează: datele lui de contact și adresa de unde pleacă returul.',
  required: ['name', 'email', 'phone', 'locality_id', 'locality_name', 'county_name', 'street', 'postal_code'],
  properties: {
    name: text('Numele clientului.', 'Ion Țăranu'),
    email: text('E-mailul clientului (primește confirmarea și stările returului).', 'ion.taranu@exemplu.ro'),
    phone: text('Telefonul clientului.', '0744987654'),
    locality_id: nullable('integer', 'Id-ul localității clientului în nomenclatorul nostru (null: scrisă de mână).', 13785),
    locality_name: text('Localitatea clientului.', 'Iași'),
    county_name: text('Județul clientului.', 'Iași'),
    street: text('Strada și numărul clientului.', 'Bulevardul Ștefan cel Mare și Sfânt 10'),
    postal_code: text('Codul poștal al clientului.', '700064'),
  },
} as const;

const itemSchema = {
  type: 'object',
  description: 'Un produs returnat.',
  required: ['name', 'quantity', 'reason'],
  properties: {
    name: text('Produsul, cum l-a numit clientul.', 'Tricou albastru'),
    quantity: integer('Câte bucăți returnează.', 1),
    reason: text('Motivul returului, unul dintre motivele paginii tale de retur.', 'Nu mi se potrivește mărimea'),
  },
} as const;

const returnProperties = {
  id: integer('Id-ul cererii de retur.', 321),
  status: { type: 'string', enum: RETURN_STATUSES, description: `Starea cererii: ${STATUS_WORDS}`, examples: ['requested'] },
  status_name: text('Starea, în română, cum o vede clientul.', 'Cerere nouă'),
  order_id: nullable('integer', 'Comanda inițială, când a fost trimisă prin Curiero (null: comandă introdusă de client).', 10234),
  order_reference: text('Referința comenzii: a magazinului (extra.internal_identifier) sau numărul nostru.', 'MS-1042'),
  order_awb: nullable('string', 'AWB-ul coletului inițial (null: comandă din afara Curiero).', '4001234567801'),
  order_delivered_at: nullable('string', 'Când a fost livrată comanda inițială (ISO 8601, UTC; null: necunoscut).', '2026-03-02T10:15:00.000Z'),
  cash_on_delivery: bool('Comanda a fost plătită la livrare (ramburs): banii se dau înapoi în refund_iban.', true),
  refund_iban: nullable('string', 'IBAN-ul clientului pentru banii înapoi, la o comandă cu ramburs (null: altfel).', 'RO49AAAA1B31007593840000'),
  contact: contactSchema,
  items: { type: 'array', description: 'Ce returnează clientul, pe produse.', items: itemSchema },
  drop_off_method: {
    type: 'string',
    enum: RETURN_DROP_OFF_METHODS,
    description: 'Cum predă clientul coletul: locker (easybox sau locker), office (oficiu sau punct al curierului), courier (ridicare de la adresa lui).',
    examples: ['locker'],
  },
  drop_off_name: text('Modul de predare, în română.', 'Easybox sau locker'),
  carrier_id: nullable('integer', 'Curierul ales pentru retur (1 Cargus, 2 DPD, 3 FAN Courier, 4 GLS, 6 Sameday, 16 Bookurier).', 6),
  carrier_name: nullable('string', 'Numele curierului ales.', 'Sameday'),
  refusal_reason: nullable('string', 'De ce ai refuzat cererea (trimis clientului pe e-mail); null dacă nu a fost refuzată.', null),
  return_order_id: nullable('integer', 'Comanda de retur (coletul de la client la tine), odată creată; o urmărești ca pe orice comandă.', null),
  stated_at: dateTime('Când a declarat clientul retragerea din contract („Retrage-te din contract”)', '2026-03-05T08:01:12.000Z'),
  confirmed_at: dateTime('Când a confirmat-o („Confirm retragerea”)', '2026-03-05T08:02:40.000Z'),
  created_at: dateTime('Când a fost înregistrată cererea', '2026-03-05T08:02:40.000Z'),
  updated_at: dateTime('Ultima schimbare a cererii', '2026-03-05T08:02:40.000Z'),
  actions: {
    type: 'array',
    description: 'Ce poți face acum cu cererea (apelurile POST /returns/{id}/…): approve, refuse, receive, refund, close.',
    items: { type: 'string', enum: SHOP_ACTION_NAMES, description: 'O schimbare de stare permisă din starea de acum.' },
    examples: [['approve', 'refuse']],
  },
} as const;

export const publicReturnSchema = {
  type: 'object',
  title: 'Retur',
  description: 'O cerere de retur (retragere din contract) a unui client al magazinului tău.',
  required: Object.keys(returnProperties),
  properties: returnProperties,
} as const;

const historySchema = {
  type: 'object',
  description: 'O schimbare de stare.',
  required: ['from_status', 'to_status', 'status_name', 'event', 'note', 'at'],
  properties: {
    from_status: { type: ['string', 'null'], enum: [...RETURN_STATUSES, null], description: 'Starea dinainte (null: cererea tocmai a fost depusă).', examples: ['requested'] },
    to_status: { type: 'string', enum: RETURN_STATUSES, description: 'Starea în care a trecut.', examples: ['approved'] },
    status_name: text('Starea în care a trecut, în română.', 'Aprobată'),
    event: text('Ce a mutat-o: customer.withdrew, shop.approved, auto.approved, shop.refused, label.issued, parcel.picked_up, parcel.delivered, shop.received, shop.refunded, shop.closed.', 'shop.approved'),
    note: nullable('string', 'De ce (motivul unui refuz), dacă s-a spus.', null),
    at: dateTime('Când s-a schimbat starea', '2026-03-05T09:30:00.000Z'),
  },
} as const;

const photoSchema = {
  type: 'object',
  description: 'O fotografie trimisă de client (vizibilă doar magazinului).',
  required: ['id', 'content_type', 'size', 'url', 'created_at'],
  properties: {
    id: integer('Id-ul fotografiei.', 88),
    content_type: { type: 'string', enum: IMAGE_TYPES, description: 'Tipul imaginii.', examples: ['image/jpeg'] },
    size: integer('Mărimea fișierului, în octeți.', 184320),
    url: text('Adresa fotografiei în API (GET, cu antetul X-API-Key).', `${EXAMPLE_ORIGIN}/api/public/v1/returns/321/photos/88`),
    created_at: dateTime('Când a încărcat-o clientul', '2026-03-05T08:04:10.000Z'),
  },
} as const;

export const returnDetailSchema = {
  type: 'object',
  title: 'Retur cu istoric',
  description: 'Cererea de retur cu declarația clientului, istoricul stărilor și fotografiile.',
  required: [...publicReturnSchema.required, 'statement', 'history', 'photos'],
  properties: {
    ...returnProperties,
    statement: {
      type: 'object',
      description: 'Declarația de retragere din contract, cum a confirmat-o clientul.',
      required: ['text'],
      properties: { text: text('Textul declarației (după modelul din anexa I(B) a Directivei 2011/83/UE).', EXAMPLE_RETURN_DETAIL.statement.text) },
    },
    history: { type: 'array', description: 'Stările prin care a trecut cererea, în ordine.', items: historySchema },
    photos: { type: 'array', description: 'Fotografiile cererii, în ordinea încărcării.', items: photoSchema },
    test_mode: testMode,
  },
  examples: [EXAMPLE_RETURN_DETAIL],
} as const;
