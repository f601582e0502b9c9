// Body schemas and Romanian field messages of the notification routes, and the one validation step
// they share: schema failures (ajv) and the AWB's own format check come back together in one 422.
import type { FastifyRequest } from 'fastify';
import { CARRIERS } from '../../../../src/shared/carriers.ts';
import { toFieldErrors, type FieldErrors } from '../../../http/validation.ts';
import { validationFailure } from '../../../services/failure.ts';
import { AWB_MESSAGES, isValidAwb, normaliseAwb } from '../../../services/tracking/index.ts';

export const FIELD_MESSAGES = {
  token: 'Token-ul dispozitivului trebuie să fie un text de 1–4096 caractere, fără spații.',
  platform: 'Platforma nu este acceptată: singura valoare posibilă este „web”.',
  anon_id: 'Identificatorul dispozitivului trebuie să aibă 8–64 de litere, cifre, „-” sau „_”.',
  device_name: 'Numele dispozitivului poate avea cel mult 120 de caractere.',
  previous_token: 'Token-ul anterior trebuie să fie un text de 1–4096 caractere, fără spații.',
  awb: AWB_MESSAGES.invalid,
  carrier_id: 'Curierul nu există: trimite id-ul unui curier din listă sau 0 pentru oricare.',
} as const;

const token = { type: 'string', minLength: 1, maxLength: 4096, pattern: '^\\S+$' } as const;
const anonId = { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' } as const;
const awb = { type: 'string', maxLength: 100 } as const;

const body = <P extends Record<string, unknown>, R extends readonly (keyof P & string)[]>(properties: P, required: R) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

export const registerSchema = body(
  { token, platform: { type: 'string', enum: ['web'] }, anon_id: anonId, device_name: { type: 'string', maxLength: 120 }, previous_token: token },
  ['token', 'platform', 'anon_id'],
);
export const deleteDeviceSchema = body({ token, anon_id: anonId }, ['token']);
export const subscribeSchema = body({ token, anon_id: anonId, awb, carrier_id: { type: 'integer', nullable: true, minimum: 0 } }, ['token', 'anon_id', 'awb']);
export const unsubscribeSchema = body({ token, anon_id: anonId, awb }, ['token', 'anon_id', 'awb']);
export const listSchema = body({ token, anon_id: anonId }, ['token', 'anon_id']);

/** Throws the 422 of everything wrong with the body: the schema's failures, the AWB and the carrier. */
export function checkBody(request: FastifyRequest, more: FieldErrors = {}): void {
  const errors: FieldErrors = request.validationError ? toFieldErrors(request.validationError.validation, FIELD_MESSAGES) : {};
  for (const [field, messages] of Object.entries(more)) if (!errors[field]) errors[field] = messages;
  if (Object.keys(errors).length) throw validationFailure(errors);
}

/** The AWB normalised (spaces out, upper case) and its carrier (null: any), or their field errors. */
export function parcelOf(raw: { awb?: unknown; carrier_id?: unknown }): { awb: string; carrierId: number | null; errors: FieldErrors } {
  const awb = typeof raw.awb === 'string' ? normaliseAwb(raw.awb) : '';
  const carrierId = typeof raw.carrier_id === 'number' && raw.carrier_id > 0 ? raw.carrier_id : null;
  const errors: FieldErrors = {};
  if (typeof raw.awb === 'string' && !isValidAwb(awb)) errors.awb = [FIELD_MESSAGES.awb];
  if (carrierId !== null && !CARRIERS.some((c) => c.id === carrierId)) errors.carrier_id = [FIELD_MESSAGES.carrier_id];
  return { awb, carrierId, errors };
}
