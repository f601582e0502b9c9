// The JSON schema of price-calculation's 200 answer: the app's types PriceLine, Offer and PriceAnswer
// are generated from it (server/routes/private/client-answers.ts, `npm run contract`). The quote
// thread (server/services/pricing/quote-worker.ts) writes the answer with a serializer compiled for this shape
// (fast-json-stringify), much cheaper than JSON.stringify for 20 offers with their lines.
// A field missing here would be dropped from the answer: tests/server/pricing-route.test.ts compares
// the answer with the engine's own object, so the two cannot drift apart unnoticed.
const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;
const text = { type: 'string' } as const;

const object = <P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties }) as const;

/** One line of an itemised price, in bani (integer). */
export const priceLineSchema = {
  title: 'PriceLine',
  ...object({
    code: { ...text, description: "'base' | 'extra_weight' | 'cod' | 'insurance' | BooleanOption | 'fuel' | 'remote_area'" },
    label: { ...text, description: "Romanian label, e.g. 'Tarif de bază', 'Ramburs', 'Asigurare'." },
    amount: integer,
  }),
} as const;

const offerFields = object({
  carrier_id: integer,
  carrier: text,
  service_id: integer,
  service_name: text,
  estimated_pickup_date: { ...text, description: 'ISO date (yyyy-mm-dd), Europe/Bucharest.' },
  estimated_delivery_date: { ...text, description: 'ISO date (yyyy-mm-dd), Europe/Bucharest.' },
  pickup_dates: {
    type: 'array',
    items: text,
    description:
      'The working days the pickup can be asked for (the first is the estimate): an order may choose one (`pickup_date`). Always sent; absent only from an offer kept in a draft saved before it existed.',
  },
  price: { ...object({ amount: number, vat: number, total: number, currency: { type: 'string', const: 'RON' } }), description: 'Decimal RON with 2 decimals, as in the market API (amount = net, vat, total).' },
  breakdown: {
    ...object({ lines: { type: 'array', items: priceLineSchema }, net_bani: integer, vat_bani: integer, total_bani: integer, vat_rate: number }),
    description: 'The itemised price in bani: lines sum to `net_bani`; vat_bani + net_bani = total_bani.',
  },
  billed_weight_kg: number,
});

export const offerSchema = { title: 'Offer', ...offerFields, required: offerFields.required.filter((name) => name !== 'pickup_dates') } as const;

const place = object({ locality_id: integer, postal_code: text, locality_name: text, county_name: text, country_code: text });

/** The answer of price-calculation. */
export const priceAnswerBodySchema = {
  title: 'PriceAnswer',
  ...object({
    data: { type: 'array', items: offerSchema },
    unavailable: {
      type: 'array',
      items: object({ carrier_id: integer, service_id: integer, reason: text }),
      description: 'Offers not available for this shipment, with a Romanian reason (e.g. a locker too small).',
    },
    validation_address: object({ address_from: place, address_to: place }),
  }),
} as const;

// `test_mode` only in the public API's answers to a test key (routes/public/orders.ts).
export const priceAnswerSchema = { ...priceAnswerBodySchema, properties: { ...priceAnswerBodySchema.properties, test_mode: { type: 'boolean' } } } as const;
