// Dashboard "Rambursuri": money written the Romanian way, one state per repayment, the empty state
// that explains ramburs, the totals and the table, the simulated provider said, a failed payout with
// its reason sent again, the filters sent to the server (and its field errors shown), a report
// opened through its signed link.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatLei, groupIban, parcelsText, repaymentState } from '../../../../src/features/repayments/repayment-format.ts';
import type { PayoutDto, RepaymentDto } from '../../../../src/features/repayments/repayments-api.ts';
import { RepaymentsSection } from '../../../../src/features/repayments/repayments-section.tsx';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';

const META = (total: number) => ({ total, per_page: 15, current_page: 1, last_page: Math.max(1, Math.ceil(total / 15)) });
const NO_TOTALS = { count: 0, collected_bani: 0, paid_bani: 0, waiting_bani: 0, awaiting_iban_bani: 0, refunded_bani: 0 };

function repayment(overrides: Partial<RepaymentDto> = {}): RepaymentDto {
  return {
    id: 1,
    order_id: 7,
    order_number: 'CUR-2026-000007',
    awb: '4001234567801',
    carrier_id: 6,
    carrier_name: 'Sameday',
    amount_bani: 123450,
    amount: 1234.5,
    currency: 'RON',
    status: 'pending',
    payout_id: null,
    payout_status: null,
    bank_iban: 'RO49AAAA1B31007593840000',
    bank_holder: 'Magazin Verde SRL',
    awaiting_iban: false,
    recipient_name: 'Ion Țăranu',
    delivered_at: '2026-03-05T10:00:00.000Z',
    test_mode: false,
    ...overrides,
  };
}

function payout(overrides: Partial<PayoutDto> = {}): PayoutDto {
  return {
    id: 12,
    status: 'paid',
    amount_bani: 5000,
    amount: 50,
    currency: 'RON',
    bank_iban: 'RO49AAAA1B31007593840000',
    bank_holder: 'Magazin Verde SRL',
    failure_reason: null,
    attempts: 1,
    transfer_reference: 'SIM-0123456789ABCDEF',
    simulated: true,
    repayments_count: 2,
    refunds: [],
    created_at: '2026-03-06T00:00:02.000Z',
    updated_at: '2026-03-06T00:00:03.000Z',
    paid_at: '2026-03-06T00:00:03.000Z',
    ...overrides,
  };
}

describe('formatting', () => {
  it('writes lei the Romanian way, IBANs in fours, parcels with the right plural', () => {
    expect(formatLei(123450)).toBe('1.234,50\u00a0lei');
    expect(formatLei(5)).toBe('0,05\u00a0lei');
    expect(formatLei(123456789)).toBe('1.234.567,89\u00a0lei');
    expect(groupIban('RO49AAAA1B31007593840000')).toBe('RO49 AAAA 1B31 0075 9384 0000');
    expect([1, 2, 19, 20, 101].map(parcelsText)).toEqual(['1 colet', '2 colete', '19 colete', '20 de colete', '101 colete']);
  });

  it('tells one state per repayment', () => {
    expect(repaymentState(repayment())).toBe('pending');
    expect(repaymentState(repayment({ awaiting_iban: true, bank_iban: '' }))).toBe('awaitingIban');
    expect(repaymentState(repayment({ payout_id: 3, payout_status: 'failed' }))).toBe('inPayout');
    expect(repaymentState(repayment({ status: 'paid', payout_status: 'paid' }))).toBe('paid');
    expect(repaymentState(repayment({ status: 'cancelled' }))).toBe('cancelled');
  });
});

describe('RepaymentsSection', () => {
  let remote: FakeRemote;
  beforeEach(() => {
    remote = fakeRemote();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const show = () =>
    render(
      <MemoryRouter>
        <RepaymentsSection />
      </MemoryRouter>,
    );

  it('explains how ramburs works when there is nothing yet', async () => {
    remote.on('GET', 'private/repayments?page=1', { status: 200, body: { data: [], meta: META(0), totals: NO_TOTALS, payout_provider: { simulated: true } } });
    remote.on('GET', 'private/repayments/payouts?page=1', { status: 200, body: { data: [], meta: META(0), payout_provider: { simulated: true } } });
    show();
    expect(await screen.findByRole('heading', { name: 'Nu ai încă rambursuri' })).toBeTruthy();
    expect(screen.getByText(/curierul încasează suma de la destinatar la livrare/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trimite un colet cu ramburs' }).getAttribute('href')).toBe('/comanda');
  });

  it('says what returns’ refunds took from the collected money, paid and waiting net of them', async () => {
    // 229,90 lei collected, 149,90 refunded to a returning buyer: the payout sent the shop 80,00 lei.
    const totals = { count: 2, collected_bani: 22990, paid_bani: 8000, waiting_bani: 0, awaiting_iban_bani: 0, refunded_bani: 14990 };
    const rows = [repayment({ amount_bani: 14990, status: 'paid', payout_id: 12, payout_status: 'paid' }), repayment({ id: 2, amount_bani: 8000, status: 'paid', payout_id: 12, payout_status: 'paid' })];
    remote.on('GET', 'private/repayments?page=1', { status: 200, body: { data: rows, meta: META(2), totals, payout_provider: { simulated: true } } });
    remote.on('GET', 'private/repayments/payouts?page=1', { status: 200, body: { data: [payout({ amount_bani: 8000, amount: 80 })], meta: META(1), payout_provider: { simulated: true } } });
    show();
    const totalsSection = (await screen.findByRole('heading', { name: 'Pe scurt' })).closest('section')!;
    const figure = (label: string) => within(totalsSection).getByText(label).nextElementSibling?.textContent;
    expect(figure('Încasate de curieri')).toBe('229,90\u00a0lei');
    expect(figure('Virate în contul tău')).toBe('80,00\u00a0lei');
    expect(figure('De virat')).toBe('0,00\u00a0lei');
    expect(figure('Rambursate cumpărătorilor (retururi)')).toBe('149,90\u00a0lei');
  });

  it('shows the totals, the repayments, the payouts (simulated said), a failure reason; sends a failed payout again', async () => {
    const rows = [
      repayment(),
      repayment({ id: 2, awb: '4001234567802', amount_bani: 2000, status: 'paid', payout_id: 12, payout_status: 'paid' }),
      repayment({ id: 3, awb: '4001234567803', amount_bani: 1000, awaiting_iban: true, bank_iban: '' }),
    ];
    const totals = { count: 3, collected_bani: 126450, paid_bani: 2000, waiting_bani: 124450, awaiting_iban_bani: 1000, refunded_bani: 0 };
    remote.on('GET', 'private/repayments?page=1', { status: 200, body: { data: rows, meta: META(3), totals, payout_provider: { simulated: true } } });
    let failed = true;
    remote.on('GET', 'private/repayments/payouts?page=1', () => ({
      status: 200,
      body: {
        data: [
          payout({ id: 13, status: failed ? 'failed' : 'pending', paid_at: null, transfer_reference: null, failure_reason: failed ? 'Banca a refuzat plata: contul destinatar este blocat.' : null }),
          payout(),
        ],
        meta: META(2),
        payout_provider: { simulated: true },
      },
    }));
    remote.on('POST', 'private/repayments/payouts/13/retry', () => {
      failed = false;
      return { status: 200, body: { data: payout({ id: 13, status: 'pending' }), message: 'Decontul a fost retrimis la bancă.' } };
    });
    show();

    const totalsList = await screen.findByRole('heading', { name: 'Pe scurt' });
    const totalsSection = totalsList.closest('section')!;
    expect(within(totalsSection).getByText('Încasate de curieri').nextElementSibling?.textContent).toBe('1.264,50\u00a0lei');
    expect(within(totalsSection).getByText('Virate în contul tău').nextElementSibling?.textContent).toBe('20,00\u00a0lei');
    expect(within(totalsSection).getByText('De virat').nextElementSibling?.textContent).toBe('1.244,50\u00a0lei');
    expect(within(totalsSection).getByText(/10,00 lei așteaptă un IBAN/)).toBeTruthy();
    // No return refunded from the collected money: no line for it.
    expect(within(totalsSection).queryByText('Rambursate cumpărătorilor (retururi)')).toBeNull();

    const table = screen.getByRole('table', { name: 'Rambursurile încasate, cele mai noi întâi' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body).toHaveLength(3);
    expect(within(body[0]!).getByText('1.234,50 lei')).toBeTruthy();
    expect(within(body[0]!).getByText('05.03.2026')).toBeTruthy();
    expect(within(body[0]!).getByText('Încasat, de virat')).toBeTruthy();
    expect(within(body[1]!).getByText('Virat')).toBeTruthy();
    expect(within(body[2]!).getByText('Așteaptă IBAN')).toBeTruthy();

    expect(await screen.findByText(/Virările sunt simulate/)).toBeTruthy();
    expect(screen.getByText('Motiv: Banca a refuzat plata: contul destinatar este blocat.')).toBeTruthy();
    expect(screen.getAllByText('2 colete către Magazin Verde SRL')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Retrimite la bancă' }));
    expect(await screen.findByText('Decontul a fost retrimis la bancă.')).toBeTruthy();
    expect(remote.to('POST', 'private/repayments/payouts/13/retry')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retrimite la bancă' })).toBeNull());
  });

  it('lists the returns’ refunds a payout deducted, as its report does', async () => {
    remote.on('GET', 'private/repayments?page=1', { status: 200, body: { data: [repayment()], meta: META(1), totals: NO_TOTALS, payout_provider: { simulated: false } } });
    const refund = { id: 4, return_id: 31, order_reference: 'MS-1042', buyer_name: 'Ion Țăranu', buyer_iban_masked: 'RO…4321', amount_bani: 25050, amount: 250.5, created_at: '2026-03-05T12:00:00.000Z' };
    remote.on('GET', 'private/repayments/payouts?page=1', { status: 200, body: { data: [payout({ simulated: false, refunds: [refund] })], meta: META(1), payout_provider: { simulated: false } } });
    show();
    const title = await screen.findByRole('heading', { name: 'Rambursări de retur scăzute din decont' });
    const box = title.parentElement!;
    expect(within(box).getByText('Retur #31 · comanda MS-1042')).toBeTruthy();
    expect(within(box).getByText('Rambursare RO…4321, Ion Țăranu')).toBeTruthy();
    expect(within(box).getByText('−250,50 lei')).toBeTruthy();
    expect(screen.getByText('2 colete, 1 rambursare de retur scăzută către Magazin Verde SRL')).toBeTruthy();
  });

  it('sends the filters, shows the field errors the server answers, and opens a report through its signed link', async () => {
    remote.on('GET', 'private/repayments?page=1', { status: 200, body: { data: [repayment()], meta: META(1), totals: NO_TOTALS, payout_provider: { simulated: false } } });
    remote.on('GET', 'private/repayments?page=1&status=paid&from=2026-03-01&awb=4001234567801', {
      status: 200,
      body: { data: [], meta: META(0), totals: NO_TOTALS, payout_provider: { simulated: false } },
    });
    remote.on('GET', 'private/repayments?page=1&to=2026-02-01', { status: 422, body: { reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors: { to: ['Data de început trebuie să fie înaintea celei de sfârșit.'] } } });
    remote.on('GET', 'private/repayments/payouts?page=1', { status: 200, body: { data: [payout({ simulated: false })], meta: META(1), payout_provider: { simulated: false } } });
    remote.on('GET', 'private/repayments/payouts/12/report-link', {
      status: 200,
      body: { data: { csv: { download_url: 'http://localhost/api/private/repayments/payouts/12/report.csv?expires=1&signature=x' }, pdf: { download_url: 'http://localhost/x.pdf' } } },
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    show();
    await screen.findByRole('table');
    expect(screen.queryByText(/Virările sunt simulate/)).toBeNull();

    fireEvent.change(screen.getByLabelText('Starea'), { target: { value: 'paid' } });
    fireEvent.change(screen.getByLabelText('Livrate de la'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('AWB', { exact: false }), { target: { value: ' 4001234567801 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplică filtrele' }));
    expect(await screen.findByText('Niciun ramburs pentru aceste filtre.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Toate rambursurile' }));
    await screen.findByRole('table');

    fireEvent.change(screen.getByLabelText('Până la'), { target: { value: '2026-02-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aplică filtrele' }));
    expect(await screen.findByText('Data de început trebuie să fie înaintea celei de sfârșit.')).toBeTruthy();
    expect(screen.getByLabelText('Până la').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Descarcă CSV pentru decontul nr. 12' }));
    await waitFor(() => expect(clicked).toEqual(['http://localhost/api/private/repayments/payouts/12/report.csv?expires=1&signature=x']));
  });
});
