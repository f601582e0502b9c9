// The profile's "Schimbă parola" (issue #30): checked here first (nothing sent), then sent; the
// server's refusal of the current password shows at that field; success is announced and the
// fields are emptied. Only the server is fake (a scripted fetch).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm } from '../../../../src/features/auth/components/change-password-form.tsx';
import { roAccount } from '../../../../src/i18n/ro-account.ts';
import { roAccountSecurity } from '../../../../src/i18n/ro-account-security.ts';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';

const t = roAccountSecurity.password;
let remote: FakeRemote;
beforeEach(() => {
  remote = fakeRemote();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fill = (current: string, next: string, again = next) => {
  type(new RegExp(`^${t.current}`), current);
  type(new RegExp(`^${roAccount.form.newPasswordLabel}`), next);
  type(new RegExp(`^${roAccount.form.confirmationLabel}`), again);
};

describe('change password form', () => {
  it('checks the fields before sending', async () => {
    render(<ChangePasswordForm />);
    fill('', 'scurt', 'altul');
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(roAccount.form.summaryTitle)).toBeTruthy();
    expect(remote.calls).toHaveLength(0);
  });

  it('sends the passwords and says it is done; a wrong current password shows at its field', async () => {
    remote.on('POST', 'private/customer/password', (call) =>
      (call.body as { current_password: string }).current_password === 'Parola-Veche-Buna-1'
        ? { status: 200, body: { data: { success: true }, message: t.done } }
        : { status: 422, body: { reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors: { current_password: ['Parola actuală nu este corectă.'] } } },
    );
    render(<ChangePasswordForm />);
    fill('gresita', 'Lampa-Verde-Danseaza-77');
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect((await screen.findAllByText('Parola actuală nu este corectă.')).length).toBeGreaterThan(0);

    fill('Parola-Veche-Buna-1', 'Lampa-Verde-Danseaza-77');
    fireEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.done)).toBeTruthy();
    expect(remote.to('POST', 'private/customer/password').at(-1)!.body).toEqual({
      current_password: 'Parola-Veche-Buna-1',
      password: 'Lampa-Verde-Danseaza-77',
      password_confirmation: 'Lampa-Verde-Danseaza-77',
    });
    expect((screen.getByLabelText(new RegExp(`^${t.current}`)) as HTMLInputElement).value).toBe('');
  });
});
