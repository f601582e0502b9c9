// The return request's page (/retur/cerere/{id}): by the signed link, or, without it, a signed-in
// customer's own request read with the bearer; and while the return parcel moves (the answer names
// its AWB), the tracking page's "Anunță-mă când se schimbă statusul", subscribing to that AWB.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { authState } from '../../../src/features/auth/auth-store.ts';
import type { GuestReturn } from '../../../src/features/return-portal/return-portal-api.ts';
import { roPush } from '../../../src/i18n/ro-push.ts';
import { Component as ReturnRequestPage } from '../../../src/pages/return-request.tsx';
import { RouteInfoContext, type RouteInfo } from '../../../src/pages/route-info.ts';
import { componentTestHooks, fakeDevice, settle, SUBSCRIPTIONS, type FakeServer } from '../features/push/push-kit.ts';
import { ANA } from '../features/auth/test-kit.ts';

const GUEST_URL = '/api/private/returns/requests/7?cheie=cheia-mea';
const OWN_URL = '/api/private/customer/returns/7';
let server: FakeServer;
componentTestHooks((fake) => (server = fake));
afterEach(() => {
  authState.user = null;
});

function request(overrides: Record<string, unknown> = {}): GuestReturn & Record<string, unknown> {
  return {
    id: 7,
    shop_name: 'Magazinul Ștrumfilor',
    status: 'label_issued',
    status_name: 'Etichetă emisă',
    order_reference: 'MS-1',
    items: [{ name: 'Tricou', quantity: 1, reason: 'Produs deteriorat' }],
    drop_off_method: 'locker',
    drop_off_name: 'Easybox sau locker',
    carrier_name: 'Sameday',
    refusal_reason: null,
    refund_iban_last4: null,
    stated_at: '2026-03-05T10:00:00.000Z',
    confirmed_at: '2026-03-05T10:01:00.000Z',
    history: [],
    awb: null,
    shipment: null,
    label_url: null,
    ...overrides,
  };
}

function show(path: string) {
  const info = { params: { id: '7' } } as unknown as RouteInfo;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouteInfoContext.Provider value={info}>
        <ReturnRequestPage />
      </RouteInfoContext.Provider>
    </MemoryRouter>,
  );
}

describe('the return request page', () => {
  it('offers push for the return parcel’s AWB and subscribes to it', async () => {
    fakeDevice({ permission: 'default', answer: 'granted', tokens: ['tok-1'] });
    server.answer('GET', GUEST_URL, { status: 200, body: { data: request({ awb: 'SMDRETUR0001', carrier_id: 6 }) } });
    show('/retur/cerere/7?cheie=cheia-mea');
    fireEvent.click(await screen.findByRole('button', { name: roPush.notifyParcel }));
    expect(await screen.findByText(roPush.parcelOn)).toBeTruthy();
    expect(server.to('POST', SUBSCRIPTIONS)[0]!.body).toMatchObject({ awb: 'SMDRETUR0001', carrier_id: 6 });
  });

  it('offers nothing before the parcel has an AWB, nor once it reached the shop', async () => {
    fakeDevice({ permission: 'default' });
    server.answer('GET', GUEST_URL, { status: 200, body: { data: request() } });
    const first = show('/retur/cerere/7?cheie=cheia-mea');
    await screen.findByRole('heading', { level: 1, name: 'Cererea de retur nr. 7' });
    await settle();
    expect(screen.queryByRole('button', { name: roPush.notifyParcel })).toBeNull();
    first.unmount();
    server.answer('GET', GUEST_URL, { status: 200, body: { data: request({ awb: 'SMDRETUR0001', status: 'received', status_name: 'Primită de magazin' }) } });
    show('/retur/cerere/7?cheie=cheia-mea');
    await screen.findByText('Primită de magazin');
    await settle();
    expect(screen.queryByRole('button', { name: roPush.notifyParcel })).toBeNull();
  });

  it('without the link, reads a signed-in customer’s own request with the bearer', async () => {
    fakeDevice({ permission: 'default' });
    authState.user = { ...ANA };
    localStorage.setItem('access_token', 'access-1');
    server.answer('GET', OWN_URL, { status: 200, body: { data: request() } });
    show('/retur/cerere/7');
    await screen.findByRole('heading', { level: 1, name: 'Cererea de retur nr. 7' });
    expect(server.to('GET', GUEST_URL)).toHaveLength(0);
    expect(server.to('GET', OWN_URL)).toHaveLength(1);
    expect(server.to('GET', OWN_URL)[0]!.headers.Authorization).toBe('Bearer access-1');
    expect(screen.getByRole('link', { name: 'Înapoi la retururile mele' }).getAttribute('href')).toBe('/dashboard/retururi');
  });

  it('without the link and signed out, the request is not found', async () => {
    fakeDevice({ permission: 'default' });
    show('/retur/cerere/7');
    await screen.findByRole('heading', { level: 1, name: 'Cererea nu a fost găsită' });
    expect(server.to('GET', OWN_URL)).toHaveLength(0);
  });
});
