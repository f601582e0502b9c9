import { describe, expect, it } from 'vitest';
import { emptyDraft, type ChosenOffer } from '../../../../src/features/shipping/order-draft.ts';
import { isRomanianPhone, isValidCui, lockerEnds, validateBilling, validateDetails } from '../../../../src/features/shipping/order-validation.ts';

const chosen = (serviceId: number) => ({ offer: { service_id: serviceId, carrier_id: 6, carrier: 'Sameday' } }) as unknown as ChosenOffer;

describe('order checks', () => {
  it('knows Romanian phone numbers', () => {
    for (const ok of ['0722123456', '0722 123 456', '+40722123456', '40722123456', '0212345678', '0371-234-567']) expect(isRomanianPhone(ok)).toBe(true);
    for (const bad of ['072212345', '0822123456', '+44722123456', 'telefon']) expect(isRomanianPhone(bad)).toBe(false);
  });

  it('checks the CUI control digit (key 753217532)', () => {
    expect(isValidCui('RO18547290')).toBe(true); // a real, public CUI
    expect(isValidCui('14399840')).toBe(true);
    expect(isValidCui('18547291')).toBe(false);
    expect(isValidCui('ABC')).toBe(false);
  });

  it('asks for the street at a home end and a locker at a locker end', () => {
    const draft = { ...emptyDraft(chosen(2)), content: 'Haine' };
    expect(lockerEnds(2)).toEqual({ from: false, to: true });
    expect(validateDetails(draft)).toEqual({
      'sender.name': 'Completează câmpul.',
      'sender.phone': 'Completează câmpul.',
      'sender.email': 'Completează câmpul.',
      'sender.street': 'Completează câmpul.',
      'recipient.name': 'Completează câmpul.',
      'recipient.phone': 'Completează câmpul.',
      'recipient.locker_id': 'Alege un locker.',
    });
    expect(validateDetails({ ...draft, content: 'abc' }).content).toBe('Descrie conținutul în 4 până la 100 de caractere.');
  });

  it('billing: a person needs a name, a company a valid CUI and the locality of its seat', () => {
    const billing = emptyDraft().billing;
    expect(validateBilling({ ...billing, address: 'Str. Lungă 1' })).toEqual({ 'billing.name': 'Completează câmpul.' });
    expect(validateBilling({ ...billing, kind: 'company', company: 'SC Exemplu SRL', cui: '123', address: 'Str. Fabricii 1' })).toEqual({
      'billing.cui': 'CUI-ul nu este valid. Verifică cifrele.',
      'billing.locality': 'Alege localitatea adresei de facturare din listă.',
    });
    const iasi = { id: 95079, name: 'Iași', county_code: 'IS', county_name: 'Iași', county: 'Iași', name_and_county: 'Iași, Iași', type: 'municipiu', parent: '', postal_code: '700259' };
    expect(validateBilling({ ...billing, kind: 'company', company: 'SC Exemplu SRL', cui: 'RO 18547290', address: 'Str. Fabricii 1', locality: iasi })).toEqual({});
  });

  it('billing: the address has the server’s length (5 to 150 characters, the invoice’s line), said before it is sent', () => {
    const billing = { ...emptyDraft().billing, name: 'Ana Pop' };
    expect(validateBilling({ ...billing, address: 'x' })).toEqual({ 'billing.address': 'Adresa de facturare trebuie să aibă între 5 și 150 de caractere.' });
    expect(validateBilling({ ...billing, address: `Str. ${'x'.repeat(146)}` })).toEqual({ 'billing.address': 'Adresa de facturare trebuie să aibă între 5 și 150 de caractere.' });
    expect(validateBilling({ ...billing, address: 'Str. Lungă 1' })).toEqual({});
  });

  it('the street number is optional; street, number and details together fit the invoice line (150 characters)', () => {
    const home = { name: 'Ana Pop', phone: '0722123456', email: 'ana@exemplu.ro', company: '', street: 'Strada Lungă', number: '', details: '', postal_code: '', locker_id: null };
    const draft = { ...emptyDraft(chosen(1)), content: 'Haine', sender: home, recipient: { ...home, email: '' } };
    expect(validateDetails(draft)).toEqual({});
    const long = { ...draft, sender: { ...home, street: `Strada ${'x'.repeat(90)}`, details: 'y'.repeat(60) } };
    expect(validateDetails(long)).toEqual({ 'sender.details': 'Strada, numărul și detaliile (bloc, scară, etaj, apartament) pot avea împreună cel mult 150 de caractere, cât încape pe factură. Prescurtează-le.' });
  });
});
