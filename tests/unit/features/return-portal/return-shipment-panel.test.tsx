// The return's transport on the customer's page: while the parcel waits to be handed over, the
// label-free code with its QR, the deadline and the instructions; once it is on its way or back at the
// shop (in transit, received, refunded, closed), only the AWB, the carrier and the tracking link:
// nothing asks the customer to drop the parcel off again.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ReturnShipmentPanel } from '../../../../src/features/return-portal/return-shipment-panel.tsx';
import type { GuestReturn, ReturnShipment } from '../../../../src/features/return-portal/return-portal-api.ts';

afterEach(cleanup);

const SHIPMENT: ReturnShipment = {
  order_id: 7,
  order_number: 'CUR-2026-000007',
  order_status: 'booked',
  price_bani: 2500,
  customer_due_bani: 0,
  payment_redirect_url: null,
  payment_failed: false,
  awb: 'SMD2790727272',
  carrier_name: 'Sameday',
  track_url: '/tracking?awb=SMD2790727272',
  demo: true,
  code: { kind: 'code', value: 'EBNMRU9NVH', service: 'easybox', qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', demo_note: 'DEMO: cod generat de rețeaua simulată, nu este un cod real al curierului.' },
  label_available: false,
  instructions: ['Pune produsele în ambalaj.', 'Mergi la orice easybox Sameday și introdu codul.'],
  approved_at: '2026-11-29T20:23:00.000Z',
  drop_off_deadline: '2026-12-13T20:23:00.000Z',
  booking_failure: null,
};

function request(status: GuestReturn['status']): GuestReturn {
  return {
    id: 1,
    shop_name: 'Croitoria Ștefănescu',
    status,
    status_name: status,
    order_reference: 'CUR-2026-000001',
    items: [{ name: 'Cărți și jucării', quantity: 1, reason: 'Nu mi se potrivește mărimea' }],
    drop_off_method: 'locker',
    drop_off_name: 'Easybox sau locker',
    carrier_name: 'Sameday',
    refusal_reason: null,
    refund_iban_last4: '19XX',
    stated_at: '2026-11-29T20:20:00.000Z',
    confirmed_at: '2026-11-29T20:21:00.000Z',
    history: [],
    awb: 'SMD2790727272',
    shipment: SHIPMENT,
    label_url: null,
  };
}

function show(status: GuestReturn['status']) {
  render(
    <MemoryRouter>
      <ReturnShipmentPanel request={request(status)} accessKey="cheie" onChange={() => undefined} />
    </MemoryRouter>,
  );
}

describe('ReturnShipmentPanel', () => {
  it('shows the code, the deadline and the instructions while the parcel waits to be handed over', () => {
    show('label_issued');
    expect(screen.getByRole('heading', { name: 'Codul de retur' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Cod QR pentru codul de retur EBNMRU9NVH' })).toBeTruthy();
    expect(screen.getByText('Predă coletul până la')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ce ai de făcut' })).toBeTruthy();
    expect(screen.getByText(/^DEMO: cod generat/)).toBeTruthy();
  });

  it.each(['in_transit', 'received', 'refunded', 'closed'] as const)('keeps only the AWB, the carrier and the tracking once the request is %s', (status) => {
    show(status);
    expect(screen.queryByRole('heading', { name: 'Codul de retur' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByText('Predă coletul până la')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Ce ai de făcut' })).toBeNull();
    expect(screen.getByText('SMD2790727272')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Urmărește coletul' }).getAttribute('href')).toBe('/tracking?awb=SMD2790727272');
    expect(screen.getByText('Demo: curierul rulează pe rețeaua simulată; codul și AWB-ul nu sunt reale.')).toBeTruthy();
  });
});
