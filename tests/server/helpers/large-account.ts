// A large account seeded quickly (issue #32): one INSERT ... SELECT per table, generate_series for the
// rows, so every list of the account (orders, repayments, payouts, invoices and credit notes, an
// endpoint's webhook deliveries, the wallet's and the test balance's movements, addresses) has
// `size` rows or so, two modes mixed, many rows in the same instant (the id decides their order).
import { sql } from 'drizzle-orm';
import type { AppDb } from '../../../server/db/client.ts';
import { rowsOf } from '../../../server/db/client.ts';

export interface LargeAccount {
  /** The endpoint with `size` deliveries (test mode), and one with a few (another list). */
  endpointId: number;
  otherEndpointId: number;
}

export async function seedLargeAccount(db: AppDb, customerId: number, size: number): Promise<LargeAccount> {
  const c = customerId;
  const payouts = Math.max(10, Math.floor(size / 10));
  const creditNotes = Math.max(5, Math.floor(size / 20));
  // Orders: two in three placed with a test key; each delivered (a repayment) and invoiced.
  await db.execute(sql`
    insert into orders (number, customer_id, status, carrier_id, service_id, price_request, offer, total_bani, cod_bani, sender, recipient, parcel_content, billing, awb, test_mode)
    select 'LA' || ${c} || '-' || g, ${c}, 'delivered', 1, 1, '{}', '{}', 1000, 500 + g % 50, '{}', '{}', 'colet', '{}', 'LA' || ${c} || 'X' || g, g % 3 <> 0
    from generate_series(1, ${size}) g`);
  await db.execute(sql`
    insert into payouts (customer_id, bank_iban, bank_holder, amount_bani, status, test_mode, paid_at)
    select ${c}, 'RO49AAAA1B31007593840000', 'Magazin', 1000 + g, 'paid', g % 3 <> 0, now()
    from generate_series(1, ${payouts}) g`);
  // Repayments: 97 delivery instants (about size/97 repayments in each), every fifth paid in a payout of its mode, every seventh cancelled.
  await db.execute(sql`
    insert into repayments (order_id, customer_id, awb, carrier_id, amount_bani, status, payout_id, bank_iban, bank_holder, recipient_name, delivered_at, test_mode)
    select o.id, ${c}, o.awb, 1, o.cod_bani,
           case when o.id % 5 = 0 then 'paid' when o.id % 7 = 0 then 'cancelled' else 'pending' end,
           case when o.id % 5 = 0 then (select p.id from payouts p where p.customer_id = ${c} and p.test_mode = o.test_mode order by p.id offset (o.id % 3) limit 1) end,
           case when o.id % 11 = 0 then '' else 'RO49AAAA1B31007593840000' end, 'Magazin', 'Ștefan Țăranu',
           timestamptz '2026-01-05 10:00:00+02' + (o.id % 97) * interval '1 day', o.test_mode
    from orders o where o.customer_id = ${c}`);
  // Invoices: one per order, 200 issue days; credit notes for refunds of one top-up.
  await db.execute(sql`
    insert into invoices (kind, series, number, code, customer_id, buyer_name, order_id, issue_date, net_bani, vat_bani, total_bani, document, efactura_status)
    select 'invoice', 'LA' || ${c}, row_number() over (order by o.id), 'LA' || ${c} || '-' || lpad(o.id::text, 7, '0'), ${c}, 'Magazin', o.id,
           date '2026-01-01' + (o.id % 200)::int, 840, 160, 1000, '{"paymentMeans": "card"}', 'not_configured'
    from orders o where o.customer_id = ${c}`);
  const [payment] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into payments (purpose, customer_id, method, status, amount_bani, gateway)
      values ('top_up', ${c}, 'card', 'succeeded', 100000000, 'test') returning id`),
  );
  await db.execute(sql`
    insert into payment_refunds (payment_id, amount_bani, channel, status, reason)
    select ${payment!.id}::uuid, 100, 'card', 'succeeded', 'Rambursare ' || g from generate_series(1, ${creditNotes}) g`);
  await db.execute(sql`
    insert into invoices (kind, series, number, code, customer_id, buyer_name, refund_id, corrects_id, issue_date, net_bani, vat_bani, total_bani, document, efactura_status)
    select 'credit_note', 'LC' || ${c}, row_number() over (order by r.id), 'LC' || ${c} || '-' || row_number() over (order by r.id), ${c}, 'Magazin', r.id,
           (select min(id) from invoices where customer_id = ${c}), date '2026-03-01', -84, -16, -100, '{}', 'not_configured'
    from payment_refunds r where r.payment_id = ${payment!.id}::uuid`);
  const endpoints = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      insert into webhook_endpoints (customer_id, url, events, secret, mode)
      values (${c}, 'https://magazin.test/webhooks/a', '["order.created"]', 'whsec_a', 'test'), (${c}, 'https://magazin.test/webhooks/b', '["order.created"]', 'whsec_b', 'test')
      returning id`),
  ).map((r) => Number(r.id));
  const [endpointId, otherEndpointId] = endpoints as [number, number];
  await db.execute(sql`
    insert into webhook_deliveries (endpoint_id, customer_id, message_id, event_type, payload, status, attempts, delivered_at)
    select case when g % 50 = 0 then ${otherEndpointId}::bigint else ${endpointId}::bigint end, ${c}, 'msg_la' || g, 'order.created', jsonb_build_object('n', g),
           case when g % 4 = 0 then 'failed' else 'succeeded' end, '[]', now()
    from generate_series(1, ${size}) g`);
  for (const ledger of ['wallet_ledger', 'test_balance_ledger']) {
    await db.execute(sql`
      insert into ${sql.identifier(ledger)} (customer_id, amount_bani, balance_after_bani, kind, reference, description)
      select ${c}, 100, 100 * g, 'top_up', ${ledger} || '-' || ${c} || '-' || g, 'Alimentare ' || g from generate_series(1, ${size}) g`);
  }
  // Delivery addresses, the default one among the oldest (it lists first).
  await db.execute(sql`
    insert into addresses (customer_id, kind, locality_id, street_name, street_no, contact, phone, is_default)
    select ${c}, 'delivery', 179132, 'Strada Lungă', g::text, 'Destinatar ' || g, '0712345678', g = 7 from generate_series(1, ${size}) g`);
  return { endpointId, otherEndpointId };
}
