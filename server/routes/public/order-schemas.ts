// JSON schemas of the public API's order calls (api-shapes): the price request with address-book
// references and `billing_to`, the order request, the contract's Order, tracking item, price answer
// and order answer. Request schemas check types and sizes (the rules, with Romanian messages, are the
// services'); response schemas list every field the contract names (they also serialize: a field
// missing here would be dropped) plus ours, and are the OpenAPI document's (openapi.ts).
import { SHIPPING_LIMITS as L } from '../../../src/shared/shipping.ts';
import { trackingPath } from '../../../src/shared/tracking.ts';
import { EXAMPLE_ORIGIN } from './common-schemas.ts';
import { addressSchema, priceRequestSchema } from '../shared/price-request-schema.ts';

/** The links of the examples, as the server makes them (openapi.ts puts the deployment's PUBLIC_URL in place of the origin). */
const EXAMPLE_TRACK_URL = `${EXAMPLE_ORIGIN}${trackingPath('SMD1234567890')}`;
const EXAMPLE_LABEL_URL = `${EXAMPLE_ORIGIN}/api/private/orders/1234/label?format=A6&expires=1772443800&signature=…`;

const integer = (description: string, example: number) => ({ type: 'integer', description, examples: [example] }) as const;
const number = (description: string, example: number) => ({ type: 'number', description, examples: [example] }) as const;
const text = (description: string, example: string) => ({ type: 'string', description, examples: [example] }) as const;
const bool = (description: string, example: boolean) => ({ type: 'boolean', description, examples: [example] }) as const;
const nullable = (type: 'string' | 'integer' | 'number', description: string, example: unknown) => ({ type: [type, 'null'], description, examples: [example] }) as const;
const dateTime = (description: string, example: string) => ({ type: 'string', description: `${description} (ISO 8601, UTC).`, examples: [example] }) as const;
const ref = { type: 'integer', minimum: 1 } as const;

type Schema = { properties?: Record<string, Schema>; items?: Schema; [key: string]: unknown };

/**
 * A copy of `schema` with descriptions (and examples) added by path: `a.b` for a property of an
 * object, `a.*` for the items of an array. Annotations only: what the schema accepts is unchanged.
 * A path that is not in the schema throws, so the texts cannot drift from the fields.
 */
function annotate<S extends object>(schema: S, notes: Record<string, string | { description: string; examples: unknown[] }>): S {
  // A JSON copy, not structuredClone: that one keeps a schema used twice (address_from and address_to,
  // the shared id and count schemas) as one object, so the note of one field would land on the other.
  const copy = JSON.parse(JSON.stringify(schema)) as Schema;
  for (const [path, note] of Object.entries(notes)) {
    let node: Schema | undefined = copy;
    for (const part of path ? path.split('.') : []) node = part === '*' ? node?.items : node?.properties?.[part];
    if (!node) throw new Error(`annotate: no ${path} in the schema`);
    Object.assign(node, typeof note === 'string' ? { description: note } : note);
  }
  return copy as unknown as S;
}

const ADDRESS_NOTES = {
  country_code: 'Țara (ISO 3166-1 alpha-2): deocamdată doar RO.',
  locality_id: 'Codul SIRUTA al localității (id-ul din GET /search/localities sau /locations/localities); în locul lui, locality_name.',
  locality_name: 'Numele localității, când nu trimiți locality_id (cu county_name sau county_code dacă numele se repetă în țară).',
  county_name: 'Opțional: numele județului; dacă îl trimiți, trebuie să fie al localității.',
  county_code: 'Opțional: codul județului (CJ, IS, B...); dacă îl trimiți, trebuie să fie al localității.',
  postal_code: 'Opțional: codul poștal (6 cifre); trebuie să fie al localității (și al străzii, unde localitatea are listă de străzi).',
  street_name: 'Strada (obligatorie la capetele acasă; la un capăt de locker, opțională).',
  street_number: 'Numărul străzii.',
  street_details: 'Bloc, scară, etaj, apartament (opțional).',
  contact: 'Persoana de contact (2-100 de caractere).',
  phone: 'Telefon românesc (07xx xxx xxx sau +40...), cu sau fără spații.',
  email: 'E-mailul persoanei de contact (la expeditor, implicit e-mailul contului).',
  company: 'Firma (opțional).',
  fixed_location_id: 'Id-ul lockerului (GET /locations/fixedlocations/RO), la capătul de locker al serviciilor 2, 3 și 4.',
  address_id: 'Id-ul unei adrese de expediere sau de livrare din agenda ta: capătul o folosește, iar câmpurile trimise alături o înlocuiesc pe ale ei.',
};

/** The contract's other name of address_id: its own side's is read, the other side's ignored. */
const ALIAS_NOTES = {
  'address_from.address_from_id': 'Adresa expeditorului din agendă, la fel ca address_id (numele din contractul liderului pieței).',
  'address_from.address_to_id': 'Ignorat aici: address_to_id se citește doar în address_to.',
  'address_to.address_to_id': 'Adresa destinatarului din agendă, la fel ca address_id (numele din contractul liderului pieței).',
  'address_to.address_from_id': 'Ignorat aici: address_from_id se citește doar în address_from.',
};

const publicAddress = {
  ...addressSchema,
  description: 'Un capăt al expediției: o adresă din agendă (`address_id`, sau `address_from_id` / `address_to_id`) sau câmpurile ei.',
  properties: { ...addressSchema.properties, address_id: ref, address_from_id: { type: ['integer', 'null'], minimum: 1 }, address_to_id: { type: ['integer', 'null'], minimum: 1 } },
} as const;

const REQUEST_NOTES = {
  carrier_id: 'Curierul (GET /locations/carriers): 1 Cargus, 2 DPD, 3 FAN Courier, 4 GLS, 6 Sameday, 16 Bookurier; 0 pentru toți.',
  service_id: 'Serviciul: 1 domiciliu - domiciliu, 2 domiciliu - locker, 3 locker - domiciliu, 4 locker - locker; 0 pentru toate.',
  address_from: 'Expeditorul: de unde ridică curierul coletul.',
  address_to: 'Destinatarul: unde livrează curierul.',
  ...Object.fromEntries(
    ['address_from', 'address_to'].flatMap((side) => Object.entries(ADDRESS_NOTES).map(([field, note]) => [`${side}.${field}`, note])),
  ),
  ...ALIAS_NOTES,
  content: 'Ce se trimite: plicuri, colete sau paleți, cu greutatea și dimensiunile coletelor.',
  'content.envelopes_count': `Câte plicuri (documente; fiecare socotit ${String(L.envelopeWeightKg).replace('.', ',')} kg), cel mult ${L.maxEnvelopes}.`,
  'content.parcels_count': `Câte colete, cel mult ${L.maxParcels}; trebuie să fie câte sunt în parcels.`,
  'content.pallets_count': 'Câți paleți (nu sunt preluați deocamdată: 0).',
  'content.total_weight': 'Greutatea totală, în kg (cu zecimale).',
  'content.parcels': `Coletele, fiecare cu greutatea și dimensiunile lui (cel mult ${L.maxParcels}).`,
  'content.parcels.*': 'Un colet.',
  'content.parcels.*.sequence_no': 'Numărul de ordine al coletului (informativ: coletele se iau în ordinea listei).',
  'content.parcels.*.size': 'Greutatea și dimensiunile coletului.',
  'content.parcels.*.size.weight': `Greutatea, în kg (cu zecimale; cel mult ${L.maxParcelWeightKg}).`,
  'content.parcels.*.size.width': `Lățimea, în cm (cel mult ${L.maxParcelSideCm}).`,
  'content.parcels.*.size.height': `Înălțimea, în cm (cel mult ${L.maxParcelSideCm}).`,
  'content.parcels.*.size.length': `Lungimea, în cm (cel mult ${L.maxParcelSideCm}).`,
  extra: 'Opțiunile expediției (toate opționale).',
  'extra.open_package': 'Destinatarul poate deschide coletul înainte să-l primească.',
  'extra.sms_sender': 'SMS către expeditor la schimbările de stare.',
  'extra.sms_recipient': 'SMS către destinatar înaintea livrării.',
  'extra.saturday_delivery': 'Livrare sâmbăta.',
  'extra.return_of_documents': 'Returnarea documentelor semnate de destinatar.',
  'extra.return_package': 'Colet de retur de la destinatar.',
  'extra.parcel_content': 'Ce conțin coletele (4-100 de caractere; obligatoriu la comandă).',
  'extra.internal_identifier':
    'Referința ta (de exemplu numărul comenzii din magazin), scrisă pe eticheta făcută de Curiero (rețeaua simulată, cheile de test). Unui curier conectat îi este trimisă în AWB ca „Magazin: <referința>”, în observații (FAN Courier, Cargus, Sameday, Bookurier) sau lângă conținut (GLS), iar la DPD în ref2 (primele 30 de caractere); numărul comenzii Curiero rămâne referința AWB-ului. FAN Courier și GLS tipăresc aceste câmpuri pe eticheta lor; la ceilalți, ce apare pe etichetă hotărăște curierul.',
  'extra.insurance_amount': `Valoarea declarată pentru asigurare, în lei (cu zecimale; cel mult ${L.maxDeclaredValueRon}).`,
  'extra.insurance_amount_currency': 'Moneda valorii declarate: RON.',
  'extra.bank_repayment_amount': `Rambursul încasat de curier la livrare, în lei (cu zecimale; cel mult ${L.maxCodRon}).`,
  'extra.bank_repayment_currency': 'Moneda rambursului: RON.',
  'extra.bank_holder': 'Titularul contului în care se virează rambursul (obligatoriu cu ramburs).',
  'extra.bank_iban': 'IBAN-ul românesc în care se virează rambursul (obligatoriu cu ramburs).',
  billing_to: 'Facturarea: o adresă de facturare din agenda ta.',
  'billing_to.billing_address_id': 'Id-ul adresei de facturare din agendă (GET /addresses/billing).',
};

const EXAMPLE_CONTENT = {
  envelopes_count: 0,
  pallets_count: 0,
  parcels_count: 1,
  total_weight: 1.5,
  parcels: [{ sequence_no: 1, size: { weight: 1.5, width: 20, height: 10, length: 30 } }],
};
const EXAMPLE_FROM = {
  country_code: 'RO',
  locality_id: 54984,
  street_name: 'Strada Memorandumului',
  street_number: '28',
  contact: 'Ana Popescu',
  phone: '0722 123 456',
  email: 'ana@magazinulverde.ro',
  company: 'Magazinul Verde SRL',
};
const EXAMPLE_TO = {
  country_code: 'RO',
  locality_id: 95079,
  street_name: 'Bulevardul Ștefan cel Mare și Sfânt',
  street_number: '10',
  street_details: 'Bl. A, sc. 2, ap. 14',
  contact: 'Ion Țăranu',
  phone: '0744 987 654',
  email: 'ion.taranu@exemplu.ro',
};

/** A price request the simulated carriers quote: one parcel from Cluj-Napoca to Iași, every carrier and service. */
export const PRICE_REQUEST_EXAMPLE = {
  carrier_id: 0,
  service_id: 0,
  address_from: EXAMPLE_FROM,
  address_to: EXAMPLE_TO,
  content: EXAMPLE_CONTENT,
  extra: { parcel_content: 'Cărți', bank_repayment_amount: 149.9, bank_repayment_currency: 'RON', bank_holder: 'Magazinul Verde SRL', bank_iban: 'RO49AAAA1B31007593840000' },
};

/**
 * An order a test key can place: Sameday, home to home, with 149.90 lei cash on delivery; the
 * billing address is the account's first one in the book (GET /addresses/billing).
 */
export const ORDER_REQUEST_EXAMPLE = {
  carrier_id: 6,
  service_id: 1,
  address_from: EXAMPLE_FROM,
  address_to: EXAMPLE_TO,
  content: EXAMPLE_CONTENT,
  extra: { parcel_content: 'Cărți', internal_identifier: 'MV-10021', bank_repayment_amount: 149.9, bank_repayment_currency: 'RON', bank_holder: 'Magazinul Verde SRL', bank_iban: 'RO49AAAA1B31007593840000' },
  billing_to: { billing_address_id: 1 },
};

export const publicPriceRequestSchema = annotate(
  {
    ...priceRequestSchema,
    properties: {
      ...priceRequestSchema.properties,
      address_from: publicAddress,
      address_to: publicAddress,
      billing_to: { type: 'object', additionalProperties: false, properties: { billing_address_id: ref } },
    },
    examples: [PRICE_REQUEST_EXAMPLE],
  } as const,
  { ...REQUEST_NOTES, billing_to: 'Ignorat la prețuri (acceptat ca să poți trimite aceeași cerere ca la comandă).' },
);

export const publicOrderRequestSchema = annotate(
  {
    ...publicPriceRequestSchema,
    required: ['carrier_id', 'service_id', 'address_from', 'address_to', 'content', 'billing_to'],
    properties: {
      ...publicPriceRequestSchema.properties,
      carrier_id: { type: 'integer', minimum: 1 },
      service_id: { type: 'integer', minimum: 1, maximum: 4 },
      pickup_date: { type: 'string', maxLength: 10, examples: ['2026-03-04'] },
    },
    examples: [ORDER_REQUEST_EXAMPLE],
  } as const,
  {
    ...REQUEST_NOTES,
    pickup_date: 'Opțional: ziua ridicării (AAAA-LL-ZZ), una din pickup_dates ale ofertei (POST /orders/prices): zilele lucrătoare în care poate veni curierul. Fără ea, prima (estimated_pickup_date). O altă zi: 422 cu details.pickup_date.',
    carrier_id: 'Curierul ales (GET /locations/carriers): 1 Cargus, 2 DPD, 3 FAN Courier, 4 GLS, 6 Sameday, 16 Bookurier.',
    service_id: 'Serviciul ales: 1 domiciliu - domiciliu, 2 domiciliu - locker, 3 locker - domiciliu, 4 locker - locker.',
  },
);

const CARRIER_IDS = '1 Cargus, 2 DPD, 3 FAN Courier, 4 GLS, 6 Sameday, 16 Bookurier';
const SERVICE_IDS = '1 domiciliu - domiciliu, 2 domiciliu - locker, 3 locker - domiciliu, 4 locker - locker';

const price = {
  type: 'object',
  description: 'Prețul, în lei cu zecimale (două).',
  properties: {
    amount: number('Prețul fără TVA, în lei.', 19.83),
    vat: number('TVA-ul (21%), în lei.', 4.16),
    total: number('Prețul cu TVA, în lei: cât se plătește.', 23.99),
    currency: text('Moneda: RON.', 'RON'),
  },
  required: ['amount', 'vat', 'total', 'currency'],
} as const;

const place = (description: string, example: { locality_id: number; postal_code: string | null; locality_name: string; county_name: string }) =>
  ({
    type: 'object',
    description,
    properties: {
      locality_id: integer('Codul SIRUTA al localității.', example.locality_id),
      postal_code: nullable('string', 'Codul poștal (6 cifre): cel trimis sau, dacă localitatea are unul singur, al ei; null dacă nu se știe.', example.postal_code),
      locality_name: text('Numele localității.', example.locality_name),
      county_name: text('Numele județului.', example.county_name),
      country_code: text('Codul țării.', 'RO'),
    },
  }) as const;

export const validationAddressSchema = {
  type: 'object',
  description: 'Localitățile înțelese din cerere (de verificat: așa le primește curierul).',
  properties: {
    address_from: place('Localitatea expeditorului.', { locality_id: 54984, postal_code: null, locality_name: 'Cluj-Napoca', county_name: 'Cluj' }),
    address_to: place('Localitatea destinatarului.', { locality_id: 95079, postal_code: null, locality_name: 'Iași', county_name: 'Iași' }),
  },
} as const;

const EXAMPLE_PLACES = {
  address_from: { locality_id: 54984, postal_code: null, locality_name: 'Cluj-Napoca', county_name: 'Cluj', country_code: 'RO' },
  address_to: { locality_id: 95079, postal_code: null, locality_name: 'Iași', county_name: 'Iași', country_code: 'RO' },
};
const EXAMPLE_PRICE = { amount: 19.83, vat: 4.16, total: 23.99, currency: 'RON' };
const EXAMPLE_BREAKDOWN = {
  lines: [
    { code: 'base', label: 'Tarif de bază', amount: 1650 },
    { code: 'cod', label: 'Ramburs', amount: 333 },
  ],
  net_bani: 1983,
  vat_bani: 416,
  total_bani: 2399,
  vat_rate: 21,
};

export const priceAnswerSchema = {
  type: 'object',
  description: 'Ofertele, cele care nu sunt disponibile (cu motivul) și localitățile înțelese.',
  properties: {
    data: {
      type: 'array',
      description: 'Ofertele disponibile, câte una pe curier și serviciu.',
      items: {
        type: 'object',
        description: 'O ofertă.',
        properties: {
          carrier_id: integer(`Id-ul curierului (${CARRIER_IDS}).`, 6),
          carrier: text('Numele curierului.', 'Sameday'),
          service_id: integer(`Id-ul serviciului (${SERVICE_IDS}).`, 1),
          service_name: text('Numele serviciului.', 'Domiciliu - domiciliu'),
          estimated_pickup_date: text('Data estimată a preluării (AAAA-LL-ZZ, ora României).', '2026-03-03'),
          estimated_delivery_date: text('Data estimată a livrării (AAAA-LL-ZZ, ora României).', '2026-03-04'),
          pickup_dates: {
            type: 'array',
            description: 'Zilele lucrătoare în care poate veni curierul (AAAA-LL-ZZ; prima este estimated_pickup_date): comanda poate alege una în pickup_date. Cinci zile la FAN Courier, DPD și GLS, care primesc ziua odată cu comanda; una singură la ceilalți.',
            items: { type: 'string', description: 'O zi lucrătoare (AAAA-LL-ZZ, ora României).' },
            examples: [['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09']],
          },
          price,
          breakdown: {
            type: 'object',
            description: 'Prețul detaliat, în bani (1 leu = 100 de bani, numere întregi).',
            additionalProperties: true,
            properties: {
              lines: {
                type: 'array',
                description: 'Liniile prețului fără TVA; suma lor este net_bani.',
                items: {
                  type: 'object',
                  description: 'O linie a prețului.',
                  properties: {
                    code: text('Codul liniei: base, extra_weight, cod (ramburs), insurance, fuel, remote_area sau o opțiune din extra.', 'base'),
                    label: text('Numele liniei, în română.', 'Tarif de bază'),
                    amount: integer('Suma, în bani, fără TVA.', 1650),
                  },
                },
              },
              net_bani: integer('Prețul fără TVA, în bani.', 1983),
              vat_bani: integer('TVA-ul, în bani.', 416),
              total_bani: integer('Prețul cu TVA, în bani.', 2399),
              vat_rate: integer('Cota TVA, în procente.', 21),
            },
          },
          billed_weight_kg: number('Greutatea taxată, în kg: cea mai mare dintre greutatea reală și cea volumetrică (L × l × h / 6000).', 1.5),
        },
      },
    },
    unavailable: {
      type: 'array',
      description: 'Curierii și serviciile care nu pot prelua expediția, cu motivul.',
      items: {
        type: 'object',
        description: 'O ofertă care lipsește.',
        properties: {
          carrier_id: integer('Id-ul curierului.', 16),
          service_id: integer('Id-ul serviciului.', 1),
          reason: text('De ce nu este disponibilă, în română.', 'Bookurier nu livrează în această localitate.'),
        },
      },
    },
    validation_address: validationAddressSchema,
    test_mode: bool('Prezent (true) doar în răspunsurile date unei chei de test.', true),
  },
  examples: [
    {
      data: [
        {
          carrier_id: 6,
          carrier: 'Sameday',
          service_id: 1,
          service_name: 'Domiciliu - domiciliu',
          estimated_pickup_date: '2026-03-03',
          estimated_delivery_date: '2026-03-04',
          pickup_dates: ['2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-09'],
          price: EXAMPLE_PRICE,
          breakdown: EXAMPLE_BREAKDOWN,
          billed_weight_kg: 1.5,
        },
      ],
      unavailable: [{ carrier_id: 16, service_id: 1, reason: 'Bookurier nu livrează în această localitate.' }],
      validation_address: EXAMPLE_PLACES,
    },
  ],
} as const;

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
  description: 'Linkul semnat către PDF-ul etichetei.',
  properties: {
    download_url: text('Adresa PDF-ului, semnată; se deschide fără cheia API până la expires_at.', EXAMPLE_LABEL_URL),
    awb: text('AWB-ul.', 'SMD1234567890'),
    format: text('Formatul etichetei: A6 (una pe pagină) sau A4 (patru pe foaie).', 'A6'),
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
