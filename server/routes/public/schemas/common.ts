// What every public answer schema shares: the test-mode flag and the contract's error body
// `{error, message, details?}` (errors.ts writes it), registered once as the shared schema
// `PublicError` (public-api.ts adds it; the OpenAPI document has it once, in components.schemas), and
// the errors each operation can answer: `withErrors(schema, ...cases)` adds to a route's schema one
// `response` entry per error status (a reference to PublicError, which also serializes the error) and
// the `x-errors` list (status, code, reason) that the documentation shows as a table. The key's door
// (public-api.ts) adds its own to every call (401, 403 live_mode_unavailable, 429); openapi.ts adds
// 403 insufficient_scope to the calls of `config.scope: 'read_write'`.
/**
 * The origin of the examples' links to Curiero itself: the document served replaces it with the
 * deployment's PUBLIC_URL (openapi.ts), so that an example's link opens on that deployment.
 */
export const EXAMPLE_ORIGIN = 'https://curiero.ro';

export const testMode = { type: 'boolean', description: 'Prezent (true) doar în răspunsurile date unei chei de test.', examples: [true] } as const;

export const PUBLIC_ERROR_ID = 'PublicError';

export const publicErrorSchema = {
  $id: PUBLIC_ERROR_ID,
  type: 'object',
  title: 'Eroare',
  description: 'O eroare, în forma contractului: un cod, un mesaj în română și, la validare, problemele pe câmp.',
  required: ['error', 'message'],
  properties: {
    error: {
      type: 'string',
      description:
        'Codul erorii, stabil, pentru programe: validation_failed, unauthorized, insufficient_scope, live_mode_unavailable, not_found, too_many_requests, insufficient_funds, idempotency_key_reused... (lista fiecărei operații este în x-errors).',
      examples: ['validation_failed'],
    },
    message: { type: 'string', description: 'Mesajul, în română, de arătat omului.', examples: ['Datele trimise nu sunt valide.'] },
    details: {
      type: 'object',
      description:
        'La validare, problemele pe câmp: numele câmpului (cu puncte pentru câmpurile din obiecte, de exemplu address_to.postal_code) și lista mesajelor lui; la un refuz, faptele lui (la 402: missing_amount, wallet_balance, total_amount, în lei, și currency).',
      additionalProperties: true,
      examples: [{ 'address_to.postal_code': ['Codul poștal 400114 nu aparține localității Iași, Iași.'] }],
    },
    test_mode: testMode,
  },
  examples: [{ error: 'not_found', message: 'Resursa cerută nu există.' }],
} as const;

/** A reference to the shared error schema (an answer schema of an error status). */
export const errorRef = { $ref: `${PUBLIC_ERROR_ID}#` } as const;

/** One error an operation can answer: the HTTP status, the `error` code and why, in Romanian. */
export interface ErrorCase {
  status: number;
  code: string;
  reason: string;
}

const error = (status: number, code: string, reason: string): ErrorCase => ({ status, code, reason });

/** The key's door, on every call with a key (public-api.ts). */
export const KEY_ERRORS: readonly ErrorCase[] = [
  error(401, 'unauthorized', 'Lipsește antetul X-API-Key, cheia nu este validă, a fost revocată sau contul ei nu mai există.'),
  error(403, 'live_mode_unavailable', 'Cheie live, cât timp serverul nu are configurat niciun curier real: folosește o cheie de test (cur_test_…).'),
  error(429, 'too_many_requests', 'Ai depășit limita de cereri pe minut a cheii; antetul Retry-After spune peste câte secunde poți reîncerca.'),
];

/** A `read` key on a call of `config.scope: 'read_write'` (added by openapi.ts from the route's config). */
export const SCOPE_ERROR: ErrorCase = error(403, 'insufficient_scope', 'Cheia are doar acces de citire (read): operația cere o cheie read_write.');

/** A JSON body that cannot be read (errors.ts), on every call with a body. */
export const BODY_ERRORS: readonly ErrorCase[] = [
  error(400, 'invalid_json', 'Corpul cererii nu este un JSON valid.'),
  error(413, 'payload_too_large', 'Corpul cererii este mai mare decât limita serverului.'),
  error(415, 'unsupported_media_type', 'Corpul nu este trimis ca JSON (Content-Type: application/json).'),
];

/**
 * A path parameter the router refuses before the route runs (server/http/errors.ts frameworkErrors),
 * on every call with one.
 */
export const PATH_ERRORS: readonly ErrorCase[] = [
  error(400, 'bad_request', 'Un parametru din cale are un caracter codat greșit (un % neurmat de două cifre hexazecimale valide).'),
  error(414, 'uri_too_long', 'Un parametru din cale este mai lung de 100 de caractere.'),
];

/** A path or query parameter outside its schema (type, length, pattern), on a call that has none of its own 422. */
export const PARAMETER_ERROR: ErrorCase = error(422, 'validation_failed', 'Un parametru din cale sau din query nu are forma cerută (details îl numește).');

/** 422 validation_failed, with the reason of this operation. */
export const invalid = (reason: string): ErrorCase => error(422, 'validation_failed', reason);
/** 404 not_found, with the reason of this operation. */
export const notFound = (reason: string): ErrorCase => error(404, 'not_found', reason);
/** Any other error of a service. */
export const failure = error;

/** A country other than RO in the path or the query (every reference call that names one). */
export const COUNTRY_ERROR = invalid('country_code nu este RO (deocamdată livrăm doar în România): details.country_code.');
/** page / per_page of a paginated list. */
export const PAGE_ERROR = invalid('page nu este un număr întreg de la 1 în sus sau per_page nu este 15, 50, 100 ori 200 (details.page, details.per_page).');

/** Every error status of `cases` with the line of each code: the answer's description in the document. */
export function errorDescription(cases: readonly ErrorCase[], status: number): string {
  return cases
    .filter((c) => c.status === status)
    .map((c) => `\`${c.code}\`: ${c.reason}`)
    .join('\n');
}

function byStatus(a: ErrorCase, b: ErrorCase): number {
  return a.status - b.status;
}

/**
 * The route schema with the errors it can answer: the door's (and, with a body, the unreadable
 * body's) and `cases`, as `response` entries referencing PublicError and as `x-errors`.
 */
export function withErrors<S extends { response?: Record<string, unknown>; body?: unknown }>(schema: S, ...cases: ErrorCase[]) {
  const list = [...KEY_ERRORS, ...(schema.body ? BODY_ERRORS : []), ...cases].sort(byStatus);
  const statuses = [...new Set(list.map((c) => c.status))];
  const response = Object.fromEntries(statuses.map((status) => [status, { ...errorRef, description: errorDescription(list, status) }]));
  return { ...schema, response: { ...schema.response, ...response }, 'x-errors': list };
}
