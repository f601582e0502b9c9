import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The chunk is replaced by a probe: these tests are about *when* the bubble loads it.
const probe = vi.hoisted(() => ({ imported: 0, mode: 'builtin' as 'builtin' | 'external' }));
// resolveChatMode runs once per load of the chunk (the bubble module is fresh in every test).
vi.mock('../../../src/features/chat/chat-widget.tsx', () => {
  return {
    resolveChatMode: async () => {
      probe.imported += 1;
      return probe.mode;
    },
    ChatPanel: ({ open }: { open: boolean }) => <div data-testid="panel" data-open={String(open)} />,
  };
});

async function freshBubble() {
  vi.resetModules();
  return (await import('../../../src/features/chat/chat-bubble.tsx')).ChatBubble;
}

beforeEach(() => {
  probe.imported = 0;
  probe.mode = 'builtin';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ChatBubble', () => {
  it('renders the accessible bubble at once and loads the chunk only after 1 s', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const ChatBubble = await freshBubble();
    render(<ChatBubble />);
    expect(screen.getByRole('button', { name: 'Deschide chatul' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(999));
    await vi.dynamicImportSettled();
    expect(probe.imported).toBe(0);
    expect(screen.queryByTestId('panel')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    await vi.dynamicImportSettled();
    await act(async () => undefined);
    expect(probe.imported).toBe(1);
    expect(screen.getByTestId('panel').dataset.open).toBe('false');
  });

  it('loads earlier when the browser reports idle time', async () => {
    vi.useFakeTimers();
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((idle = cb), 7));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const ChatBubble = await freshBubble();
    render(<ChatBubble />);
    await act(async () => vi.advanceTimersByTime(200));
    expect(probe.imported).toBe(0);
    await act(async () => idle?.());
    await vi.dynamicImportSettled();
    await act(async () => undefined);
    expect(probe.imported).toBe(1);
    await act(async () => vi.advanceTimersByTime(2000)); // the 1 s fallback must not load twice
    expect(probe.imported).toBe(1);
  });

  it('opens the panel when clicked, loading the chunk at once if needed', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const ChatBubble = await freshBubble();
    render(<ChatBubble />);
    fireEvent.click(screen.getByRole('button', { name: 'Deschide chatul' }));
    expect((await screen.findByTestId('panel')).dataset.open).toBe('true');
  });

  it('steps aside when a third-party widget is configured', async () => {
    probe.mode = 'external';
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const ChatBubble = await freshBubble();
    render(<ChatBubble />);
    await act(async () => vi.advanceTimersByTime(1000));
    await vi.dynamicImportSettled();
    await act(async () => undefined);
    expect(screen.queryByRole('button', { name: 'Deschide chatul' })).toBeNull();
  });
});
