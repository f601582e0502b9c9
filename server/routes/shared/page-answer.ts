// Sending a page kept by the order lists' cache (services/orders/order-list-cache.ts) on either door:
// in the encoding the client accepts, made once per page, so the HTTP layer's compression is skipped
// (it leaves an answer that already names its encoding).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding } from '../../services/answer-compression.ts';
import type { PageAnswer } from '../../services/orders/index.ts';

export function sendPage(request: FastifyRequest, reply: FastifyReply, page: PageAnswer): FastifyReply {
  const accepted = request.headers['x-no-compression'] === undefined ? acceptedEncoding(request.headers['accept-encoding']) : null;
  const { body, encoding } = page.bytes(accepted);
  reply.header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}
