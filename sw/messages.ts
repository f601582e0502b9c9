/**
 * Messages the page posts to the worker. Pure (no worker globals) so the unit tests import it.
 * workbox-window's `messageSkipWaiting()` sends exactly {type: 'SKIP_WAITING'}.
 */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';

export function isSkipWaitingMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SKIP_WAITING_MESSAGE;
}
