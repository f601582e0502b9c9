// After the order, the order's own answer says whether it is a demo (test_mode): its detail, the
// confirmations and the dashboard's list mark its AWB "DEMO — nu este un AWB real" and say no
// courier comes; a real order says nothing of it. An order the carrier refused (booking_failed)
// gives the carrier's reason where its status shows.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestConfirmation } from '../../../../src/features/shipping/guest-confirmation.tsx';
import { OrderConfirmation } from '../../../../src/features/shipping/order-confirmation.tsx';
import { OrderDetail } from '../../../../src/features/shipping/order-detail.tsx';
import type { OrderDto } from '../../../../src/features/shipping/orders-api.ts';
import { OrdersSection } from '../../../../src/features/shipping/orders-section.tsx';
import { guestOrderPath } from '../../../../src/shared/guest-order.ts';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';

const DEMO_AWB = 'DEMO — nu este un AWB real';
const DEMO_ORDER = 'Comandă demonstrativă: curierul este simulat, AWB-ul nu este real și niciun curier nu vine după colet.';
const REASON = 'Adresa destinatarului nu este în aria de acoperire a curierului.';

function order(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    id: 12,
    number: 'CUR-2026-000012',
    order_status: 'booked',
    order_status_label: 'Înregistrată la curier',
    booking_failure: null,
    carrier_id: 6,
    carrier_name: 'Sameday',
    service_id: 1,
    service_name: 'Standard',
    total_bani: 2501,
    awb: 'SMD1234567890',
    current_status_id: null,
    current_status: null,
    current_status_description: null,
    is_current_status_final: false,
    history: [],
    created_at: '2026-03-10T08:00:00.000Z',
    breakdown: { lines: [{ code: 'base', label: 'Tarif de bază', amount: 2067 }], net_bani: 2067, vat_bani: 434, total_bani: 2501, vat_rate: 21 },
    estimated_pickup_date: '2026-03-11',
    estimated_delivery_date: '2026-03-12',
    sender: { name: 'Ana Popescu', locality_name: 'Cluj-Napoca', county_name: 'Cluj' },
    recipient: { name: 'Ion Țăranu', locality_name: 'Iași', county_name: 'Iași' },
    parcel_content: 'Cărți',
    payment: { id: 'p', method: 'card', status: 'succeeded', redirect_url: null, failure_reason: null, card: { brand: 'visa', last4: '4242' } },
    cancellable: true,
    origin: 'app',
    test_mode: false,
    ...overrides,
  };
}

const REFUSED = order({ id: 13, number: 'CUR-2026-000013', order_status: 'booking_failed', order_status_label: 'Refuzată de curier', booking_failure: REASON, awb: null, cancellable: false, test_mode: true });

let remote: FakeRemote;
beforeEach(() => {
  remote = fakeRemote();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function detail(o: OrderDto) {
  render(
    <MemoryRouter>
      <OrderDetail order={o} onChanged={vi.fn()} />
    </MemoryRouter>,
  );
}

/** The value next to the "AWB" term of the detail's facts. */
function awbValue(): HTMLElement {
  return screen.getByText('AWB', { selector: 'dt' }).nextElementSibling as HTMLElement;
}

describe('order detail', () => {
  it('marks a demo order and its AWB', () => {
    detail(order({ test_mode: true }));
    expect(screen.getByText(DEMO_ORDER).closest('[role="note"]')).toBeTruthy();
    expect(within(awbValue()).getByRole('note').textContent).toBe(DEMO_AWB);
    expect(awbValue().textContent).toBe(`SMD1234567890 ${DEMO_AWB}`);
  });

  it('says nothing of a demo for a real order', () => {
    detail(order());
    expect(screen.queryAllByRole('note')).toEqual([]);
    expect(screen.queryByText(/DEMO|demonstrativ/)).toBeNull();
    expect(awbValue().textContent).toBe('SMD1234567890');
  });

  it('gives the carrier’s reason for refusing the order, and no AWB to come', () => {
    detail(REFUSED);
    expect(screen.getByText('Refuzată de curier')).toBeTruthy();
    expect(screen.getByText(`Motivul curierului: ${REASON}`)).toBeTruthy();
    expect(awbValue().textContent).toBe('—');
  });
});

describe('confirmations', () => {
  it('the confirmation of a demo order says it is registered on the demo network and no courier comes', async () => {
    remote.on('GET', 'private/orders/12', { status: 200, body: { data: order({ test_mode: true }) } });
    render(
      <MemoryRouter>
        <OrderConfirmation orderId="12" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Mulțumim! Comanda ta este plătită și înregistrată în rețeaua demonstrativă (curier simulat).')).toBeTruthy();
    expect(screen.getByText('Niciun curier nu vine după colet: statusurile livrării sunt simulate.')).toBeTruthy();
    expect(within(awbValue()).getByRole('note').textContent).toBe(DEMO_AWB);
  });

  it('the confirmation of a real order promises the courier', async () => {
    remote.on('GET', 'private/orders/12', { status: 200, body: { data: order() } });
    render(
      <MemoryRouter>
        <OrderConfirmation orderId="12" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Mulțumim! Comanda ta este plătită și înregistrată la curier.')).toBeTruthy();
    expect(screen.getByText('Curierul ridică coletul în data estimată; pentru locker, depune-l în lockerul ales.')).toBeTruthy();
    expect(screen.queryAllByRole('note')).toEqual([]);
  });

  it('the confirmation of a refused order says the money went back and why, without next steps', async () => {
    remote.on('GET', 'private/orders/13', { status: 200, body: { data: REFUSED } });
    render(
      <MemoryRouter>
        <OrderConfirmation orderId="13" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Curierul nu a preluat comanda, iar suma plătită a fost returnată. Motivul este mai jos.')).toBeTruthy();
    expect(screen.getByText(`Motivul curierului: ${REASON}`)).toBeTruthy();
    expect(screen.queryByText('Ce urmează')).toBeNull();
  });

  it('a guest’s confirmation marks the demo AWB next to it', async () => {
    const key = 'e.1790000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    const body = { data: { order: order({ test_mode: true }), email: 'ana@exemplu.ro', claim: 'none', label_url: null, label_url_a4: null } };
    remote.on('GET', `private/orders/guest/12?key=${encodeURIComponent(key)}`, { status: 200, body });
    render(
      <MemoryRouter>
        <GuestConfirmation orderId="12" orderKey={key} backTo={guestOrderPath(12, key)} onClaimed={vi.fn()} />
      </MemoryRouter>,
    );
    const line = await screen.findByText('AWB: SMD1234567890');
    expect(line.textContent).toBe(`AWB: SMD1234567890 ${DEMO_AWB}`);
    expect(within(line).getByRole('note')).toBeTruthy();
    expect(screen.getByText('Niciun curier nu vine după colet: statusurile livrării sunt simulate.')).toBeTruthy();
    expect(screen.getByText('Comanda a fost plătită și înregistrată în rețeaua demonstrativă (Sameday simulat).')).toBeTruthy();
    expect(screen.queryByText(/înregistrată la Sameday/)).toBeNull();
  });
});

describe('the dashboard’s orders', () => {
  it('marks the demo AWBs and gives a refused order’s reason under its status', async () => {
    const list = [order({ test_mode: true }), order({ id: 14, number: 'CUR-2026-000014', awb: 'DPD9876543210', carrier_name: 'DPD' }), REFUSED];
    remote.on('GET', 'private/orders?page=1&per_page=15', { status: 200, body: { data: list, meta: { total: 3, per_page: 15, current_page: 1, last_page: 1 } } });
    render(
      <MemoryRouter initialEntries={['/dashboard/comenzi']}>
        <OrdersSection />
      </MemoryRouter>,
    );
    const [demo, real, refused] = (await screen.findAllByRole('row')).slice(1);
    expect(within(demo!).getByRole('note').textContent).toBe(DEMO_AWB);
    expect(within(demo!).getByRole('link', { name: 'SMD1234567890' })).toBeTruthy();
    expect(within(real!).queryByRole('note')).toBeNull();
    expect(within(real!).queryByText(/DEMO/)).toBeNull();
    expect(within(refused!).getByText('Refuzată de curier')).toBeTruthy();
    expect(within(refused!).getByText(`Motivul curierului: ${REASON}`)).toBeTruthy();
    expect(within(refused!).queryByRole('note')).toBeNull(); // no AWB to mark
  });
});
