/**
 * Submissions made without network are sent when the connection returns, whatever page the user is
 * on: the layout's useQueuedForms() calls sendQueuedForms() on the `online` event, and a form page
 * calls it when it opens. Each submission keeps its client_id, so a retry (the answer was lost, two
 * tabs, a reload) is stored once by the server.
 *
 * - 201: removed from the queue; a toast says it was sent; an open form page shows the success.
 * - 422 (or another refusal): kept as 'rejected' with the server's errors until its form is empty;
 *   then it goes back into the form (form-storage.ts adoptRejected): at once when that form is open
 *   and empty, otherwise a toast offers to open it.
 * - no network, 429, server error: stays queued and the rest wait; retried at the next `online`
 *   event, or after RETRY_MS while the browser says it is online (a server that was down).
 *
 * One run at a time in a tab; across tabs a Web Lock, so two tabs do not send the same row at once.
 */
import { navigateTo } from '../../lib/navigation.ts';
import { isOnline } from '../../lib/online.ts';
import { notify } from '../../lib/toast.ts';
import type { FormKind } from '../../shared/forms.ts';
import { roForms } from '../../i18n/ro-forms.ts';
import { sendForm, type FormSender, type SentAnswer } from './form-api.ts';
import { FORM_PAGE_PATH } from './form-copy.ts';
import { listPending, markRejected, removePending } from './form-storage.ts';

export type QueueEvent =
  | { type: 'sent'; kind: FormKind; clientId: string; answer: SentAnswer; withEmail: boolean }
  | { type: 'rejected'; kind: FormKind; clientId: string };

/** Returns true when the event is shown in place (an open, empty form takes a refused submission back). */
type Listener = (event: QueueEvent) => boolean | void;

export const RETRY_MS = 30_000;
const LOCK_NAME = 'curiero-pending-forms';

const listeners = new Set<Listener>();
let running: Promise<QueueEvent[]> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Tells an open form page what happened to queued submissions; returns the unsubscribe. */
export function onQueueEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: QueueEvent): void {
  let shownInPlace = false;
  for (const listener of [...listeners]) if (listener(event) === true) shownInPlace = true;
  if (event.type === 'sent') {
    notify((toast) => toast.success(roForms.sentAway[event.kind]));
  } else if (!shownInPlace) {
    const path = FORM_PAGE_PATH[event.kind];
    notify((toast) => toast.error(roForms.rejectedAway[event.kind], { action: { label: roForms.rejectedOpen, onClick: () => navigateTo(path) } }));
  }
}

function scheduleRetry(send: FormSender): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    if (isOnline()) void sendQueuedForms(send);
  }, RETRY_MS);
}

async function sendAll(send: FormSender): Promise<QueueEvent[]> {
  const events: QueueEvent[] = [];
  const queued = (await listPending()).filter((p) => p.status === 'queued');
  for (const submission of queued) {
    if (!isOnline()) break;
    const result = await send(submission);
    if (result.type === 'sent') {
      await removePending(submission.clientId);
      const email = (submission.values as { email?: unknown }).email;
      const withEmail = typeof email === 'string' && email.trim() !== '';
      events.push({ type: 'sent', kind: submission.kind, clientId: submission.clientId, answer: result.answer, withEmail });
    } else if (result.type === 'invalid' || (result.type === 'failed' && result.status >= 400 && result.status < 500)) {
      // Can never succeed as it is: back to its form, with what to correct.
      const errors = result.type === 'invalid' ? result.errors : {};
      const message = result.type === 'invalid' ? (result.message ?? roForms.rejected) : result.message;
      await markRejected(submission.clientId, errors, message);
      events.push({ type: 'rejected', kind: submission.kind, clientId: submission.clientId });
    } else {
      // No network, too many, server trouble: this one and the rest wait.
      if (isOnline()) scheduleRetry(send);
      break;
    }
  }
  return events;
}

function withLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return run();
  return locks.request(LOCK_NAME, run) as Promise<T>;
}

/** Sends the queued submissions now if online; resolves with what happened (never rejects). */
export function sendQueuedForms(send: FormSender = sendForm): Promise<QueueEvent[]> {
  if (!isOnline()) return Promise.resolve([]);
  running ??= withLock(() => sendAll(send))
    .then((events) => {
      for (const event of events) emit(event);
      return events;
    })
    .catch(() => [] as QueueEvent[])
    .finally(() => {
      running = null;
    });
  return running;
}

/** After a send that failed for network reasons while the browser says it is online (no
 * `online` event will come): tries again in RETRY_MS. */
export function retryQueuedFormsLater(send: FormSender = sendForm): void {
  scheduleRetry(send);
}

/** Tests: forget a scheduled retry. */
export function cancelQueueRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
}
