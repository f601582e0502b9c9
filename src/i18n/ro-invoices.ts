/**
 * Strings of the dashboard section „Facturi” (invoices and credit notes, their PDF and e-Factura
 * XML, a month's export), in Romanian with ș ț comma-below. The server's messages (field errors)
 * are shown as it sends them.
 */
import { fill } from './fill.ts';

export const roInvoices = {
  filtersTitle: 'Filtrează',
  kind: 'Tip',
  kindOptions: { all: 'Toate', invoice: 'Facturi', credit_note: 'Facturi storno' },
  from: 'De la',
  to: 'Până la',
  search: 'Factură sau comandă',
  searchPlaceholder: 'ex. CUR-000123',
  apply: 'Aplică filtrele',
  reset: 'Toate facturile',
  invalidFilters: 'Unele filtre nu sunt valide: corectează câmpurile marcate.',
  listTitle: 'Facturi',
  listCaption: 'Facturile și facturile storno, cele mai noi întâi',
  columns: {
    code: 'Număr',
    date: 'Data',
    order: 'Comanda',
    total: 'Total',
    vat: 'TVA',
    efactura: 'e-Factura',
    files: 'Documente',
  },
  stornoBadge: 'storno',
  corrects: 'corectează {code}',
  noOrder: 'alimentare portofel',
  /** A batch's invoice (its orders on its lines) or credit note. */
  batch: 'lotul {number}',
  efactura: {
    not_configured: 'netrimisă (e-Factura neconfigurată)',
    pending: 'în așteptare',
    uploaded: 'trimisă la ANAF',
    accepted: 'acceptată de ANAF',
    rejected: 'respinsă de ANAF',
  },
  rejectedWith: 'respinsă de ANAF: {message}',
  pdf: 'PDF',
  xml: 'XML',
  fileLabel: 'Descarcă {format} pentru {document} {code}',
  documentName: { invoice: 'factura', credit_note: 'factura storno' },
  downloadFailed: 'Fișierul nu a putut fi descărcat. Încearcă din nou.',
  noMatch: 'Nicio factură pentru aceste filtre.',
  loadFailed: 'Facturile nu au putut fi încărcate. Verifică conexiunea și încearcă din nou.',
  loading: 'Se încarcă facturile',
  retryLoad: 'Reîncearcă',
  pagination: 'Paginile facturilor',
  exportTitle: 'Export pentru contabilitate',
  exportLead: 'Facturile și facturile storno ale unei luni, într-un tabel CSV sau într-o arhivă ZIP cu PDF-urile și tabelul.',
  month: 'Luna',
  format: 'Format',
  formats: { csv: 'CSV', zip: 'ZIP cu PDF-uri' },
  exportAction: 'Descarcă exportul',
  exportFailed: 'Exportul nu a putut fi descărcat. Încearcă din nou.',
  months: ['ianuarie', 'februarie', 'martie', 'aprilie', 'mai', 'iunie', 'iulie', 'august', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'],
  emptyTitle: 'Nu ai încă facturi.',
  emptyText: 'Factura se emite automat după fiecare plată.',
  emptyAction: 'Comandă un curier',
  emptyActionTo: '/comanda',
  walletNote: 'Plătită din portofel: suma a fost facturată la alimentare',
  walletNoteInvoice: '(factura {code})',
  walletNoteInvoices: '(facturile {codes})',
  pendingIssuing: 'Factura se emite',
  pendingFailed: 'Factura nu a putut fi emisă; problema apare echipei Curiero în panoul de administrare.',
  pendingNoDocument: 'încă nu există',
} as const;

export const fillInvoices = fill;
