// Shipping labels (register with prefix '/api/private'):
//   GET /orders/{id}/label?format=A4|A6   the PDF, for the owner (bearer) or with a signed link
//                                         (&expires=&signature=, no bearer): the carrier's own label
//                                         for a real carrier, ours for the simulated network
//   GET /orders/label-link/{awb}?format   a signed link valid 15 minutes, for the owner
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shipments } from '../../../db/schema.ts';
import { signedInCustomer } from '../../../http/auth.ts';
import { Failure, validationFailure } from '../../../services/failure.ts';
import { LABEL_FORMATS, type LabelFormat } from '../../../services/labels/index.ts';
import { shipmentLabels } from '../../../services/labels/index.ts';
import { labelAvailable, labelLink, labelLinkValid, labelOfCancelledOrder } from '../../../services/orders/index.ts';
import { findOwnOrder, loadBundle } from '../../../services/orders/index.ts';
import { orderIdOf, orderNotFound } from './orders.ts';

type LabelQuery = { format?: string; expires?: string; signature?: string };

const querySchema = {
  type: 'object',
  properties: { format: { type: 'string', maxLength: 4 }, expires: { type: 'string', maxLength: 20 }, signature: { type: 'string', maxLength: 100 } },
} as const;

const noLabel = () => new Failure(409, 'label_unavailable', 'Eticheta va fi disponibilă după ce comanda este plătită și înregistrată la curier.');
const linkInvalid = () => new Failure(403, 'label_link_invalid', 'Link-ul etichetei este invalid sau a expirat. Cere un link nou din contul tău.');

function formatOf(query: LabelQuery): LabelFormat {
  const format = (query.format ?? 'A6').toUpperCase();
  if (!(LABEL_FORMATS as readonly string[]).includes(format)) throw validationFailure({ format: ['Formatul etichetei trebuie să fie A4 sau A6.'] });
  return format as LabelFormat;
}

export default async function labelRoutes(app: FastifyInstance) {
  const { ctx } = app.commerce;

  app.get<{ Params: { id: string }; Querystring: LabelQuery }>('/orders/:id/label', { schema: { querystring: querySchema } }, async (request, reply) => {
    const id = orderIdOf(request.params.id);
    const format = formatOf(request.query);
    const { expires, signature } = request.query;
    let bundle;
    if (signature !== undefined || expires !== undefined) {
      if (!(await labelLinkValid(ctx, id, format, expires ?? '', signature ?? ''))) throw linkInvalid();
      bundle = await loadBundle(app.db, id);
    } else {
      await app.authenticate(request as FastifyRequest);
      bundle = await findOwnOrder(app.db, signedInCustomer(request).customer.id, id);
    }
    if (!bundle) throw orderNotFound();
    if (!bundle.shipment) throw noLabel();
    if (!labelAvailable(bundle.order)) throw labelOfCancelledOrder([bundle.order.number]);
    const pdf = await shipmentLabels({ carriers: ctx.carriers, publicUrl: app.appConfig.publicUrl, render: app.render }, [bundle.shipment], format);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="eticheta-${bundle.shipment.awb}-${format}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.get<{ Params: { awb: string }; Querystring: LabelQuery }>(
    '/orders/label-link/:awb',
    { preHandler: app.authenticate, schema: { querystring: querySchema } },
    async (request) => {
      const format = formatOf(request.query);
      const [shipment] = /^[A-Za-z0-9]{6,20}$/.test(request.params.awb)
        ? await app.db.select().from(shipments).where(eq(shipments.awb, request.params.awb))
        : [];
      const own = shipment && (await findOwnOrder(app.db, signedInCustomer(request).customer.id, shipment.orderId));
      if (!shipment || !own) throw new Failure(404, 'not_found', 'AWB-ul nu există printre comenzile tale.');
      if (!labelAvailable(own.order)) throw labelOfCancelledOrder([own.order.number]);
      const link = await labelLink(ctx, shipment.orderId, format);
      return { data: { download_url: link.download_url, awb: shipment.awb, format, expires_at: link.expires_at } };
    },
  );
}
