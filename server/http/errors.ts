// One place that shapes every API error: { reason, message[, errors] } with Romanian text.
// Stacks and internal messages go to the log only, never to the client. A service's Failure
// (services/failure.ts) is answered as it says, with Retry-After when it is a rate limit.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Failure, VALIDATION_MESSAGE } from '../services/failure.ts';
import { JSON_SECURITY_HEADERS } from './security-headers.ts';
import { toFieldErrors } from './validation.ts';

export const MESSAGES = {
  validation_failed: VALIDATION_MESSAGE,
  not_found: 'Resursa cerută nu există.',
  server_error: 'A apărut o eroare pe server. Încearcă din nou.',
  invalid_json: 'Datele trimise nu sunt un JSON valid.',
  payload_too_large: 'Datele trimise sunt prea mari.',
  unsupported_media_type: 'Datele trebuie trimise în format JSON.',
  bad_request: 'Cererea nu este validă.',
  uri_too_long: 'Adresa cerută este prea lungă.',
  headers_too_large: 'Antetele cererii (sau adresa ei) sunt prea mari.',
  request_timeout: 'Cererea nu a fost primită întreagă la timp.',
} as const;

export type Reason = keyof typeof MESSAGES;

/** Where the public API lives: its refusals before routing take its contract's shape. */
const PUBLIC_API_PATH = '/api/public/';

export function sendError(reply: FastifyReply, status: number, reason: Reason, extra: object = {}) {
  return reply.code(status).type('application/json; charset=utf-8').send({ reason, message: MESSAGES[reason], ...extra });
}

export function sendFailure(reply: FastifyReply, failure: Failure) {
  const { errors, retryAfterSeconds, data } = failure.details;
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply
    .code(failure.status)
    .type('application/json; charset=utf-8')
    .send({ reason: failure.reason, message: failure.message, ...(errors ? { errors } : {}), ...(data ? { data } : {}) });
}

/** Whether `url` is under /api/public (the public API, any version): its contract's error shape. */
export const isPublicApiUrl = (url: string) => url === '/api/public' || url.startsWith(PUBLIC_API_PATH) || url.startsWith('/api/public?');

/** 404, in the public API's shape under /api/public (a path no route of its plugin matched, e.g. when the pages' catch-all answered). */
export function sendNotFound(reply: FastifyReply) {
  if (isPublicApiUrl(reply.request.url)) {
    return reply.code(404).type('application/json; charset=utf-8').send({ error: 'not_found', message: MESSAGES.not_found });
  }
  return sendError(reply, 404, 'not_found');
}

const BY_CODE: Record<string, [number, Reason]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type'],
};

/**
 * Fastify's own refusals before a route is found (its `frameworkErrors` option), in the API's shape
 * instead of Fastify's: a path with a broken percent escape (400), a path parameter over the
 * router's length limit (414).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // No onSend hook runs for these: the headers every answer carries are set here.
  reply.headers({ ...JSON_SECURITY_HEADERS, 'cache-control': 'no-store', 'x-request-id': request.id });
  const [status, reason]: [number, Reason] = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? [414, 'uri_too_long'] : [400, 'bad_request'];
  // The public API's contract has its own error shape (routes/public/errors.ts).
  if (isPublicApiUrl(request.url)) {
    return reply.code(status).type('application/json; charset=utf-8').send({ error: reason, message: MESSAGES[reason] });
  }
  return sendError(reply, status, reason);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (its `clientErrorHandler` option):
 * headers or a URL over the 16 kB limit (431), a request not received in time (408), anything else
 * malformed (400), answered in the API's shape on the raw socket, which is then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, label, reason]: [number, string, Reason] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'headers_too_large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'request_timeout']
        : [400, 'Bad Request', 'bad_request'];
  // The request line, when the parser kept it, tells a public API call (its contract's error shape).
  const start = (error as { rawPacket?: Buffer }).rawPacket?.toString('latin1', 0, 64) ?? '';
  const publicCall = new RegExp(`^[A-Z]+ ${PUBLIC_API_PATH}`).test(start);
  const body = Buffer.from(JSON.stringify(publicCall ? { error: reason, message: MESSAGES[reason] } : { reason, message: MESSAGES[reason] }));
  if (socket.writable) {
    const headers = Object.entries({ ...JSON_SECURITY_HEADERS, 'cache-control': 'no-store' }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `HTTP/1.1 ${status} ${label}\r\nContent-Length: ${body.length}\r\nContent-Type: application/json; charset=utf-8\r\n${headers.join('')}Connection: close\r\n\r\n`,
    );
    socket.write(body);
  }
  socket.destroy(error);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof Failure) return sendFailure(reply, error);
    if (error.validation) {
      const { fieldMessages, validationAnswer } = request.routeOptions.config;
      const errors = toFieldErrors(error.validation, fieldMessages);
      if (!validationAnswer) return sendError(reply, 422, 'validation_failed', { errors });
      const status = validationAnswer.status ?? 422;
      // Every 422 names its fields; a 400 is about the request as a whole.
      return sendFailure(reply, new Failure(status, validationAnswer.reason, validationAnswer.message, status === 422 ? { errors } : {}));
    }
    const known = error.code ? BY_CODE[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1]);
    // JSON.parse failures surface as SyntaxError with statusCode 400 in some fastify paths.
    if (error instanceof SyntaxError && error.statusCode === 400) return sendError(reply, 400, 'invalid_json');
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendError(reply, status, 'bad_request');
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'server_error');
  });
}
