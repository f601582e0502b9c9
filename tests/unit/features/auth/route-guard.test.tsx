// The route guards with the real session: protected pages accept a signed-in user (also while a
// refresh runs); a session that starts or ends on a page does not race the navigation that
// follows it (login → ?redirect= target, logout → home, expiry → login after ~200 ms); another
// tab's logout still sends a protected page to login at once.
import { useEffect } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import type { Location } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes, buildRoutes } from '../../../../src/app/router.tsx';
import type { RouteEntry } from '../../../../src/app/route-table.ts';
import { login, logout, safeRedirectTarget } from '../../../../src/features/auth/auth-actions.ts';
import { authState, reloadAuthFromStorage } from '../../../../src/features/auth/auth-store.ts';
import { http } from '../../../../src/lib/http.ts';
import { ANA, fakeRemote, tokens, writeAsOtherTab } from './test-kit.ts';
import type { FakeRemote } from './test-kit.ts';

vi.mock('../../../../src/features/chat/chat-bubble.tsx', () => ({ ChatBubble: () => null }));
vi.mock('../../../../src/features/consent/consent-banner.tsx', () => ({ ConsentBanner: () => null }));

function LoginPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const submit = async () => {
    await login({ email: ANA.email, password: 'parola-buna', remember: false });
    navigate(safeRedirectTarget(search), { replace: true });
  };
  return (
    <>
      <h1>Autentificare</h1>
      <button type="button" onClick={() => void submit()}>
        Intră
      </button>
    </>
  );
}

function AccountPage() {
  const navigate = useNavigate();
  const leave = async () => {
    await logout();
    navigate('/', { replace: true });
  };
  return (
    <>
      <h1>Contul meu</h1>
      <button type="button" onClick={() => void leave()}>
        Ieși
      </button>
      <button type="button" onClick={() => void http.get('private/customer/profile').catch(() => undefined)}>
        Profil
      </button>
    </>
  );
}

const page = (Component: () => React.ReactElement) => () => Promise.resolve({ Component });

const TABLE: RouteEntry[] = [
  { path: '/', name: 'acasă', access: 'public', page: 'home', load: page(() => <h1>Acasă</h1>) },
  { path: '/autentificare', name: 'autentificare', access: 'guest', page: 'login', load: page(LoginPage) },
  { path: '/dashboard', name: 'contul meu', access: 'protected', page: 'dashboard', load: page(AccountPage) },
  { path: '/comenzi', name: 'comenzi', access: 'protected', page: 'dashboard', load: page(() => <h1>Comenzi</h1>) },
];

let remote: FakeRemote;
let probe = {} as { location: Location };

function renderAt(path: string) {
  const seen = {} as { location: Location };
  probe = seen;
  function Spy() {
    const location = useLocation();
    useEffect(() => {
      seen.location = location;
    });
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes routes={buildRoutes(TABLE)} />
      <Spy />
    </MemoryRouter>,
  );
}

function storeSession() {
  localStorage.setItem('access_token', 'access-1');
  localStorage.setItem('refresh_token', 'refresh-1');
  localStorage.setItem('customer', JSON.stringify(ANA));
  reloadAuthFromStorage();
}

const where = () => probe.location.pathname + probe.location.search;

beforeAll(() => {
  window.scrollTo = () => {};
});

beforeEach(() => {
  remote = fakeRemote();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  reloadAuthFromStorage();
});

describe('route guards with the session', () => {
  it('sends a guest from a protected page to login with the redirect', async () => {
    renderAt('/comenzi');
    await screen.findByRole('heading', { name: 'Autentificare' });
    // The location probe updates in an effect, after the page has rendered.
    await waitFor(() => expect(where()).toBe('/autentificare?redirect=%2Fcomenzi'));
  });

  it('after a login on the login page, goes to the redirect target (not home)', async () => {
    remote.on('POST', 'private/auth/login', { status: 200, body: tokens(1) });
    renderAt('/autentificare?redirect=%2Fcomenzi');
    fireEvent.click(await screen.findByRole('button', { name: 'Intră' }));
    await screen.findByRole('heading', { name: 'Comenzi' });
    await waitFor(() => expect(where()).toBe('/comenzi'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(where()).toBe('/comenzi');
  });

  it('sends a user who is already signed in away from the login page', async () => {
    storeSession();
    renderAt('/autentificare?redirect=%2Fcomenzi');
    await screen.findByRole('heading', { name: 'Acasă' });
    // The location probe updates in an effect, after the page has rendered (slow under load).
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('after a logout on a protected page, ends where the caller navigates (home)', async () => {
    storeSession();
    remote.on('POST', 'private/auth/logout', { status: 200, body: { data: { success: true } } });
    renderAt('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Ieși' }));
    await screen.findByRole('heading', { name: 'Acasă' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(where()).toBe('/');
    expect(authState.status).toBe('guest');
  });

  it('keeps a protected page while a refresh runs', async () => {
    storeSession();
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    remote.on('GET', 'private/customer/profile', (call) =>
      call.headers.Authorization === 'Bearer access-2' ? { status: 200, body: { data: ANA } } : { status: 401, body: {} },
    );
    remote.on('POST', 'private/auth/refresh', async () => {
      await answered;
      return { status: 200, body: tokens(2) };
    });
    renderAt('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Profil' }));
    await waitFor(() => expect(authState.status).toBe('refreshing'));
    expect(screen.getByRole('heading', { name: 'Contul meu' })).toBeTruthy();
    answer();
    await waitFor(() => expect(authState.status).toBe('authenticated'));
    expect(where()).toBe('/dashboard');
  });

  it('on expiry, hides the page and goes to login with the redirect after ~200 ms', async () => {
    storeSession();
    remote.on('GET', 'private/customer/profile', { status: 401, body: {} });
    remote.on('POST', 'private/auth/refresh', { status: 401, body: { reason: 'refresh_invalid' } });
    renderAt('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Profil' }));
    await waitFor(() => expect(authState.status).toBe('guest'));
    expect(screen.queryByRole('heading', { name: 'Contul meu' })).toBeNull();
    // jsdom's own URL is not the router's: the expiry uses the router through lib/navigation.
    expect(where()).toBe('/dashboard');
    await screen.findByRole('heading', { name: 'Autentificare' });
    expect(probe.location.pathname).toBe('/autentificare');
  });

  it("follows another tab's logout at once", async () => {
    storeSession();
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'Contul meu' });
    act(() => writeAsOtherTab('access_token', null));
    await waitFor(() => expect(where()).toBe('/autentificare?redirect=%2Fdashboard'));
  });
});
