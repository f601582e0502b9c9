// What the invoice list says beyond the documents: a 0,00 RON invoice of an order paid from the wallet
// explains itself (its amount was invoiced at the top-up, the advance invoice named and linked when it
// is on the page), and a payment whose invoice is not issued yet is a row of its own ("Factura se
// emite", or that it failed): never a silent gap.
import { Link } from 'react-router-dom';
import { formatDate, formatRon } from '../../lib/format.ts';
import { roInvoices } from '../../i18n/ro-invoices.ts';
import type { InvoiceDto, PendingInvoiceDto } from './invoices-api.ts';
import './invoice-notes.css';

const t = roInvoices;

/** What a document is of: its order, the batch whose orders it lists (one payment), or a wallet top-up. */
export function DocumentSubject({ of }: { of: Pick<InvoiceDto, 'order_id' | 'order_number' | 'batch'> }) {
  if (of.order_id !== null && of.order_number) return <Link to={`/dashboard/comenzi?comanda=${of.order_id}`}>{of.order_number}</Link>;
  if (of.batch) return <Link to={`/dashboard/expedieri?lot=${of.batch.id}`}>{fillBatch(of.batch.number)}</Link>;
  return <span className="invoices__muted">{t.noOrder}</span>;
}

const fillBatch = (number: string) => t.batch.replace('{number}', number);

/** The row id an invoice's line has, for a link to it from the same page. */
export const invoiceRowId = (id: number) => `factura-${id}`;

/** "Plătită din portofel: …(factura CUR-…)", each advance invoice a link to its row when it is on the page. */
export function WalletNote({ invoice, listed }: { invoice: InvoiceDto; listed: readonly InvoiceDto[] }) {
  if (!invoice.paid_from_wallet || invoice.total_bani !== 0) return null;
  const refs = invoice.reverses;
  const codes = refs.map((ref, i) => {
    const row = listed.find((other) => other.code === ref.code);
    return (
      <span key={ref.code}>
        {i > 0 ? ', ' : null}
        {row ? <a href={`#${invoiceRowId(row.id)}`}>{ref.code}</a> : ref.code}
      </span>
    );
  });
  const [before, after] = (refs.length > 1 ? t.walletNoteInvoices : t.walletNoteInvoice).split(refs.length > 1 ? '{codes}' : '{code}');
  return (
    <span className="invoices__muted invoices-table__wallet-note">
      {t.walletNote}
      {refs.length > 0 ? (
        <>
          {' '}
          {before}
          {codes}
          {after}
        </>
      ) : null}
    </span>
  );
}

/** A paid payment without its invoice yet, as a line of the table (no number, no files). */
export function PendingInvoiceRow({ pending }: { pending: PendingInvoiceDto }) {
  const text = pending.state === 'failed' ? t.pendingFailed : t.pendingIssuing;
  return (
    <tr className={`invoices-table__pending invoices-table__pending--${pending.state}`}>
      <th scope="row" className="invoices-table__code" data-label={t.columns.code}>
        <span className={pending.state === 'failed' ? 'invoices-table__pending-failed' : undefined}>{text}</span>
      </th>
      <td data-label={t.columns.date}>{formatDate(pending.paid_at)}</td>
      <td data-label={t.columns.order}>
        <DocumentSubject of={pending} />
      </td>
      <td data-label={t.columns.total} className="invoices-table__amount invoices-table__total">
        {formatRon(pending.amount_bani / 100)}
      </td>
      <td data-label={t.columns.vat} className="invoices-table__amount">
        —
      </td>
      <td data-label={t.columns.efactura}>—</td>
      <td data-label={t.columns.files}>
        <span className="invoices__muted">{t.pendingNoDocument}</span>
      </td>
    </tr>
  );
}
