// The public API's price answer (POST /orders/prices): the offers, with price and breakdown, the
// carriers and services that cannot take the shipment, and the localities understood.
import { bool, integer, number, text } from './fields.ts';
import { validationAddressSchema } from './order-addresses.ts';
import { EXAMPLE_BREAKDOWN, EXAMPLE_PLACES, EXAMPLE_PRICE } from './order-examples.ts';

export const CARRIER_IDS = '1 Cargus, 2 DPD, 3 FAN Courier, 4 GLS, 6 Sameday, 16 Bookurier';
export const SERVICE_IDS = '1 domiciliu - domiciliu, 2 domiciliu - locker, 3 locker - domiciliu, 4 locker - locker';

export const price = {
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
