import { describe, expect, it } from 'vitest';
import { invoicesCsv } from '../../server/services/invoices/invoice-export.ts';
import type { InvoiceLine } from '../../server/services/invoices/invoice-queries.ts';
import { inertCell, spreadsheetCsv } from '../../server/services/spreadsheet-csv.ts';

describe('CSV exports: no cell a spreadsheet would run', () => {
  it('puts an apostrophe before a text starting with = + - @, a tab or a carriage return', () => {
    for (const formula of ['=1+1', '+1', '-1+1', '@SUM(A1)', '\t=1', '\r=1', '  =HYPERLINK("x")', '-', '=']) {
      expect(inertCell(formula), formula).toBe(`'${formula}`);
    }
    for (const plain of ['Ion Țăranu', '1234,50', '-12,50', '0,00', 'a=b', 'CUR-2026-000001', '']) expect(inertCell(plain), plain).toBe(plain);
  });

  it('makes every CSV with a BOM, semicolons and CRLF lines, each cell inert', () => {
    expect(spreadsheetCsv([['Nume', 'Sumă'], ['=cmd|"/c calc"!A1', '-5,00']])).toBe('\uFEFFNume;Sumă\r\n"\'=cmd|""/c calc""!A1";-5,00\r\n');
  });

  it('the invoices export goes through it too', () => {
    const line = {
      code: 'CUR 1',
      kind: 'invoice',
      issueDate: '2026-11-02',
      orderNumber: '=1+1',
      netBani: -1000,
      vatBani: -210,
      totalBani: -1210,
      correctsCode: '@x',
      efacturaStatus: 'not_configured',
      efacturaMessage: null,
    } as unknown as InvoiceLine;
    const [, row] = invoicesCsv([line]).slice(1).trimEnd().split('\r\n');
    expect(row).toBe("CUR 1;Factură;02.11.2026;'=1+1;-10,00;-2,10;-12,10;'@x;netrimisă (e-Factura neconfigurată)");
  });
});
