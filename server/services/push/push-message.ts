// A push message and the interface every sender has (FCM, outbox): apart from the factory
// (sender.ts), so that the senders import the types without importing the factory that imports them.
import type { PushPayload } from '../../db/schema-push.ts';

/** An FCM v1 `message`: the payload of a delivery plus the device's registration token. */
export interface PushMessage extends PushPayload {
  token: string;
}

export type SendResult =
  | { kind: 'sent'; id: string }
  /** The token is dead (app uninstalled, permission revoked, expired): forget the device. */
  | { kind: 'unregistered'; detail: string }
  /** Try again later, not before `retryAfterMs` when the remote said so. */
  | { kind: 'retry'; detail: string; retryAfterMs?: number }
  /** This message will never be accepted. */
  | { kind: 'failed'; detail: string };

export interface PushSender {
  readonly name: 'fcm' | 'outbox';
  /** `signal` (shutdown) abandons the request: the result is then a retry. */
  send(message: PushMessage, signal?: AbortSignal): Promise<SendResult>;
}
