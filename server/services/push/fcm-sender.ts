// The real push sender: FCM HTTP v1, `POST {FCM_API_URL}/v1/projects/{project_id}/messages:send` with
// `{ message }` and an OAuth bearer from the service account (google-auth.ts); a 401 fetches a new
// token and tries once more. FCM's answers become what the queue does next:
//   200                                                      sent
//   404 UNREGISTERED, 400 INVALID_ARGUMENT about the token   unregistered: forget the device
//   429, 500, 503, a timeout or no connection                retry (after Retry-After when given)
//   anything else                                            failed
// A 404 without FCM's UNREGISTERED code (a wrong FCM_API_URL or project) is a failure, never a reason
// to delete tokens: a configuration mistake must not forget every device.
import type { ServiceAccount } from '../../config/index.ts';
import { AccessTokenError, AccessTokens } from './google-auth.ts';
import type { PushMessage, PushSender, SendResult } from './push-message.ts';

export interface FcmSenderOptions {
  account: ServiceAccount;
  /** Without a trailing slash, e.g. https://fcm.googleapis.com. */
  apiUrl: string;
  timeoutMs?: number;
  now?: () => Date;
}

interface GoogleError {
  code?: number;
  message?: string;
  status?: string;
  details?: { '@type'?: string; errorCode?: string; fieldViolations?: { field?: string; description?: string }[] }[];
}

const RETRY_STATUSES = new Set([429, 500, 502, 503, 504]);

/** Retry-After in seconds or as an HTTP date, in ms from `now`; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: Date): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

function isAboutTheToken(error: GoogleError): boolean {
  const codes = (error.details ?? []).map((d) => d.errorCode);
  // Not SENDER_ID_MISMATCH: with the wrong service account every token says so, and all would be lost.
  if (codes.includes('UNREGISTERED')) return true;
  const fields = (error.details ?? []).flatMap((d) => d.fieldViolations ?? []).map((v) => v.field);
  return error.status === 'INVALID_ARGUMENT' && (fields.includes('message.token') || /registration token/i.test(error.message ?? ''));
}

export class FcmSender implements PushSender {
  readonly name = 'fcm';
  readonly tokens: AccessTokens;
  readonly #endpoint: string;

  constructor(private readonly options: FcmSenderOptions) {
    this.tokens = new AccessTokens(options.account, { timeoutMs: options.timeoutMs, now: options.now });
    this.#endpoint = `${options.apiUrl}/v1/projects/${encodeURIComponent(options.account.projectId)}/messages:send`;
  }

  async send(message: PushMessage, signal?: AbortSignal): Promise<SendResult> {
    try {
      const first = await this.#post(message, signal);
      if (first.response.status !== 401) return this.#result(first.response);
      this.tokens.invalidate(first.accessToken);
      return this.#result((await this.#post(message, signal)).response);
    } catch (error) {
      const what = error instanceof AccessTokenError ? error.message : `FCM could not be reached: ${(error as Error).message}`;
      return { kind: 'retry', detail: what };
    }
  }

  async #post(message: PushMessage, signal?: AbortSignal): Promise<{ response: Response; accessToken: string }> {
    const accessToken = await this.tokens.get();
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 10_000);
    const response = await fetch(this.#endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
      body: JSON.stringify({ message }),
      signal: signal ? AbortSignal.any([timeout, signal]) : timeout,
    });
    return { response, accessToken };
  }

  async #result(response: Response): Promise<SendResult> {
    const json = (await response.json().catch(() => null)) as { name?: unknown; error?: GoogleError } | null;
    if (response.ok) return { kind: 'sent', id: typeof json?.name === 'string' ? json.name : '' };
    const error = json?.error;
    const detail = `FCM answered ${response.status}${error?.status ? ` ${error.status}` : ''}${error?.message ? `: ${error.message}` : ''}`;
    if (error && isAboutTheToken(error)) return { kind: 'unregistered', detail };
    if (RETRY_STATUSES.has(response.status)) {
      const wait = retryAfterMs(response.headers.get('retry-after'), this.options.now?.() ?? new Date());
      return { kind: 'retry', detail, ...(wait === undefined ? {} : { retryAfterMs: wait }) };
    }
    return { kind: 'failed', detail };
  }
}
