import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocialCallbackView } from '../../../../src/features/auth/components/social-callback-view.tsx';
import { rememberSocialRedirect } from '../../../../src/features/auth/components/social-redirect.ts';
import { roAccount } from '../../../../src/i18n/ro-account.ts';
import * as actions from './auth-actions-mock.ts';

vi.mock('../../../../src/features/auth/auth-actions.ts', () => import('./auth-actions-mock.ts'));

const where = { path: '' };
function Where() {
  const location = useLocation();
  useEffect(() => {
    where.path = location.pathname + location.search;
  });
  return null;
}

function renderCallback(provider: string, search: string) {
  render(
    <MemoryRouter initialEntries={[`/auth/callback/${provider}${search}`]}>
      <SocialCallbackView provider={provider} search={search} />
      <Where />
    </MemoryRouter>,
  );
}

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('social login callback', () => {
  it('exchanges the code (with the state) and returns to the target kept before leaving', async () => {
    actions.completeSocialLogin.mockResolvedValue({ email: 'ana@example.ro', name: 'Ana' });
    rememberSocialRedirect('/dashboard/comenzi');
    renderCallback('google', '?code=cod-unic-1&state=stare-1');
    await waitFor(() => expect(where.path).toBe('/dashboard/comenzi'));
    expect(actions.completeSocialLogin).toHaveBeenCalledTimes(1);
    expect(actions.completeSocialLogin).toHaveBeenCalledWith('google', 'cod-unic-1', 'stare-1');
    expect(actions.startSocialLogin).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('social_login_redirect')).toBeNull();
  });

  it('goes home when no target was kept', async () => {
    actions.completeSocialLogin.mockResolvedValue({ email: 'ana@example.ro', name: 'Ana' });
    renderCallback('facebook', '?code=cod-unic-2');
    await waitFor(() => expect(where.path).toBe('/'));
    expect(actions.completeSocialLogin).toHaveBeenCalledWith('facebook', 'cod-unic-2', null);
  });

  it('starts the provider flow when there is no code', async () => {
    actions.startSocialLogin.mockReturnValue(new Promise(() => undefined)); // the page is left
    renderCallback('apple', '');
    await waitFor(() => expect(actions.startSocialLogin).toHaveBeenCalledWith('apple'));
    expect(actions.startSocialLogin).toHaveBeenCalledTimes(1);
    expect(actions.completeSocialLogin).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain('Apple');
  });

  it('shows the catalogue message when the exchange fails', async () => {
    actions.completeSocialLogin.mockRejectedValue(new actions.AuthError(401, 'Autentificare socială eșuată', 'social_auth_failed'));
    renderCallback('google', '?code=cod-unic-3&state=s');
    expect(await screen.findByText('Autentificare socială eșuată')).toBeTruthy();
    expect(screen.getByRole('link', { name: roAccount.social.retry }).getAttribute('href')).toBe('/autentificare');
  });

  it("shows 'Autentificare socială eșuată' for the provider's ?error= and calls nothing", () => {
    renderCallback('google', '?error=access_denied');
    expect(screen.getByText('Autentificare socială eșuată')).toBeTruthy();
    expect(actions.completeSocialLogin).not.toHaveBeenCalled();
    expect(actions.startSocialLogin).not.toHaveBeenCalled();
  });
});
