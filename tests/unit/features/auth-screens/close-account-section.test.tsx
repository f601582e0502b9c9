// The profile's "Închide contul" (issue #30): two steps (nothing is sent by the first button), the
// password required, the IBAN sent only when given; a refusal (an order under way) is shown and the
// account stays; once closed the page is told to leave. Only the server is fake.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CloseAccountSection } from '../../../../src/features/auth/components/close-account-section.tsx';
import { roAccountSecurity } from '../../../../src/i18n/ro-account-security.ts';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';

const t = roAccountSecurity.close;
let remote: FakeRemote;
beforeEach(() => {
  remote = fakeRemote();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('close account section', () => {
  it('asks for confirmation, then closes with the password and the IBAN', async () => {
    remote.on('POST', 'private/customer/close', { status: 200, body: { data: { success: true, refund_bani: 4321 }, message: 'Contul a fost închis și datele tale personale au fost șterse.' } });
    const onClosed = vi.fn();
    render(<CloseAccountSection onClosed={onClosed} />);
    fireEvent.click(screen.getByRole('button', { name: t.start }));
    expect(remote.calls).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: t.confirmTitle })));
    fireEvent.click(screen.getByRole('button', { name: t.confirm }));
    expect((await screen.findAllByText(t.passwordRequired)).length).toBeGreaterThan(0);
    expect(remote.calls).toHaveLength(0);
    type(new RegExp(`^${t.password}`), 'Parola-Contului-1');
    type(new RegExp(`^${t.iban}`), ' RO49 AAAA 1B31 0075 9384 0000 ');
    type(new RegExp(`^${t.holder}`), 'Ana Popescu');
    fireEvent.click(screen.getByRole('button', { name: t.confirm }));
    await waitFor(() => expect(onClosed).toHaveBeenCalled());
    expect(remote.to('POST', 'private/customer/close')[0]!.body).toEqual({ password: 'Parola-Contului-1', iban: 'RO49 AAAA 1B31 0075 9384 0000', holder: 'Ana Popescu' });
  });

  it('shows a refusal and stays', async () => {
    const refusal = 'Contul nu poate fi închis cât timp ai comenzi în curs (CUR-2026-000007). Încearcă după ce sunt livrate sau anulate.';
    remote.on('POST', 'private/customer/close', { status: 409, body: { reason: 'orders_under_way', message: refusal } });
    const onClosed = vi.fn();
    render(<CloseAccountSection onClosed={onClosed} />);
    fireEvent.click(screen.getByRole('button', { name: t.start }));
    type(new RegExp(`^${t.password}`), 'Parola-Contului-1');
    fireEvent.click(screen.getByRole('button', { name: t.confirm }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(remote.to('POST', 'private/customer/close')[0]!.body).toEqual({ password: 'Parola-Contului-1' });
    expect(onClosed).not.toHaveBeenCalled();
  });
});
