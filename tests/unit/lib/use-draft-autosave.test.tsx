// The drafts' autosave (lib/use-draft-autosave.ts): the last change written a pause after typing, at
// once when the page is hidden or the screen closes, at once on demand, and never after a cancel.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDraftAutosave } from '../../../src/lib/use-draft-autosave.ts';

describe('useDraftAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setUp = () => {
    const write = vi.fn<(draft: string) => void>();
    const hook = renderHook(() => useDraftAutosave(write, 300));
    return { write, hook };
  };

  it('writes only the last draft, a pause after the last change', () => {
    const { write, hook } = setUp();
    act(() => hook.result.current.later('a'));
    vi.advanceTimersByTime(200);
    act(() => hook.result.current.later('ab'));
    vi.advanceTimersByTime(299);
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith('ab');
  });

  it('writes at once when the page is hidden, and when the screen closes', () => {
    const { write, hook } = setUp();
    act(() => hook.result.current.later('a'));
    window.dispatchEvent(new Event('pagehide'));
    expect(write).toHaveBeenLastCalledWith('a');
    act(() => hook.result.current.later('b'));
    hook.unmount();
    expect(write).toHaveBeenLastCalledWith('b');
    vi.advanceTimersByTime(1000);
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('writes on demand in place of the waiting draft, and forgets a cancelled one', async () => {
    const { write, hook } = setUp();
    act(() => hook.result.current.later('typed'));
    await act(() => hook.result.current.now('sent'));
    vi.advanceTimersByTime(1000);
    expect(write.mock.calls).toEqual([['sent']]);
    act(() => hook.result.current.later('again'));
    act(() => hook.result.current.cancel());
    hook.unmount();
    vi.advanceTimersByTime(1000);
    expect(write.mock.calls).toEqual([['sent']]);
  });
});
