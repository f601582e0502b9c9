// The wallet's unpaid re-weighing differences (issue #30): listed with what the carrier weighed and
// the total; "Plătește din portofel" pays them, and the server's refusal (not enough money) is
// announced; nothing shows when nothing is owed.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReweighCharges } from '../../../../src/features/shipping/reweigh-charges.tsx';
import { roReweighs } from '../../../../src/i18n/ro-reweighs.ts';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';

const CHARGE = {
  id: 1,
  order_id: 7,
  order_number: 'CUR-2026-000007',
  awb: '4001234567801',
  declared_weight_kg: 1,
  measured_weight_kg: 4.5,
  amount_bani: 1210,
  created_at: '2026-11-20T09:00:00.000Z',
  paid_at: null,
};

let remote: FakeRemote;
beforeEach(() => {
  remote = fakeRemote();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ReweighCharges', () => {
  it('lists the unpaid differences and pays them from the wallet', async () => {
    remote.on('GET', 'private/wallet/reweighs', { status: 200, body: { data: [CHARGE, { ...CHARGE, id: 2, paid_at: '2026-11-21T09:00:00.000Z' }], meta: { unpaid_bani: 1210 } } });
    remote.on('POST', 'private/wallet/reweighs/pay', { status: 200, body: { data: { paid_bani: 1210, count: 1, balance_bani: 3790 }, message: 'Ai plătit din portofel diferențele de recântărire (12,10 RON). Poți plasa din nou comenzi.' } });
    const onPaid = vi.fn();
    render(<ReweighCharges onPaid={onPaid} />);
    expect(await screen.findByRole('heading', { name: roReweighs.title })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('listitem').textContent).toMatch(/^Comanda CUR-2026-000007 \(AWB 4001234567801\): 1 kg declarat, 4,5 kg cântărit: 12,10\sRON$/);
    fireEvent.click(screen.getByRole('button', { name: roReweighs.pay }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('Ai plătit din portofel diferențele de recântărire (12,10 RON). Poți plasa din nou comenzi.'));
    expect(screen.queryByRole('heading', { name: roReweighs.title })).toBeNull();
  });

  it('announces a refusal and keeps the differences', async () => {
    remote.on('GET', 'private/wallet/reweighs', { status: 200, body: { data: [CHARGE], meta: { unpaid_bani: 1210 } } });
    const refusal = 'Soldul portofelului nu acoperă diferențele de recântărire (12,10 RON). Alimentează portofelul cu cel puțin 12,10 RON și încearcă din nou.';
    remote.on('POST', 'private/wallet/reweighs/pay', { status: 422, body: { reason: 'insufficient_funds', message: refusal, errors: { wallet: [refusal] } } });
    render(<ReweighCharges onPaid={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: roReweighs.pay }));
    expect((await screen.findByText(refusal)).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('heading', { name: roReweighs.title })).toBeTruthy();
  });

  it('shows nothing when nothing is owed', async () => {
    remote.on('GET', 'private/wallet/reweighs', { status: 200, body: { data: [], meta: { unpaid_bani: 0 } } });
    const { container } = render(<ReweighCharges onPaid={vi.fn()} />);
    await waitFor(() => expect(remote.to('GET', 'private/wallet/reweighs')).toHaveLength(1));
    expect(container.innerHTML).toBe('');
  });
});
