// The batch import's file reading (encodings, separators, XLSX, limits), header guessing and the
// shop platforms' own export files, each mapped with no mapping step.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { BATCH_LIMITS } from '../../../../src/shared/batch-import.ts';
import { guessMapping, missingRequired } from '../../../../src/features/batch-import/header-match.ts';
import { parseFile, rowsOfMapping } from '../../../../src/features/batch-import/import-pipeline.ts';
import { TEMPLATE_COLUMNS } from '../../../../src/features/batch-import/template-columns.ts';

const FIXTURES = join(process.cwd(), 'tests/fixtures/batch-import');

function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURES, name)));
}

function bytesOf(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

describe('reading a file', () => {
  it('reads UTF-8 with a BOM and semicolons: our template, every column mapped by its header', async () => {
    const { parsed } = await parseFile(new Uint8Array(readFileSync(join(process.cwd(), 'public/sablon-expedieri-lot.csv'))), null);
    expect(parsed.encoding).toBe('utf-8');
    expect(parsed.delimiter).toBe(';');
    expect(parsed.headers).toEqual([...TEMPLATE_COLUMNS]);
    expect(Object.keys(parsed.mapping)).toHaveLength(TEMPLATE_COLUMNS.length);
    expect(parsed.needsMapping).toBe(false);
    expect(parsed.rows[0]!).toMatchObject({ reference: 'CMD-1001', recipient_name: 'Ana Pop', county: 'Cluj', weight_kg: '1,5', cod_amount: '149,90' });
    expect(parsed.rows[1]!).toMatchObject({ street_name: 'Bulevardul Unirii', street_no: '15', postal_code: '030167' });
    expect(parsed.checks).toEqual([{}, {}]);
  });

  it('reads Windows-1250 (Romanian Excel) and writes ș ț with comma below', async () => {
    const { parsed } = await parseFile(fixture('template-windows-1250.csv'), null);
    expect(parsed.encoding).toBe('windows-1250');
    expect(parsed.headers[5]).toBe('Judeţ'); // the header as the file has it
    expect(parsed.mapping.county).toBe('Judeţ');
    expect(parsed.rows[0]!.notes).toBe('Sunați înainte');
    expect(parsed.rows[0]!.content).toBe('Cărți');
    expect(parsed.rows[1]!.county).toBe('București');
  });

  it('detects comma, semicolon and tab separators, quotes kept whole', async () => {
    const comma = await parseFile(bytesOf('Nume,Telefon,Localitate,Adresa\n"Pop, Ana",0722123456,Cluj-Napoca,"Str. Horea 5, ap. 2"\n'), null);
    expect(comma.parsed.delimiter).toBe(',');
    expect(comma.parsed.rows[0]!).toMatchObject({ recipient_name: 'Pop, Ana', address_line: 'Str. Horea 5, ap. 2' });
    const tab = await parseFile(bytesOf('Nume\tTelefon\tLocalitate\tAdresa\nAna\t0722123456\tCluj-Napoca\tStr. Horea 5\n'), null);
    expect(tab.parsed.delimiter).toBe('\t');
    expect(tab.parsed.rows[0]!.locality).toBe('Cluj-Napoca');
  });

  it('reads an XLSX: a phone or a Bucharest postal code stored as a number gets its leading 0 back', async () => {
    const data = [
      ['Nume destinatar', 'Telefon', 'Localitate', 'Adresă', 'Cod poștal', 'Greutate (kg)'].map((value) => ({ value })),
      [{ value: 'Ion Ionescu' }, { value: 733222111 }, { value: 'București' }, { value: 'Bd. Unirii 15' }, { value: 30167 }, { value: 2.5 }],
    ];
    const bytes = new Uint8Array(await writeXlsxFile(data).toBuffer());
    const { parsed } = await parseFile(bytes, null);
    expect(parsed.kind).toBe('xlsx');
    expect(parsed.rows[0]!).toEqual({ recipient_name: 'Ion Ionescu', phone: '0733222111', locality: 'București', address_line: 'Bd. Unirii 15', postal_code: '030167', weight_kg: '2.5' });
  });

  it('refuses a file over 5 MB before reading it, and more than 1,000 rows, in Romanian', async () => {
    const big = new Uint8Array(BATCH_LIMITS.maxFileBytes + 1);
    await expect(parseFile(big, null)).rejects.toThrow(/limita este 5 MB/);
    const lines = ['Nume;Telefon;Localitate;Adresa', ...Array.from({ length: 1001 }, (_, i) => `Ana ${i};0722123456;Cluj-Napoca;Str. Horea ${i}`)];
    await expect(parseFile(bytesOf(lines.join('\n')), null)).rejects.toThrow('Fișierul are 1.001 de expedieri; un lot primește cel mult 1.000.');
    const exactly = ['Nume;Telefon;Localitate;Adresa', ...Array.from({ length: 1000 }, (_, i) => `Ana ${i};0722123456;Cluj-Napoca;Str. Horea ${i}`)];
    expect((await parseFile(bytesOf(exactly.join('\n')), null)).parsed.rows).toHaveLength(1000);
  });

  it('refuses an old .xls and a file with a header only', async () => {
    await expect(parseFile(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]), null)).rejects.toThrow(/Excel 97–2003/);
    await expect(parseFile(bytesOf('Nume;Telefon\n'), null)).rejects.toThrow('Fișierul nu are niciun rând cu date sub capul de tabel.');
  });

  it('checks formats in the page: phone, e-mail, postal code, numbers, a missing address', async () => {
    const { parsed } = await parseFile(
      bytesOf('Nume;Telefon;E-mail;Localitate;Adresa;Cod postal;Greutate;Colete\nAna;07221;ana@;Cluj-Napoca;;4001;doi;0\nIon;+40 722 123 456;ion@example.ro;Iași;Str. Lungă 1;700063;2,5;1\n'),
      null,
    );
    expect(Object.keys(parsed.checks[0]!).sort()).toEqual(['address_line', 'email', 'parcels', 'phone', 'postal_code', 'weight_kg']);
    expect(parsed.checks[0]!.phone).toMatch(/10 cifre/);
    expect(parsed.checks[1]!).toEqual({});
    expect(parsed.lines).toEqual([2, 3]);
  });
});

describe('guessing the mapping from the header', () => {
  it('knows Romanian and English names, with or without diacritics, case and punctuation', () => {
    const mapping = guessMapping(['NUME DESTINATAR', 'Tel.', 'Judet', 'Oraș', 'Strada', 'Nr.', 'Cod Postal', 'Weight (kg)', 'COD', 'E-mail', 'Order ID']);
    expect(mapping).toEqual({
      recipient_name: 'NUME DESTINATAR',
      phone: 'Tel.',
      county: 'Judet',
      locality: 'Oraș',
      street_name: 'Strada',
      street_no: 'Nr.',
      postal_code: 'Cod Postal',
      weight_kg: 'Weight (kg)',
      cod_amount: 'COD',
      email: 'E-mail',
      reference: 'Order ID',
    });
    expect(missingRequired(mapping)).toEqual([]);
  });

  it('asks for the mapping when a required column is not recognised, and a saved mapping wins', async () => {
    const text = 'Client final;Mobil;Loc;Adresa\nAna;0722123456;Cluj-Napoca;Str. Horea 5\n';
    const first = await parseFile(bytesOf(text), null);
    expect(first.parsed.needsMapping).toBe(true);
    expect(missingRequired(first.parsed.mapping)).toEqual(['recipient_name', 'locality']);
    const saved = { recipient_name: 'Client final', locality: 'Loc' };
    const second = await parseFile(bytesOf(text), saved);
    expect(second.parsed.needsMapping).toBe(false);
    expect(second.parsed.rows[0]!).toEqual({ recipient_name: 'Ana', phone: '0722123456', locality: 'Cluj-Napoca', address_line: 'Str. Horea 5' });
    const remapped = rowsOfMapping(first.table, { ...first.parsed.mapping, ...saved });
    expect(remapped.rows[0]!.recipient_name).toBe('Ana');
    expect(remapped.needsMapping).toBe(false);
  });
});

describe("shop platforms' own export files, with no mapping step", () => {
  it("Shopify's orders export: one shipment per order (product lines merged), COD from the total", async () => {
    const { parsed } = await parseFile(fixture('shopify-orders-export.csv'), null);
    expect(parsed.platform).toEqual({ id: 'shopify', name: 'Shopify' });
    expect(parsed.needsMapping).toBe(false);
    expect(parsed.rows).toHaveLength(3);
    expect(parsed.rows[0]!).toEqual({
      reference: '#1001',
      recipient_name: 'Ana Pop',
      phone: '0722123456',
      email: 'ana.pop@example.ro',
      county: 'Cluj',
      locality: 'Cluj-Napoca',
      address_line: 'Strada Memorandumului 28',
      address_details: 'ap. 3',
      postal_code: '400114',
      notes: 'Sunați înainte',
      cod_amount: '149.90',
    });
    expect(parsed.rows[1]!).toMatchObject({ reference: '#1002', postal_code: '030167', county: 'București' });
    expect(parsed.rows[1]!.cod_amount).toBeUndefined();
    expect(parsed.lines).toEqual([2, 4, 5]);
    expect(parsed.checks.every((c) => Object.keys(c).length === 0)).toBe(true);
  });

  it("WooCommerce's orders export: first and last name joined, county code to name, COD by payment method", async () => {
    const { parsed } = await parseFile(fixture('woocommerce-orders-export.csv'), null);
    expect(parsed.platform?.id).toBe('woocommerce');
    expect(parsed.rows[0]!).toMatchObject({ reference: '2041', recipient_name: 'Elena Dumitrescu', county: 'Brașov', locality: 'Brașov', cod_amount: '215.00', notes: 'Poarta verde' });
    expect(parsed.rows[1]!).toMatchObject({ recipient_name: 'Andrei Mureșan', company: 'Atelier Mureșan SRL', county: 'București', postal_code: '010573' });
    expect(parsed.rows[1]!.cod_amount).toBeUndefined();
  });

  it("PrestaShop's orders SQL export (semicolons): the mobile phone first, COD from the payment", async () => {
    const { parsed } = await parseFile(fixture('prestashop-orders-sql-export.csv'), null);
    expect(parsed.platform?.id).toBe('prestashop');
    expect(parsed.rows[0]!).toMatchObject({ reference: 'XKBKNABJK', recipient_name: 'Gheorghe Țurcanu', phone: '0745987654', address_details: 'bl. C2, ap. 14', county: 'Timiș', cod_amount: '119.99' });
    expect(parsed.rows[1]!).toMatchObject({ phone: '0269111222', locality: 'Sibiu' });
  });

  it("Gomag's orders export: the delivery columns, a Romanian amount with a comma", async () => {
    const { parsed } = await parseFile(fixture('gomag-orders-export.csv'), null);
    expect(parsed.platform?.id).toBe('gomag');
    expect(parsed.rows[0]!).toMatchObject({ reference: '10452', recipient_name: 'Cristina Popescu', county: 'Constanța', cod_amount: '312.40' });
    expect(parsed.rows[1]!).toMatchObject({ company: 'Georgescu Tech SRL', notes: 'Livrare după ora 17' });
    expect(parsed.rows[1]!.cod_amount).toBeUndefined();
  });

  it("eMAG Marketplace's orders report (XLSX): product lines summed for COD, locality and county split from the address, easybox id", async () => {
    const { parsed } = await parseFile(fixture('emag-orders-report.xlsx'), null);
    expect(parsed.platform?.id).toBe('emag');
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.rows[0]!).toEqual({
      reference: '402118877',
      recipient_name: 'Daniel Marin',
      phone: '0722333444',
      address_line: 'Strada Lalelelor nr. 9, bl. A1, ap. 5',
      locality: 'Ploiești',
      county: 'Prahova',
      postal_code: '100401',
      cod_amount: '249.90',
    });
    expect(parsed.rows[1]!).toMatchObject({ locker_id: 'EBX-1042', locality: 'Galați' });
    expect(parsed.rows[1]!.cod_amount).toBeUndefined();
  });
});
