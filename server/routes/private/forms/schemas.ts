// The JSON schemas of the three forms (types and generous length caps only: the rules and their
// Romanian messages are validateForm's, in src/shared/forms.ts) and the one check that merges both
// into a single 422, with the started_at check under `form`.
import type { FastifyRequest } from 'fastify';
import { FORM_LIMITS, FORM_MESSAGES, validateForm, type FormKind } from '../../../../src/shared/forms.ts';
import { REFUSED_CHARACTERS, toFieldErrors, type FieldErrors, type FieldMessages } from '../../../http/validation.ts';
import { multiline } from '../../../http/text-characters.ts';
import { validationFailure } from '../../../services/failure.ts';
import { filledByPerson } from '../../../services/forms/index.ts';

const L = FORM_LIMITS;

// Caps well above the rules' limits (which count trimmed characters), so a text a little too long
// gets validateForm's message; only absurd bodies stop here, with the same message.
const cappedText = (max: number) => ({ type: 'string', maxLength: Math.max(200, max * 2) }) as const;

const spamFields = {
  website: { type: 'string', maxLength: 500 },
  started_at: { type: 'number' },
  sent_at: { type: 'number' },
  client_id: { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' },
} as const;

const form = <P extends Record<string, unknown>>(properties: P) =>
  ({ type: 'object', additionalProperties: false, properties: { ...properties, ...spamFields } }) as const;

const name = cappedText(L.name.max);
const email = cappedText(L.email.max);
const phone = cappedText(L.phone.max);

export const FORM_SCHEMAS = {
  contact: form({
    name,
    email,
    phone,
    topic: cappedText(40),
    reference: cappedText(L.reference.max),
    message: multiline(cappedText(L.contactMessage.max)),
  }),
  feedback: form({
    rating: { type: 'number' },
    message: multiline(cappedText(L.feedbackMessage.max)),
    name,
    email,
  }),
  business: form({
    company: cappedText(L.company.max),
    cui: cappedText(L.cui.max),
    contact_name: name,
    email,
    phone,
    monthly_volume: cappedText(40),
    destinations: { type: 'array', maxItems: 10, items: cappedText(40) },
    cash_on_delivery: { type: 'boolean' },
    message: multiline(cappedText(L.businessMessage.max)),
  }),
} as const satisfies Record<FormKind, object>;

const CLIENT_ID = 'Identificatorul trimiterii (client_id) trebuie să fie un UUID.';
const YES_OR_NO = 'Alege da sau nu.';

/** A schema failure of a field says what validateForm would say of a wrong value there. */
export const FIELD_MESSAGES: Record<FormKind, FieldMessages> = {
  contact: {
    name: FORM_MESSAGES.between(L.name.min, L.name.max),
    email: FORM_MESSAGES.email,
    phone: FORM_MESSAGES.phone,
    topic: FORM_MESSAGES.topic,
    reference: FORM_MESSAGES.reference,
    message: FORM_MESSAGES.between(L.contactMessage.min, L.contactMessage.max),
    client_id: CLIENT_ID,
  },
  feedback: {
    rating: FORM_MESSAGES.rating,
    message: FORM_MESSAGES.between(L.feedbackMessage.min, L.feedbackMessage.max),
    name: FORM_MESSAGES.between(L.name.min, L.name.max),
    email: FORM_MESSAGES.email,
    client_id: CLIENT_ID,
  },
  business: {
    company: FORM_MESSAGES.between(L.company.min, L.company.max),
    cui: FORM_MESSAGES.cui,
    contact_name: FORM_MESSAGES.between(L.name.min, L.name.max),
    email: FORM_MESSAGES.email,
    phone: FORM_MESSAGES.phone,
    monthly_volume: FORM_MESSAGES.volume,
    destinations: FORM_MESSAGES.destinations,
    cash_on_delivery: YES_OR_NO,
    message: FORM_MESSAGES.atMost(L.businessMessage.max),
    client_id: CLIENT_ID,
  },
};

/** The fields every form carries besides its own (spam checks and the submission's id). */
export interface SpamAndRetryFields {
  website?: string;
  started_at?: number;
  sent_at?: number;
  client_id?: string;
}

export type FormBody = Record<string, unknown> & SpamAndRetryFields;

/**
 * Throws the 422 of everything wrong with a form at once: schema failures (types, caps), then
 * validateForm's messages for the other fields, and under `form` a submission quicker than a person
 * (or without started_at). The message is FORM_MESSAGES.tooFast when that is the only problem.
 */
export function checkForm(kind: FormKind, request: FastifyRequest, now: number): FormBody {
  const body: FormBody = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as FormBody) : {};
  const errors: FieldErrors = {};
  const add = (field: string, messages: string[]) => {
    const list = (errors[field] ??= []);
    for (const message of messages) if (!list.includes(message)) list.push(message);
  };
  if (request.validationError) {
    const schemaErrors = toFieldErrors(request.validationError.validation, FIELD_MESSAGES[kind]);
    for (const [path, messages] of Object.entries(schemaErrors)) {
      const field = path.split('.')[0] ?? path; // destinations.1 -> destinations
      if (field === 'started_at' || field === 'sent_at') continue; // judged below, under `form`
      // A refused character is named as such, also in a list (destinations.1 -> destinations).
      const nested = messages.includes(REFUSED_CHARACTERS) ? REFUSED_CHARACTERS : (FIELD_MESSAGES[kind][field] ?? messages[0] ?? FORM_MESSAGES.invalid);
      add(field, field === path ? messages : [nested]);
    }
  }
  for (const [field, message] of Object.entries(validateForm(kind, body))) if (!errors[field]) add(field, [message]);
  if (!filledByPerson(body.started_at, body.sent_at, now)) add('form', [FORM_MESSAGES.tooFast]);
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    throw validationFailure(errors, 'validation_failed', fields.length === 1 && fields[0] === 'form' ? FORM_MESSAGES.tooFast : FORM_MESSAGES.invalid);
  }
  return body;
}
