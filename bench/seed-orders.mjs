// A large account for the list benchmarks (issue #32: "an account with 100,000 orders lists as fast as
// one with 60"): the shop's one order placed through the real path is copied `count` times in the
// database, with its payment, shipment and tracking events (new numbers and AWBs, one second apart,
// never polled), a repayment and an invoice, in a few set-based statements. PostgreSQL (DATABASE_URL) is seeded while the server
// runs; the embedded PGlite only while it is stopped (one process may open its directory).
import pg from 'pg';

const col = (names) => names.join(', ');
const ORDER_COLUMNS = [
  'customer_id', 'guest_email', 'status', 'carrier_id', 'service_id', 'price_request', 'offer', 'total_bani', 'currency', 'cod_bani',
  'sender', 'recipient', 'parcel_content', 'billing', 'origin', 'api_key_id', 'test_mode', 'booking_attempts', 'booking_failure',
  'cancel_requested_at', 'cancel_refusal', 'updated_at', 'paid_at', 'cancelled_at',
];
const PAYMENT_COLUMNS = ['purpose', 'customer_id', 'method', 'status', 'amount_bani', 'currency', 'gateway', 'card_brand', 'card_last4', 'created_at', 'updated_at'];
const SHIPMENT_COLUMNS = ['carrier_id', 'network', 'status', 'carrier_status_code', 'label', 'carrier_refs', 'booked_at', 'updated_at'];
const EVENT_COLUMNS = ['carrier_id', 'sequence', 'carrier_status_code', 'status', 'description', 'location', 'occurred_at', 'created_at'];

const literal = (text) => `'${String(text).replaceAll("'", "''")}'`;

/** The statements, in order. */
export function seedStatements(email, count) {
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`bench: ${count} copies`);
  return [
    `create temp table bench_template as
       select o.* from orders o join customers c on c.id = o.customer_id where c.email = ${literal(email)} order by o.id limit 1`,
    // The copies' ids first (the template's created_at minus a second per copy still older), so the newest id is the newest order.
    `create temp table bench_copies as
       select nextval(pg_get_serial_sequence('orders', 'id')) as id, g from generate_series(1, ${count}) g`,
    `insert into orders (id, number, awb, created_at, ${col(ORDER_COLUMNS)})
       select c.id, t.number || '-' || c.g, case when t.awb is null then null else t.awb || 'B' || c.g end,
              t.created_at - make_interval(secs => ${count} - c.g + 1), ${col(ORDER_COLUMNS.map((n) => `t.${n}`))}
       from bench_copies c cross join bench_template t`,
    `insert into payments (order_id, ${col(PAYMENT_COLUMNS)})
       select c.id, ${col(PAYMENT_COLUMNS.map((n) => `p.${n}`))}
       from bench_copies c cross join bench_template t join payments p on p.order_id = t.id`,
    `insert into shipments (order_id, awb, next_poll_at, ${col(SHIPMENT_COLUMNS)})
       select c.id, s.awb || 'B' || c.g, null, ${col(SHIPMENT_COLUMNS.map((n) => `s.${n}`))}
       from bench_copies c cross join bench_template t join shipments s on s.order_id = t.id`,
    `insert into shipment_events (awb, ${col(EVENT_COLUMNS)})
       select s.awb || 'B' || c.g, ${col(EVENT_COLUMNS.map((n) => `e.${n}`))}
       from bench_copies c cross join bench_template t join shipments s on s.order_id = t.id join shipment_events e on e.awb = s.awb`,
    // Each copy also delivered with its cash on delivery collected (a repayment, waiting for an IBAN)
    // and invoiced, so the repayment and invoice lists have as many rows as the orders.
    `insert into repayments (order_id, customer_id, awb, carrier_id, amount_bani, status, recipient_name, delivered_at, test_mode)
       select c.id, t.customer_id, coalesce(t.awb, 'BENCH') || 'B' || c.g, t.carrier_id, greatest(t.cod_bani, 100), 'pending', 'Destinatar bench',
              t.created_at - make_interval(secs => ${count} - c.g + 1), t.test_mode
       from bench_copies c cross join bench_template t`,
    `insert into invoices (kind, series, number, code, customer_id, buyer_name, order_id, issue_date, net_bani, vat_bani, total_bani, document, efactura_status)
       select 'invoice', 'BENCH' || t.customer_id, c.g, 'BENCH' || t.customer_id || '-' || c.g, t.customer_id, 'Magazin bench', c.id,
              (t.created_at - make_interval(secs => ${count} - c.g + 1))::date, t.total_bani - t.total_bani * 21 / 121, t.total_bani * 21 / 121, t.total_bani,
              '{}', 'not_configured'
       from bench_copies c cross join bench_template t`,
  ];
}

const TABLES = ['orders', 'payments', 'shipments', 'shipment_events', 'repayments', 'invoices'];

/** Copies the account's first order `count` times on PostgreSQL; resolves with the seconds it took. */
export async function seedOrdersPostgres(databaseUrl, email, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    await client.query('begin');
    for (const text of seedStatements(email, count)) await client.query(text);
    await client.query('commit');
    // What autovacuum does soon after: the visibility map for index-only scans, and fresh statistics.
    for (const table of TABLES) await client.query(`vacuum analyze ${table}`);
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}

/** The same in the embedded PGlite directory (the server must be stopped). */
export async function seedOrdersPglite(pgliteDir, email, count) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(pgliteDir);
  const started = performance.now();
  try {
    await db.transaction(async (tx) => {
      for (const text of seedStatements(email, count)) await tx.exec(text);
    });
    for (const table of TABLES) await db.exec(`vacuum analyze ${table}`);
  } finally {
    await db.close();
  }
  return (performance.now() - started) / 1000;
}
