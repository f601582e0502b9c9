import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from '../../../../src/features/auth/components/forgot-password-form.tsx';
import { ResetPasswordForm } from '../../../../src/features/auth/components/reset-password-form.tsx';
import { roAccount } from '../../../../src/i18n/ro-account.ts';
import * as actions from './auth-actions-mock.ts';

vi.mock('../../../../src/features/auth/auth-actions.ts', () => import('./auth-actions-mock.ts'));

const f = roAccount.form;
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('password reset request', () => {
  it("shows the server's answer and keeps the address for a second try", async () => {
    actions.requestPasswordReset.mockResolvedValue('Dacă adresa există, vei primi un e-mail cu linkul de resetare.');
    render(
      <MemoryRouter>
        <ForgotPasswordForm />
      </MemoryRouter>,
    );
    fireEvent.change(input(f.emailLabel), { target: { value: 'ana@example.ro' } });
    fireEvent.click(screen.getByRole('button', { name: roAccount.forgot.submit }));
    expect(await screen.findByText('Dacă adresa există, vei primi un e-mail cu linkul de resetare.')).toBeTruthy();
    expect(actions.requestPasswordReset).toHaveBeenCalledWith('ana@example.ro');
    fireEvent.click(screen.getByRole('button', { name: roAccount.forgot.again }));
    expect(input(f.emailLabel).value).toBe('ana@example.ro');
  });
});

describe('password reset confirmation', () => {
  const renderReset = (search: string) =>
    render(
      <MemoryRouter>
        <ResetPasswordForm search={search} />
      </MemoryRouter>,
    );

  it('says the link is incomplete, with the way to a new one, when token or e-mail is missing', () => {
    renderReset('?email=ana%40example.ro');
    expect(screen.getByText(roAccount.reset.invalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: roAccount.reset.askAgain }).getAttribute('href')).toBe('/resetare-parola');
  });

  it('sends token, e-mail and both passwords, then links to login', async () => {
    actions.resetPassword.mockResolvedValue('Parola a fost resetată.');
    renderReset('?token=abc123&email=ana%40example.ro');
    fireEvent.change(input(f.newPasswordLabel), { target: { value: 'parola-noua-1' } });
    fireEvent.change(input(f.confirmationLabel), { target: { value: 'parola-noua-1' } });
    fireEvent.click(screen.getByRole('button', { name: roAccount.reset.submit }));
    expect(await screen.findByText('Parola a fost resetată.')).toBeTruthy();
    expect(actions.resetPassword).toHaveBeenCalledWith({
      token: 'abc123',
      email: 'ana@example.ro',
      password: 'parola-noua-1',
      password_confirmation: 'parola-noua-1',
    });
    expect(screen.getByRole('link', { name: roAccount.reset.toLogin }).getAttribute('href')).toBe('/autentificare');
  });

  it('turns a rejected link (400) into the invalid-link message', async () => {
    actions.resetPassword.mockRejectedValue(new actions.AuthError(400, 'Link-ul de resetare este invalid sau a expirat', 'reset_link_invalid'));
    renderReset('?token=vechi&email=ana%40example.ro');
    fireEvent.change(input(f.newPasswordLabel), { target: { value: 'parola-noua-1' } });
    fireEvent.change(input(f.confirmationLabel), { target: { value: 'parola-noua-1' } });
    fireEvent.click(screen.getByRole('button', { name: roAccount.reset.submit }));
    expect(await screen.findByText('Link-ul de resetare este invalid sau a expirat')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: roAccount.reset.askAgain })).toBeTruthy());
  });
});
