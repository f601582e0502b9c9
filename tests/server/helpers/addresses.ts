// Addresses the address-book tests send: a valid sender (Cluj-Napoca, a postal code of its own) and
// a valid billing company (CUI, Reg. Com., IBAN with good check digits).
import { CLUJ, IASI } from './orders.ts';

export const VALID_IBAN = 'RO49 AAAA 1B31 0075 9384 0000';
export const VALID_CUI = 'RO 18547290';
export const VALID_CNP = '1960101123456';

export function shippingAddress(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'shipping',
    contact: 'Ana Popescu',
    phone: '0722 123 456',
    email: 'ana@exemplu.ro',
    locality_id: CLUJ,
    street_name: 'Strada Memorandumului',
    street_no: '28',
    street_details: 'Ap. 3',
    zipcode: '400114',
    ...overrides,
  };
}

export function billingCompany(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'billing',
    address_type: 'business',
    contact: 'Maria Georgescu',
    company: 'Magazinul Verde SRL',
    vat_no: VALID_CUI,
    reg_com: 'j12/3456/2020',
    vat_payer: true,
    bank_iban: VALID_IBAN,
    bank: 'Banca Transilvania',
    locality_id: IASI,
    street_name: 'Bulevardul Independenței',
    street_no: '5',
    ...overrides,
  };
}
