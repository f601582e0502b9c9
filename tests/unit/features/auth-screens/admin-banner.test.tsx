import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminBannerSlot } from '../../../../src/features/admin-session/admin-banner-slot.tsx';

// The admin-session store at its boundary: a valtio proxy the test writes, and the actions as spies.
const store = vi.hoisted(() => ({
  stop: vi.fn(),
  startAdminSessionWatch: vi.fn(),
  endAdminSession: vi.fn(),
}));

vi.mock('../../../../src/features/admin-session/admin-session-store.ts', async () => {
  const { proxy } = await import('valtio');
  const adminSessionState = proxy({ status: 'inactive' as 'inactive' | 'active' | 'expired', customerName: '', remainingMs: 0 });
  return {
    adminSessionState,
    formatRemaining: (ms: number) => {
      const s = Math.max(0, Math.ceil(ms / 1000));
      return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
    },
    startAdminSessionWatch: store.startAdminSessionWatch,
    endAdminSession: store.endAdminSession,
  };
});

/** The visible (aria-hidden) session line: the banner's text without the screen-reader status. */
const timeLine = () => document.querySelector('.admin-banner__time')?.textContent;

const { adminSessionState } = await import('../../../../src/features/admin-session/admin-session-store.ts');

beforeEach(() => {
  vi.clearAllMocks();
  store.startAdminSessionWatch.mockReturnValue(store.stop);
  Object.assign(adminSessionState, { status: 'inactive', customerName: '', remainingMs: 0 });
});
afterEach(cleanup);

describe('admin session banner', () => {
  it('renders nothing while no admin session is active, but starts the watch once', () => {
    const { container, unmount } = render(<AdminBannerSlot />);
    expect(container.innerHTML).toBe('');
    expect(store.startAdminSessionWatch).toHaveBeenCalledTimes(1);
    unmount();
    expect(store.stop).toHaveBeenCalledTimes(1);
  });

  it('shows the customer and the m:ss countdown, and ends the session on request', async () => {
    Object.assign(adminSessionState, { status: 'active', customerName: 'Ana Popescu', remainingMs: 9 * 60_000 + 5_000 });
    render(<AdminBannerSlot />);
    expect(screen.getByText('Sunteți conectat ca Ana Popescu')).toBeTruthy();
    expect(timeLine()).toBe('Sesiune administrativă activă • Expirare în 9:05');
    // Screen readers hear the minute, not every second.
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Sesiunea administrativă expiră în mai puțin de 10 minute.');
    await act(async () => {
      adminSessionState.remainingMs = 9 * 60_000 + 4_000;
    });
    expect(timeLine()).toBe('Sesiune administrativă activă • Expirare în 9:04');
    expect(status.textContent).toBe('Sesiunea administrativă expiră în mai puțin de 10 minute.');
    fireEvent.click(screen.getByRole('button', { name: 'Încheie sesiunea' }));
    expect(store.endAdminSession).toHaveBeenCalledTimes(1);
  });

  it("names an unknown customer 'Utilizator necunoscut'", () => {
    Object.assign(adminSessionState, { status: 'active', customerName: '', remainingMs: 30_000 });
    render(<AdminBannerSlot />);
    expect(screen.getByText('Sunteți conectat ca Utilizator necunoscut')).toBeTruthy();
    expect(timeLine()).toBe('Sesiune administrativă activă • Expirare în 0:30');
    expect(screen.getByRole('status').textContent).toBe('Sesiunea administrativă expiră în mai puțin de un minut.');
  });
});
