// Saving a form's draft (to the device database) while the user types: a change is written a short
// pause after the last one, and at once when the page is hidden (another tab, the app sent to the
// background, the page left) or the screen closes. The order's, the return form's and the public
// forms' drafts use it.
import { useCallback, useEffect, useRef } from 'react';

export interface DraftAutosave<T> {
  /** Writes `draft` `delayMs` after the last call (a later call replaces it). */
  later: (draft: T) => void;
  /** Writes `draft` now, in place of any draft waiting (before the form is sent). */
  now: (draft: T) => Promise<void>;
  /** Forgets a draft not yet written (the draft is saved another way, or deleted). */
  cancel: () => void;
}

/** `write` (stable: a useCallback) writes a draft; it is called with the last one given to `later`. */
export function useDraftAutosave<T>(write: (draft: T) => Promise<void> | void, delayMs: number): DraftAutosave<T> {
  const pending = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const draft = pending.current;
    pending.current = null;
    if (draft) await write(draft);
  }, [write]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = () => void flush();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      void flush();
    };
  }, [flush]);

  const later = useCallback(
    (draft: T) => {
      pending.current = draft;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), delayMs);
    },
    [flush, delayMs],
  );

  const now = useCallback(
    (draft: T) => {
      pending.current = draft;
      return flush();
    },
    [flush],
  );

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);

  return { later, now, cancel };
}
