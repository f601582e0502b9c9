import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminBannerSlot } from '../../../src/features/admin-session/admin-banner-slot.tsx';
import { authState, reloadAuthFromStorage } from '../../../src/features/auth/auth-store.ts';
import { OfflineBanner } from '../../../src/features/network/offline-banner.tsx';
import { setThemePreference, startTheme, themeState } from '../../../src/features/theme/theme-store.ts';
import { setPageLocation } from '../../../src/lib/navigation.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('auth store', () => {
  it('reads the session from storage and follows other tabs', () => {
    reloadAuthFromStorage();
    expect(authState.status).toBe('guest');
    localStorage.setItem('access_token', 'abc');
    localStorage.setItem('customer', JSON.stringify({ email: 'ion@example.ro', name: 'Ion' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'access_token', newValue: 'abc' }));
    expect(authState.status).toBe('authenticated');
    expect(authState.user?.name).toBe('Ion');
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(authState).toMatchObject({ status: 'guest', user: null });
  });

  it('tolerates a corrupt customer value', () => {
    localStorage.setItem('access_token', 'abc');
    localStorage.setItem('customer', '{nu e json');
    reloadAuthFromStorage();
    expect(authState).toMatchObject({ status: 'authenticated', user: null });
  });
});

function mockSystemDark(dark: boolean) {
  const listeners: ((e: MediaQueryListEvent) => void)[] = [];
  const mql = {
    matches: dark,
    addEventListener: (_: string, cb: (e: MediaQueryListEvent) => void) => listeners.push(cb),
  };
  window.matchMedia = vi.fn(() => mql) as unknown as typeof window.matchMedia;
  return {
    change(next: boolean) {
      mql.matches = next;
      for (const cb of listeners) cb({ matches: next } as MediaQueryListEvent);
    },
  };
}

describe('theme store', () => {
  it('stores dark/light, removes the key for system, and applies data-theme', () => {
    const system = mockSystemDark(false);
    startTheme();
    expect(themeState.preference).toBe('system');
    expect(document.documentElement.dataset.theme).toBe('light');

    setThemePreference('dark');
    expect(localStorage.getItem('dark_mode')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');

    setThemePreference('system');
    expect(localStorage.getItem('dark_mode')).toBeNull();
    expect(document.documentElement.dataset.theme).toBe('light');

    system.change(true); // follows the system while the preference is "system"
    expect(document.documentElement.dataset.theme).toBe('dark');
    setThemePreference('light');
    system.change(true);
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

describe('admin banner slot', () => {
  it('renders nothing without the admin flag', () => {
    const { container } = render(<AdminBannerSlot />);
    expect(container.innerHTML).toBe('');
  });

  it('shows the impersonated customer while the admin session is active; another tab ending it reloads', async () => {
    localStorage.setItem('access_token', 'abc');
    localStorage.setItem('customer', JSON.stringify({ email: 'ion@example.ro', name: 'Ion' }));
    localStorage.setItem('admin_login', 'true');
    localStorage.setItem('admin_login_at', String(Date.now()));
    const page = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
    setPageLocation(page);
    try {
      render(<AdminBannerSlot />);
      expect(await screen.findByText('Sunteți conectat ca Ion')).toBeTruthy();
      expect(screen.getByRole('status').textContent).toContain('Sesiunea administrativă');
      localStorage.removeItem('admin_login');
      act(() => {
        window.dispatchEvent(new StorageEvent('storage', { key: 'admin_login' }));
      });
      expect(page.reload).toHaveBeenCalledTimes(1);
    } finally {
      setPageLocation(null);
    }
  });
});

describe('offline banner', () => {
  it('announces offline and clears when back online', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    online.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(status.textContent).toBe(
      'Ești offline. Paginile vizitate rămân disponibile; acțiunile care au nevoie de internet vor aștepta conexiunea.',
    );
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(status.textContent).toBe('');
  });
});
