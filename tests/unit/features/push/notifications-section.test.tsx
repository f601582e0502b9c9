import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { deviceName } from '../../../../src/features/push/device-name.ts';
import { NotificationsSection } from '../../../../src/features/push/notifications-section.tsx';
import { pushState } from '../../../../src/features/push/push-store.ts';
import { readTokenRecord } from '../../../../src/features/push/token-record.ts';
import { fillPush, roPush } from '../../../../src/i18n/ro-push.ts';
import { componentTestHooks, DEVICE_TOKENS, fakeDevice, REGISTER, SUBSCRIPTIONS, SUBSCRIPTIONS_LIST, type FakeServer } from './push-kit.ts';

let server: FakeServer;

function renderSection() {
  return render(
    <MemoryRouter>
      <NotificationsSection />
    </MemoryRouter>,
  );
}

componentTestHooks((fake) => (server = fake));

describe('NotificationsSection', () => {
  it('push not configured on this deployment: no "Activează notificările", the reason instead (issue #30)', async () => {
    fakeDevice({ permission: 'default', configured: false });
    renderSection();
    expect(await screen.findByText(roPush.notOffered)).toBeTruthy();
    expect(screen.queryByRole('button', { name: roPush.enableDevice })).toBeNull();
    expect(server.to('POST', REGISTER)).toHaveLength(0);
  });

  it('"Activează notificările" → on, the (empty) list loaded; "Dezactivează notificările" → off', async () => {
    const device = fakeDevice({ permission: 'default', answer: 'granted', tokens: ['tok-1'] });
    renderSection();
    expect(screen.getByText(roPush.deviceOff)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: roPush.enableDevice }));

    expect(await screen.findByText(roPush.parcelsEmpty)).toBeTruthy();
    expect(screen.getByText(fillPush(roPush.deviceOn, { device: deviceName(navigator.userAgent) }))).toBeTruthy();
    expect(screen.getByRole('link', { name: roPush.parcelsTrackLink }).getAttribute('href')).toBe('/tracking');
    expect(device.requestPermission).toHaveBeenCalledTimes(1);
    expect(server.to('POST', REGISTER)).toHaveLength(1);
    expect(server.to('POST', SUBSCRIPTIONS_LIST)[0]!.body).toEqual({ token: 'tok-1', anon_id: 'dispozitiv-0001' });
    // Keyboard focus is on the button now shown.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: roPush.disableDevice })));

    fireEvent.click(screen.getByRole('button', { name: roPush.disableDevice }));

    // While turning off, the section still shows the device on, its button busy; then "Activează", focused.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: roPush.enableDevice })));
    expect(pushState.device).toBe('off');
    expect(screen.getByText(roPush.deviceOff)).toBeTruthy();
    expect(screen.queryByText(roPush.parcelsEmpty)).toBeNull();
    expect(server.to('DELETE', DEVICE_TOKENS)[0]!.body).toEqual({ token: 'tok-1', anon_id: 'dispozitiv-0001' });
    expect(device.provider.deleteToken).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('push_token_registered')).toBeNull();
    expect(await readTokenRecord()).toBeUndefined();
  });

  it('lists the followed parcels with a tracking link, and stops one', async () => {
    fakeDevice({ permission: 'granted', tokens: ['tok-1'] });
    server.answer('POST', SUBSCRIPTIONS_LIST, {
      status: 200,
      body: { data: { subscriptions: [{ awb: '2345678901234', carrier_id: 3, status: 'În livrare', created_at: '2026-11-20T09:00:00Z' }] } },
    });
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: roPush.enableDevice }));

    const link = await screen.findByRole('link', { name: '2345678901234' });
    expect(link.getAttribute('href')).toBe('/tracking?awb=2345678901234');
    expect(screen.getByText(/Status: În livrare/)).toBeTruthy();

    server.answer('POST', SUBSCRIPTIONS_LIST, { status: 200, body: { data: { subscriptions: [] } } });
    fireEvent.click(screen.getByRole('button', { name: fillPush(roPush.parcelRemove, { awb: '2345678901234' }) }));
    expect(await screen.findByText(roPush.parcelsEmpty)).toBeTruthy();
    expect(server.to('DELETE', SUBSCRIPTIONS)[0]!.body).toEqual({ token: 'tok-1', anon_id: 'dispozitiv-0001', awb: '2345678901234' });
  });

  it('blocked in the browser: the warning how to allow, no button to turn on', () => {
    fakeDevice({ permission: 'denied' });
    pushState.status = 'blocked';
    renderSection();
    expect(screen.getByText(roPush.blocked)).toBeTruthy();
    expect(screen.queryByRole('button', { name: roPush.enableDevice })).toBeNull();
  });

  it('a refusal at the prompt: the Romanian reason as an alert, still off', async () => {
    fakeDevice({ permission: 'default', answer: 'default' });
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: roPush.enableDevice }));
    expect((await screen.findByRole('alert')).textContent).toBe(roPush.dismissed);
    expect(screen.getByRole('button', { name: roPush.enableDevice })).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('the server refuses the registration: its message as an alert', async () => {
    fakeDevice({ permission: 'granted' });
    server.answer('POST', REGISTER, { status: 422, body: { reason: 'validation_failed', message: 'Tokenul nu este valid.' } });
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: roPush.enableDevice }));
    expect((await screen.findByRole('alert')).textContent).toBe('Tokenul nu este valid.');
    expect(screen.getByText(roPush.deviceOff)).toBeTruthy();
  });
});
