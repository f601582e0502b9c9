import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from '../../../../src/features/auth/components/register-form.tsx';
import { roAccount } from '../../../../src/i18n/ro-account.ts';
import * as actions from './auth-actions-mock.ts';

vi.mock('../../../../src/features/auth/auth-actions.ts', () => import('./auth-actions-mock.ts'));
vi.mock('../../../../src/lib/toast.ts', () => ({ notify: vi.fn() }));

const f = roAccount.form;
const where = { path: '' };

function Where() {
  const location = useLocation();
  useEffect(() => {
    where.path = location.pathname + location.search;
  });
  return null;
}

function renderRegister(search = '') {
  render(
    <MemoryRouter initialEntries={[`/inregistrare${search}`]}>
      <RegisterForm search={search} />
      <Where />
    </MemoryRouter>,
  );
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const errorOf = (el: HTMLElement) => document.getElementById(`${el.id}-error`)?.textContent;

function fillValid() {
  fireEvent.change(input(f.nameLabel), { target: { value: 'Ana Popescu' } });
  fireEvent.change(input(f.emailLabel), { target: { value: 'ana@example.ro' } });
  fireEvent.change(input(f.passwordLabel), { target: { value: 'parola-sigura' } });
  fireEvent.change(input(f.confirmationLabel), { target: { value: 'parola-sigura' } });
  fireEvent.click(screen.getByRole('checkbox'));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: roAccount.register.submit }));

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('register form', () => {
  it('uses the right autocomplete tokens and links the terms', () => {
    renderRegister();
    expect(input(f.nameLabel).getAttribute('autocomplete')).toBe('name');
    expect(input(f.emailLabel).getAttribute('autocomplete')).toBe('email');
    expect(input(f.passwordLabel).getAttribute('autocomplete')).toBe('new-password');
    expect(input(f.confirmationLabel).getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByRole('link', { name: new RegExp(roAccount.register.consentLink) }).getAttribute('href')).toBe('/termeni-conditii-curierat');
  });

  it('checks length, confirmation and consent on the client, in Romanian', async () => {
    renderRegister();
    fireEvent.change(input(f.nameLabel), { target: { value: 'Ana' } });
    fireEvent.change(input(f.emailLabel), { target: { value: 'ana@example.ro' } });
    fireEvent.change(input(f.passwordLabel), { target: { value: 'scurta' } });
    fireEvent.change(input(f.confirmationLabel), { target: { value: 'alta' } });
    submit();
    await waitFor(() => expect(errorOf(input(f.passwordLabel))).toBe(f.passwordTooShort));
    expect(errorOf(input(f.confirmationLabel))).toBe(f.confirmationMismatch);
    expect(errorOf(screen.getByRole('checkbox'))).toBe(roAccount.register.consentRequired);
    await waitFor(() => expect(document.activeElement).toBe(input(f.passwordLabel)));
    expect(actions.register).not.toHaveBeenCalled();
  });

  it('maps the server 422 field errors to their fields, with the general message, and keeps the values', async () => {
    actions.register.mockRejectedValue(
      new actions.AuthError(422, 'Eroare de validare', 'validation_failed', {
        email: ['Există deja un cont cu această adresă de e-mail.'],
        password: ['Parola este prea slabă.'],
      }),
    );
    renderRegister();
    fillValid();
    submit();
    await waitFor(() => expect(input(f.emailLabel).getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(input(f.emailLabel))).toBe('Există deja un cont cu această adresă de e-mail.');
    expect(errorOf(input(f.passwordLabel))).toBe('Parola este prea slabă.');
    expect(input(f.nameLabel).getAttribute('aria-invalid')).toBeNull();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('Eroare de validare');
    expect(summary.textContent).toContain('Există deja un cont cu această adresă de e-mail.');
    await waitFor(() => expect(document.activeElement).toBe(input(f.emailLabel)));
    expect(input(f.nameLabel).value).toBe('Ana Popescu');
    expect(input(f.emailLabel).value).toBe('ana@example.ro');
    expect(actions.register).toHaveBeenCalledWith({
      name: 'Ana Popescu',
      email: 'ana@example.ro',
      password: 'parola-sigura',
      password_confirmation: 'parola-sigura',
    });
  });

  it('goes to the dashboard after registering, or to the asked-for page', async () => {
    actions.register.mockResolvedValue({ email: 'ana@example.ro', name: 'Ana Popescu' });
    renderRegister();
    fillValid();
    submit();
    await waitFor(() => expect(where.path).toBe('/dashboard'));
    cleanup();
    renderRegister('?redirect=%2Fcomanda');
    fillValid();
    submit();
    await waitFor(() => expect(where.path).toBe('/comanda'));
  });
});
