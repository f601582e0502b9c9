// The JSON schema of price-calculation's 200 answer (src/shared/shipping.ts PriceAnswer). The quote
// thread (quote-worker.ts) writes the answer with a serializer compiled for this shape
// (fast-json-stringify), much cheaper than JSON.stringify for 20 offers with their lines.
// A field missing here would be dropped from the answer: tests/server/pricing-route.test.ts compares
// the answer with the engine's own object, so the two cannot drift apart unnoticed.
const integer = { type: 'integer' } as const;
const number = { type: 'number' } as const;
const text = { type: 'string' } as const;

const object = <P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties }) as const;

const line = object({ code: text, label: text, amount: integer });

const offer = object({
  carrier_id: integer,
  carrier: text,
  service_id: integer,
  service_name: text,
  estimated_pickup_date: text,
  estimated_delivery_date: text,
  pickup_dates: { type: 'array', items: text },
  price: object({ amount: number, vat: number, total: number, currency: text }),
  breakdown: object({ lines: { type: 'array', items: line }, net_bani: integer, vat_bani: integer, total_bani: integer, vat_rate: number }),
  billed_weight_kg: number,
});

const place = object({ locality_id: integer, postal_code: text, locality_name: text, county_name: text, country_code: text });

const answer = object({
  data: { type: 'array', items: offer },
  unavailable: { type: 'array', items: object({ carrier_id: integer, service_id: integer, reason: text }) },
  validation_address: object({ address_from: place, address_to: place }),
});

// `test_mode` only in the public API's answers to a test key (routes/public/orders.ts).
export const priceAnswerSchema = { ...answer, properties: { ...answer.properties, test_mode: { type: 'boolean' } } } as const;
