import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import type { Location, NavigateFunction } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppRoutes, buildRoutes } from '../../../src/app/router.tsx';
import { ROUTE_TABLE } from '../../../src/app/route-table.ts';
import type { RouteEntry } from '../../../src/app/route-table.ts';
import { reloadAuthFromStorage } from '../../../src/features/auth/auth-store.ts';

// The widgets of other features are not under test here.
vi.mock('../../../src/features/chat/chat-bubble.tsx', () => ({ ChatBubble: () => null }));
vi.mock('../../../src/features/consent/consent-banner.tsx', () => ({ ConsentBanner: () => null }));

const scrolledIntoView: Element[] = [];
beforeAll(() => {
  window.scrollTo = () => {}; // jsdom does not implement scrolling
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledIntoView.push(this);
  };
});

afterEach(() => {
  cleanup(); // no vitest globals, so testing-library cannot register its own cleanup
  localStorage.clear();
  reloadAuthFromStorage();
});

// Exposes what the data router would: the current location and a navigate function.
interface Probe {
  state: { location: Location };
  navigate: NavigateFunction;
}

function renderAt(path: string, table: readonly RouteEntry[] = ROUTE_TABLE): Probe {
  const probe = {} as Probe;
  function Spy() {
    probe.state = { location: useLocation() };
    probe.navigate = useNavigate();
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes routes={buildRoutes(table)} />
      <Spy />
    </MemoryRouter>,
  );
  return probe;
}

function signIn() {
  localStorage.setItem('access_token', 'token-de-test');
  localStorage.setItem('customer', JSON.stringify({ email: 'ana@example.ro', name: 'Ana' }));
  reloadAuthFromStorage();
}

const heading = () => screen.findByRole('heading', { level: 1 });

describe('router rules', () => {
  it('renders a placeholder screen with its heading and capitalised title', async () => {
    renderAt('/inregistrare');
    expect((await heading()).textContent).toBe('Înregistrare');
    await waitFor(() => expect(document.title).toBe('Înregistrare'));
  });

  it('names a parameterised route from its params', async () => {
    renderAt('/auth/callback/google');
    expect((await heading()).textContent).toBe('Autentificare cu Google');
    expect(document.title).toBe('Autentificare cu Google');
  });

  it('removes a trailing slash and keeps the query', async () => {
    const router = renderAt('/tracking/?awb=123');
    await heading();
    expect(router.state.location.pathname).toBe('/tracking');
    expect(router.state.location.search).toBe('?awb=123');
  });

  it('sends an unknown path to /not-found', async () => {
    const router = renderAt('/nu-exista/deloc');
    expect((await heading()).textContent).toBe('Pagina nu a fost găsită');
    expect(router.state.location.pathname).toBe('/not-found');
    expect(document.title).toBe('Pagina nu a fost găsită');
  });

  it('sends /calculator to the calculator section of the home page', async () => {
    const router = renderAt('/calculator');
    const title = await screen.findByRole('heading', { level: 2, name: 'Calculează prețul transportului' });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.hash).toBe('#calculator');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(scrolledIntoView).toContain(document.getElementById('calculator'));
  });

  it('sends an unknown param value to /not-found', async () => {
    const router = renderAt('/integrari/shopify/posta-romana');
    await heading();
    expect(router.state.location.pathname).toBe('/not-found');
  });

  it('sends a guest on a protected page to login with the wanted path and query', async () => {
    const router = renderAt('/dashboard/comenzi?pagina=2');
    expect((await heading()).textContent).toBe('Autentificare');
    expect(router.state.location.pathname).toBe('/autentificare');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/dashboard/comenzi?pagina=2');
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard%2Fcomenzi%3Fpagina%3D2');
  });

  it('lets a signed-in user open a protected page', async () => {
    signIn();
    const router = renderAt('/confirmare/1001');
    expect((await heading()).textContent).toBe('Confirmare comandă');
    expect(router.state.location.pathname).toBe('/confirmare/1001');
  });

  it('sends a signed-in user away from guest-only pages to home', async () => {
    signIn();
    const router = renderAt('/autentificare');
    await heading();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the not-found content, at the same URL, when a page module fails to load', async () => {
    const broken: RouteEntry = {
      path: '/pagina-stricata',
      name: 'pagină stricată',
      access: 'public',
      page: 'placeholder',
      load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = renderAt('/pagina-stricata', [...ROUTE_TABLE, broken]);
    expect((await heading()).textContent).toBe('Pagina nu a fost găsită');
    expect(router.state.location.pathname).toBe('/pagina-stricata');
    await waitFor(() => expect(document.title).toBe('Pagina nu a fost găsită'));
    warn.mockRestore();
  });

  it('reacts to a session ending in another tab', async () => {
    signIn();
    const router = renderAt('/dashboard');
    await heading();
    localStorage.removeItem('access_token');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'access_token', newValue: null }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/autentificare'));
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
  });

  it('moves focus to the new page heading after navigation', async () => {
    const router = renderAt('/contact');
    await heading();
    await act(async () => {
      await router.navigate('/feedback');
    });
    const h1 = await screen.findByRole('heading', { level: 1, name: 'Feedback' });
    await waitFor(() => expect(document.activeElement).toBe(h1));
  });
});
