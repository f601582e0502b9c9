// The seller's details the invoicing tests configure (a VAT payer with a valid CUI and IBAN), one copy.
export const SELLER = {
  INVOICE_SELLER_NAME: 'Curiero Logistică S.R.L.',
  INVOICE_SELLER_CUI: 'RO12345674',
  INVOICE_SELLER_REG_COM: 'J12/3456/2024',
  INVOICE_SELLER_ADDRESS: 'Str. Memorandumului nr. 28',
  INVOICE_SELLER_CITY: 'Cluj-Napoca',
  INVOICE_SELLER_COUNTY: 'Cluj',
  INVOICE_SELLER_POSTAL_CODE: '400114',
  INVOICE_SELLER_IBAN: 'RO49 AAAA 1B31 0075 9384 0000',
  INVOICE_SELLER_BANK: 'Banca Transilvania',
  INVOICE_SELLER_VAT_PAYER: 'true',
};
