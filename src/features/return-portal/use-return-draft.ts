// React side of the return form's draft (return-draft.ts): read once when the shop's page opens,
// then saved a short pause after each change, and at once when the page is hidden or the form
// closes; discarded when the request is filed (nothing pending may write it back).
import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteReturnDraft, readReturnDraft, RETURN_DRAFT_DELAY_MS, writeReturnDraft, type ReturnDraft } from './return-draft.ts';

export type DraftLoad = { status: 'loading' } | { status: 'ready'; restored: ReturnDraft | null };

/** `onRestore` (stable: a useCallback) receives the saved draft once it is read, before the form shows. */
export function useReturnDraft(slug: string, onRestore: (draft: ReturnDraft) => void) {
  const [load, setLoad] = useState<DraftLoad>({ status: 'loading' });
  const pending = useRef<ReturnDraft | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const draft = pending.current;
    pending.current = null;
    if (draft) void writeReturnDraft(slug, draft);
  }, [slug]);

  useEffect(() => {
    let active = true;
    void readReturnDraft(slug).then((restored) => {
      if (!active) return;
      if (restored) onRestore(restored);
      setLoad({ status: 'ready', restored });
    });
    return () => {
      active = false;
    };
  }, [slug, onRestore]);

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

  const save = useCallback(
    (draft: ReturnDraft) => {
      pending.current = draft;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, RETURN_DRAFT_DELAY_MS);
    },
    [flush],
  );

  const discard = useCallback(async () => {
    clearTimeout(timer.current);
    pending.current = null;
    await deleteReturnDraft(slug);
  }, [slug]);

  return { load, save, discard };
}
