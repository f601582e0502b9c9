import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ParcelNotify } from '../../../../src/features/push/parcel-notify.tsx';
import { pushState } from '../../../../src/features/push/push-store.ts';
import { writeTokenRecord } from '../../../../src/features/push/token-record.ts';
import { roPush } from '../../../../src/i18n/ro-push.ts';
import { deliveredItem, foundItem, notFoundItem } from '../../tracking-fixtures.ts';
import { componentTestHooks, fakeDevice, REGISTER, settle, SUBSCRIPTIONS, SUBSCRIPTIONS_LIST, T0, type FakeServer } from './push-kit.ts';

const AWB = '2345678901234';
const NOT_FOUND = 'Nu putem urmări AWB-ul 2345678901234 la acest curier.';
let server: FakeServer;

function renderCard(item = foundItem(AWB)) {
  return render(
    <MemoryRouter>
      <ParcelNotify item={item} />
    </MemoryRouter>,
  );
}

componentTestHooks((fake) => (server = fake));

describe('ParcelNotify', () => {
  it('a found parcel still moving offers "Anunță-mă când se schimbă statusul"', () => {
    fakeDevice({ permission: 'default' });
    renderCard();
    expect(screen.getByRole('button', { name: roPush.notifyParcel })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('nothing for a delivered parcel or one not found', () => {
    fakeDevice({ permission: 'default' });
    const delivered = renderCard(deliveredItem(AWB));
    expect(delivered.container.textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    const missing = renderCard(notFoundItem(AWB));
    expect(missing.container.textContent).toBe('');
  });

  it('notifications blocked: the hint how to allow them, and no button', () => {
    fakeDevice({ permission: 'denied' });
    pushState.status = 'blocked';
    renderCard();
    expect(screen.getByText(roPush.blocked)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('an iPhone browser tab: how to add Curiero to the home screen, and no button', () => {
    fakeDevice({ permission: null, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1' });
    pushState.status = 'unsupported';
    renderCard();
    expect(screen.getByText(roPush.unsupportedIos)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a click asks, registers, subscribes the AWB and ends with "Vei primi o notificare…"', async () => {
    const device = fakeDevice({ permission: 'default', answer: 'granted', tokens: ['tok-1'] });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: roPush.notifyParcel }));

    expect(await screen.findByText(roPush.parcelOn)).toBeTruthy();
    expect(device.requestPermission).toHaveBeenCalledTimes(1);
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST ${REGISTER}`, `POST ${SUBSCRIPTIONS}`]);
    expect(server.to('POST', SUBSCRIPTIONS)[0]!.body).toEqual({ token: 'tok-1', anon_id: 'dispozitiv-0001', awb: AWB, carrier_id: 3 });
    expect(screen.getByRole('button', { name: roPush.parcelStop })).toBeTruthy();
    expect(screen.queryByRole('button', { name: roPush.notifyParcel })).toBeNull();
    // Keyboard focus moved to the button now shown, not lost to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: roPush.parcelStop })));
  });

  it('"Oprește notificările" sends DELETE and brings the button back', async () => {
    fakeDevice({ permission: 'granted' });
    await writeTokenRecord({ token: 'tok-1', endpoint: 'https://fcm.googleapis.com/fcm/send/ep-1', obtainedAt: T0 });
    pushState.parcels = { [AWB]: 'on' };
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: roPush.parcelStop }));
    expect(await screen.findByRole('button', { name: roPush.notifyParcel })).toBeTruthy();
    expect(server.to('DELETE', SUBSCRIPTIONS)[0]!.body).toEqual({ token: 'tok-1', anon_id: 'dispozitiv-0001', awb: AWB });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: roPush.notifyParcel })));
  });

  it('the server refuses the AWB: its Romanian message, as an alert, under this card only', async () => {
    fakeDevice({ permission: 'granted' });
    server.answer('POST', SUBSCRIPTIONS, { status: 404, body: { reason: 'not_found', message: NOT_FOUND } });
    render(
      <MemoryRouter>
        <div data-testid="one">
          <ParcelNotify item={foundItem(AWB)} />
        </div>
        <div data-testid="other">
          <ParcelNotify item={foundItem('CCC333333')} />
        </div>
      </MemoryRouter>,
    );
    fireEvent.click(within(screen.getByTestId('one')).getByRole('button', { name: roPush.notifyParcel }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(NOT_FOUND);
    expect(within(screen.getByTestId('one')).getByRole('alert')).toBe(alert);
    expect(within(screen.getByTestId('other')).queryByRole('alert')).toBeNull();
    expect(within(screen.getByTestId('one')).getByRole('button', { name: roPush.notifyParcel })).toBeTruthy();
  });

  it('the prompt closed: the Romanian reason as an alert, the button stays', async () => {
    fakeDevice({ permission: 'default', answer: 'default' });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: roPush.notifyParcel }));
    expect((await screen.findByRole('alert')).textContent).toBe(roPush.dismissed);
    expect(screen.getByRole('button', { name: roPush.notifyParcel })).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('push not configured on this deployment: no button is offered, the card says why (issue #30)', async () => {
    fakeDevice({ permission: 'granted', configured: false });
    renderCard();
    expect(await screen.findByText(roPush.notOffered)).toBeTruthy();
    expect(screen.queryByRole('button', { name: roPush.notifyParcel })).toBeNull();
    await settle();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('a device already on loads its list: a followed parcel shows as on', async () => {
    fakeDevice({ permission: 'granted' });
    await writeTokenRecord({ token: 'tok-1', endpoint: 'https://fcm.googleapis.com/fcm/send/ep-1', obtainedAt: T0 });
    localStorage.setItem('push_token_registered', '1');
    pushState.status = 'granted';
    pushState.device = 'on';
    server.answer('POST', SUBSCRIPTIONS_LIST, {
      status: 200,
      body: { data: { subscriptions: [{ awb: AWB, carrier_id: 3, status: 'În tranzit', created_at: '2026-11-20T09:00:00Z' }] } },
    });
    renderCard();
    expect(await screen.findByText(roPush.parcelOn)).toBeTruthy();
    expect(server.to('POST', SUBSCRIPTIONS_LIST)[0]!.body).toEqual({ token: 'tok-1', anon_id: 'dispozitiv-0001' });
    await waitFor(() => expect(pushState.subscriptions).toHaveLength(1));
  });
});
