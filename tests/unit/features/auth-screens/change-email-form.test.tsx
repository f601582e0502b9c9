// The profile's "Schimbă adresa de e-mail" (issue #30): checked here first (an empty, malformed or
// unchanged address and a missing password send nothing), then sent; the server's refusals (a wrong
// password, an address in use) show at their fields; success says the link went to the new address.
// Only the server is fake (a scripted fetch).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangeEmailForm } from '../../../../src/features/auth/components/change-email-form.tsx';
import { roAccount } from '../../../../src/i18n/ro-account.ts';
import { roAccountSecurity } from '../../../../src/i18n/ro-account-security.ts';
import { fakeRemote, type FakeRemote } from '../auth/test-kit.ts';

const t = roAccountSecurity.email;
const CURRENT = 'ana@exemplu.ro';
let remote: FakeRemote;
beforeEach(() => {
  remote = fakeRemote();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fill = (email: string, password: string) => {
  type(new RegExp(`^${t.next}`), email);
  type(new RegExp(`^${t.password}`), password);
};
const send = () => fireEvent.click(screen.getByRole('button', { name: t.submit }));

describe('change e-mail form', () => {
  it('shows the current address and checks the fields before sending', async () => {
    render(<ChangeEmailForm currentEmail={CURRENT} />);
    expect(screen.getByRole('heading', { name: t.title })).toBeTruthy();
    expect(screen.getByText(CURRENT)).toBeTruthy();
    fill('nu-e-o-adresa', '');
    send();
    expect(await screen.findByText(roAccount.form.summaryTitle)).toBeTruthy();
    expect(screen.getAllByText(roAccount.form.emailInvalid).length).toBeGreaterThan(0);
    fill(' ANA@exemplu.ro ', 'Parola-Buna-1');
    send();
    expect((await screen.findAllByText(t.same)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(new RegExp(`^${t.next}`)).getAttribute('aria-invalid')).toBe('true');
    expect(remote.calls).toHaveLength(0);
  });

  it('sends the new address with the password; refusals show at their fields; success says where the link went', async () => {
    remote.on('POST', 'private/customer/email', (call) => {
      const body = call.body as { email: string; current_password: string };
      if (body.current_password !== 'Parola-Buna-1')
        return { status: 422, body: { reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors: { current_password: ['Parola actuală nu este corectă.'] } } };
      if (body.email === 'ocupat@exemplu.ro')
        return { status: 422, body: { reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors: { email: ['Există deja un cont cu această adresă de e-mail.'] } } };
      return { status: 200, body: { data: { success: true }, message: t.sent } };
    });
    render(<ChangeEmailForm currentEmail={CURRENT} />);
    fill('nou@exemplu.ro', 'gresita');
    send();
    expect((await screen.findAllByText('Parola actuală nu este corectă.')).length).toBeGreaterThan(0);

    fill('ocupat@exemplu.ro', 'Parola-Buna-1');
    send();
    expect((await screen.findAllByText('Există deja un cont cu această adresă de e-mail.')).length).toBeGreaterThan(0);

    fill(' nou@exemplu.ro ', 'Parola-Buna-1');
    send();
    expect(await screen.findByText(t.sent)).toBeTruthy();
    expect(remote.to('POST', 'private/customer/email').at(-1)!.body).toEqual({ email: 'nou@exemplu.ro', current_password: 'Parola-Buna-1' });
    expect((screen.getByLabelText(new RegExp(`^${t.password}`)) as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('status').textContent).toContain(t.sent);
  });
});
