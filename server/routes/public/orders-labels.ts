// The public API's labels (orders.ts registers them in the document's order):
//   POST   /orders/labels                 one PDF with the labels of the orders (A4: four per sheet, A6: one per page)
//   GET    /orders/label-link/{awb}       {download_url, awb, format, expires_at}
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, shipments } from '../../db/schema.ts';
import { Failure, validationFailure } from '../../services/failure.ts';
import { LABEL_FORMATS, type LabelFormat } from '../../services/labels/index.ts';
import { shipmentLabels } from '../../services/labels/index.ts';
import type { CommerceContext } from '../../services/orders/index.ts';
import { labelAvailable, labelLink, labelOfCancelledOrder } from '../../services/orders/index.ts';
import { findOwnOrder } from '../../services/orders/index.ts';
import { failure, invalid, notFound, withErrors } from './schemas/common.ts';
import { labelLinkSchema } from './schemas/orders.ts';
import { idList, TAGS } from './orders-shared.ts';
import { apiCaller } from './public-api.ts';

export const MAX_LABELS_PER_REQUEST = 100;

const MESSAGES = {
  labelIds: `Trimite între 1 și ${MAX_LABELS_PER_REQUEST} de id-uri de comenzi.`,
  format: 'Formatul etichetei trebuie să fie A4 sau A6.',
  noLabel: 'Comanda nu are încă etichetă: este disponibilă după ce comanda este înregistrată la curier.',
  awbNotFound: 'AWB-ul nu există printre comenzile tale.',
} as const;

/** What a label is drawn from (services/labels/shipment-labels.ts). */
const LABEL_SHIPMENT = { awb: shipments.awb, carrierId: shipments.carrierId, network: shipments.network, label: shipments.label, carrierRefs: shipments.carrierRefs };

const formatNote = 'Formatul etichetei: A6 (una pe pagină, implicit) sau A4 (patru pe foaie); litere mari sau mici.';

function formatOf(raw: string | undefined): LabelFormat {
  const format = (raw ?? 'A6').toUpperCase();
  if (!(LABEL_FORMATS as readonly string[]).includes(format)) throw validationFailure({ format: [MESSAGES.format] });
  return format as LabelFormat;
}

export function registerOrderLabels(app: FastifyInstance, ctx: CommerceContext) {
  app.post<{ Body: { order_ids: number[]; format?: string } }>(
    '/orders/labels',
    {
      schema: withErrors({
        operationId: 'getLabels',
        tags: TAGS,
        summary: 'Etichetele comenzilor (PDF)',
        description: `Un singur PDF cu etichetele comenzilor date (cel mult ${MAX_LABELS_PER_REQUEST}): A6 câte una pe pagină, A4 câte patru pe foaie. Răspunsul este PDF chiar dacă cererea are \`Accept: application/json\`.`,
        body: {
          type: 'object',
          required: ['order_ids'],
          properties: { order_ids: idList(MAX_LABELS_PER_REQUEST), format: { type: 'string', maxLength: 4, enum: ['A4', 'A6', 'a4', 'a6'], description: formatNote, examples: ['A6'] } },
          examples: [{ order_ids: [1], format: 'A6' }],
        },
        response: { 200: { description: 'Un fișier PDF cu etichetele, în ordinea id-urilor.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } },
      },
      notFound('Unul sau mai multe id-uri nu sunt comenzi ale tale (în modul cheii): mesajul le numește.'),
      failure(409, 'label_unavailable', 'O comandă nu are încă etichetă (nu a fost înregistrată la curier): mesajul numește comenzile.'),
      failure(409, 'order_cancelled', 'O comandă este anulată: AWB-ul ei nu mai este valabil, deci nu are etichetă (mesajul numește comenzile).'),
      invalid(`order_ids lipsește, este goală, are peste ${MAX_LABELS_PER_REQUEST} de id-uri sau unul greșit, ori format nu este A4 sau A6 (details, pe câmp).`)),
      config: { fieldMessages: { order_ids: MESSAGES.labelIds, format: MESSAGES.format } },
    },
    async (request, reply) => {
      const caller = apiCaller(request);
      const format = formatOf(request.body.format);
      const ids = [...new Set(request.body.order_ids)];
      // The caller's orders among the ids (those of its key's mode) with their shipments, in one query:
      // the embedded database's queries never yield the event loop, so a query per order held every
      // other request for the whole batch.
      const rows = await app.db
        .select({ id: orders.id, number: orders.number, status: orders.status, shipment: LABEL_SHIPMENT })
        .from(orders)
        .leftJoin(shipments, eq(shipments.orderId, orders.id))
        .where(and(inArray(orders.id, ids), eq(orders.customerId, caller.customerId), eq(orders.testMode, caller.mode === 'test')));
      const found = new Map(rows.map((row) => [row.id, row]));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length) throw new Failure(404, 'not_found', `Comenzile ${missing.join(', ')} nu există printre comenzile tale.`);
      const unbooked = ids.filter((id) => !found.get(id)!.shipment);
      if (unbooked.length) throw new Failure(409, 'label_unavailable', `${MESSAGES.noLabel} (comenzile ${unbooked.join(', ')})`);
      const cancelled = ids.map((id) => found.get(id)!).filter((order) => !labelAvailable(order));
      if (cancelled.length) throw labelOfCancelledOrder(cancelled.map((order) => order.number));
      const pdf = await shipmentLabels({ carriers: ctx.carriers, publicUrl: app.appConfig.publicUrl, render: app.render }, ids.map((id) => found.get(id)!.shipment!), format);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="etichete-${format}.pdf"`)
        .header('cache-control', 'private, no-store')
        .serializer((payload: unknown) => payload as string)
        .send(pdf);
    },
  );

  app.get<{ Params: { awb: string }; Querystring: { format?: string } }>(
    '/orders/label-link/:awb',
    {
      schema: withErrors({
        operationId: 'getLabelLink',
        tags: TAGS,
        summary: 'Link de descărcare a etichetei',
        description: 'Un link semnat către PDF-ul etichetei, valabil 15 minute, pe care îl poți deschide fără cheia API (de exemplu, într-un browser).',
        params: { type: 'object', properties: { awb: { type: 'string', maxLength: 40, description: 'AWB-ul unei comenzi a ta (awb_number din răspunsul creării).', examples: ['SMD1234567890'] } } },
        querystring: { type: 'object', properties: { format: { type: 'string', maxLength: 4, description: formatNote, examples: ['A6'] } } },
        response: { 200: labelLinkSchema },
      }, notFound('AWB-ul nu este al unei comenzi a tale (în modul cheii).'), failure(409, 'order_cancelled', 'Comanda AWB-ului este anulată: AWB-ul nu mai este valabil, deci nu are etichetă.'), invalid('format nu este A4 sau A6 (details.format).')),
    },
    async (request) => {
      const caller = apiCaller(request);
      const format = formatOf(request.query.format);
      const [shipment] = /^[A-Za-z0-9]{6,20}$/.test(request.params.awb) ? await app.db.select().from(shipments).where(eq(shipments.awb, request.params.awb)) : [];
      const own = shipment && (await findOwnOrder(app.db, caller.customerId, shipment.orderId, caller.mode === 'test'));
      if (!shipment || !own) throw new Failure(404, 'not_found', MESSAGES.awbNotFound);
      if (!labelAvailable(own.order)) throw labelOfCancelledOrder([own.order.number]);
      const link = await labelLink(ctx, shipment.orderId, format);
      return { download_url: link.download_url, awb: shipment.awb, format, expires_at: link.expires_at };
    },
  );
}
