// The public API's labels (orders.ts registers them in the document's order):
//   POST   /orders/labels                 one file with the labels of the orders, in the order of the ids:
//                                         a PDF (A6: one per page; A4 or A4_4xA6: four A6 per sheet), or
//                                         ZPL for a thermal printer (dpi 203 or 300)
//   GET    /orders/label-link/{awb}       {download_url, awb, format, dpi?, expires_at}
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shipments } from '../../db/schema.ts';
import { Failure } from '../../services/failure.ts';
import { contentTypeOf, dispositionOf, LABEL_FORMATS, LABEL_MESSAGES, labelFileName, labelRequestOf, ZPL_DPIS } from '../../services/labels/index.ts';
import type { CommerceContext } from '../../services/orders/index.ts';
import { labelAvailable, labelLink, labelOfCancelledOrder, ordersLabels } from '../../services/orders/index.ts';
import { findOwnOrder } from '../../services/orders/index.ts';
import { failure, invalid, notFound, withErrors } from './schemas/common.ts';
import { labelLinkSchema } from './schemas/orders.ts';
import { idList, TAGS } from './orders-shared.ts';
import { apiCaller } from './public-api.ts';

export const MAX_LABELS_PER_REQUEST = 100;

const MESSAGES = {
  labelIds: `Trimite între 1 și ${MAX_LABELS_PER_REQUEST} de id-uri de comenzi.`,
  ...LABEL_MESSAGES,
  noLabel: 'Comanda nu are încă etichetă: este disponibilă după ce comanda este înregistrată la curier.',
  awbNotFound: 'AWB-ul nu există printre comenzile tale.',
} as const;

const formatNote =
  'Formatul etichetei: A6 (una pe pagină, implicit); A4_4xA6 (patru etichete A6 pe o foaie A4, în ordinea id-urilor; A4 este același format, sub numele vechi); ' +
  'ZPL (pentru imprimante termice Zebra și compatibile: câte un program ^XA…^XZ de 100 x 150 mm pe etichetă, text UTF-8). Litere mari sau mici.';
const dpiNote = 'Rezoluția imprimantei termice, doar pentru ZPL: 203 (8 puncte pe mm, implicit) sau 300 (12 puncte pe mm). Ignorată pentru PDF.';
const zplNote =
  'Pentru ZPL, comenzile unui curier care își tipărește eticheta în ZPL (DPD, FAN Courier, GLS) primesc eticheta curierului la rezoluția cerută, iar cele din modul de test eticheta noastră; ' +
  'dacă un curier nu oferă ZPL (Sameday, Cargus, Bookurier), cererea este refuzată cu 422 (details.format numește curierul și AWB-urile), fiindcă eticheta lui nu poate fi înlocuită cu a noastră: cere-le ca PDF.';
/** The formats as the schema takes them: as written, or in lower case. */
const FORMAT_ENUM = [...LABEL_FORMATS, ...LABEL_FORMATS.map((f) => f.toLowerCase())];

export function registerOrderLabels(app: FastifyInstance, ctx: CommerceContext) {
  app.post<{ Body: { order_ids: number[]; format?: string; dpi?: number } }>(
    '/orders/labels',
    {
      schema: withErrors({
        operationId: 'getLabels',
        tags: TAGS,
        summary: 'Etichetele comenzilor (PDF sau ZPL)',
        description:
          `Un singur fișier cu etichetele comenzilor date (cel mult ${MAX_LABELS_PER_REQUEST}), în ordinea id-urilor: PDF cu A6 câte una pe pagină sau A4_4xA6 (ori A4) câte patru pe foaie, ` +
          `ori ZPL pentru imprimante termice, la 203 sau 300 dpi. Răspunsul este fișierul chiar dacă cererea are \`Accept: application/json\`; numele lui spune ce conține ` +
          `(de exemplu \`etichete-12-A4_4xA6.pdf\`, \`etichete-12-ZPL-203dpi.zpl\`). ZPL vine ca \`text/plain; charset=utf-8\`, ca atașament: se trimite imprimantei așa cum este. ${zplNote}`,
        body: {
          type: 'object',
          required: ['order_ids'],
          properties: {
            order_ids: idList(MAX_LABELS_PER_REQUEST),
            format: { type: 'string', maxLength: 7, enum: FORMAT_ENUM, description: formatNote, examples: ['A4_4xA6'] },
            dpi: { type: 'integer', enum: [...ZPL_DPIS], description: dpiNote, examples: [203] },
          },
          examples: [{ order_ids: [1], format: 'A4_4xA6' }, { order_ids: [1], format: 'ZPL', dpi: 300 }],
        },
        response: {
          200: {
            description: 'Fișierul cu etichetele, în ordinea id-urilor: PDF (A6, A4, A4_4xA6) sau ZPL (text, câte un program ^XA…^XZ pe etichetă).',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } }, 'text/plain': { schema: { type: 'string', examples: ['^XA\n^CI28\n^PW800\n^LL1200\n…\n^XZ\n'] } } },
          },
        },
      },
      notFound('Unul sau mai multe id-uri nu sunt comenzi ale tale (în modul cheii): mesajul le numește.'),
      failure(409, 'label_unavailable', 'O comandă nu are încă etichetă (nu a fost înregistrată la curier): mesajul numește comenzile.'),
      failure(409, 'order_cancelled', 'O comandă este anulată: AWB-ul ei nu mai este valabil, deci nu are etichetă (mesajul numește comenzile).'),
      invalid(`order_ids lipsește, este goală, are peste ${MAX_LABELS_PER_REQUEST} de id-uri sau unul greșit; format nu este A6, A4, A4_4xA6 sau ZPL; dpi nu este 203 sau 300; ori ZPL a fost cerut pentru comenzi ale unui curier care nu oferă ZPL (details, pe câmp).`)),
      config: { fieldMessages: { order_ids: MESSAGES.labelIds, format: MESSAGES.format, dpi: MESSAGES.dpi } },
    },
    async (request, reply) => {
      const caller = apiCaller(request);
      const asked = labelRequestOf(request.body.format, request.body.dpi);
      const ids = [...new Set(request.body.order_ids)];
      // The caller's orders among the ids (those of its key's mode), each booked and not cancelled.
      const file = await ordersLabels(app.db, { carriers: ctx.carriers, publicUrl: app.appConfig.publicUrl, render: app.render }, {
        customerId: caller.customerId,
        testMode: caller.mode === 'test',
        unbooked: (unbooked) => `${MESSAGES.noLabel} (comenzile ${unbooked.map((order) => order.id).join(', ')})`,
      }, ids, asked);
      return reply
        .type(contentTypeOf(asked))
        .header('content-disposition', dispositionOf(asked, labelFileName(`etichete-${ids.length}`, asked)))
        .header('cache-control', 'private, no-store')
        .serializer((payload: unknown) => payload as string)
        .send(file);
    },
  );

  app.get<{ Params: { awb: string }; Querystring: { format?: string; dpi?: string } }>(
    '/orders/label-link/:awb',
    {
      schema: withErrors({
        operationId: 'getLabelLink',
        tags: TAGS,
        summary: 'Link de descărcare a etichetei',
        description: 'Un link semnat către eticheta comenzii (PDF, sau ZPL cu format=ZPL), valabil 15 minute, pe care îl poți deschide fără cheia API (de exemplu, într-un browser).',
        params: { type: 'object', properties: { awb: { type: 'string', maxLength: 40, description: 'AWB-ul unei comenzi a ta (awb_number din răspunsul creării).', examples: ['SMD1234567890'] } } },
        querystring: {
          type: 'object',
          properties: {
            format: { type: 'string', maxLength: 7, description: formatNote, examples: ['A6'] },
            dpi: { type: 'string', maxLength: 3, description: dpiNote, examples: ['203'] },
          },
        },
        response: { 200: labelLinkSchema },
      }, notFound('AWB-ul nu este al unei comenzi a tale (în modul cheii).'), failure(409, 'order_cancelled', 'Comanda AWB-ului este anulată: AWB-ul nu mai este valabil, deci nu are etichetă.'), invalid('format nu este A6, A4, A4_4xA6 sau ZPL (details.format), ori dpi nu este 203 sau 300 (details.dpi).')),
    },
    async (request) => {
      const caller = apiCaller(request);
      const asked = labelRequestOf(request.query.format, request.query.dpi);
      const [shipment] = /^[A-Za-z0-9]{6,20}$/.test(request.params.awb) ? await app.db.select().from(shipments).where(eq(shipments.awb, request.params.awb)) : [];
      const own = shipment && (await findOwnOrder(app.db, caller.customerId, shipment.orderId, caller.mode === 'test'));
      if (!shipment || !own) throw new Failure(404, 'not_found', MESSAGES.awbNotFound);
      if (!labelAvailable(own.order)) throw labelOfCancelledOrder([own.order.number]);
      const link = await labelLink(ctx, shipment.orderId, asked);
      const dpi = asked.format === 'ZPL' ? { dpi: asked.dpi } : {};
      return { download_url: link.download_url, awb: shipment.awb, format: asked.format, ...dpi, expires_at: link.expires_at };
    },
  );
}
