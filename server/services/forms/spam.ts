// Spam protection of the public forms without a third-party captcha (limits in src/shared/forms.ts):
// - `website`, a field people never see: a bot that fills it is answered like a success, and nothing
//   is stored or sent (submissions.ts);
// - `started_at`, when the form was first shown, and `sent_at`, when it was sent (ms epoch, both by
//   the browser's clock, so a device whose clock is off is judged fairly): missing, or less than
//   FORM_LIMITS.minFillMs between the two, is a bot (422). Without `sent_at` the server's clock is
//   used. Old is fine: a form queued offline is sent hours later;
// - FORM_LIMITS.perAddress accepted submissions per client IP and form per rateWindowMinutes, counted
//   in the database (rate-limit.ts: the key holds a hash of the IP, never the IP).
import { FORM_LIMITS, FORM_MESSAGES, type FormKind } from '../../../src/shared/forms.ts';
import type { AppDb } from '../../db/client.ts';
import { Failure } from '../failure.ts';
import { consume, rateLimitKey, type Limit } from '../rate-limit.ts';

const WINDOW_SECONDS = FORM_LIMITS.rateWindowMinutes * 60;

export const FORM_RATE_LIMITS: Record<FormKind, Limit> = {
  contact: { name: 'form-contact-ip', max: FORM_LIMITS.perAddress, windowSeconds: WINDOW_SECONDS },
  feedback: { name: 'form-feedback-ip', max: FORM_LIMITS.perAddress, windowSeconds: WINDOW_SECONDS },
  business: { name: 'form-business-ip', max: FORM_LIMITS.perAddress, windowSeconds: WINDOW_SECONDS },
};

/**
 * Acknowledgements one address receives per hour at most, whatever the form and the sender's IP: the
 * acknowledgement copies what was written, so without it the forms could mail anyone anything. Past
 * it the message is still stored and the team still told.
 */
export const ACK_PER_RECIPIENT: Limit = { name: 'form-ack-email', max: 5, windowSeconds: 3600 };

export function honeypotFilled(website: unknown): boolean {
  return typeof website === 'string' && website.trim() !== '';
}

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Whether the form was shown long enough before it was sent (a person's pace), by the sender's clock. */
export function filledByPerson(startedAt: unknown, sentAt: unknown, now: number): boolean {
  if (!finite(startedAt)) return false;
  return (finite(sentAt) ? sentAt : now) - startedAt >= FORM_LIMITS.minFillMs;
}

/** Counts one submission of this IP to this form; over the limit, 429 with the form's message. */
export async function consumeFormLimit(db: AppDb, kind: FormKind, ip: string): Promise<void> {
  const limit = FORM_RATE_LIMITS[kind];
  try {
    await consume(db, limit, rateLimitKey(limit, ip));
  } catch (error) {
    if (error instanceof Failure && error.status === 429) {
      throw new Failure(429, 'too_many_requests', FORM_MESSAGES.tooMany, error.details);
    }
    throw error;
  }
}

/** Whether one more acknowledgement may go to `email` (counted). */
export async function mayAcknowledge(db: AppDb, email: string): Promise<boolean> {
  try {
    await consume(db, ACK_PER_RECIPIENT, rateLimitKey(ACK_PER_RECIPIENT, email.toLowerCase()));
    return true;
  } catch (error) {
    if (error instanceof Failure && error.status === 429) return false;
    throw error;
  }
}
