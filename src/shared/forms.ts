// The public forms (/contact, /feedback, /business): their fields, limits and Romanian messages,
// and one validation the app (before sending) and the server (the judge, 422) both run.
// API: POST /api/private/forms/{kind} with the fields below plus the spam checks `website`
// (a honeypot: must stay empty), `started_at` (ms epoch when the form was first shown) and `sent_at`
// (ms epoch when it was sent, by the same clock), and `client_id` (a UUID per submission: a retry
// answers the first result). Answer 201 { data: { id, reference, message } }; 422 { message,
// errors: { field: [text] } };
// 429 { message } when one address sends too many.
import { TEXT_LIMITS } from './field-limits.ts';
import { chars, normalizeCui, normalizePhone, validEmail } from './identity-rules.ts';

export const FORM_KINDS = ['contact', 'feedback', 'business'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const FORM_API_PATH: Record<FormKind, string> = {
  contact: '/private/forms/contact',
  feedback: '/private/forms/feedback',
  business: '/private/forms/business',
};

export const CONTACT_TOPICS = [
  { id: 'comanda', label: 'O comandă sau o ridicare' },
  { id: 'livrare', label: 'Livrarea unui colet' },
  { id: 'plata', label: 'Plată, factură sau portofel' },
  { id: 'retur', label: 'Retururi' },
  { id: 'api', label: 'API și integrări' },
  { id: 'altceva', label: 'Altceva' },
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]['id'];

export const MONTHLY_VOLUMES = [
  { id: '1-50', label: 'până la 50 de colete pe lună' },
  { id: '51-200', label: '51–200 de colete pe lună' },
  { id: '201-1000', label: '201–1.000 de colete pe lună' },
  { id: '1001-5000', label: '1.001–5.000 de colete pe lună' },
  { id: 'peste-5000', label: 'peste 5.000 de colete pe lună' },
] as const;
export type MonthlyVolume = (typeof MONTHLY_VOLUMES)[number]['id'];

export const DESTINATIONS = [
  { id: 'romania', label: 'România' },
  { id: 'ue', label: 'Uniunea Europeană' },
  { id: 'international', label: 'În afara UE' },
] as const;
export type Destination = (typeof DESTINATIONS)[number]['id'];

export interface ContactForm {
  name: string;
  email: string;
  /** Optional; a Romanian number when given. */
  phone: string;
  topic: ContactTopic | '';
  /** Optional AWB or order number the message is about. */
  reference: string;
  message: string;
}

export interface FeedbackForm {
  /** 1 (foarte nemulțumit) to 5 (foarte mulțumit); 0 = not chosen. */
  rating: number;
  message: string;
  /** Optional: only to get an answer. */
  name: string;
  email: string;
}

export interface BusinessForm {
  company: string;
  cui: string;
  contact_name: string;
  email: string;
  phone: string;
  monthly_volume: MonthlyVolume | '';
  destinations: Destination[];
  /** Whether the shop needs cash on delivery (ramburs). */
  cash_on_delivery: boolean;
  message: string;
}

export interface FormValues {
  contact: ContactForm;
  feedback: FeedbackForm;
  business: BusinessForm;
}

/** The spam checks every form carries (filled in by the app, never shown). */
export interface SpamFields {
  website: string;
  started_at: number;
}

/** The text limits are the app's one table (field-limits.ts); the rest are the forms' own. */
export const FORM_LIMITS = {
  name: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  phone: TEXT_LIMITS.phone,
  company: TEXT_LIMITS.company,
  cui: TEXT_LIMITS.cui,
  reference: TEXT_LIMITS.reference,
  contactMessage: TEXT_LIMITS.contactMessage,
  feedbackMessage: TEXT_LIMITS.feedbackMessage,
  businessMessage: TEXT_LIMITS.businessMessage,
  /** A person needs longer than this to fill a form; quicker means a bot (answered 422). */
  minFillMs: 3000,
  /** Per client address and form, within rateWindowMinutes. */
  perAddress: 5,
  rateWindowMinutes: 10,
} as const;

export const EMPTY_FORMS: FormValues = {
  contact: { name: '', email: '', phone: '', topic: '', reference: '', message: '' },
  feedback: { rating: 0, message: '', name: '', email: '' },
  business: { company: '', cui: '', contact_name: '', email: '', phone: '', monthly_volume: '', destinations: [], cash_on_delivery: false, message: '' },
};

export const FORM_MESSAGES = {
  required: 'Câmpul este obligatoriu.',
  email: 'Adresa de e-mail nu este validă, de exemplu nume@exemplu.ro.',
  phone: 'Numărul de telefon nu este valid: folosește un număr românesc, de exemplu 0722 123 456.',
  cui: 'CUI-ul nu este valid: verifică cifrele (cifra de control nu se potrivește).',
  topic: 'Alege subiectul mesajului.',
  rating: 'Alege o notă de la 1 la 5.',
  volume: 'Alege volumul lunar estimat.',
  destinations: 'Alege cel puțin o destinație.',
  reference: `Numărul AWB sau al comenzii are cel mult ${FORM_LIMITS.reference.max} de caractere, doar litere, cifre și cratime.`,
  tooFast: 'Formularul a fost trimis prea repede. Verifică datele și trimite-l din nou.',
  invalid: 'Verifică datele formularului.',
  tooMany: `Ai trimis prea multe mesaje. Încearcă din nou peste ${FORM_LIMITS.rateWindowMinutes} minute.`,
  between: (min: number, max: number) => `Scrie între ${min} și ${max} de caractere.`,
  atMost: (max: number) => `Scrie cel mult ${max} de caractere.`,
  sent: {
    contact: 'Mesajul tău a fost trimis. Îți răspundem în cel mult o zi lucrătoare.',
    feedback: 'Îți mulțumim! Părerea ta a ajuns la echipa Curiero.',
    business: 'Cererea de ofertă a fost trimisă. Te contactăm în cel mult două zile lucrătoare.',
  } satisfies Record<FormKind, string>,
} as const;

export type FormErrors = Record<string, string>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

function lengthCheck(errors: FormErrors, field: string, value: string, min: number, max: number, required: boolean) {
  const n = chars(value);
  if (n === 0) {
    if (required) errors[field] = FORM_MESSAGES.required;
    return;
  }
  if (n < min || n > max) errors[field] = min > 0 ? FORM_MESSAGES.between(min, max) : FORM_MESSAGES.atMost(max);
}

function emailCheck(errors: FormErrors, field: string, value: string, required: boolean) {
  if (!value.trim()) {
    if (required) errors[field] = FORM_MESSAGES.required;
  } else if (!validEmail(value)) errors[field] = FORM_MESSAGES.email;
}

function phoneCheck(errors: FormErrors, field: string, value: string, required: boolean) {
  if (!value.trim()) {
    if (required) errors[field] = FORM_MESSAGES.required;
  } else if (!normalizePhone(value)) errors[field] = FORM_MESSAGES.phone;
}

const L = FORM_LIMITS;

/** Field errors of a form's values (empty when it may be sent). Unknown shapes are read as empty. */
export function validateForm<K extends FormKind>(kind: K, values: Partial<Record<string, unknown>>): FormErrors {
  const errors: FormErrors = {};
  if (kind === 'contact') {
    lengthCheck(errors, 'name', text(values.name), L.name.min, L.name.max, true);
    emailCheck(errors, 'email', text(values.email), true);
    phoneCheck(errors, 'phone', text(values.phone), false);
    if (!CONTACT_TOPICS.some((t) => t.id === values.topic)) errors.topic = FORM_MESSAGES.topic;
    const reference = text(values.reference).trim();
    if (reference && !new RegExp(`^[A-Za-z0-9-]{1,${L.reference.max}}$`).test(reference)) errors.reference = FORM_MESSAGES.reference;
    lengthCheck(errors, 'message', text(values.message), L.contactMessage.min, L.contactMessage.max, true);
  } else if (kind === 'feedback') {
    const rating = values.rating;
    if (!(typeof rating === 'number' && Number.isInteger(rating) && rating >= 1 && rating <= 5)) errors.rating = FORM_MESSAGES.rating;
    lengthCheck(errors, 'message', text(values.message), L.feedbackMessage.min, L.feedbackMessage.max, true);
    lengthCheck(errors, 'name', text(values.name), L.name.min, L.name.max, false);
    emailCheck(errors, 'email', text(values.email), false);
  } else {
    lengthCheck(errors, 'company', text(values.company), L.company.min, L.company.max, true);
    if (!text(values.cui).trim()) errors.cui = FORM_MESSAGES.required;
    else if (!normalizeCui(text(values.cui))) errors.cui = FORM_MESSAGES.cui;
    lengthCheck(errors, 'contact_name', text(values.contact_name), L.name.min, L.name.max, true);
    emailCheck(errors, 'email', text(values.email), true);
    phoneCheck(errors, 'phone', text(values.phone), true);
    if (!MONTHLY_VOLUMES.some((v) => v.id === values.monthly_volume)) errors.monthly_volume = FORM_MESSAGES.volume;
    const destinations = Array.isArray(values.destinations) ? values.destinations : [];
    if (destinations.length === 0 || !destinations.every((d) => DESTINATIONS.some((x) => x.id === d))) {
      errors.destinations = FORM_MESSAGES.destinations;
    }
    lengthCheck(errors, 'message', text(values.message), 0, L.businessMessage.max, false);
  }
  return errors;
}
