// The statuses of many orders as a spreadsheet (register with prefix '/api/private'):
//   GET /exports/statuses?format=csv|xlsx&order_ids=1,2,3      a selection of the caller's orders
//   GET /exports/statuses?format=csv|xlsx&from=YYYY-MM-DD&to=YYYY-MM-DD
//                                                              the orders placed in a period
//                                                              (Bucharest days, both included)
//   GET /exports/statuses?format=csv|xlsx&batch_id=12          a batch's orders (the caller's
//                                                              batch; another's is not found: 404)
// One row per order: AWB, carrier, status, last event, its date, cash on delivery (amount, collected,
// paid out). CSV through spreadsheet-csv.ts, XLSX through write-excel-file; an export of more than
// INLINE_ROWS rows is written on a render thread, not on the one that answers requests.
import type { FastifyInstance } from 'fastify';
import { signedInCustomer } from '../../../http/auth.ts';
import { Failure, validationFailure, type FieldErrors } from '../../../services/failure.ts';
import { countInPeriod, EXPORT_FORMATS, EXPORT_TYPES, MAX_EXPORT_DAYS, MAX_EXPORT_IDS, MAX_EXPORT_ROWS, statusFile, statusRows } from '../../../services/exports/index.ts';
import type { ExportFormat, StatusSelection } from '../../../services/exports/index.ts';
import { batchOf } from '../../../services/batches/index.ts';
import { orderIdList } from '../../shared/order-id-list.ts';

/** Up to this many rows the file is written here (a few ms); more go to a render thread. */
export const INLINE_ROWS = 200;

export const EXPORT_MESSAGES = {
  format: 'Alege formatul exportului: csv sau xlsx.',
  nothing: 'Alege comenzile de exportat, un lot sau o perioadă (de la, până la).',
  both: 'Trimite fie comenzile, fie lotul, fie perioada: doar una dintre ele.',
  batch: 'Numărul lotului nu este valid.',
  batchMissing: 'Lotul nu există printre loturile tale.',
  date: 'Data trebuie să fie în formatul AAAA-LL-ZZ.',
  reversed: 'Perioada se termină înainte să înceapă.',
  tooLong: `Perioada poate avea cel mult ${MAX_EXPORT_DAYS} de zile.`,
  tooManyRows: (count: number) =>
    `În perioada aleasă sunt ${count.toLocaleString('ro-RO')} de comenzi; un export are cel mult ${MAX_EXPORT_ROWS.toLocaleString('ro-RO')}. Alege o perioadă mai scurtă.`,
  missing: (ids: readonly number[]) => `Comenzile ${ids.join(', ')} nu există printre comenzile tale.`,
} as const;

type ExportQuery = { format?: string; order_ids?: string; batch_id?: string; from?: string; to?: string };

const querySchema = {
  type: 'object',
  properties: {
    format: { type: 'string', maxLength: 10 },
    order_ids: { type: 'string', maxLength: 9000 },
    batch_id: { type: 'string', maxLength: 20 },
    from: { type: 'string', maxLength: 20 },
    to: { type: 'string', maxLength: 20 },
  },
} as const;

const DAY_MS = 86_400_000;

function isoDay(raw: string | undefined): number | null {
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const at = Date.parse(`${raw}T00:00:00Z`);
  return Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== raw ? null : at;
}

/** The format and the selection the query asks for, or a 422 naming every wrong field. */
export function exportQueryOf(query: ExportQuery): { format: ExportFormat; selection: StatusSelection } {
  const errors: FieldErrors = {};
  const format = EXPORT_FORMATS.find((f) => f === (query.format ?? '').toLowerCase());
  if (!format) errors.format = [EXPORT_MESSAGES.format];
  const byIds = query.order_ids !== undefined;
  const byBatch = query.batch_id !== undefined;
  const byPeriod = query.from !== undefined || query.to !== undefined;
  let selection: StatusSelection | null = null;
  if (Number(byIds) + Number(byBatch) + Number(byPeriod) > 1) errors[byIds ? 'order_ids' : 'batch_id'] = [EXPORT_MESSAGES.both];
  else if (byBatch) {
    const id = /^\d{1,15}$/.test(query.batch_id ?? '') ? Number(query.batch_id) : 0;
    if (id > 0 && Number.isSafeInteger(id)) selection = { batchId: id };
    else errors.batch_id = [EXPORT_MESSAGES.batch];
  } else if (byIds) {
    try {
      selection = { orderIds: orderIdList(query.order_ids, MAX_EXPORT_IDS) };
    } catch (error) {
      if (!(error instanceof Failure)) throw error;
      Object.assign(errors, error.details.errors);
    }
  } else if (byPeriod) {
    const from = isoDay(query.from);
    const to = isoDay(query.to);
    if (from === null) errors.from = [EXPORT_MESSAGES.date];
    if (to === null) errors.to = [EXPORT_MESSAGES.date];
    if (from !== null && to !== null) {
      if (to < from) errors.to = [EXPORT_MESSAGES.reversed];
      else if ((to - from) / DAY_MS + 1 > MAX_EXPORT_DAYS) errors.to = [EXPORT_MESSAGES.tooLong];
      else selection = { from: query.from!, to: query.to! };
    }
  } else errors.order_ids = [EXPORT_MESSAGES.nothing];
  if (Object.keys(errors).length || !format || !selection) throw validationFailure(errors);
  return { format, selection };
}

function fileName(selection: StatusSelection, format: ExportFormat, rows: number, batchNumber?: string): string {
  const what =
    'orderIds' in selection ? `${rows}-comenzi` : 'batchId' in selection ? (batchNumber ?? `lot-${selection.batchId}`) : selection.from === selection.to ? selection.from : `${selection.from}_${selection.to}`;
  return `curiero-statusuri-${what}.${format}`;
}

export default async function exportRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ExportQuery }>('/exports/statuses', { preHandler: app.authenticate, schema: { querystring: querySchema } }, async (request, reply) => {
    const { format, selection } = exportQueryOf(request.query);
    const customerId = signedInCustomer(request).customer.id;
    // A batch: the caller's own only (another account's batch does not exist here).
    const batch = 'batchId' in selection ? await batchOf(app.db, selection.batchId, customerId) : undefined;
    if ('batchId' in selection && !batch) throw new Failure(404, 'not_found', EXPORT_MESSAGES.batchMissing);
    if ('from' in selection) {
      const count = await countInPeriod(app.db, customerId, selection.from, selection.to);
      if (count > MAX_EXPORT_ROWS) throw validationFailure({ to: [EXPORT_MESSAGES.tooManyRows(count)] }, 'export_too_large', EXPORT_MESSAGES.tooManyRows(count));
    }
    const rows = await statusRows(app.db, customerId, selection);
    if ('orderIds' in selection && rows.length < selection.orderIds.length) {
      const found = new Set(rows.map((row) => row.orderId));
      throw new Failure(404, 'not_found', EXPORT_MESSAGES.missing(selection.orderIds.filter((id) => !found.has(id))));
    }
    if ('orderIds' in selection) {
      // In the order of the selection (the list's order), not the ids'.
      const position = new Map(selection.orderIds.map((id, i) => [id, i]));
      rows.sort((a, b) => position.get(a.orderId)! - position.get(b.orderId)!);
    }
    const file = rows.length > INLINE_ROWS ? await app.render.statusExport(rows, format) : Buffer.from(await statusFile(rows, format));
    return reply
      .type(EXPORT_TYPES[format])
      .header('content-disposition', `attachment; filename="${fileName(selection, format, rows.length, batch?.number)}"`)
      .header('cache-control', 'private, no-store')
      .send(file);
  });
}
