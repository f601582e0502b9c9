// The values of a form as they are stored and mailed, once validateForm (src/shared/forms.ts) found
// nothing wrong: every text trimmed, the phone in its national form (0722123456), the CUI without
// 'RO' and spaces, the e-mail lower-cased, unknown destinations dropped and duplicates removed.
import { normalizeCui, normalizePhone } from '../../../src/shared/identity-rules.ts';
import {
  DESTINATIONS,
  type BusinessForm,
  type ContactForm,
  type ContactTopic,
  type Destination,
  type FeedbackForm,
  type FormKind,
  type FormValues,
  type MonthlyVolume,
} from '../../../src/shared/forms.ts';

/** What a route hands over: the body's fields (already checked by the schema and validateForm). */
export type RawForm = Partial<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const phone = (value: unknown): string => (text(value) ? (normalizePhone(text(value)) ?? text(value)) : '');
const email = (value: unknown): string => text(value).toLowerCase();

export function contactFields(raw: RawForm): ContactForm {
  return {
    name: text(raw.name),
    email: email(raw.email),
    phone: phone(raw.phone),
    topic: text(raw.topic) as ContactTopic,
    reference: text(raw.reference).toUpperCase(),
    message: text(raw.message),
  };
}

export function feedbackFields(raw: RawForm): FeedbackForm {
  return {
    rating: typeof raw.rating === 'number' ? raw.rating : 0,
    message: text(raw.message),
    name: text(raw.name),
    email: email(raw.email),
  };
}

export function businessFields(raw: RawForm): BusinessForm {
  const chosen = Array.isArray(raw.destinations) ? raw.destinations : [];
  return {
    company: text(raw.company),
    cui: normalizeCui(text(raw.cui)) ?? text(raw.cui),
    contact_name: text(raw.contact_name),
    email: email(raw.email),
    phone: phone(raw.phone),
    monthly_volume: text(raw.monthly_volume) as MonthlyVolume,
    // In the catalogue's order, each once.
    destinations: DESTINATIONS.map((d) => d.id).filter((id): id is Destination => chosen.includes(id)),
    cash_on_delivery: raw.cash_on_delivery === true,
    message: text(raw.message),
  };
}

export function formFields<K extends FormKind>(kind: K, raw: RawForm): FormValues[K] {
  const fields = kind === 'contact' ? contactFields(raw) : kind === 'feedback' ? feedbackFields(raw) : businessFields(raw);
  return fields as FormValues[K];
}

/** Who wrote: the name and e-mail columns of the row (null when feedback left them out). */
export function senderOf(kind: FormKind, fields: FormValues[FormKind]): { name: string | null; email: string | null } {
  const name = kind === 'business' ? (fields as BusinessForm).contact_name : (fields as ContactForm | FeedbackForm).name;
  return { name: name || null, email: fields.email || null };
}
