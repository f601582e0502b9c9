// The invoices' configuration, read at start with the rest (config.ts): the series, the seller (who
// issues the invoices: its name, CUI, Reg. Com., address, IBAN, VAT status), and e-Factura (ANAF
// SPV: the OAuth access token and the API's base URL). Without a seller configured, the invoices are
// demonstration documents: series DEMO, and every one of them says it is not a fiscal invoice.
import { isValidIBAN } from 'ibantools';
import { normalizeCui } from '../../../src/shared/identity-rules.ts';
import type { Party } from './invoice-model.ts';
import { countyCode } from './ro-address.ts';

export const EFACTURA_BASE_URLS = { test: 'https://api.anaf.ro/test/FCTEL/rest', prod: 'https://api.anaf.ro/prod/FCTEL/rest' } as const;

export interface InvoicesConfig {
  readonly series: string;
  readonly seller: Party;
  /** No seller configured: demonstration documents, never sent to ANAF. */
  readonly demo: boolean;
  /** null: e-Factura not configured (the XML is there to download). */
  readonly efactura: { readonly token: string; readonly baseUrl: string } | null;
}

const SELLER_REQUIRED = ['NAME', 'CUI', 'ADDRESS', 'CITY', 'COUNTY'] as const;

const DEMO_SELLER: Party = {
  name: 'Curiero (emitent neconfigurat)',
  // A CUI with a good control digit that no company has (two digits): the checks pass, and nobody takes it for a real seller's.
  cui: '19',
  isCompany: true,
  vatPayer: true,
  address: { street: 'Strada Exemplului 1', city: 'Cluj-Napoca', county: 'Cluj', countyCode: 'RO-CJ', country: 'RO' },
};

export function readInvoices(read: (name: string) => string | undefined, problems: string[]): InvoicesConfig {
  const v = (name: string) => read(`INVOICE_SELLER_${name}`)?.trim() || undefined;
  const given = SELLER_REQUIRED.filter((name) => v(name) !== undefined);
  let seller = DEMO_SELLER;
  const demo = given.length === 0;
  if (!demo) {
    for (const name of SELLER_REQUIRED) if (v(name) === undefined) problems.push(`INVOICE_SELLER_${name} must be set too: an invoice needs the seller's name, CUI, address, city and county`);
    const cui = normalizeCui(v('CUI') ?? '');
    if (v('CUI') && !cui) problems.push('INVOICE_SELLER_CUI must be a valid Romanian CUI (with or without RO; its control digit is checked)');
    const code = countyCode(v('COUNTY') ?? '');
    if (v('COUNTY') && !code) problems.push(`INVOICE_SELLER_COUNTY must be a Romanian county (e.g. Cluj, București), got ${JSON.stringify(v('COUNTY'))}`);
    const iban = v('IBAN')?.replace(/\s/g, '').toUpperCase();
    if (iban && !isValidIBAN(iban)) problems.push('INVOICE_SELLER_IBAN must be a valid IBAN');
    const vatPayer = (read('INVOICE_SELLER_VAT_PAYER') ?? 'true').toLowerCase();
    if (!['true', 'false'].includes(vatPayer)) problems.push('INVOICE_SELLER_VAT_PAYER must be true or false');
    // Every price is quoted with VAT 21% and every invoice line is standard rated (CIUS-RO BR-RO-065 wants
    // the seller's VAT id for it): a seller not registered for VAT would need VAT-free prices, not built.
    else if (vatPayer === 'false') problems.push('INVOICE_SELLER_VAT_PAYER=false is not supported: prices and invoices charge VAT 21%, which only a VAT-registered seller can invoice');
    seller = {
      name: v('NAME') ?? '',
      cui: cui ?? '',
      ...(v('REG_COM') ? { regCom: v('REG_COM') } : {}),
      isCompany: true,
      vatPayer: vatPayer !== 'false',
      address: { street: v('ADDRESS') ?? '', city: v('CITY') ?? '', county: v('COUNTY') ?? '', countyCode: code ?? '', ...(v('POSTAL_CODE') ? { postalCode: v('POSTAL_CODE') } : {}), country: 'RO' },
      ...(iban ? { iban } : {}),
      ...(v('BANK') ? { bank: v('BANK') } : {}),
      ...(v('EMAIL') ? { email: v('EMAIL') } : {}),
      ...(v('PHONE') ? { phone: v('PHONE') } : {}),
    };
  }
  const series = read('INVOICE_SERIES') ?? (demo ? 'DEMO' : 'CUR');
  if (!/^[A-Z]{1,10}$/.test(series)) problems.push(`INVOICE_SERIES must be 1 to 10 capital letters, got ${JSON.stringify(series)}`);
  const token = read('EFACTURA_TOKEN');
  const environment = read('EFACTURA_ENVIRONMENT') ?? 'test';
  if (environment !== 'test' && environment !== 'prod') problems.push(`EFACTURA_ENVIRONMENT must be test or prod, got ${JSON.stringify(environment)}`);
  const baseUrl = read('EFACTURA_BASE_URL') ?? EFACTURA_BASE_URLS[environment === 'prod' ? 'prod' : 'test'];
  if (!/^https?:\/\//.test(baseUrl)) problems.push('EFACTURA_BASE_URL must be an http:// or https:// URL');
  if (token && demo) problems.push('EFACTURA_TOKEN needs the seller too (INVOICE_SELLER_*): demonstration invoices are never sent to ANAF');
  return Object.freeze({ series, seller, demo, efactura: token && !demo ? Object.freeze({ token, baseUrl: baseUrl.replace(/\/+$/, '') }) : null });
}
