import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../../../../src/features/auth/components/login-form.tsx';
import { roAccount } from '../../../../src/i18n/ro-account.ts';
import * as actions from './auth-actions-mock.ts';

vi.mock('../../../../src/features/auth/auth-actions.ts', () => import('./auth-actions-mock.ts'));

const f = roAccount.form;
const where = { path: '' };

function Where() {
  const location = useLocation();
  useEffect(() => {
    where.path = location.pathname + location.search;
  });
  return null;
}

function renderLogin(search = '') {
  render(
    <MemoryRouter initialEntries={[`/autentificare${search}`]}>
      <LoginForm search={search} />
      <Where />
    </MemoryRouter>,
  );
}

const email = () => screen.getByLabelText(new RegExp(`^${f.emailLabel}`)) as HTMLInputElement;
const password = () => screen.getByLabelText(new RegExp(`^${f.passwordLabel}`)) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: roAccount.login.submit }));

beforeEach(() => {
  vi.clearAllMocks();
  // No social providers configured: the app config answers an empty list.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ auth: { social_providers: [] } }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('login form', () => {
  it('has labelled fields with the right autocomplete and types', () => {
    renderLogin();
    expect(email().type).toBe('email');
    expect(email().getAttribute('autocomplete')).toBe('email');
    expect(password().type).toBe('password');
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByLabelText(roAccount.login.remember)).toBeTruthy();
    expect(screen.getByRole('link', { name: roAccount.login.forgot }).getAttribute('href')).toBe('/resetare-parola');
  });

  it('checks the fields before sending: errors at the fields, focus on the first invalid one', async () => {
    renderLogin();
    fireEvent.change(email(), { target: { value: 'ana@' } });
    submit();
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email().getAttribute('aria-describedby') ?? '')?.textContent).toBe(f.emailInvalid);
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain(f.passwordRequired);
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(actions.login).not.toHaveBeenCalled();
    expect(email().value).toBe('ana@');
  });

  it('shows the server message, keeps the typed values and focuses the summary on a failed login', async () => {
    actions.login.mockRejectedValue(new actions.AuthError(401, 'Credențiale invalide sau adresa de email nu există', 'login_invalid_credentials'));
    renderLogin();
    fireEvent.change(email(), { target: { value: 'ana@example.ro' } });
    fireEvent.change(password(), { target: { value: 'parola-gresita' } });
    fireEvent.click(screen.getByLabelText(roAccount.login.remember));
    submit();
    const alert = await screen.findByText('Credențiale invalide sau adresa de email nu există');
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(actions.login).toHaveBeenCalledWith({ email: 'ana@example.ro', password: 'parola-gresita', remember: true });
    expect(email().value).toBe('ana@example.ro');
    expect(password().value).toBe('parola-gresita');
    await waitFor(() => expect(document.activeElement).toBe(alert.closest('[role="alert"]')));
    expect(where.path).toBe('/autentificare');
  });

  it('shows server field errors at their fields (422)', async () => {
    actions.login.mockRejectedValue(
      new actions.AuthError(422, 'Datele introduse nu sunt valide', 'login_validation_failed', { email: ['Adresa de e-mail nu este validă.'] }),
    );
    renderLogin();
    fireEvent.change(email(), { target: { value: 'ana@example.ro' } });
    fireEvent.change(password(), { target: { value: 'o-parola-buna' } });
    submit();
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${email().id}-error`)?.textContent).toBe('Adresa de e-mail nu este validă.');
    expect(screen.getByRole('alert').textContent).toContain('Datele introduse nu sunt valide');
    await waitFor(() => expect(document.activeElement).toBe(email()));
  });

  it('blocks a second submit while one is in flight, then goes to the redirect target', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    actions.login.mockReturnValue(new Promise((r) => (resolve = r)));
    renderLogin('?redirect=%2Fdashboard%2Fcomenzi');
    fireEvent.change(email(), { target: { value: 'ana@example.ro' } });
    fireEvent.change(password(), { target: { value: 'parola-buna' } });
    submit();
    const button = await screen.findByRole('button', { name: roAccount.login.submitting });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(actions.login).toHaveBeenCalledTimes(1);
    resolve({ email: 'ana@example.ro', name: 'Ana' });
    await waitFor(() => expect(where.path).toBe('/dashboard/comenzi'));
  });

  it('toggles the password visibility', () => {
    renderLogin();
    const toggle = screen.getByRole('button', { name: f.showPassword });
    fireEvent.click(toggle);
    expect(password().type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows only the configured social providers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ auth: { social_providers: ['google', 'twitter'] } }), { status: 200 })),
    );
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Continuă cu Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Facebook|Apple|twitter/i })).toBeNull();
  });
});
