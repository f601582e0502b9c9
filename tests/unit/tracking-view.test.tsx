import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultCard } from '../../src/features/tracking/tracking-result.tsx';
import type { ResultEntry } from '../../src/features/tracking/tracking-store.ts';
import { TrackingView } from '../../src/features/tracking/tracking-view.tsx';
import { clearUserData, listPendingLookups } from '../../src/lib/db.ts';
import { fakeRemote, type FakeRemote } from './features/auth/test-kit.ts';
import { deliveredItem, foundItem, notFoundItem } from './tracking-fixtures.ts';

const TRACK = 'private/orders/track-by-awb';
let remote: FakeRemote;
let online = true;
const address = { search: '' };

function Address() {
  const { search } = useLocation();
  useEffect(() => {
    address.search = search;
  }, [search]);
  return null;
}

function renderView(url = '/tracking', presetCarrierId: number | null = null) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <TrackingView presetCarrierId={presetCarrierId} />
      <Address />
    </MemoryRouter>,
  );
}

function entry(item: ResultEntry['item'], more: Partial<ResultEntry> = {}): ResultEntry {
  return { awb: item?.awb ?? 'X', phase: 'ready', item, fetchedAt: Date.now(), saved: false, refreshing: false, stale: null, ...more };
}

function answerWith(items: (awb: string) => ReturnType<typeof foundItem>) {
  remote.on('POST', TRACK, (call) => ({ status: 200, body: (call.body as { awb_list: string[] }).awb_list.map(items) }));
}

async function lookUp(text: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Numere AWB' }), { target: { value: text } });
  // The button reads "Se caută…" while an earlier lookup is still answering.
  fireEvent.click(await screen.findByRole('button', { name: 'Urmărește' }));
}

beforeEach(async () => {
  remote = fakeRemote();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  await clearUserData();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('result card', () => {
  it('puts the current status first, marks a final one, and lists events newest first with place and time', () => {
    render(<ResultCard entry={entry(deliveredItem('2345678901234'))} now={Date.now()} />);
    const card = screen.getByRole('article', { name: 'AWB 2345678901234' });
    expect(within(card).getByText('Livrat', { selector: '.track-status__name span' })).toBeTruthy();
    expect(within(card).getByText('Status final')).toBeTruthy();
    expect(within(card).getByRole('link', { name: /Site-ul FAN Courier/ }).getAttribute('href')).toBe('https://www.fancourier.ro');
    const events = within(card).getAllByRole('listitem');
    expect(events.map((li) => li.querySelector('.track-event__status')?.textContent)).toEqual(['Livrat', 'În tranzit', 'Preluat de curier', 'Înregistrat']);
    expect(events[1]?.textContent).toContain('Hub Turda');
    expect(events[1]?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-23T09:10:00.000Z');
    expect(card.textContent).not.toContain('Livrare estimată');
  });

  it('shows the estimated delivery of a parcel on its way', () => {
    render(<ResultCard entry={entry(foundItem('2345678901234'))} now={new Date('2026-11-23T12:00:00').getTime()} />);
    expect(screen.getByText(/Livrare estimată:/).textContent).toBe('Livrare estimată: marți, 24 noiembrie');
    expect(screen.queryByText('Status final')).toBeNull();
  });

  it("shows a not-found AWB with the server's message", () => {
    render(<ResultCard entry={entry(notFoundItem('NOPE000000'))} now={Date.now()} />);
    expect(screen.getByText('AWB negăsit')).toBeTruthy();
    expect(screen.getByText('Nu am găsit niciun colet cu AWB-ul NOPE000000.')).toBeTruthy();
  });

  it('says how old a saved answer shown offline is', () => {
    const now = Date.now();
    render(<ResultCard entry={entry(foundItem('2345678901234'), { saved: true, fetchedAt: now - 12 * 60_000, stale: 'offline' })} now={now} />);
    expect(screen.getByText('Ești offline. Rezultat salvat acum 12 minute.')).toBeTruthy();
  });
});

describe('tracking screen', () => {
  it('looks several AWBs up: a compact list with the not-found message beside the found one; the address follows', async () => {
    answerWith((awb) => (awb === 'NOPE000000' ? notFoundItem(awb) : foundItem(awb)));
    renderView();
    await lookUp('2345678901234, nope000000');
    const results = await screen.findByRole('region', { name: 'Rezultate pentru 2 AWB-uri' });
    await waitFor(() => expect(within(results).getByText('Nu am găsit niciun colet cu AWB-ul NOPE000000.', { selector: '.track-row__detail' })).toBeTruthy());
    expect(within(results).getAllByText('În tranzit').length).toBeGreaterThan(0);
    expect(remote.to('POST', TRACK)[0]?.body).toEqual({ awb_list: ['2345678901234', 'NOPE000000'], carrier_id: null });
    expect(address.search).toBe('?awb=2345678901234,NOPE000000');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Rezultate pentru 2 AWB-uri' })));
    // Found answers are kept as recent lookups.
    const recent = await screen.findByRole('region', { name: 'Căutări recente' });
    expect(await within(recent).findByText('2345678901234')).toBeTruthy();
    expect(within(recent).queryByText('NOPE000000')).toBeNull();
  });

  it('refuses more than 200 AWBs at the field, keeps the value and asks nothing', async () => {
    renderView();
    const list = Array.from({ length: 201 }, (_, i) => `AWB${String(i).padStart(6, '0')}`).join('\n');
    await lookUp(list);
    const field = screen.getByRole('textbox', { name: 'Numere AWB' }) as HTMLTextAreaElement;
    expect(await screen.findByText('Poți urmări cel mult 200 de AWB-uri odată. Ai introdus 201.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.value).toBe(list);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(remote.to('POST', TRACK)).toHaveLength(0);
  });

  it('takes the results of the list before away when the next one is refused, and their address', async () => {
    answerWith((awb) => foundItem(awb));
    renderView();
    await lookUp('2345678901234');
    expect(await screen.findByRole('article', { name: 'AWB 2345678901234' })).toBeTruthy();
    expect(address.search).toBe('?awb=2345678901234');
    await lookUp('123');
    expect(await screen.findByText(/^„123” nu este un AWB valid/)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('region', { name: /^Rezultat/ })).toBeNull();
    await waitFor(() => expect(address.search).toBe(''));
    expect(remote.to('POST', TRACK)).toHaveLength(1);
  });

  it('opens ?awb= directly, fills the form, and presets the carrier of the address', async () => {
    answerWith((awb) => foundItem(awb));
    renderView('/tracking?awb=2345678901234&curier=fan-courier');
    expect(await screen.findByRole('region', { name: 'Rezultatul căutării' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Numere AWB' }) as HTMLTextAreaElement).value).toBe('2345678901234');
    expect((screen.getByRole('combobox', { name: 'Curier' }) as HTMLSelectElement).value).toBe('3');
    await waitFor(() => expect(remote.to('POST', TRACK)[0]?.body).toEqual({ awb_list: ['2345678901234'], carrier_id: 3 }));
  });

  it('offline: answers a saved AWB from the device with its age and queues an unknown one, completed when back online', async () => {
    answerWith((awb) => foundItem(awb));
    renderView();
    await lookUp('2345678901234');
    await screen.findByRole('button', { name: /^2345678901234/ }); // saved in the recent list
    online = false;
    await lookUp('2345678901234 SMD1234567890');
    expect((await screen.findAllByText('Ești offline. Rezultat salvat acum câteva secunde.')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('Te-ai deconectat. Căutarea va fi făcută automat când revine conexiunea.')).length).toBeGreaterThan(0);
    await waitFor(async () => expect((await listPendingLookups()).map((p) => p.awb)).toEqual(['SMD1234567890']));
    expect(remote.to('POST', TRACK)).toHaveLength(1);

    remote.on('POST', TRACK, (call) => ({ status: 200, body: (call.body as { awb_list: string[] }).awb_list.map((a) => deliveredItem(a)) }));
    online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText('Te-ai deconectat. Căutarea va fi făcută automat când revine conexiunea.')).toBeNull());
    expect(remote.to('POST', TRACK)[1]?.body).toEqual({ awb_list: ['SMD1234567890'], carrier_id: null });
    expect(await listPendingLookups()).toEqual([]);
    await waitFor(() => expect(screen.getByRole('status', { hidden: false }).textContent).toContain('Conexiunea a revenit'));
  });

  it('lists recent lookups, opens one and removes them one by one or all at once', async () => {
    answerWith((awb) => foundItem(awb));
    renderView();
    expect(await screen.findByText('Nicio căutare recentă')).toBeTruthy();
    await lookUp('AAA111111 BBB222222');
    const recent = await screen.findByRole('region', { name: 'Căutări recente' });
    await waitFor(() => expect(within(recent).getAllByRole('listitem')).toHaveLength(2));
    expect(within(recent).getAllByRole('listitem')[0]?.textContent).toMatch(/^AAA111111FAN Courier · În tranzitverificat acum câteva secunde/);
    fireEvent.click(within(recent).getByRole('button', { name: 'Șterge AWB AAA111111 din căutările recente' }));
    await waitFor(() => expect(within(recent).getAllByRole('listitem')).toHaveLength(1));
    fireEvent.click(within(recent).getByRole('button', { name: /^BBB222222/ }));
    expect(await screen.findByRole('region', { name: 'Rezultatul căutării' })).toBeTruthy();
    expect(address.search).toBe('?awb=BBB222222');
    expect((screen.getByRole('combobox', { name: 'Curier' }) as HTMLSelectElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Șterge tot din căutările recente' }));
    expect(await screen.findByText('Nicio căutare recentă')).toBeTruthy();
  });
});

describe("a carrier's tracking page while the carrier is simulated", () => {
  const NOTE = 'DemoFAN Courier nu este conectat în această instalare demonstrativă: găsim doar AWB-urile comandate prin Curiero, nu și pe cele trimise direct prin FAN Courier.';
  const configure = (simulated: number[]) =>
    remote.on('GET', 'private/app-config', { status: 200, body: { chat: { widgetUrl: null }, firebase: null, carriers: { deployment: 'demo', simulated } } });

  it('says only AWBs ordered through Curiero can be found', async () => {
    configure([3, 6]);
    renderView('/tracking/urmarire-awb-fan-courier', 3);
    expect((await screen.findByRole('note')).textContent).toBe(NOTE);
  });

  it('says nothing once the carrier is connected, nor on the page of all carriers', async () => {
    configure([6]);
    renderView('/tracking/urmarire-awb-fan-courier', 3);
    await waitFor(() => expect(remote.to('GET', 'private/app-config').length).toBeGreaterThan(0));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    configure([3, 6]);
    renderView('/tracking', null);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
