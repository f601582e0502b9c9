// The invoices of the chosen filters: a table (a card per document on a phone) with the number (and
// the invoice a credit note corrects), the day, the order, total and VAT in lei, the e-Factura state,
// the PDF and XML downloads, and paging.
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Pager } from '../../components/pager.tsx';
import { formatIsoDay, formatRon } from '../../lib/format.ts';
import { fillInvoices, roInvoices } from '../../i18n/ro-invoices.ts';
import { DocumentSubject, invoiceRowId, PendingInvoiceRow, WalletNote } from './invoice-notes.tsx';
import type { FileFormat, InvoiceDto, InvoicePage } from './invoices-api.ts';

const t = roInvoices;

/** 250150 bani -> "2.501,50 RON" */
export const formatBani = (bani: number) => formatRon(bani / 100);

/** `text` with its hyphenated words (e-Factura, CUR-000123) kept on one line: a narrow cell breaks between words only. */
function unbroken(text: string) {
  return text.split(/(\S+-\S+)/).map((part, i) => (i % 2 === 1 ? <span key={i} className="invoices-nowrap">{part}</span> : part));
}

/** The e-Factura state as the customer reads it; a rejection with ANAF's message. */
export function efacturaText(invoice: Pick<InvoiceDto, 'efactura_status' | 'efactura_message'>): string {
  if (invoice.efactura_status === 'rejected' && invoice.efactura_message) return fillInvoices(t.rejectedWith, { message: invoice.efactura_message });
  return t.efactura[invoice.efactura_status];
}

export interface InvoiceTableProps {
  page: InvoicePage;
  onPage(page: number): void;
  onDownload(invoice: InvoiceDto, format: FileFormat): Promise<void>;
}

export function InvoiceTable({ page, onPage, onDownload }: InvoiceTableProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const { data, meta } = page;
  // A payment whose invoice is not issued yet shows on the first page, above the documents.
  const pending = meta.current_page === 1 ? (page.pending ?? []) : [];
  if (data.length === 0 && pending.length === 0) return <p>{t.noMatch}</p>;
  const download = async (invoice: InvoiceDto, format: FileFormat) => {
    if (busy) return;
    setBusy(`${format}:${invoice.id}`);
    try {
      await onDownload(invoice, format);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {/* Focusable: a table wider than its box scrolls with the keyboard too. */}
      <div className="invoices-table-scroll" role="region" aria-label={t.listCaption} tabIndex={0}>
        <table className="invoices-table">
          <caption className="visually-hidden">{t.listCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.code}</th>
              <th scope="col">{t.columns.date}</th>
              <th scope="col">{t.columns.order}</th>
              <th scope="col" className="invoices-table__amount">
                {t.columns.total}
              </th>
              <th scope="col" className="invoices-table__amount">
                {t.columns.vat}
              </th>
              <th scope="col">{t.columns.efactura}</th>
              <th scope="col">{t.columns.files}</th>
            </tr>
          </thead>
          <tbody>
            {pending.map((row) => (
              <PendingInvoiceRow key={row.payment_id} pending={row} />
            ))}
            {data.map((invoice) => (
              <tr key={invoice.id} id={invoiceRowId(invoice.id)} tabIndex={-1}>
                <th scope="row" className="invoices-table__code" data-label={t.columns.code}>
                  <span className="invoices-table__number">{invoice.code}</span>
                  {invoice.kind === 'credit_note' ? (
                    <span className="invoices-table__storno">
                      <span className="invoice-badge invoice-badge--storno">{t.stornoBadge}</span>
                      {invoice.corrects_code ? <span className="invoices__muted">{unbroken(fillInvoices(t.corrects, { code: invoice.corrects_code }))}</span> : null}
                    </span>
                  ) : null}
                  <WalletNote invoice={invoice} listed={data} />
                </th>
                <td data-label={t.columns.date}>{formatIsoDay(invoice.issue_date)}</td>
                <td data-label={t.columns.order}>
                  <DocumentSubject of={invoice} />
                </td>
                <td data-label={t.columns.total} className="invoices-table__amount invoices-table__total">
                  {formatBani(invoice.total_bani)}
                </td>
                <td data-label={t.columns.vat} className="invoices-table__amount">
                  {formatBani(invoice.vat_bani)}
                </td>
                <td data-label={t.columns.efactura} className="invoices-table__efactura">
                  <span className={`invoice-efactura invoice-efactura--${invoice.efactura_status}`}>
                    <span>{unbroken(efacturaText(invoice))}</span>
                  </span>
                </td>
                <td data-label={t.columns.files} className="invoices-table__files">
                  <div className="invoices-table__file-list">
                    {(['pdf', 'xml'] as const).map((format) => (
                      <Button
                        key={format}
                        variant="secondary"
                        className="invoices-table__file"
                        busy={busy === `${format}:${invoice.id}`}
                        aria-label={fillInvoices(t.fileLabel, { format: t[format], document: t.documentName[invoice.kind], code: invoice.code })}
                        onClick={() => void download(invoice, format)}
                      >
                        {t[format]}
                      </Button>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={meta.current_page} pages={meta.last_page} label={t.pagination} onPage={onPage} />
    </>
  );
}
