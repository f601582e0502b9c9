// One log line per request, written when the answer has gone out: `GET /api/health 200 1.2 ms`,
// instead of Fastify's "incoming request" and "request completed" pair. In JSON the line also
// carries req (method, redacted URL), res (statusCode) and responseTime. Successful /api/health and
// /api/ready probes are logged at debug: a load balancer asks every few seconds. Fastify's other
// request-scoped lines (errors of the default handler, broken streams, serializer failures) stay.
// LOG_FORMAT=pretty (the default on a terminal) turns pino's JSON into one readable line per
// message with pino-pretty, which is loaded only then.
import { createRequire } from 'node:module';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import type PinoPretty from 'pino-pretty';
import { redactUrl } from './log-redaction.ts';

const PROBES = new Set(['/api/health', '/api/ready']);

/** Fastify's `logController` (app/index.ts): the request line once, on completion. */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const level = error ? 'error' : reply.statusCode < 400 && PROBES.has(request.routeOptions.url ?? '') ? 'debug' : 'info';
    // Nothing to build when the line would be dropped (the bench and e2e servers log at warn).
    if (!(reply.log as FastifyBaseLogger & { isLevelEnabled(level: string): boolean }).isLevelEnabled(level)) return;
    const ms = reply.elapsedTime;
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${ms.toFixed(1)} ms`;
    reply.log[level]({ req: request, res: reply, responseTime: ms, ...(error ? { err: error } : {}) }, error ? `${line} (response failed)` : line);
  }
}

/**
 * LOG_FORMAT=pretty: each of pino's JSON lines becomes `[12:00:01.234] INFO: GET /… 200 1.2 ms`, other
 * fields below it (written to stdout by http/log-sink.ts).
 */
export function prettyLines(): (line: string) => string {
  let pretty: typeof PinoPretty;
  try {
    pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
  } catch {
    process.stderr.write('LOG_FORMAT=pretty: pino-pretty is not installed, the log stays JSON\n');
    return (line) => line;
  }
  return pretty.prettyFactory({
    colorize: pretty.isColorSupported,
    translateTime: 'SYS:HH:MM:ss.l',
    // The request line says it all; the request id stays in the JSON format.
    ignore: 'pid,hostname,reqId,req,res,responseTime',
  });
}
