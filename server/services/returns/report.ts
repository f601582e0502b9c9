// What a shop takes out of its inbox: the CSV of the requests of a filter (the project's CSV,
// spreadsheet-csv.ts: semicolons, BOM, no formulas), and a small report per month (Bucharest) of
// the last months: the requests filed, the orders of the shop delivered, the return rate (requests
// per delivered order) and how many items each reason names.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/client.ts';
import { orders, returnRequests, shipments } from '../../db/schema.ts';
import { spreadsheetCsv } from '../spreadsheet-csv.ts';
import { RETURN_WHEN } from '../mail/index.ts';
import { inboxWhere, type InboxFilter } from './inbox.ts';
import { DROP_OFF_NAMES, STATUS_NAMES } from './views.ts';

/** The most rows one export holds (the newest). */
export const EXPORT_MAX_ROWS = 10_000;

const HEADER = ['ID', 'Data', 'Stare', 'Comanda', 'AWB comandă', 'Client', 'E-mail', 'Telefon', 'Localitate', 'Produse', 'Motive', 'Predare', 'IBAN rambursare', 'Motiv refuz'];

export async function returnsCsv(db: AppDb, customerId: number, filter: InboxFilter): Promise<string> {
  const rows = await db.select().from(returnRequests).where(inboxWhere(customerId, filter)).orderBy(desc(returnRequests.id)).limit(EXPORT_MAX_ROWS);
  return spreadsheetCsv([
    HEADER,
    ...rows.map((r) => [
      String(r.id),
      RETURN_WHEN.format(r.createdAt),
      STATUS_NAMES[r.status],
      r.orderReference,
      r.orderAwb ?? '',
      r.contact.name,
      r.contact.email,
      r.contact.phone,
      r.contact.locality_name,
      r.items.map((i) => `${i.quantity} × ${i.name}`).join('; '),
      [...new Set(r.items.map((i) => i.reason))].join('; '),
      DROP_OFF_NAMES[r.dropOffMethod],
      r.refundIban ?? '',
      r.refusalReason ?? '',
    ]),
  ]);
}

export const returnsCsvName = (now: Date) => `retururi-${now.toISOString().slice(0, 10)}.csv`;

export interface MonthReport {
  month: string;
  requests: number;
  delivered_orders: number;
  /** Requests per delivered order of the month, as a percentage with one decimal (null without deliveries). */
  return_rate: number | null;
  reasons: { reason: string; items: number }[];
}

const monthOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'Europe/Bucharest', 'YYYY-MM')`;

/** The last `months` months (this one included), oldest first. */
export async function monthlyReport(db: AppDb, customerId: number, months: number, now: Date): Promise<MonthReport[]> {
  const since = sql`date_trunc('month', ${now.toISOString()}::timestamptz at time zone 'Europe/Bucharest') - make_interval(months => ${months - 1})`;
  const start = sql`(${since}) at time zone 'Europe/Bucharest'`;
  const [requests, delivered, reasons] = await Promise.all([
    db
      .select({ month: monthOf(returnRequests.createdAt), n: sql<number>`count(*)::int` })
      .from(returnRequests)
      .where(and(eq(returnRequests.customerId, customerId), gte(returnRequests.createdAt, start)))
      .groupBy(sql`1`),
    db
      .select({ month: monthOf(shipments.deliveredAt), n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(shipments, eq(shipments.orderId, orders.id))
      .where(and(eq(orders.customerId, customerId), gte(shipments.deliveredAt, start)))
      .groupBy(sql`1`),
    db.execute(sql`
      select to_char(r.created_at at time zone 'Europe/Bucharest', 'YYYY-MM') as month, item->>'reason' as reason, sum((item->>'quantity')::int)::int as items
      from ${returnRequests} r, jsonb_array_elements(r.items) item
      where r.customer_id = ${customerId} and r.created_at >= ${start}
      group by 1, 2 order by 1, 3 desc, 2`),
  ]);
  const reasonRows = rowsOf<{ month: string; reason: string; items: number }>(reasons);
  const thisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest', year: 'numeric', month: '2-digit' }).format(now).slice(0, 7);
  const [year, monthNo] = thisMonth.split('-').map(Number) as [number, number];
  const out: MonthReport[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const month = new Date(Date.UTC(year, monthNo - 1 - i, 15)).toISOString().slice(0, 7);
    const filed = requests.find((r) => r.month === month)?.n ?? 0;
    const shipped = delivered.find((r) => r.month === month)?.n ?? 0;
    out.push({
      month,
      requests: Number(filed),
      delivered_orders: Number(shipped),
      return_rate: shipped > 0 ? Math.round((filed / shipped) * 1000) / 10 : null,
      reasons: reasonRows.filter((r) => r.month === month).map((r) => ({ reason: r.reason, items: Number(r.items) })),
    });
  }
  return out;
}
