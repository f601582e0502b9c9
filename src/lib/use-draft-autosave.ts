// Saving a form's draft (to the device database) while the user types: a change is written a short
// pause after the last one, and at once when the page is hidden (another tab, the app sent to the
// background, the page left) or the screen closes. The order's and the return form's drafts use it.
import { useCallback, useEffect, useRef } from 'react';

export interface DraftAutosave<T> {
  /** Writes `draft` `delayMs` after the last call (a later call replaces it). */
  later: (draft: T) => void;
  /** Forgets a draft not yet written (the draft is saved another way, or deleted). */
  cancel: () => void;
}

/** `write` (stable: a useCallback) writes a draft; it is called with the last one given to `later`. */
export function useDraftAutosave<T>(write: (draft: T) => void, delayMs: number): DraftAutosave<T> {
  const pending = useRef<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const draft = pending.current;
    pending.current = null;
    if (draft) write(draft);
  }, [write]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const later = useCallback(
    (draft: T) => {
      pending.current = draft;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    [flush, delayMs],
  );

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);

  return { later, cancel };
}
