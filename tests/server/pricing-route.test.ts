// POST /api/private/orders/price-calculation through Fastify's inject, on a minimal instance with
// the app's ajv options and error handler, the route plugin and an in-memory resolver (the
// database-backed test comes with the locations service).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalityDto, PriceAnswer, PriceRequest } from '../../src/shared/shipping.ts';
import { installErrorHandler } from '../../server/http/errors.ts';
import priceCalculationRoutes from '../../server/routes/private/orders/price-calculation.ts';
import { createPricingEngine, validationAddress, type LocationResolver } from '../../server/services/pricing/engine.ts';
import { acceptedEncoding } from '../../server/services/answer-compression.ts';
import { createQuoteThread } from '../../server/services/pricing/quote-thread.ts';
import { inBucharest } from '../../server/services/pricing/calendar.ts';

const URL = '/api/private/orders/price-calculation';
const LOCALITIES: LocalityDto[] = [
  { id: 54984, name: 'Cluj-Napoca', county_code: 'CJ', county_name: 'Cluj', type: 'municipiu', parent: 'Cluj-Napoca', postal_code: '400335' },
  { id: 95079, name: 'Iași', county_code: 'IS', county_name: 'Iași', type: 'municipiu', parent: 'Iași', postal_code: '700020' },
];
const resolver: LocationResolver = {
  findLocality: async (ref) => LOCALITIES.find((l) => l.id === ref.locality_id) ?? null,
  findFixedLocation: () => null,
};
const body = (over: object = {}) => ({
  carrier_id: 0,
  service_id: 0,
  address_from: { locality_id: 54984, street_name: 'Strada Memorandumului', contact: 'Ana Pop' },
  address_to: { locality_id: 95079 },
  content: { parcels_count: 1, parcels: [{ sequence_no: 1, size: { weight: 1, width: 15, height: 10, length: 20 } }] },
  ...over,
});

describe('POST /api/private/orders/price-calculation', () => {
  let app: FastifyInstance;
  const quotes = createQuoteThread();
  beforeAll(async () => {
    app = Fastify({ logger: false, ajv: { customOptions: { allErrors: true, coerceTypes: false, removeAdditional: true } } });
    installErrorHandler(app);
    app.register(priceCalculationRoutes, { prefix: '/api/private', resolver, quotes, now: () => new Date('2026-03-10T08:00:00Z') });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await quotes.stop();
  });

  it('answers every offer without a bearer token', async () => {
    const res = await app.inject({ method: 'POST', url: URL, payload: body({ billing_to: { billing_address_id: 3 } }) });
    expect(res.statusCode).toBe(200);
    const answer = res.json<PriceAnswer>();
    expect(answer.data).toHaveLength(21);
    expect(answer.unavailable).toHaveLength(3);
    expect(answer.data[0]).toMatchObject({
      carrier_id: 2, carrier: 'DPD', service_id: 4, service_name: 'Locker - locker', estimated_pickup_date: '2026-03-10', estimated_delivery_date: '2026-03-11',
      price: { amount: 11.88, vat: 2.49, total: 14.37, currency: 'RON' },
    });
    expect(answer.validation_address).toEqual({
      address_from: { locality_id: 54984, postal_code: '400335', locality_name: 'Cluj-Napoca', county_name: 'Cluj', country_code: 'RO' },
      address_to: { locality_id: 95079, postal_code: '700020', locality_name: 'Iași', county_name: 'Iași', country_code: 'RO' },
    });
  });

  it('writes the engine’s answer whole: the response schema drops no field and changes no value', async () => {
    const NOW = new Date('2026-03-10T08:00:00Z');
    const engine = createPricingEngine(resolver);
    const requests = [
      body(),
      body({ content: { parcels_count: 3, parcels: [1, 2, 3].map((i) => ({ sequence_no: i, size: { weight: 2.5 * i, width: 30, height: 20, length: 40 } })) } }),
      body({ extra: { sms_recipient: true, insurance_amount: 500, insurance_amount_currency: 'RON', bank_repayment_amount: 150, bank_repayment_currency: 'RON', bank_holder: 'Ana Pop', bank_iban: 'RO49AAAA1B31007593840000', open_package: true } }),
      body({ content: { envelopes_count: 2 } }),
    ];
    for (const request of requests) {
      const res = await app.inject({ method: 'POST', url: URL, payload: request });
      expect(res.statusCode).toBe(200);
      const expected = JSON.parse(JSON.stringify(await engine.calculate(request as never, NOW))) as PriceAnswer;
      expect(expected.data.length + expected.unavailable.length).toBeGreaterThan(0);
      expect(JSON.parse(res.body)).toEqual(expected);
    }
  });

  it('answers schema failures per field in Romanian, with array indexes', async () => {
    const res = await app.inject({
      method: 'POST',
      url: URL,
      payload: {
        carrier_id: '1',
        service_id: 7,
        address_from: { locality_id: 54984 },
        content: { parcels: [{ size: { weight: 1, width: 1, height: 1, length: 1 } }, { size: { weight: 'greu', width: 1, height: 1 } }] },
        extra: { open_package: 'da', bank_repayment_currency: 'EUR' },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      reason: 'validation_failed',
      message: 'Datele trimise nu sunt valide.',
      errors: {
        carrier_id: ['Câmpul trebuie să fie un număr întreg.'],
        service_id: ['Serviciul ales nu există.'],
        address_to: ['Câmpul este obligatoriu.'],
        'content.parcels.1.size.length': ['Câmpul este obligatoriu.'],
        'content.parcels.1.size.weight': ['Câmpul trebuie să fie un număr.'],
        'extra.open_package': ['Câmpul trebuie să fie adevărat sau fals.'],
        'extra.bank_repayment_currency': ['Moneda trebuie să fie RON.'],
      },
    });
  });

  it('answers more than 100 parcels with the parcel limit', async () => {
    const parcels = Array.from({ length: 101 }, () => ({ size: { weight: 1, width: 1, height: 1, length: 1 } }));
    const res = await app.inject({ method: 'POST', url: URL, payload: body({ content: { parcels } }) });
    expect(res.json().errors).toEqual({ 'content.parcels': ['Poți trimite cel mult 10 colete într-o comandă.'] });
  });

  it('answers the engine limits as 422 validation_failed', async () => {
    const res = await app.inject({
      method: 'POST',
      url: URL,
      payload: body({ content: { parcels: [{ size: { weight: 32, width: 15, height: 10, length: 20 } }] }, extra: { bank_repayment_amount: 50 } }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      reason: 'validation_failed',
      message: 'Datele trimise nu sunt valide.',
      errors: {
        'content.parcels.0.size.weight': ['Greutatea maximă a unui colet este 31 kg.'],
        'extra.bank_iban': ['Pentru ramburs este nevoie de IBAN-ul în care primești banii.'],
        'extra.bank_holder': ['Pentru ramburs este nevoie de titularul contului.'],
      },
    });
  });

  it('answers an unknown locality on its field', async () => {
    const res = await app.inject({ method: 'POST', url: URL, payload: body({ address_to: { locality_id: 999_999 } }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'address_to.locality_id': ['Localitatea nu a fost găsită.'] });
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const res = await app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json' }, payload: '{"carrier_id":' });
    expect(res.statusCode).toBe(400);
    expect(res.json().reason).toBe('invalid_json');
  });
});

describe('the quote thread', () => {
  const quotes = createQuoteThread();
  const engine = createPricingEngine(resolver);
  afterAll(() => quotes.stop());

  const job = async (encoding: 'br' | 'gzip' | null) => {
    const shipment = await engine.resolve(body() as PriceRequest);
    return { shipment, carrierId: 0, serviceId: 0, now: inBucharest(new Date('2026-03-10T08:00:00Z')), validationAddress: validationAddress(shipment), encoding };
  };

  it('writes the same answer in brotli, gzip or plain JSON, as the engine computes it', async () => {
    const expected = JSON.parse(JSON.stringify(await engine.calculate(body() as PriceRequest, new Date('2026-03-10T08:00:00Z'))));
    const plain = await quotes.quote(await job(null));
    expect(JSON.parse(plain.toString('utf8'))).toEqual(expected);
    expect(brotliDecompressSync(await quotes.quote(await job('br'))).equals(plain)).toBe(true);
    expect(gunzipSync(await quotes.quote(await job('gzip'))).equals(plain)).toBe(true);
  });

  it('answers through the route in the encoding the client accepts', async () => {
    const app = Fastify({ logger: false });
    app.register(priceCalculationRoutes, { prefix: '/api/private', resolver, quotes });
    const ask = (encoding: string) => app.inject({ method: 'POST', url: URL, payload: body(), headers: { 'accept-encoding': encoding } });
    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')).data).toHaveLength(21);
    expect((await ask('gzip, br;q=0')).headers['content-encoding']).toBe('gzip');
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toHaveLength(21);
    await app.close();
  });

  it('rejects a job the worker fails on, then goes on answering', async () => {
    await expect(quotes.quote({ ...(await job(null)), shipment: null as never })).rejects.toThrow(/quote thread/);
    expect(JSON.parse((await quotes.quote(await job(null))).toString('utf8')).data).toHaveLength(21);
  });

  it('starts again after being stopped', async () => {
    const pending = expect(quotes.quote(await job(null))).rejects.toThrow('quote thread stopped');
    await quotes.stop();
    await pending;
    expect(JSON.parse((await quotes.quote(await job(null))).toString('utf8')).data).toHaveLength(21);
  });
});

describe('acceptedEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('deflate')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*, br;q=0')).toBe('gzip');
  });
});
