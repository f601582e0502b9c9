import { describe, expect, it } from 'vitest';
import { initialValues, parseNumber, toPriceRequest, validateCalculator, type CalculatorValues } from '../../../../src/features/shipping/calculator-form.ts';

const CLUJ = { id: 54984, name: 'Cluj-Napoca', county_code: 'CJ', county_name: 'Cluj', type: 'municipiu', parent: 'Cluj-Napoca', postal_code: '400001', name_and_county: 'Cluj-Napoca, Cluj' };
const IASI = { id: 95079, name: 'Iași', county_code: 'IS', county_name: 'Iași', type: 'municipiu', parent: 'Iași', postal_code: '700001', name_and_county: 'Iași, Iași' };

function filled(overrides: Partial<CalculatorValues> = {}): CalculatorValues {
  return { ...initialValues(), from: CLUJ, to: IASI, ...overrides };
}

describe('calculator form', () => {
  it('reads Romanian decimals and refuses what is not a number', () => {
    expect(parseNumber('2,5')).toBe(2.5);
    expect(parseNumber(' 12 ')).toBe(12);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('doi')).toBeNaN();
  });

  it('asks for both localities and checks each parcel against the limits', () => {
    const errors = validateCalculator({
      ...initialValues(),
      parcels: [
        { weight: '32', length: '101', width: '0', height: '' },
        { weight: '2', length: '10', width: '10', height: '10' },
      ],
    });
    expect(errors).toEqual({
      'address_from.locality_id': 'Alege localitatea din listă.',
      'address_to.locality_id': 'Alege localitatea din listă.',
      'content.parcels.0.size.weight': 'Greutatea maximă a unui colet este 31 kg.',
      'content.parcels.0.size.length': 'Latura maximă a unui colet este de 100 cm.',
      'content.parcels.0.size.width': 'Introdu un număr mai mare decât 0.',
      'content.parcels.0.size.height': 'Completează câmpul.',
    });
  });

  it('needs an IBAN and its holder for cash on delivery, and keeps amounts under their limits', () => {
    expect(validateCalculator(filled({ cod: '150' }))).toEqual({
      'extra.bank_iban': 'Pentru ramburs, introdu IBAN-ul în care primești banii.',
      'extra.bank_holder': 'Introdu titularul contului.',
    });
    expect(validateCalculator(filled({ cod: '7000,01', insurance: '10001' }))).toEqual({
      'extra.bank_repayment_amount': 'Rambursul poate fi de cel mult 7.000 RON.',
      'extra.insurance_amount': 'Valoarea declarată poate fi de cel mult 10.000 RON.',
    });
    expect(validateCalculator(filled())).toEqual({});
  });

  it('builds the price request of the market API shape', () => {
    const values = filled({
      parcels: [
        { weight: '2,5', length: '40', width: '30', height: '20' },
        { weight: '1', length: '10', width: '10', height: '10' },
      ],
      cod: '199,90',
      iban: 'ro49 aaaa 1b31 0075 9384 0000',
      holder: ' Ana Pop ',
      insurance: '500',
      options: { ...initialValues().options, open_package: true, saturday_delivery: true },
    });
    expect(toPriceRequest(values, 6)).toEqual({
      carrier_id: 6,
      service_id: 1, // home to home unless another service (or all, 0) is picked
      address_from: { country_code: 'RO', locality_id: 54984 },
      address_to: { country_code: 'RO', locality_id: 95079 },
      content: {
        envelopes_count: 0,
        parcels_count: 2,
        total_weight: 3.5,
        parcels: [
          { sequence_no: 1, size: { weight: 2.5, length: 40, width: 30, height: 20 } },
          { sequence_no: 2, size: { weight: 1, length: 10, width: 10, height: 10 } },
        ],
      },
      extra: {
        open_package: true,
        saturday_delivery: true,
        bank_repayment_amount: 199.9,
        bank_repayment_currency: 'RON',
        bank_iban: 'RO49AAAA1B31007593840000',
        bank_holder: 'Ana Pop',
        insurance_amount: 500,
        insurance_amount_currency: 'RON',
      },
    });
    expect(toPriceRequest(filled({ kind: 'envelope', envelopes: '2' })).content).toEqual({ envelopes_count: 2, parcels_count: 0 });
    expect(toPriceRequest(filled({ service: '0' })).service_id).toBe(0);
    expect(toPriceRequest({ ...initialValues(2), from: CLUJ, to: IASI }).service_id).toBe(2);
  });
});
