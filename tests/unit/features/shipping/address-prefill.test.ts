// The order draft's starting values from the address book: the sender's contact and street (the
// street only in the locality the offer was priced from), the checkout's billing (else the sender's
// name and address), and never over anything the user typed.
import { validateBilling } from '../../../../src/features/shipping/order-validation.ts';
import { describe, expect, it } from 'vitest';
import { autoBilling, calculatorDefaults, prefillSender, prefillSenderEmail } from '../../../../src/features/shipping/address-prefill.ts';
import { emptyContact, emptyDraft, type ChosenOffer } from '../../../../src/features/shipping/order-draft.ts';
import type { BillingAddress, ShippingAddress } from '../../../../src/shared/addresses.ts';

const COMMON = {
  country_code: 'RO',
  street_id: null,
  street_details: 'Ap. 3',
  is_default: true,
  created_at: '2025-03-14T09:26:53.000Z',
  updated_at: '2025-03-14T09:26:53.000Z',
  county_id: 13,
};
const SENDER: ShippingAddress = {
  ...COMMON,
  id: 1,
  kind: 'shipping',
  address_type: 'individual',
  locality_id: 54984,
  locality_name: 'Cluj-Napoca',
  county_code: 'CJ',
  county_name: 'Cluj',
  street_name: 'Strada Memorandumului',
  street_no: '28',
  contact: 'Ana Popescu',
  phone: '0722123456',
  email: 'ana@exemplu.ro',
  zipcode: '400114',
  company: '',
  coordinates: { lat: null, lng: null },
};
const COMPANY: BillingAddress = {
  ...COMMON,
  id: 2,
  kind: 'billing',
  address_type: 'business',
  locality_id: 95079,
  locality_name: 'Iași',
  county_code: 'IS',
  county_name: 'Iași',
  street_name: 'Bulevardul Independenței',
  street_no: '5',
  street_details: '',
  contact: 'Maria Georgescu',
  phone: '',
  email: '',
  company: 'Magazinul Verde SRL',
  vat_no: 'RO18547290',
  reg_com: 'J22/123/2019',
  vat_payer: true,
  cnp: '',
  bank_iban: '',
  bank: '',
};

const CLUJ = { name: 'Cluj-Napoca', county_name: 'Cluj', county_code: 'CJ' } as ChosenOffer['from'];

describe('address book prefill', () => {
  it('fills the sender, and the street only in the priced locality', () => {
    expect(prefillSender(emptyContact(), SENDER, 54984)).toEqual({
      ...emptyContact(),
      name: 'Ana Popescu',
      phone: '0722123456',
      email: 'ana@exemplu.ro',
      street: 'Strada Memorandumului',
      number: '28',
      details: 'Ap. 3',
      postal_code: '400114',
    });
    expect(prefillSender(emptyContact(), SENDER, 95079)).toMatchObject({ name: 'Ana Popescu', street: '', number: '' });
    expect(prefillSender(emptyContact(), SENDER, null)).toMatchObject({ name: 'Ana Popescu', street: '' });
  });

  it('never writes over what was typed', () => {
    const typed = { ...emptyContact(), name: 'Ion Ionescu', street: 'Strada Lungă' };
    expect(prefillSender(typed, SENDER, 54984)).toBeNull();
    expect(prefillSender({ ...emptyContact(), phone: '0733000000' }, SENDER, 54984)).toMatchObject({ name: '', phone: '0733000000', street: 'Strada Memorandumului' });
    expect(autoBilling({ ...emptyDraft(), billing: { ...emptyDraft().billing, name: 'Ion' } }, COMPANY)).toBeNull();
  });

  it('fills the checkout billing of a company or a person', () => {
    expect(autoBilling(emptyDraft(), COMPANY)).toEqual({
      kind: 'company',
      name: 'Maria Georgescu',
      company: 'Magazinul Verde SRL',
      cui: 'RO18547290',
      reg_com: 'J22/123/2019',
      address: 'Bulevardul Independenței 5',
      // The company's seat, for its invoice (not the sender's locality).
      locality: expect.objectContaining({ id: COMPANY.locality_id, name: 'Iași', county_name: 'Iași', county_code: 'IS' }),
    });
    const person = { ...COMPANY, address_type: 'individual' as const, company: '', vat_no: '', reg_com: '', locality_name: 'București Sectorul 3', county_code: 'B', county_name: 'București' };
    expect(autoBilling(emptyDraft(), person)).toEqual({
      kind: 'person',
      name: 'Maria Georgescu',
      company: '',
      cui: '',
      reg_com: '',
      address: 'Bulevardul Independenței 5',
      locality: expect.objectContaining({ id: COMPANY.locality_id, name: 'București Sectorul 3', county_code: 'B' }),
    });
  });

  it('builds from the sender a billing address the checkout accepts (the user never typed it)', () => {
    // The longest street line the order form lets through (150 characters, the invoice's line).
    const sender = { ...emptyContact(), name: 'Ana Popescu', phone: '0722123456', street: `Strada ${'x'.repeat(100)}`, number: '12', details: 'y'.repeat(38) };
    const billing = autoBilling({ ...emptyDraft(), chosen: { from: CLUJ } as ChosenOffer, sender }, null)!;
    expect([...billing.address].length).toBe(150);
    expect(validateBilling(billing)).toEqual({});
  });

  it('fills the checkout billing from the sender when there is no billing address', () => {
    const draft = { ...emptyDraft(), chosen: { from: CLUJ } as ChosenOffer, sender: { ...emptyContact(), name: ' Ana Popescu ', phone: '0722123456', street: 'Strada Memorandumului', number: '28', details: 'Ap. 3' } };
    expect(autoBilling(draft, null)).toEqual({ kind: 'person', name: 'Ana Popescu', company: '', cui: '', reg_com: '', address: 'Strada Memorandumului 28, Ap. 3', locality: CLUJ });
    // A locker sender has no street: only the name.
    expect(autoBilling({ ...draft, sender: { ...draft.sender, locker_id: 7 } }, null)).toMatchObject({ name: 'Ana Popescu', address: '' });
    // The locality is the billing's own field (the invoice's city), never repeated in the line.
    const bucharest = { name: 'București Sectorul 3', county_name: 'București', county_code: 'B' } as ChosenOffer['from'];
    expect(autoBilling({ ...draft, chosen: { from: bucharest } as ChosenOffer }, null)).toMatchObject({ address: 'Strada Memorandumului 28, Ap. 3', locality: bucharest });
  });

  it('fills again what it filled (a changed sender, the address book answering later), never what was typed', () => {
    const draft = { ...emptyDraft(), chosen: { from: CLUJ } as ChosenOffer, sender: { ...emptyContact(), name: 'Ana Popescu', street: 'Strada Memorandumului', number: '28' } };
    const fromSender = autoBilling(draft, null)!;
    // Filled by the app: the default billing address still wins; the same sender changes nothing.
    expect(autoBilling({ ...draft, billing: fromSender, billing_filled: true }, COMPANY)).toMatchObject({ kind: 'company', company: 'Magazinul Verde SRL' });
    expect(autoBilling({ ...draft, billing: fromSender, billing_filled: true }, null)).toBeNull();
    const renamed = { ...draft, sender: { ...draft.sender, name: 'Ana Ionescu' } };
    expect(autoBilling({ ...renamed, billing: fromSender, billing_filled: true }, null)).toMatchObject({ name: 'Ana Ionescu' });
    // Typed (or a draft saved before the mark existed): kept.
    expect(autoBilling({ ...renamed, billing: { ...fromSender, name: 'Ana Facturată' }, billing_filled: false }, COMPANY)).toBeNull();
    expect(autoBilling({ ...renamed, billing: fromSender }, null)).toBeNull();
  });
});

describe('what the address book gives the calculators and the sender', () => {
  it('the pickup locality from the sender address, the cash on delivery\'s IBAN and holder from the billing address', () => {
    expect(calculatorDefaults({ shipping: SENDER, billing: { ...COMPANY, bank_iban: 'RO49AAAA1B31007593840000' }, delivery: null })).toEqual({
      from: expect.objectContaining({ id: SENDER.locality_id, name: 'Cluj-Napoca' }),
      codAccount: { iban: 'RO49AAAA1B31007593840000', holder: 'Magazinul Verde SRL' },
    });
    expect(calculatorDefaults({ shipping: null, billing: COMPANY, delivery: null })).toEqual({ from: null, codAccount: null });
    expect(calculatorDefaults(null)).toEqual({ from: null, codAccount: null });
  });

  it('the account\'s e-mail fills an empty sender e-mail, never a typed one', () => {
    expect(prefillSenderEmail(emptyContact(), 'ana@exemplu.ro')?.email).toBe('ana@exemplu.ro');
    expect(prefillSenderEmail({ ...emptyContact(), email: 'alta@exemplu.ro' }, 'ana@exemplu.ro')).toBeNull();
    expect(prefillSenderEmail(emptyContact(), null)).toBeNull();
  });
});
