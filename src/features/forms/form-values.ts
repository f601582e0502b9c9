// The values of a public form as the app keeps them: empty forms, reading back a stored copy (a
// row of another shape is read field by field, never trusted whole), whether anything was typed,
// and the body sent to POST /api/private/forms/{kind}.
import { EMPTY_FORMS, type FormKind, type FormValues } from '../../shared/forms.ts';

export function emptyValues<K extends FormKind>(kind: K): FormValues[K] {
  return structuredClone(EMPTY_FORMS[kind]);
}

/** The known fields of `stored`, each of the empty form's type; anything else is dropped. */
export function readValues<K extends FormKind>(kind: K, stored: unknown): FormValues[K] {
  const empty = emptyValues(kind) as unknown as Record<string, unknown>;
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  for (const [key, fallback] of Object.entries(empty)) {
    const value = source[key];
    if (Array.isArray(fallback)) {
      if (Array.isArray(value)) empty[key] = value.filter((v) => typeof v === 'string');
    } else if (typeof value === typeof fallback) {
      empty[key] = value;
    }
  }
  return empty as unknown as FormValues[K];
}

/** True when the user typed or chose something (a draft worth keeping and offering back). */
export function hasContent(kind: FormKind, values: unknown): boolean {
  const empty = EMPTY_FORMS[kind] as unknown as Record<string, unknown>;
  const current = readValues(kind, values) as unknown as Record<string, unknown>;
  return Object.keys(empty).some((key) => {
    const value = current[key];
    if (typeof value === 'string') return value.trim() !== '';
    if (Array.isArray(value)) return value.length > 0;
    return value !== empty[key];
  });
}

/** The field names of a form (where a server error can be shown in place). */
export function fieldNames(kind: FormKind): string[] {
  return Object.keys(EMPTY_FORMS[kind]);
}

export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // RFC 4122 version 4 from getRandomValues (older browsers without randomUUID).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface Submission<K extends FormKind = FormKind> {
  kind: K;
  values: FormValues[K];
  /** ms epoch when the form was first shown. */
  startedAt: number;
  clientId: string;
  /** What the hidden spam-trap field held (a person leaves it empty). */
  honeypot?: string;
}

/** The request body: the fields plus the spam checks and the idempotency key. */
export function requestBody(submission: Submission): Record<string, unknown> {
  return {
    ...submission.values,
    // The honeypot: a person never fills it (the field is off-screen and skipped by keyboard).
    website: submission.honeypot ?? '',
    started_at: submission.startedAt,
    // The same clock as started_at: a device whose clock is off is still judged by its own pace.
    sent_at: Date.now(),
    client_id: submission.clientId,
  };
}
