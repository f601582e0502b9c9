// A refusal a service decides on (wrong password, spent link, too many attempts...), carried to the
// HTTP error handler, which answers it as { reason, message[, errors] } with its status. Services
// throw it instead of knowing about replies; the text is the Romanian message the client shows.

/** Per-field messages (a field's path, e.g. `recipient.phone`, to its messages), as 422 answers carry them. */
export type FieldErrors = Record<string, string[]>;

/** The message of a missing value, in schema failures (http/validation.ts) and the services' own checks. */
export const REQUIRED = 'Câmpul este obligatoriu.';

export class Failure extends Error {
  override name = 'Failure';
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
    readonly details: { errors?: FieldErrors; retryAfterSeconds?: number; data?: Record<string, unknown> } = {},
  ) {
    super(message);
  }
}

export const VALIDATION_MESSAGE = 'Datele trimise nu sunt valide.';

/** A 422 with per-field messages, the shape schema failures have too. */
export function validationFailure(errors: FieldErrors, reason = 'validation_failed', message = VALIDATION_MESSAGE): Failure {
  return new Failure(422, reason, message, { errors });
}
