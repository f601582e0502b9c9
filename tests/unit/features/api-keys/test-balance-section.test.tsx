// The dashboard's test balance against a scripted server: said to be test money, topped up (the
// amount sent in bani, the new balance and the movement shown), the server's 422 field message shown
// under the amount (focused, so announced) with nothing changed, a malformed amount refused here, and
// a retry after a failed load.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseLei, TestBalanceSection } from '../../../../src/features/api-keys/test-balance-section.tsx';
import type { TestMovement } from '../../../../src/features/api-keys/test-balance-api.ts';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';

const BALANCE = 'private/wallet/test-balance';
const MOVEMENTS = 'private/wallet/test-balance/movements';
const TOP_UP = 'private/wallet/test-balance/top-up';
const view = (bani: number) => ({ data: { balance_bani: bani, balance: bani / 100, currency: 'RON', test_mode: true } });
const movement = (id: number, amount: number, after: number, description: string): TestMovement => ({
  id,
  kind: amount > 0 ? 'top_up' : 'order',
  amount_bani: amount,
  balance_after_bani: after,
  reference: `ref-${id}`,
  description,
  created_at: '2026-11-28T10:00:00.000Z',
});

let remote: FakeRemote;
beforeEach(() => {
  remote = fakeRemote();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** nbsp and narrow nbsp as plain spaces (RON formats use them). */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('TestBalanceSection', () => {
  it('says it is test money, tops it up and shows the new balance and the movement', async () => {
    let balance = 0;
    let listed: TestMovement[] = [];
    remote.on('GET', BALANCE, () => ({ status: 200, body: view(balance) }));
    remote.on('GET', MOVEMENTS, () => ({ status: 200, body: { data: listed, meta: {} } }));
    remote.on('POST', TOP_UP, () => {
      balance = 25_050;
      listed = [movement(1, 25_050, 25_050, 'Alimentare sold de test (bani de test)')];
      return { status: 201, body: { ...view(balance), message: 'Soldul de test a fost alimentat cu 250,50 RON (bani de test: nu s-a plătit nimic și nu se emite factură).' } };
    });
    render(<TestBalanceSection />);
    const section = screen.getByRole('region', { name: 'Sold de test' });
    expect(within(section).getByText(/bani fictivi pentru comenzile făcute cu chei de test; nu se pot folosi pentru comenzi reale/)).toBeTruthy();
    await waitFor(() => expect(plain(screen.getByTestId('test-balance').textContent)).toBe('0,00 RON'));
    expect(await screen.findByText(/Nicio mișcare încă/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Suma (lei, bani de test)'), { target: { value: '250,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Alimentează soldul de test' }));
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Soldul de test a fost alimentat cu 250,50 RON');
    expect(remote.to('POST', TOP_UP)[0]!.body).toEqual({ amount_bani: 25_050 });
    await waitFor(() => expect(plain(screen.getByTestId('test-balance').textContent)).toBe('250,50 RON'));
    const list = await screen.findByRole('list', { name: 'Mișcările soldului de test' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(plain(list.textContent)).toContain('Alimentare sold de test (bani de test)');
    expect(plain(list.textContent)).toContain('+250,50 RON');
  });

  it("shows the server's field message under the amount, focused, and refuses a malformed amount before sending", async () => {
    remote.on('GET', BALANCE, { status: 200, body: view(9_990_000) });
    remote.on('GET', MOVEMENTS, { status: 200, body: { data: [movement(2, -1_500, 9_990_000, 'Comanda de test CUR-2026-000001')], meta: {} } });
    remote.on('POST', TOP_UP, {
      status: 422,
      body: { reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors: { amount_bani: ['Soldul de test poate avea cel mult 100.000,00 RON.'] } },
    });
    render(<TestBalanceSection />);
    await screen.findByText('Comanda de test CUR-2026-000001');
    const amount = screen.getByLabelText('Suma (lei, bani de test)');

    fireEvent.change(amount, { target: { value: 'o sută' } });
    fireEvent.click(screen.getByRole('button', { name: 'Alimentează soldul de test' }));
    expect(await screen.findByText('Scrie o sumă în lei, de exemplu 500 sau 250,50.')).toBeTruthy();
    expect(remote.to('POST', TOP_UP)).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Alimentează soldul de test' }));
    const message = await screen.findByText('Soldul de test poate avea cel mult 100.000,00 RON.');
    expect(remote.to('POST', TOP_UP)[0]!.body).toEqual({ amount_bani: 1_000_000 });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(amount.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(amount);
    expect((amount as HTMLInputElement).value).toBe('10000');
    expect(plain(screen.getByTestId('test-balance').textContent)).toBe('99.900,00 RON');
  });

  it('offers a retry when the balance cannot be loaded', async () => {
    let fail = true;
    remote.on('GET', BALANCE, () => (fail ? { status: 500, body: { reason: 'server_error', message: 'Eroare.' } } : { status: 200, body: view(1_000) }));
    remote.on('GET', MOVEMENTS, { status: 200, body: { data: [], meta: {} } });
    render(<TestBalanceSection />);
    expect(await screen.findByText('Nu am putut încărca soldul de test. Încearcă din nou.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    await waitFor(() => expect(plain(screen.getByTestId('test-balance').textContent)).toBe('10,00 RON'));
  });

  it('reads lei written with a comma or a dot, and nothing else', () => {
    expect(parseLei('500')).toBe(50_000);
    expect(parseLei('250,5')).toBe(25_050);
    expect(parseLei('1.99')).toBe(199);
    expect(parseLei('12 lei')).toBe(1_200);
    expect(parseLei('-5')).toBeNull();
    expect(parseLei('1.000,00')).toBeNull();
    expect(parseLei('')).toBeNull();
  });
});
