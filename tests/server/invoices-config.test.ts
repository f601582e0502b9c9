// The invoices' configuration as loadConfig reads it at start (server/config/,
// services/invoices/invoice-config.ts): no seller is a demo deployment (series DEMO, never sent to
// ANAF); a seller is all of NAME, CUI, ADDRESS, CITY and COUNTY or the server stops naming the
// missing ones; a CUI with a wrong control digit, an unknown county, an IBAN that does not check, a
// series that is not capital letters, EFACTURA_TOKEN without a seller and other bad values stop it
// too, each with a message naming its variable; a full configuration is read as given.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Env } from '../../server/config/index.ts';
import { EFACTURA_BASE_URLS } from '../../server/services/invoices/invoice-config.ts';

const SELLER: Env = {
  INVOICE_SELLER_NAME: 'Curiero Logistică S.R.L.',
  INVOICE_SELLER_CUI: 'RO 12345674',
  INVOICE_SELLER_REG_COM: 'J12/3456/2024',
  INVOICE_SELLER_ADDRESS: 'Str. Memorandumului nr. 28',
  INVOICE_SELLER_CITY: 'Cluj-Napoca',
  INVOICE_SELLER_COUNTY: 'jud. Cluj',
  INVOICE_SELLER_POSTAL_CODE: '400114',
  INVOICE_SELLER_IBAN: 'ro49 aaaa 1b31 0075 9384 0000',
  INVOICE_SELLER_BANK: 'Banca Transilvania',
  INVOICE_SELLER_VAT_PAYER: 'true',
};

/** The problems loadConfig stops with, one per line. */
function problems(env: Env): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message.split('\n');
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('the invoices\' configuration', () => {
  it('without a seller: demonstration documents, series DEMO, nothing for ANAF', () => {
    const { invoices } = loadConfig({});
    expect(invoices).toMatchObject({ series: 'DEMO', demo: true, efactura: null, seller: { name: 'Curiero (emitent neconfigurat)', isCompany: true } });
    expect(Object.isFrozen(invoices)).toBe(true);
    // Blank variables are unset: still a demo.
    expect(loadConfig({ INVOICE_SELLER_NAME: '  ', INVOICE_SELLER_CUI: '', INVOICE_SERIES: '' }).invoices).toMatchObject({ series: 'DEMO', demo: true });
    // The series can be chosen for the demo too.
    expect(loadConfig({ INVOICE_SERIES: 'PROBA' }).invoices).toMatchObject({ series: 'PROBA', demo: true });
  });

  it('reads a full configuration: the seller, the series, e-Factura', () => {
    const { invoices } = loadConfig({ ...SELLER, INVOICE_SERIES: 'CURIERO', EFACTURA_TOKEN: 'anaf-access-token', EFACTURA_BASE_URL: 'http://127.0.0.1:9999/test/FCTEL/rest//' });
    expect(invoices).toEqual({
      series: 'CURIERO',
      demo: false,
      seller: {
        name: 'Curiero Logistică S.R.L.',
        cui: '12345674',
        regCom: 'J12/3456/2024',
        isCompany: true,
        vatPayer: true,
        address: { street: 'Str. Memorandumului nr. 28', city: 'Cluj-Napoca', county: 'jud. Cluj', countyCode: 'RO-CJ', postalCode: '400114', country: 'RO' },
        iban: 'RO49AAAA1B31007593840000',
        bank: 'Banca Transilvania',
      },
      efactura: { token: 'anaf-access-token', baseUrl: 'http://127.0.0.1:9999/test/FCTEL/rest' },
    });
    expect(Object.isFrozen(invoices.efactura)).toBe(true);
  });

  it('defaults: series CUR with a seller, no e-Factura without a token, ANAF\'s test or prod API by EFACTURA_ENVIRONMENT', () => {
    const required = { INVOICE_SELLER_NAME: 'Firma SRL', INVOICE_SELLER_CUI: '18547290', INVOICE_SELLER_ADDRESS: 'Bd. Unirii 5', INVOICE_SELLER_CITY: 'București, Sector 3', INVOICE_SELLER_COUNTY: 'Bucuresti' };
    const plain = loadConfig(required).invoices;
    expect(plain).toMatchObject({ series: 'CUR', demo: false, efactura: null, seller: { cui: '18547290', vatPayer: true, address: { countyCode: 'RO-B' } } });
    expect(plain.seller.iban).toBeUndefined();
    // A seller not registered for VAT cannot invoice the 21% every price includes (BR-RO-065 would refuse each invoice).
    expect(() => loadConfig({ ...required, INVOICE_SELLER_VAT_PAYER: 'FALSE' })).toThrow('INVOICE_SELLER_VAT_PAYER=false is not supported: prices and invoices charge VAT 21%');
    expect(loadConfig({ ...required, INVOICE_SELLER_VAT_PAYER: 'True' }).invoices.seller.vatPayer).toBe(true);
    expect(loadConfig({ ...required, EFACTURA_TOKEN: 't' }).invoices.efactura).toEqual({ token: 't', baseUrl: EFACTURA_BASE_URLS.test });
    expect(loadConfig({ ...required, EFACTURA_TOKEN: 't', EFACTURA_ENVIRONMENT: 'prod' }).invoices.efactura).toEqual({ token: 't', baseUrl: 'https://api.anaf.ro/prod/FCTEL/rest' });
  });

  it('stops when the seller is half configured, naming what is missing', () => {
    const found = problems({ INVOICE_SELLER_NAME: 'Firma SRL', INVOICE_SELLER_CUI: '18547290' });
    expect(found.filter((p) => p.startsWith('INVOICE_SELLER_'))).toEqual([
      "INVOICE_SELLER_ADDRESS must be set too: an invoice needs the seller's name, CUI, address, city and county",
      "INVOICE_SELLER_CITY must be set too: an invoice needs the seller's name, CUI, address, city and county",
      "INVOICE_SELLER_COUNTY must be set too: an invoice needs the seller's name, CUI, address, city and county",
    ]);
    // Any one of them alone is a seller being configured, not a demo.
    expect(problems({ INVOICE_SELLER_COUNTY: 'Cluj' }).map((p) => p.split(' ')[0])).toEqual(['INVOICE_SELLER_NAME', 'INVOICE_SELLER_CUI', 'INVOICE_SELLER_ADDRESS', 'INVOICE_SELLER_CITY']);
    // Optional parts (Reg. Com., IBAN...) alone are not enough to issue either.
    const { INVOICE_SELLER_NAME: _name, ...withoutName } = SELLER;
    expect(problems(withoutName)).toEqual(["INVOICE_SELLER_NAME must be set too: an invoice needs the seller's name, CUI, address, city and county"]);
  });

  it.each([
    ['a CUI whose control digit is wrong', { INVOICE_SELLER_CUI: 'RO12345675' }, 'INVOICE_SELLER_CUI must be a valid Romanian CUI (with or without RO; its control digit is checked)'],
    ['a CUI that is not one', { INVOICE_SELLER_CUI: 'J12/3456/2024' }, 'INVOICE_SELLER_CUI must be a valid Romanian CUI (with or without RO; its control digit is checked)'],
    ['an unknown county', { INVOICE_SELLER_COUNTY: 'Transilvania' }, 'INVOICE_SELLER_COUNTY must be a Romanian county (e.g. Cluj, București), got "Transilvania"'],
    ['an IBAN that does not check', { INVOICE_SELLER_IBAN: 'RO49AAAA1B31007593840001' }, 'INVOICE_SELLER_IBAN must be a valid IBAN'],
    ['a VAT status that is not true or false', { INVOICE_SELLER_VAT_PAYER: 'da' }, 'INVOICE_SELLER_VAT_PAYER must be true or false'],
    ['a series in small letters', { INVOICE_SERIES: 'cur' }, 'INVOICE_SERIES must be 1 to 10 capital letters, got "cur"'],
    ['a series with a dash and digits', { INVOICE_SERIES: 'CUR-2026' }, 'INVOICE_SERIES must be 1 to 10 capital letters, got "CUR-2026"'],
    ['a series too long', { INVOICE_SERIES: 'CURIEROFACT' }, 'INVOICE_SERIES must be 1 to 10 capital letters, got "CURIEROFACT"'],
    ['an unknown e-Factura environment', { EFACTURA_ENVIRONMENT: 'live' }, 'EFACTURA_ENVIRONMENT must be test or prod, got "live"'],
    ['an e-Factura base URL that is not http(s)', { EFACTURA_BASE_URL: 'api.anaf.ro/test/FCTEL/rest' }, 'EFACTURA_BASE_URL must be an http:// or https:// URL'],
  ])('stops on %s, naming the variable', (_what, bad, message) => {
    expect(problems({ ...SELLER, ...bad })).toEqual([message]);
  });

  it('stops on EFACTURA_TOKEN without a seller: demonstration invoices are never sent to ANAF', () => {
    expect(problems({ EFACTURA_TOKEN: 'anaf-access-token' })).toEqual(['EFACTURA_TOKEN needs the seller too (INVOICE_SELLER_*): demonstration invoices are never sent to ANAF']);
    expect(loadConfig({ ...SELLER, EFACTURA_TOKEN: 'anaf-access-token' }).invoices.efactura).not.toBeNull();
  });

  it('lists every problem at once', () => {
    const found = problems({ INVOICE_SELLER_NAME: 'Firma SRL', INVOICE_SELLER_CUI: '123', INVOICE_SELLER_COUNTY: 'Atlantida', INVOICE_SELLER_IBAN: 'RO00', INVOICE_SERIES: 'x1', EFACTURA_ENVIRONMENT: 'staging' });
    expect(found.map((p) => p.split(' ')[0])).toEqual([
      'INVOICE_SELLER_ADDRESS',
      'INVOICE_SELLER_CITY',
      'INVOICE_SELLER_CUI',
      'INVOICE_SELLER_COUNTY',
      'INVOICE_SELLER_IBAN',
      'INVOICE_SERIES',
      'EFACTURA_ENVIRONMENT',
    ]);
  });
});
