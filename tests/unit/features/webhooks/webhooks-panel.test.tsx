// The dashboard's webhooks panel against a scripted server: the empty state, adding an endpoint
// (checked here, then the server's field message), its secret shown once with a copy button, the
// deliveries with every attempt and "Trimite din nou", the inline confirmation of a deletion, and a
// retry after a failed load.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebhooksPanel } from '../../../../src/features/webhooks/webhooks-panel.tsx';
import type { WebhookDelivery, WebhookEndpoint } from '../../../../src/features/webhooks/webhooks-api.ts';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';

const ENDPOINT: WebhookEndpoint = {
  id: 5,
  url: 'https://magazinul-meu.ro/webhooks/curiero',
  description: 'Magazinul principal',
  events: ['order.created', 'order.status_changed'],
  is_active: true,
  mode: 'live',
  created_at: '2026-03-02T09:15:00.000Z',
  updated_at: '2026-03-02T09:15:00.000Z',
  consecutive_failures: 0,
  paused_until: null,
};
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw2Wl1kKw1s0U=';
const DELIVERY: WebhookDelivery = {
  id: 9,
  endpoint_id: 5,
  message_id: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
  event_type: 'order.status_changed',
  status: 'failed',
  attempts: [
    { at: '2026-03-03T10:00:02.000Z', status_code: 500, error: 'Endpointul a răspuns HTTP 500.', duration_ms: 184 },
    { at: '2026-03-03T10:00:08.000Z', status_code: null, error: 'Endpointul nu a răspuns în 10 s.', duration_ms: 10004 },
  ],
  created_at: '2026-03-03T10:00:02.000Z',
  delivered_at: null,
};

let remote: FakeRemote;
let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  remote = fakeRemote();
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WebhooksPanel', () => {
  it('adds an endpoint: checks the form, shows the server field message, then the secret once with a copy button', async () => {
    remote.on('GET', 'private/webhooks', { status: 200, body: { data: [] } });
    render(<WebhooksPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Adaugă un endpoint' }));
    const form = screen.getByRole('form', { name: 'Endpoint nou' });
    expect((within(form).getByRole('checkbox', { name: /order\.created/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('checkbox', { name: /payout\.paid/ }) as HTMLInputElement).checked).toBe(false);

    fireEvent.click(within(form).getByRole('button', { name: 'Adaugă endpointul' }));
    expect(await within(form).findByText('Scrie adresa la care trimitem evenimentele.')).toBeTruthy();
    expect(within(form).getByLabelText(/Adresa \(URL\)/).getAttribute('aria-invalid')).toBe('true');
    expect(remote.to('POST', 'private/webhooks')).toHaveLength(0);

    remote.on('POST', 'private/webhooks', {
      status: 422,
      body: { reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors: { url: ['Adresa trebuie să înceapă cu https:// (conexiune securizată).'] } },
    });
    fireEvent.change(within(form).getByLabelText(/Adresa \(URL\)/), { target: { value: 'http://magazinul-meu.ro' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Adaugă endpointul' }));
    expect(await within(form).findByText('Adresa trebuie să înceapă cu https:// (conexiune securizată).')).toBeTruthy();

    remote.on('POST', 'private/webhooks', { status: 201, body: { data: { endpoint: ENDPOINT, secret: SECRET }, message: 'Endpointul a fost adăugat.' } });
    fireEvent.change(within(form).getByLabelText(/Adresa \(URL\)/), { target: { value: ENDPOINT.url } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /payout\.paid/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Adaugă endpointul' }));
    const secret = await screen.findByRole('group', { name: 'Secretul de semnare' });
    expect(remote.to('POST', 'private/webhooks').at(-1)!.body).toEqual({ url: ENDPOINT.url, description: '', events: ['order.created', 'order.status_changed', 'payout.paid'], mode: 'live' });
    expect((within(secret).getByLabelText(`Secretul endpointului ${ENDPOINT.url}`) as HTMLInputElement).value).toBe(SECRET);
    await waitFor(() => expect(document.activeElement).toBe(secret));
    fireEvent.click(within(secret).getByRole('button', { name: 'Copiază' }));
    expect(await within(secret).findByText('Secretul a fost copiat.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(screen.queryByRole('form', { name: 'Endpoint nou' })).toBeNull();

    fireEvent.click(within(secret).getByRole('button', { name: 'Ascunde secretul' }));
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it('shows the deliveries with every attempt and sends one again', async () => {
    remote.on('GET', 'private/webhooks', { status: 200, body: { data: [ENDPOINT] } });
    remote.on('GET', 'private/webhooks/5/deliveries?page=1', { status: 200, body: { data: [DELIVERY], pagination: { total: 1, per_page: 15, current_page: 1, last_page: 1 } } });
    remote.on('POST', 'private/webhooks/deliveries/9/resend', { status: 202, body: { data: { ...DELIVERY, status: 'pending' }, message: 'Livrarea a fost pusă din nou la trimis.' } });
    render(<WebhooksPanel />);
    const card = (await screen.findByText(ENDPOINT.url, { selector: 'p' })).closest('li')!;
    expect(within(card).getByText('Activ')).toBeTruthy();
    expect(within(card).getByText('Magazinul principal')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: `Livrări ${ENDPOINT.url}` }));

    const deliveries = await screen.findByRole('region', { name: `Livrările către ${ENDPOINT.url}` });
    const attempts = await within(deliveries).findByRole('list', { name: 'Încercări' });
    const lines = within(attempts).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.textContent).toContain('HTTP 500');
    expect(lines[0]!.textContent).toContain('Endpointul a răspuns HTTP 500.');
    expect(lines[0]!.textContent).toContain('184 ms');
    expect(lines[1]!.textContent).toContain('Fără răspuns');
    expect(lines[1]!.textContent).toContain('Endpointul nu a răspuns în 10 s.');
    expect(within(deliveries).getByText('Eșuată')).toBeTruthy();
    expect(within(deliveries).getByText(DELIVERY.message_id)).toBeTruthy();

    fireEvent.click(within(deliveries).getByRole('button', { name: /^Trimite din nou/ }));
    expect(await within(deliveries).findByText('Livrarea a fost pusă din nou la trimis.')).toBeTruthy();
    expect(within(deliveries).getByText('În curs')).toBeTruthy();
    expect(remote.to('POST', 'private/webhooks/deliveries/9/resend')).toHaveLength(1);
  });

  it('asks before deleting, then removes the endpoint', async () => {
    remote.on('GET', 'private/webhooks', { status: 200, body: { data: [ENDPOINT] } });
    remote.on('DELETE', 'private/webhooks/5', { status: 200, body: { data: ENDPOINT, message: 'Endpointul a fost șters.' } });
    render(<WebhooksPanel />);
    const card = (await screen.findByText(ENDPOINT.url, { selector: 'p' })).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: `Șterge ${ENDPOINT.url}` }));
    expect(remote.to('DELETE', 'private/webhooks/5')).toHaveLength(0);
    const confirm = within(card).getByRole('group', { name: 'Șterge' });
    expect(confirm.textContent).toContain(`Ștergi endpointul ${ENDPOINT.url}?`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Da, șterge' }));
    expect(await screen.findByText('Endpointul a fost șters.')).toBeTruthy();
    expect(screen.queryByText(ENDPOINT.url, { selector: 'p' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Niciun endpoint de webhook' })).toBeTruthy();
  });

  it("shows each endpoint's mode and adds a test endpoint, saying what a test endpoint receives", async () => {
    const TEST_ENDPOINT: WebhookEndpoint = { ...ENDPOINT, id: 6, url: 'https://magazinul-meu.ro/webhooks/test', mode: 'test' };
    remote.on('GET', 'private/webhooks', { status: 200, body: { data: [ENDPOINT] } });
    render(<WebhooksPanel />);
    const card = (await screen.findByText(ENDPOINT.url, { selector: 'p' })).closest('li')!;
    expect(within(card).getByText('Live').closest('.webhook-badge')!.textContent).toBe('Mod: Live');

    fireEvent.click(screen.getByRole('button', { name: 'Adaugă un endpoint' }));
    const form = screen.getByRole('form', { name: 'Endpoint nou' });
    const mode = within(form).getByLabelText('Mod') as HTMLSelectElement;
    expect(mode.value).toBe('live');
    const hint = document.getElementById(mode.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(hint.textContent).toContain('Un endpoint de test primește doar evenimentele comenzilor făcute cu chei de test');
    fireEvent.change(mode, { target: { value: 'test' } });
    fireEvent.change(within(form).getByLabelText(/Adresa \(URL\)/), { target: { value: TEST_ENDPOINT.url } });
    remote.on('POST', 'private/webhooks', { status: 201, body: { data: { endpoint: TEST_ENDPOINT, secret: SECRET }, message: 'Endpointul a fost adăugat.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Adaugă endpointul' }));
    const added = (await screen.findByText(TEST_ENDPOINT.url, { selector: 'p' })).closest('li')!;
    expect(remote.to('POST', 'private/webhooks').at(-1)!.body).toMatchObject({ url: TEST_ENDPOINT.url, mode: 'test' });
    expect(within(added).getByText('Test').closest('.webhook-badge')!.textContent).toBe('Mod: Test');
  });

  it('says until when an endpoint is paused after failures in a row, and that a test event goes through; the 429 of too many tests is shown', async () => {
    const until = new Date(Date.now() + 30 * 60_000);
    const hhmm = new Intl.DateTimeFormat('ro-RO', { hour: '2-digit', minute: '2-digit' }).format(until);
    const PAUSED: WebhookEndpoint = { ...ENDPOINT, consecutive_failures: 6, paused_until: until.toISOString() };
    const FAILING: WebhookEndpoint = { ...ENDPOINT, id: 7, url: 'https://magazinul-meu.ro/webhooks/al-doilea', consecutive_failures: 2 };
    remote.on('GET', 'private/webhooks', { status: 200, body: { data: [PAUSED, FAILING, { ...ENDPOINT, id: 8, url: 'https://magazinul-meu.ro/webhooks/bun' }] } });
    remote.on('POST', 'private/webhooks/5/test', {
      status: 429,
      body: { reason: 'too_many_test_events', message: 'Poți trimite cel mult 10 evenimente de test pe oră către un endpoint. Încearcă din nou peste 12 minute.' },
    });
    render(<WebhooksPanel />);
    const card = (await screen.findByText(ENDPOINT.url, { selector: 'p' })).closest('li')!;
    expect(within(card).getByText('Pauză automată')).toBeTruthy();
    expect(within(card).getByText(`Pauzat până la ${hhmm} după 6 eșecuri consecutive.`, { exact: false })).toBeTruthy();
    const failing = screen.getByText(FAILING.url, { selector: 'p' }).closest('li')!;
    expect(within(failing).queryByText('Pauză automată')).toBeNull();
    expect(within(failing).getByText('Încercări eșuate la rând: 2.')).toBeTruthy();
    const healthy = screen.getByText('https://magazinul-meu.ro/webhooks/bun', { selector: 'p' }).closest('li')!;
    expect(within(healthy).queryByText(/Pauzat|eșuate/)).toBeNull();

    // The test button stays: a test event goes through the pause.
    fireEvent.click(within(card).getByRole('button', { name: `Trimite un test ${ENDPOINT.url}` }));
    expect(await within(card).findByText(/cel mult 10 evenimente de test pe oră/)).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    remote.on('GET', 'private/webhooks', 'network-error');
    render(<WebhooksPanel />);
    expect(await screen.findByText(/Nu am putut încărca webhookurile/)).toBeTruthy();
    remote.on('GET', 'private/webhooks', { status: 200, body: { data: [ENDPOINT] } });
    fireEvent.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    expect(await screen.findByText(ENDPOINT.url, { selector: 'p' })).toBeTruthy();
    expect(screen.queryByText(/Nu am putut încărca webhookurile/)).toBeNull();
  });
});
