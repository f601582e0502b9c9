// React side of the order draft: loads it once (or starts one from the offer the calculator
// passed in the navigation state), applies every change at once on screen and saves it to Dexie
// after a short pause, and at once when the page is hidden or the screen closes (lib/use-draft-autosave.ts).
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useDraftAutosave } from '../../lib/use-draft-autosave.ts';
import {
  AUTOSAVE_DELAY_MS,
  deleteOrderDraft,
  emptyDraft,
  newIdempotencyKey,
  readOrderDraft,
  writeOrderDraft,
  type ChosenOffer,
  type OrderDraft,
  type OrderStep,
} from './order-draft.ts';
import { warmFormatters, type FormatterName } from '../../lib/format.ts';

/** What the details form formats: the offer's price and day, the pickup days, the restored draft's time. */
const DETAILS_FORMATTERS: readonly FormatterName[] = ['ron', 'date', 'weekdayDay', 'weekdayDayYear', 'dateTime'];

export type DraftState =
  | { status: 'loading' }
  | { status: 'ready'; draft: OrderDraft; step: OrderStep; restoredAt: number | null };

function hasTyped(draft: OrderDraft): boolean {
  const { sender, recipient } = draft;
  return Boolean(sender.name || sender.phone || recipient.name || recipient.phone || draft.content);
}

export function useOrderDraft(handedOver: ChosenOffer | null, step: OrderStep) {
  const [state, setState] = useState<DraftState>({ status: 'loading' });
  const write = useCallback((draft: OrderDraft) => void writeOrderDraft(draft, step), [step]);
  const { later, cancel } = useDraftAutosave(write, AUTOSAVE_DELAY_MS);

  useEffect(() => {
    let active = true;
    // The form appears in a transition: its first render is cut into short tasks (a slow phone
    // would otherwise spend one long task on it right after the page starts).
    void readOrderDraft().then(async (saved) => {
      // The details form formats money and days: its formatters are built first, a task each.
      if (saved?.draft.chosen || handedOver) await warmFormatters(DETAILS_FORMATTERS);
      if (!active) return;
      if (saved) {
        const draft = handedOver ? { ...saved.draft, chosen: handedOver } : saved.draft;
        startTransition(() => setState({ status: 'ready', draft, step: saved.step, restoredAt: !handedOver && hasTyped(saved.draft) ? saved.updatedAt : null }));
      } else {
        const draft = emptyDraft(handedOver);
        startTransition(() => setState({ status: 'ready', draft, step, restoredAt: null }));
        if (handedOver) void writeOrderDraft(draft, step);
      }
    });
    return () => {
      active = false;
    };
    // Loaded once per screen: later changes come through update().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = useCallback(
    (change: (draft: OrderDraft) => OrderDraft) => {
      setState((current) => {
        if (current.status !== 'ready') return current;
        const draft = change(current.draft);
        // Nothing changed: nothing to save (a save pending after the order is placed would write the draft back).
        if (draft === current.draft) return current;
        later(draft);
        return { ...current, draft };
      });
    },
    [later],
  );

  // An offer chosen in the calculator this screen shows (no offer yet) arrives as a new handedOver
  // while the draft is loaded: it becomes the draft's offer (another offer, another order: new key).
  const loaded = state.status === 'ready';
  const taken = useRef(handedOver);
  useEffect(() => {
    if (!loaded || !handedOver || handedOver === taken.current) return;
    taken.current = handedOver;
    update((draft) => ({ ...draft, chosen: handedOver, idempotency_key: newIdempotencyKey() }));
  }, [loaded, handedOver, update]);

  /** Saves now (before leaving for the next step). */
  const save = useCallback(
    async (draft: OrderDraft, nextStep: OrderStep) => {
      cancel();
      await writeOrderDraft(draft, nextStep);
    },
    [cancel],
  );

  /** The order is placed: nothing pending may write the draft back, and it is deleted. */
  const discard = useCallback(async () => {
    cancel();
    await deleteOrderDraft();
  }, [cancel]);

  const startOver = useCallback(async () => {
    cancel();
    await deleteOrderDraft();
    setState({ status: 'ready', draft: emptyDraft(null), step: 'offer', restoredAt: null });
  }, [cancel]);

  return { state, update, save, startOver, discard };
}
