// Turns JSON-schema (ajv) failures into the API's 422 field map with Romanian messages.
// Routes keep their schema next to the handler and may name one message per field in
// `config.fieldMessages`, used for every failure of that field except a missing value, and may
// answer with their own reason and message (`config.validationAnswer`).
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import { CHARACTERS_KEYWORD } from './text-characters.ts';
import { characters, LIMIT_TEXT } from '../../src/shared/field-limits.ts';
import { REQUIRED, type FieldErrors } from '../services/failure.ts';

export { REQUIRED, type FieldErrors };
export type FieldMessages = Readonly<Record<string, string>>;

/** How a route answers a schema failure instead of 422 validation_failed (e.g. the login's own reason). */
export interface ValidationAnswer {
  status?: 400 | 422;
  reason: string;
  message: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    fieldMessages?: FieldMessages;
    validationAnswer?: ValidationAnswer;
  }
}

/** A control character, or a lone surrogate, in a string (text-characters.ts). */
export const REFUSED_CHARACTERS = 'Câmpul conține caractere nepermise.';
const BODY_FIELD = 'body';

/** Failures whose message no route overrides: a missing value, a refused character. */
export function hasFixedMessage(error: FastifySchemaValidationError): boolean {
  return error.keyword === 'required' || error.keyword === CHARACTERS_KEYWORD;
}

function genericMessage(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return REQUIRED;
    case CHARACTERS_KEYWORD:
      return REFUSED_CHARACTERS;
    case 'type':
      // ajv reports ["object","null"] types as "object,null".
      return String(params.type).startsWith('object') ? 'Câmpul trebuie să fie un obiect.' : 'Câmpul trebuie să fie text.';
    case 'minLength':
      return `Textul trebuie să aibă cel puțin ${characters(Number(params.limit))}.`;
    case 'maxLength':
      return LIMIT_TEXT.tooLong(Number(params.limit));
    case 'format':
      return params.format === 'email' ? 'Adresa de e-mail nu este validă.' : 'Formatul nu este valid.';
    case 'enum':
      return `Valoarea trebuie să fie una dintre: ${(params.allowedValues as unknown[]).join(', ')}.`;
    default:
      return 'Valoarea nu este validă.';
  }
}

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  // A JSON pointer: ~1 is '/' and ~0 is '~' inside a key.
  const segments = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    segments.push(params.missingProperty);
  }
  return segments.length ? segments.join('.') : BODY_FIELD;
}

export function toFieldErrors(
  validation: readonly FastifySchemaValidationError[],
  messages: FieldMessages = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of validation) {
    const field = fieldOf(error);
    const text =
      field === BODY_FIELD
        ? 'Corpul cererii trebuie să fie un obiect JSON.'
        : hasFixedMessage(error)
          ? genericMessage(error)
          : (messages[field] ?? genericMessage(error));
    const list = (errors[field] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}
