// The public API's error shape, the contract's (../../../../shared ... api-shapes): `{error, message,
// details?}` with a machine code, a Romanian message and, for validation, the problems per field.
// The private API's `{reason, message, errors}` never leaks here: a service's Failure is translated.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_MESSAGES } from '../../services/api-keys/index.ts';
import { Failure, VALIDATION_MESSAGE } from '../../services/failure.ts';
import { MESSAGES } from '../../http/errors.ts';
import { toFieldErrors, type FieldErrors } from '../../http/validation.ts';

export const PUBLIC_MESSAGES = {
  missingKey: 'Lipsește cheia API: trimite-o în antetul X-API-Key.',
  invalidKey: 'Cheia API nu este validă sau a fost revocată.',
  readOnly: 'Cheia API are doar acces de citire: pentru această operație creează o cheie cu acces read_write.',
  liveUnavailable: API_KEY_MESSAGES.liveUnavailable,
  notFound: 'Resursa cerută nu există.',
} as const;

export function publicError(reply: FastifyReply, status: number, error: string, message: string, details?: FieldErrors | Record<string, unknown>) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ error, message, ...(details && Object.keys(details).length > 0 ? { details } : {}) });
}

export function sendPublicFailure(reply: FastifyReply, failure: Failure) {
  const { errors, retryAfterSeconds, data } = failure.details;
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  // Per-field problems, or the facts of the refusal (e.g. the missing amount of a 402).
  return publicError(reply, failure.status, failure.reason, failure.message, errors ?? data);
}

const BY_CODE: Record<string, [number, keyof typeof MESSAGES]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
};

/** Inside the public plugin: every failure in the contract's shape. */
export function installPublicErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof Failure) return sendPublicFailure(reply, error);
    if (error.validation) {
      const details = toFieldErrors(error.validation, request.routeOptions.config.fieldMessages);
      return publicError(reply, 422, 'validation_failed', VALIDATION_MESSAGE, details);
    }
    const known = error.code ? BY_CODE[error.code] : undefined;
    if (known) return publicError(reply, known[0], known[1], MESSAGES[known[1]]);
    if (error instanceof SyntaxError && error.statusCode === 400) return publicError(reply, 400, 'invalid_json', MESSAGES.invalid_json);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return publicError(reply, status, 'bad_request', MESSAGES.bad_request);
    request.log.error({ err: error }, 'public API request failed');
    return publicError(reply, 500, 'server_error', MESSAGES.server_error);
  });
  app.setNotFoundHandler((_request, reply) => publicError(reply, 404, 'not_found', PUBLIC_MESSAGES.notFound));
}
