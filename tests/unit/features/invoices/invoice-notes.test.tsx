// The invoice list's rows beyond the documents: a 0,00 RON invoice of an order paid from the wallet
// says its amount was invoiced at the top-up and links the advance invoice when it is on the page; a
// paid payment whose invoice is not issued yet is a row ("Factura se emite", or that it failed).
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { InvoiceTable } from '../../../../src/features/invoices/invoice-table.tsx';
import type { InvoiceDto, InvoicePage, PendingInvoiceDto } from '../../../../src/features/invoices/invoices-api.ts';

function invoice(overrides: Partial<InvoiceDto> = {}): InvoiceDto {
  return {
    id: 3,
    kind: 'invoice',
    code: 'CUR-000123',
    issue_date: '2026-03-05',
    order_id: 45,
    order_number: 'CUR-2026-000045',
    batch: null,
    net_bani: 0,
    vat_bani: 0,
    total_bani: 0,
    corrects_code: null,
    paid_from_wallet: true,
    reverses: [{ code: 'CUR-000100', issue_date: '2026-03-01' }],
    efactura_status: 'not_configured',
    efactura_message: null,
    pdf_url: 'http://localhost/api/private/invoices/3/pdf',
    xml_url: 'http://localhost/api/private/invoices/3/xml',
    ...overrides,
  };
}

const TOP_UP = invoice({ id: 1, code: 'CUR-000100', issue_date: '2026-03-01', order_id: null, order_number: null, total_bani: 5000, net_bani: 4132, vat_bani: 868, paid_from_wallet: false, reverses: [] });

const PENDING: PendingInvoiceDto = { payment_id: 'p-1', purpose: 'order', order_id: 46, order_number: 'CUR-2026-000046', batch: null, amount_bani: 2501, paid_at: '2026-03-06T10:00:00.000Z', state: 'issuing' };

function table(data: InvoiceDto[], pending: PendingInvoiceDto[] = [], currentPage = 1) {
  const page: InvoicePage = { data, meta: { total: data.length, per_page: 15, current_page: currentPage, last_page: 2 }, pending };
  render(
    <MemoryRouter>
      <InvoiceTable page={page} onPage={() => undefined} onDownload={async () => undefined} />
    </MemoryRouter>,
  );
}

const rowOf = (text: string) => screen.getByRole('rowheader', { name: new RegExp(`^${text}`) }).closest('tr')!;

describe('InvoiceTable, its notes and pending rows', () => {
  afterEach(cleanup);

  it('explains a 0,00 RON wallet invoice and links the advance invoice on the page', () => {
    table([invoice(), TOP_UP]);
    const row = rowOf('CUR-000123');
    expect(row.textContent).toContain('Plătită din portofel: suma a fost facturată la alimentare (factura CUR-000100)');
    const link = within(row).getByRole('link', { name: 'CUR-000100' });
    expect(link.getAttribute('href')).toBe('#factura-1');
    expect(rowOf('CUR-000100').id).toBe('factura-1');
    // The top-up's own invoice has no such note.
    expect(rowOf('CUR-000100').textContent).not.toContain('Plătită din portofel');
  });

  it('names the advance invoices without a link when they are not on the page, several in a list', () => {
    table([invoice({ reverses: [{ code: 'CUR-000090', issue_date: '2026-02-01' }, { code: 'CUR-000091', issue_date: '2026-02-02' }] })]);
    const row = rowOf('CUR-000123');
    expect(row.textContent).toContain('(facturile CUR-000090, CUR-000091)');
    expect(within(row).queryByRole('link', { name: /CUR-00009/ })).toBeNull();
  });

  it('says nothing of the wallet on a card invoice', () => {
    table([invoice({ paid_from_wallet: false, reverses: [], total_bani: 2501 })]);
    expect(rowOf('CUR-000123').textContent).not.toContain('portofel');
  });

  it('shows a paid payment without its invoice as a row: being issued, or failed for good', () => {
    table([TOP_UP], [PENDING, { ...PENDING, payment_id: 'p-2', state: 'failed', purpose: 'top_up', order_id: null, order_number: null, amount_bani: 10000 }]);
    const issuing = rowOf('Factura se emite');
    expect(within(issuing).getByRole('link', { name: 'CUR-2026-000046' })).toBeTruthy();
    expect(issuing.textContent).toMatch(/25,01\sRON/);
    expect(issuing.textContent).toContain('06.03.2026');
    const failed = rowOf('Factura nu a putut fi emisă');
    expect(failed.textContent).toMatch(/100,00\sRON/);
    expect(failed.textContent).toContain('alimentare portofel');
    expect(screen.queryByText('Nicio factură pentru aceste filtre.')).toBeNull();
  });

  it('links a batch\'s invoice and its pending payment to the batch\'s page', () => {
    const batch = { id: 7, number: 'LOT-2026-000007' };
    table([invoice({ order_id: null, order_number: null, batch })], [{ ...PENDING, purpose: 'batch', order_id: null, order_number: null, batch }]);
    for (const row of [rowOf('CUR-000123'), rowOf('Factura se emite')]) {
      expect(within(row).getByRole('link', { name: 'lotul LOT-2026-000007' }).getAttribute('href')).toBe('/dashboard/expedieri?lot=7');
    }
  });

  it('shows the pending rows on the first page only, and alone when there is no document yet', () => {
    table([], [PENDING]);
    expect(rowOf('Factura se emite')).toBeTruthy();
    cleanup();
    table([TOP_UP], [PENDING], 2);
    expect(screen.queryByText('Factura se emite')).toBeNull();
  });
});
