// Dashboard "Facturi": the documents written the Romanian way (days, lei, the credit note and what it
// corrects, each e-Factura state), the filters sent to the server and kept in the page's query
// string (and read back from it), paging, the empty state, a failed load announced and retried,
// the server's field errors shown, a PDF opened through its signed link, and a month's export.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recentMonths } from '../../../../src/features/invoices/invoice-export-box.tsx';
import type { InvoiceDto } from '../../../../src/features/invoices/invoices-api.ts';
import { readFilter, writeFilter } from '../../../../src/features/invoices/invoices-api.ts';
import { InvoicesSection } from '../../../../src/features/invoices/invoices-section.tsx';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';

const META = (total: number, page = 1) => ({ total, per_page: 15, current_page: page, last_page: Math.max(1, Math.ceil(total / 15)) });
const page = (data: InvoiceDto[], total = data.length, current = 1) => ({ status: 200, body: { data, meta: META(total, current) } });

function invoice(overrides: Partial<InvoiceDto> = {}): InvoiceDto {
  return {
    id: 3,
    kind: 'invoice',
    code: 'CUR-000123',
    issue_date: '2026-03-05',
    order_id: 45,
    order_number: 'CUR-2026-000045',
    batch: null,
    net_bani: 102025,
    vat_bani: 21425,
    total_bani: 123450,
    corrects_code: null,
    paid_from_wallet: false,
    reverses: [],
    efactura_status: 'accepted',
    efactura_message: null,
    pdf_url: 'http://localhost/api/private/invoices/3/pdf',
    xml_url: 'http://localhost/api/private/invoices/3/xml',
    ...overrides,
  };
}

const STORNO = invoice({ id: 4, kind: 'credit_note', code: 'CUR-000124', issue_date: '2026-03-20', total_bani: 2501, vat_bani: 434, net_bani: 2067, corrects_code: 'CUR-000123', efactura_status: 'rejected', efactura_message: 'CUI-ul cumpărătorului nu există.' });

/** Where the router is: the query string the section wrote. */
function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

describe('the query string', () => {
  it('keeps the filters under Romanian names, and reads them back', () => {
    const written = writeFilter(new URLSearchParams('alt=1&pagina=3'), { kind: 'credit_note', from: '2026-03-01', to: '', q: ' CUR-1 ' }, 1);
    expect(written.toString()).toBe('alt=1&tip=storno&de-la=2026-03-01&cauta=CUR-1');
    expect(readFilter(written)).toEqual({ filter: { kind: 'credit_note', from: '2026-03-01', to: '', q: 'CUR-1' }, page: 1 });
    expect(readFilter(new URLSearchParams('tip=altceva&pagina=-2'))).toEqual({ filter: { kind: '', from: '', to: '', q: '' }, page: 1 });
  });

  it('offers the last months, newest first, in Romanian', () => {
    expect(recentMonths(new Date(2026, 1, 14), 3)).toEqual([
      { value: '2026-02', label: 'februarie 2026' },
      { value: '2026-01', label: 'ianuarie 2026' },
      { value: '2025-12', label: 'decembrie 2025' },
    ]);
  });
});

describe('InvoicesSection', () => {
  let remote: FakeRemote;
  let clicked: string[];
  beforeEach(() => {
    remote = fakeRemote();
    clicked = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  const show = (entry = '/dashboard/facturi') =>
    render(
      <MemoryRouter initialEntries={[entry]}>
        <InvoicesSection />
        <Where />
      </MemoryRouter>,
    );
  const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1) as HTMLTableRowElement[];

  it('says when an invoice comes when there is none yet', async () => {
    remote.on('GET', 'private/invoices?page=1', page([]));
    show();
    expect(await screen.findByRole('heading', { name: 'Nu ai încă facturi.' })).toBeTruthy();
    expect(screen.getByText('Factura se emite automat după fiecare plată.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Comandă un curier' }).getAttribute('href')).toBe('/comanda');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows skeletons while loading, then the documents in Romanian: days, lei, storno, order, e-Factura', async () => {
    let answer: (value: ReturnType<typeof page>) => void = () => {};
    remote.on('GET', 'private/invoices?page=1', () => new Promise((resolve) => (answer = resolve)));
    show();
    expect(screen.getByRole('status', { name: 'Se încarcă facturile' })).toBeTruthy();
    answer(page([STORNO, invoice()]));

    const [storno, first] = await waitFor(() => rows());
    expect(within(first!).getByRole('rowheader').textContent).toBe('CUR-000123');
    expect(within(first!).getByText('05.03.2026')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'CUR-2026-000045' }).getAttribute('href')).toBe('/dashboard/comenzi?comanda=45');
    expect(within(first!).getByText('1.234,50 RON')).toBeTruthy();
    expect(within(first!).getByText('214,25 RON')).toBeTruthy();
    expect(within(first!).getByText('acceptată de ANAF')).toBeTruthy();
    expect(within(storno!).getByRole('rowheader').textContent).toBe('CUR-000124stornocorectează CUR-000123');
    expect(within(storno!).getByText('25,01 RON')).toBeTruthy();
    expect(storno!.cells[5]!.textContent).toBe('respinsă de ANAF: CUI-ul cumpărătorului nu există.');
    expect(screen.queryByRole('status', { name: 'Se încarcă facturile' })).toBeNull();
  });

  it('says every e-Factura state in Romanian; a top-up has no order', async () => {
    const states = (['not_configured', 'pending', 'uploaded', 'accepted', 'rejected'] as const).map((status, i) =>
      invoice({ id: i + 1, code: `CUR-00000${i + 1}`, efactura_status: status, ...(i === 0 ? { order_id: null, order_number: null } : {}) }),
    );
    remote.on('GET', 'private/invoices?page=1', page(states));
    show();
    await screen.findByRole('table');
    expect(rows().map((row) => row.cells[5]!.textContent)).toEqual([
      'netrimisă (e-Factura neconfigurată)',
      'în așteptare',
      'trimisă la ANAF',
      'acceptată de ANAF',
      'respinsă de ANAF',
    ]);
    expect(rows()[0]!.cells[2]!.textContent).toBe('alimentare portofel');
  });

  it('sends the filters, keeps them in the query string, pages, and resets them', async () => {
    remote.on('GET', 'private/invoices?page=1', page([invoice()], 20));
    remote.on('GET', 'private/invoices?page=2', page([invoice({ id: 9, code: 'CUR-000109' })], 20, 2));
    remote.on('GET', 'private/invoices?page=1&kind=credit_note&from=2026-03-01&to=2026-03-31&q=CUR-000124', page([STORNO]));
    show();
    await screen.findByRole('table');

    fireEvent.click(screen.getByRole('button', { name: 'Pagina următoare' }));
    expect(await screen.findByText('CUR-000109')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('?pagina=2');
    expect(screen.getByText('Pagina 2 din 2')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Tip'), { target: { value: 'credit_note' } });
    fireEvent.change(screen.getByLabelText('De la'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Până la'), { target: { value: '2026-03-31' } });
    fireEvent.change(screen.getByLabelText('Factură sau comandă'), { target: { value: ' CUR-000124 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplică filtrele' }));
    await waitFor(() => expect(rows()[0]!.cells[0]!.textContent).toBe('CUR-000124stornocorectează CUR-000123'));
    expect(screen.getByTestId('where').textContent).toBe('?tip=storno&de-la=2026-03-01&pana-la=2026-03-31&cauta=CUR-000124');

    fireEvent.click(screen.getByRole('button', { name: 'Toate facturile' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(''));
    expect(await screen.findByText('Pagina 1 din 2')).toBeTruthy();
    expect((screen.getByLabelText('Tip') as HTMLSelectElement).value).toBe('');
  });

  it('reads the filters of a shared link, and shows the server\'s field errors', async () => {
    remote.on('GET', 'private/invoices?page=1&kind=invoice&from=2026-04-01&to=2026-03-01', {
      status: 422,
      body: { reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors: { to: ['Data de început trebuie să fie înaintea celei de sfârșit.'] } },
    });
    show('/dashboard/facturi?tip=facturi&de-la=2026-04-01&pana-la=2026-03-01');
    expect(await screen.findByText('Data de început trebuie să fie înaintea celei de sfârșit.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Unele filtre nu sunt valide');
    expect(screen.getByLabelText('Până la').getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Tip') as HTMLSelectElement).value).toBe('invoice');
    expect((screen.getByLabelText('De la') as HTMLInputElement).value).toBe('2026-04-01');
  });

  it('announces a failed load and loads again on request', async () => {
    let fail = true;
    remote.on('GET', 'private/invoices?page=1', () => (fail ? { status: 500, body: { message: 'Eroare.' } } : page([invoice()])));
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('Facturile nu au putut fi încărcate.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Reîncearcă' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a PDF and an export through their signed links; a failed one is announced', async () => {
    remote.on('GET', 'private/invoices?page=1', page([invoice()]));
    remote.on('GET', 'private/invoices/3/download-link?format=pdf', { status: 200, body: { data: { download_url: 'http://localhost/api/private/invoices/3/pdf?expires=1&signature=s' } } });
    remote.on('GET', 'private/invoices/3/download-link?format=xml', 'network-error');
    show();
    await screen.findByRole('table');

    fireEvent.click(screen.getByRole('button', { name: 'Descarcă PDF pentru factura CUR-000123' }));
    await waitFor(() => expect(clicked).toEqual(['http://localhost/api/private/invoices/3/pdf?expires=1&signature=s']));
    fireEvent.click(screen.getByRole('button', { name: 'Descarcă XML pentru factura CUR-000123' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Fișierul nu a putut fi descărcat. Încearcă din nou.');

    const month = screen.getByLabelText('Luna') as HTMLSelectElement;
    const previous = month.options[1]!.value;
    remote.on('GET', `private/invoices/export/download-link?month=${previous}&format=zip`, { status: 200, body: { data: { download_url: `http://localhost/api/private/invoices/export?month=${previous}&format=zip&account=1&expires=1&signature=s` } } });
    fireEvent.change(month, { target: { value: previous } });
    fireEvent.click(screen.getByLabelText('ZIP cu PDF-uri'));
    fireEvent.click(screen.getByRole('button', { name: 'Descarcă exportul' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(clicked[1]).toContain(`month=${previous}&format=zip`);
  });
});
