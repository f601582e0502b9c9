// The engine's validation of a price request: every order limit of SHIPPING_LIMITS with its
// Romanian message under the field's path (the 422 `errors` of price-calculation).
import { describe, expect, it } from 'vitest';
import type { PriceRequest } from '../../src/shared/shipping.ts';
import { validatePriceRequest } from '../../server/services/pricing/validate.ts';

const parcel = (weight: number, length = 20, width = 15, height = 10) => ({ size: { weight, length, width, height } });
const IBAN = 'RO49AAAA1B31007593840000';

function errorsOf(over: Partial<PriceRequest>) {
  return validatePriceRequest({
    carrier_id: 0, service_id: 0, address_from: { locality_id: 54984 }, address_to: { locality_id: 95079 }, content: { parcels: [parcel(1)] }, ...over,
  });
}

describe('validatePriceRequest', () => {
  it('accepts a plain request and the largest allowed one', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({
      content: { parcels_count: 10, parcels: Array.from({ length: 10 }, () => parcel(31, 100, 100, 100)) },
      extra: { bank_repayment_amount: 7000, bank_iban: IBAN, bank_holder: 'Ion Pop', insurance_amount: 10_000, parcel_content: 'Cărți' },
    })).toEqual({});
  });

  it('names the parcel, its field and the limit', () => {
    const errors = errorsOf({ content: { parcels: [parcel(1), parcel(1), parcel(31.5, 101, 0, -1)] } });
    expect(errors).toEqual({
      'content.parcels.2.size.weight': ['Greutatea maximă a unui colet este 31 kg.'],
      'content.parcels.2.size.length': ['Latura maximă a unui colet este de 100 cm.'],
      'content.parcels.2.size.width': ['Dimensiunea trebuie să fie mai mare decât 0.'],
      'content.parcels.2.size.height': ['Dimensiunea trebuie să fie mai mare decât 0.'],
    });
    expect(errorsOf({ content: { parcels: [parcel(0)] } })).toEqual({ 'content.parcels.0.size.weight': ['Greutatea trebuie să fie mai mare decât 0.'] });
  });

  it('allows at most 10 parcels and 10 envelopes, an envelope OR parcels, no pallets', () => {
    expect(errorsOf({ content: { parcels: Array.from({ length: 11 }, () => parcel(1)) } })).toEqual({ 'content.parcels': ['Poți trimite cel mult 10 colete într-o comandă.'] });
    expect(errorsOf({ content: { envelopes_count: 11 } })).toEqual({ 'content.envelopes_count': ['Poți trimite cel mult 10 plicuri într-o comandă.'] });
    expect(errorsOf({ content: { envelopes_count: 1, parcels: [parcel(1)] } })).toEqual({ content: ['O comandă conține fie plicuri, fie colete, nu amândouă.'] });
    expect(errorsOf({ content: {} })).toEqual({ content: ['Adaugă cel puțin un colet sau un plic.'] });
    expect(errorsOf({ content: { parcels_count: 2 } })).toEqual({ 'content.parcels': ['Adaugă greutatea și dimensiunile fiecărui colet.'] });
    expect(errorsOf({ content: { parcels_count: 2, parcels: [parcel(1)] } })).toEqual({ 'content.parcels_count': ['Numărul de colete nu corespunde coletelor descrise.'] });
    expect(errorsOf({ content: { pallets_count: 1, parcels: [parcel(1)] } })).toEqual({ 'content.pallets_count': ['Nu transportăm paleți; trimite colete sau plicuri.'] });
  });

  it('limits cash on delivery to 7,000 RON and needs a valid Romanian IBAN and its holder', () => {
    expect(errorsOf({ extra: { bank_repayment_amount: 7000.01, bank_iban: IBAN, bank_holder: 'Ion Pop' } })).toEqual({
      'extra.bank_repayment_amount': ['Rambursul poate fi de cel mult 7.000 RON.'],
    });
    expect(errorsOf({ extra: { bank_repayment_amount: 100 } })).toEqual({
      'extra.bank_iban': ['Pentru ramburs este nevoie de IBAN-ul în care primești banii.'],
      'extra.bank_holder': ['Pentru ramburs este nevoie de titularul contului.'],
    });
    expect(errorsOf({ extra: { bank_repayment_amount: 100, bank_iban: 'RO48AAAA1B31007593840000', bank_holder: 'I' } })).toEqual({
      'extra.bank_iban': ['IBAN-ul nu este un cont românesc valid (RO, 24 de caractere).'],
      'extra.bank_holder': ['Numele titularului trebuie să aibă între 2 și 100 de caractere.'],
    });
    expect(errorsOf({ extra: { bank_repayment_amount: -1 } })).toEqual({ 'extra.bank_repayment_amount': ['Suma nu poate fi negativă.'] });
    expect(errorsOf({ extra: { bank_repayment_amount: 10.005, bank_iban: IBAN, bank_holder: 'Ion Pop' } })).toEqual({
      'extra.bank_repayment_amount': ['Suma poate avea cel mult două zecimale.'],
    });
    // No cash on delivery: IBAN and holder are not needed.
    expect(errorsOf({ extra: { bank_repayment_amount: 0 } })).toEqual({});
  });

  it('limits the declared value to 10,000 RON and the content description to 4-100 characters', () => {
    expect(errorsOf({ extra: { insurance_amount: 10_000.5 } })).toEqual({ 'extra.insurance_amount': ['Valoarea declarată poate fi de cel mult 10.000 RON.'] });
    const content = 'Descrierea conținutului trebuie să aibă între 4 și 100 de caractere.';
    expect(errorsOf({ extra: { parcel_content: 'cd ' } })).toEqual({ 'extra.parcel_content': [content] });
    expect(errorsOf({ extra: { parcel_content: 'x'.repeat(101) } })).toEqual({ 'extra.parcel_content': [content] });
    expect(errorsOf({ extra: { parcel_content: 'ș'.repeat(100) } })).toEqual({});
  });

  it('checks carrier, service, country and that each end names a locality', () => {
    expect(errorsOf({ carrier_id: 5, service_id: 9, address_from: {}, address_to: { country_code: 'BG', locality_name: 'Ruse' } })).toEqual({
      carrier_id: ['Curierul ales nu există.'],
      service_id: ['Serviciul ales nu există.'],
      'address_from.locality_id': ['Alege localitatea.'],
      'address_to.country_code': ['Momentan preluăm și livrăm colete doar în România.'],
      'address_to.locality_id': ['Alege localitatea.'],
    });
    expect(errorsOf({ address_from: { locality_name: 'Turda', county_name: 'Cluj' }, address_to: { fixed_location_id: 601 } })).toEqual({});
  });

  it('uses comma-below ș and ț, never the cedilla forms', () => {
    const all = JSON.stringify(errorsOf({ content: { pallets_count: 1 }, extra: { bank_repayment_amount: 9000, parcel_content: 'x' } }));
    expect(all).not.toMatch(/[şţŞŢ]/);
  });
});
