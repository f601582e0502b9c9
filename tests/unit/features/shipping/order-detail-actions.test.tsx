// The owner's order: a cancelled one offers no label (its AWB is void); cancelling asks first in an
// accessible dialog (the safe choice focused, nothing sent until confirmed); a label is downloaded,
// so the installed app's window stays on the order instead of turning into the PDF.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderDetail } from '../../../../src/features/shipping/order-detail.tsx';
import type { OrderDto } from '../../../../src/features/shipping/orders-api.ts';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';

const LINK = 'http://localhost:3000/api/private/orders/12/label?format=A4&expires=1&signature=s';

function order(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    id: 12,
    number: 'CUR-2026-000012',
    order_status: 'booked',
    order_status_label: 'Înregistrată la curier',
    carrier_id: 6,
    carrier_name: 'Sameday',
    service_id: 1,
    service_name: 'Standard',
    total_bani: 2501,
    awb: 'SMD1234567890',
    current_status_id: 1,
    current_status: 'Înregistrat',
    current_status_description: 'AWB emis.',
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
    ...overrides,
  } as OrderDto;
}

let remote: FakeRemote;
const onChanged = vi.fn();

beforeEach(() => {
  remote = fakeRemote();
  onChanged.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const show = (dto: OrderDto) =>
  render(
    <MemoryRouter>
      <OrderDetail order={dto} onChanged={onChanged} />
    </MemoryRouter>,
  );

describe('OrderDetail', () => {
  it('offers no label for a cancelled order, and says why', () => {
    show(order({ order_status: 'cancelled', order_status_label: 'Anulată', cancellable: false }));
    expect(screen.queryByRole('button', { name: /etichet/i })).toBeNull();
    expect(screen.getByText('Comanda este anulată: AWB-ul nu mai este valabil, deci eticheta nu mai poate fi tipărită.')).toBeTruthy();
  });

  it('asks before cancelling: nothing is sent until the dialog is confirmed', async () => {
    remote.on('DELETE', 'private/orders/12?refund_channel=card', () => ({ status: 200, body: { message: 'Comanda CUR-2026-000012 a fost anulată.' } }));
    show(order());
    fireEvent.click(screen.getByRole('button', { name: 'Anulează, cu banii pe card' }));
    const dialog = screen.getByRole('dialog', { name: 'Anulezi comanda CUR-2026-000012?' });
    expect(within(dialog).getByText(/Suma plătită \(25,01\sRON\) se întoarce pe card în câteva zile/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Nu, păstrează comanda' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nu, păstrează comanda' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remote.calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Anulează, cu banii pe card' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Da, anulează comanda' }));
    });
    expect(remote.to('DELETE', 'private/orders/12?refund_channel=card')).toHaveLength(1);
    expect(await screen.findByText('Comanda CUR-2026-000012 a fost anulată.')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  });

  it('downloads the A4 label instead of sending the window to the PDF', async () => {
    remote.on('GET', 'private/orders/label-link/SMD1234567890?format=A4', () => ({ status: 200, body: { data: { download_url: LINK } } }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const before = window.location.href;
    show(order());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Eticheta pe A4' }));
    });
    expect(clicked).toHaveLength(1);
    expect([clicked[0]!.href, clicked[0]!.download]).toEqual([LINK, 'eticheta-SMD1234567890-A4.pdf']);
    expect(window.location.href).toBe(before);
    expect(await screen.findByText('Eticheta A4 se descarcă (PDF). O găsești în descărcările browserului.')).toBeTruthy();
  });

  it('downloads the ZPL label for a thermal printer at the resolution chosen', async () => {
    const zplLink = 'http://localhost:3000/api/private/orders/12/label?format=ZPL&dpi=300&expires=1&signature=s';
    remote.on('GET', 'private/orders/label-link/SMD1234567890?format=ZPL&dpi=300', () => ({ status: 200, body: { data: { download_url: zplLink } } }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    show(order());
    fireEvent.change(screen.getByLabelText('Imprimantă termică (ZPL)'), { target: { value: '300' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Descarcă ZPL' }));
    });
    expect([clicked[0]!.href, clicked[0]!.download]).toEqual([zplLink, 'eticheta-SMD1234567890-ZPL-300dpi.zpl']);
    expect(await screen.findByText('Eticheta ZPL (300 dpi) se descarcă. Trimite fișierul imprimantei termice așa cum este.')).toBeTruthy();
  });
});
