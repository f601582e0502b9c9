// Shipping labels (register with prefix '/api/private'):
//   GET /orders/{id}/label?format=A6|A4|A4_4xA6|ZPL&dpi=203|300
//                                         the PDF (or the ZPL file), for the owner (bearer) or with a
//                                         signed link (&expires=&signature=, no bearer): the carrier's
//                                         own label for a real carrier, ours for the simulated network
//   GET /orders/label-link/{awb}?format&dpi  a signed link valid 15 minutes, for the owner
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shipments } from '../../../db/schema.ts';
import { signedInCustomer } from '../../../http/auth.ts';
import { Failure } from '../../../services/failure.ts';
import { contentTypeOf, dispositionOf, labelFileName, labelRequestOf } from '../../../services/labels/index.ts';
import { shipmentLabels } from '../../../services/labels/index.ts';
import { labelAvailable, labelLink, labelLinkValid, labelOfCancelledOrder } from '../../../services/orders/index.ts';
import { findOwnOrder, loadBundle } from '../../../services/orders/index.ts';
import { orderIdOf, orderNotFound } from './orders.ts';

type LabelQuery = { format?: string; dpi?: string; expires?: string; signature?: string };

const querySchema = {
  type: 'object',
  properties: { format: { type: 'string', maxLength: 10 }, dpi: { type: 'string', maxLength: 4 }, expires: { type: 'string', maxLength: 20 }, signature: { type: 'string', maxLength: 100 } },
} as const;

const noLabel = () => new Failure(409, 'label_unavailable', 'Eticheta va fi disponibilă după ce comanda este plătită și înregistrată la curier.');
const linkInvalid = () => new Failure(403, 'label_link_invalid', 'Link-ul etichetei este invalid sau a expirat. Cere un link nou din contul tău.');

const requestOf = (query: LabelQuery) => labelRequestOf(query.format, query.dpi);

export default async function labelRoutes(app: FastifyInstance) {
  const { ctx } = app.commerce;

  app.get<{ Params: { id: string }; Querystring: LabelQuery }>('/orders/:id/label', { schema: { querystring: querySchema } }, async (request, reply) => {
    const id = orderIdOf(request.params.id);
    const asked = requestOf(request.query);
    const { expires, signature } = request.query;
    let bundle;
    if (signature !== undefined || expires !== undefined) {
      if (!(await labelLinkValid(ctx, id, asked, expires ?? '', signature ?? ''))) throw linkInvalid();
      bundle = await loadBundle(app.db, id);
    } else {
      await app.authenticate(request as FastifyRequest);
      bundle = await findOwnOrder(app.db, signedInCustomer(request).customer.id, id);
    }
    if (!bundle) throw orderNotFound();
    if (!bundle.shipment) throw noLabel();
    if (!labelAvailable(bundle.order)) throw labelOfCancelledOrder([bundle.order.number]);
    const file = await shipmentLabels({ carriers: ctx.carriers, publicUrl: app.appConfig.publicUrl, render: app.render }, [bundle.shipment], asked);
    return reply
      .type(contentTypeOf(asked))
      .header('content-disposition', dispositionOf(asked, labelFileName(`eticheta-${bundle.shipment.awb}`, asked)))
      .header('cache-control', 'private, no-store')
      .send(file);
  });

  app.get<{ Params: { awb: string }; Querystring: LabelQuery }>(
    '/orders/label-link/:awb',
    { preHandler: app.authenticate, schema: { querystring: querySchema } },
    async (request) => {
      const asked = requestOf(request.query);
      const [shipment] = /^[A-Za-z0-9]{6,20}$/.test(request.params.awb)
        ? await app.db.select().from(shipments).where(eq(shipments.awb, request.params.awb))
        : [];
      const own = shipment && (await findOwnOrder(app.db, signedInCustomer(request).customer.id, shipment.orderId));
      if (!shipment || !own) throw new Failure(404, 'not_found', 'AWB-ul nu există printre comenzile tale.');
      if (!labelAvailable(own.order)) throw labelOfCancelledOrder([own.order.number]);
      const link = await labelLink(ctx, shipment.orderId, asked);
      const dpi = asked.format === 'ZPL' ? { dpi: asked.dpi } : {};
      return { data: { download_url: link.download_url, awb: shipment.awb, format: asked.format, ...dpi, expires_at: link.expires_at } };
    },
  );
}
