// React side of the return form's draft (return-draft.ts): read once when the shop's page opens,
// then saved a short pause after each change, and at once when the page is hidden or the form
// closes (lib/use-draft-autosave.ts); discarded when the request is filed (nothing pending may
// write it back).
import { useCallback, useEffect, useState } from 'react';
import { useDraftAutosave } from '../../lib/use-draft-autosave.ts';
import { deleteReturnDraft, readReturnDraft, RETURN_DRAFT_DELAY_MS, writeReturnDraft, type ReturnDraft } from './return-draft.ts';

export type DraftLoad = { status: 'loading' } | { status: 'ready'; restored: ReturnDraft | null };

/** `onRestore` (stable: a useCallback) receives the saved draft once it is read, before the form shows. */
export function useReturnDraft(slug: string, onRestore: (draft: ReturnDraft) => void) {
  const [load, setLoad] = useState<DraftLoad>({ status: 'loading' });
  const write = useCallback((draft: ReturnDraft) => void writeReturnDraft(slug, draft), [slug]);
  const { later: save, cancel } = useDraftAutosave(write, RETURN_DRAFT_DELAY_MS);

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

  const discard = useCallback(async () => {
    cancel();
    await deleteReturnDraft(slug);
  }, [slug, cancel]);

  return { load, save, discard };
}
