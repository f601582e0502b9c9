// JSON schemas of the webhook endpoints' requests, shared by both doors (the dashboard's private API
// and the public API, whose OpenAPI document is generated from them): types and sizes only, with the
// fields' Romanian messages; the rules (https, public host, known events) are the service's
// (services/webhooks/endpoints.ts, url-guard.ts). Unknown fields are dropped (removeAdditional).
import type { FastifyRequest } from 'fastify';
import { WEBHOOK_EVENTS } from '../../db/schema-shops.ts';
import { toFieldErrors, type FieldErrors } from '../../http/validation.ts';
import { validationFailure } from '../../services/failure.ts';
import { MAX_DESCRIPTION_LENGTH, WEBHOOK_MESSAGES } from '../../services/webhooks/index.ts';
import { MAX_URL_LENGTH, URL_MESSAGES } from '../../services/webhooks/index.ts';

export const endpointBodyProperties = {
  url: {
    type: 'string',
    minLength: 1,
    maxLength: MAX_URL_LENGTH,
    description: 'Adresa HTTPS la care trimitem evenimentele (o adresă publică: nu localhost sau o rețea privată).',
    examples: ['https://magazinul-meu.ro/webhooks/curiero'],
  },
  description: {
    type: 'string',
    maxLength: MAX_DESCRIPTION_LENGTH,
    description: 'O descriere pentru tine (opțională).',
    examples: ['Actualizează starea comenzilor în magazin'],
  },
  events: {
    type: 'array',
    minItems: 1,
    maxItems: 20,
    items: { type: 'string', enum: [...WEBHOOK_EVENTS] },
    description: 'Evenimentele trimise la acest endpoint (cel puțin unul).',
    examples: [['order.created', 'order.status_changed']],
  },
  is_active: {
    type: 'boolean',
    description: 'false: endpointul este pus pe pauză și nu primește evenimente.',
    examples: [true],
  },
  mode: {
    type: 'string',
    enum: ['test', 'live'],
    description: 'La creare: test primește doar evenimentele obiectelor de test (comenzile făcute cu o cheie de test), live doar pe celelalte. Prin API este modul cheii (altul este refuzat); în cont, implicit live. Nu se mai schimbă.',
    examples: ['test'],
  },
} as const;

export const newEndpointBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['url', 'events'],
  properties: endpointBodyProperties,
} as const;

export const endpointChangeBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: endpointBodyProperties,
} as const;

/** Romanian messages for the schema's failures of each field (a missing value keeps the generic one). */
export const ENDPOINT_FIELD_MESSAGES: Record<string, string> = {
  url: URL_MESSAGES.invalid,
  description: WEBHOOK_MESSAGES.description,
  events: WEBHOOK_MESSAGES.events,
  is_active: WEBHOOK_MESSAGES.isActive,
  mode: WEBHOOK_MESSAGES.mode,
  ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`events.${i}`, WEBHOOK_MESSAGES.events])),
};

/**
 * The schema's failures of an endpoint body (routes use `attachValidation`), by field with Romanian
 * messages, one entry for the events list (`events.2` -> `events`); the service adds its own checks.
 */
export function endpointSchemaErrors(request: FastifyRequest): FieldErrors {
  if (!request.validationError) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(toFieldErrors(request.validationError.validation, ENDPOINT_FIELD_MESSAGES))) {
    const key = /^events\.\d+$/.test(field) ? 'events' : field;
    const list = (errors[key] ??= []);
    for (const message of messages) if (!list.includes(message)) list.push(message);
  }
  // A body that is not an object at all: nothing else to check.
  if (errors.body) throw validationFailure(errors);
  return errors;
}

/** An id in the path: digits (anything else is a 404, as for an id that does not exist). */
export function idOf(raw: string): number | null {
  return /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
