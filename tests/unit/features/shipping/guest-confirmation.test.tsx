// A guest's confirmation reopened at /checkout?comanda=&cheie=: loaded from the server (AWB, signed
// label links, no cancelling), the account part by what the server says (a neutral note right
// after paying, sign in or register with a way back, the claim button, another account), a bad
// link, and the query it is read from.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestConfirmation } from '../../../../src/features/shipping/guest-confirmation.tsx';
import type { GuestOrderView } from '../../../../src/features/shipping/guest-order-api.ts';
import { guestOrderOf, guestOrderPath, type GuestClaimStatus } from '../../../../src/shared/guest-order.ts';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';

const KEY = 'e.1790000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const PATH = `private/orders/guest/12?key=${encodeURIComponent(KEY)}`;
const LABEL = 'http://127.0.0.1/api/private/orders/12/label?format=A6&expires=1&signature=s';

function view(claim: GuestClaimStatus): GuestOrderView {
  return {
    email: 'ana@exemplu.ro',
    claim,
    label_url: LABEL,
    label_url_a4: LABEL.replace('A6', 'A4'),
    order: {
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
    },
  };
}

let remote: FakeRemote;
const onClaimed = vi.fn();

function show() {
  render(
    <MemoryRouter>
      <GuestConfirmation orderId="12" orderKey={KEY} backTo={guestOrderPath(12, KEY)} onClaimed={onClaimed} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  remote = fakeRemote();
  onClaimed.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('guest confirmation', () => {
  it('shows the order, the AWB and the signed label links, no cancelling, and a neutral note after paying', async () => {
    remote.on('GET', PATH, { status: 200, body: { data: view('none') } });
    show();
    // The heading reads as one sentence; the order number inside it is kept from wrapping at its hyphens.
    const heading = await screen.findByRole('heading', { name: 'Comanda CUR-2026-000012 a fost plasată' });
    expect(heading.querySelector('.no-wrap')?.textContent).toBe('CUR-2026-000012');
    // Focus on its heading (not on the whole section), which screen readers read from.
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('AWB: SMD1234567890')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Descarcă eticheta (PDF)' }).getAttribute('href')).toBe(LABEL);
    expect(screen.getByRole('link', { name: 'Eticheta pe A4' }).getAttribute('href')).toContain('format=A4');
    expect(screen.getByRole('link', { name: 'Urmărește coletul' }).getAttribute('href')).toBe('/tracking?awb=SMD1234567890');
    expect(screen.getByText(/Confirmarea comenzii și un link prin care redeschizi oricând această pagină îți sosesc pe e-mail, la ana@exemplu.ro\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Anulează/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adaugă comanda în contul tău' })).toBeNull();
  });

  it('from the e-mail without a session: sign in or register with that address, then back here', async () => {
    remote.on('GET', PATH, { status: 200, body: { data: view('sign_in') } });
    show();
    const section = await screen.findByRole('region', { name: 'Comanda în contul tău' });
    const back = encodeURIComponent(guestOrderPath(12, KEY));
    expect(within(section).getByRole('link', { name: 'Intră în cont' }).getAttribute('href')).toBe(`/autentificare?redirect=${back}`);
    expect(within(section).getByRole('link', { name: 'Creează un cont' }).getAttribute('href')).toBe(`/inregistrare?redirect=${back}`);
  });

  it('signed in with the address: adds the order to the account', async () => {
    remote.on('GET', PATH, { status: 200, body: { data: view('available') } });
    remote.on('POST', 'private/orders/guest/12/claim', { status: 200, body: { data: { order: view('owned').order }, message: 'Comanda a fost adăugată.' } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Adaugă comanda în contul tău' }));
    await vi.waitFor(() => expect(onClaimed).toHaveBeenCalledWith(12));
    expect(remote.to('POST', 'private/orders/guest/12/claim')[0]?.body).toEqual({ key: KEY });
  });

  it("says so when signed in with another address, and shows the server's refusal of a claim", async () => {
    remote.on('GET', PATH, { status: 200, body: { data: view('other_account') } });
    show();
    expect(await screen.findByText(/nu cu cea a contului în care ești/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adaugă comanda în contul tău' })).toBeNull();
    cleanup();

    remote.on('GET', PATH, { status: 200, body: { data: view('available') } });
    remote.on('POST', 'private/orders/guest/12/claim', { status: 403, body: { reason: 'claim_email_mismatch', message: 'Comanda a fost plasată cu altă adresă de e-mail.' } });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Adaugă comanda în contul tău' }));
    expect(await screen.findByText('Comanda a fost plasată cu altă adresă de e-mail.')).toBeTruthy();
    expect(onClaimed).not.toHaveBeenCalled();
  });

  it('explains a link that does not open any order', async () => {
    show(); // the fake server answers 404
    expect(await screen.findByText(/Comanda nu a fost găsită sau linkul ei nu mai este valid/)).toBeTruthy();
  });
});

describe('the guest order query', () => {
  it('reads the id and key of /checkout?comanda=&cheie=, and nothing else', () => {
    expect(guestOrderPath(12, KEY)).toBe(`/checkout?comanda=12&cheie=${encodeURIComponent(KEY)}`);
    expect(guestOrderOf(`?comanda=12&cheie=${encodeURIComponent(KEY)}`)).toEqual({ orderId: '12', key: KEY });
    for (const search of ['', '?comanda=12', '?cheie=x', '?comanda=0&cheie=x', '?comanda=abc&cheie=x', `?comanda=12&cheie=${'x'.repeat(121)}`, '?payment_id=1']) {
      expect(guestOrderOf(search), search).toBeNull();
    }
  });
});
