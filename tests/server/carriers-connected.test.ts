// A carrier connected through its real adapter, end to end through the app: FAN Courier configured
// from the environment (FAN_COURIER_*), pointed at its local stand-in (the only fake: the remote
// end). The price list shows FAN's own price, an order is booked through the adapter (the AWB is the
// stand-in's, the shipment records the carrier), its label is FAN's PDF, its tracking comes from FAN
// by the poller, an AWB booked elsewhere is found on FAN (and asked once while cached), FAN's points
// replace the generated lockers after a sync, a refusal fails the order with FAN's reason and
// refunds it, and a FAN that hangs drops out of the price list within the quote timeout.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commerce } from '../../server/app/commerce.ts';
import { carrierEvent } from '../../server/services/carriers/carrier-events.ts';
import { syncLockers } from '../../server/services/carriers/locker-sync.ts';
import { lockerBoxSizes } from '../../server/services/pricing/rate-cards.ts';
import { recordTracking } from '../../server/services/tracking/record.ts';
import { pollerContextOf, pollTracking } from '../../server/services/tracking/poller.ts';
import { startFanCourierStandIn, STAND_IN_CREDENTIALS, STAND_IN_FANBOXES, type FanStandIn } from '../support/carrier-stand-ins/fan-courier.ts';
import { authHarness, clearRateLimits, mailsTo, query, registerCustomer, settled, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, bookedOrder, IASI, orderBody, placePaidOrder } from './helpers/orders.ts';
import { eventBusOf } from '../../server/app/events.ts';

const FAN = 3;
const TIMISOARA = 155252;

describe.each(testDatabases())('a connected carrier (FAN Courier on its stand-in) on $name', (backend) => {
  let fan: FanStandIn;
  let h: AuthHarness;
  beforeAll(async () => {
    fan = await startFanCourierStandIn();
    h = await authHarness(backend, {
      FAN_COURIER_USERNAME: STAND_IN_CREDENTIALS.USERNAME,
      FAN_COURIER_PASSWORD: STAND_IN_CREDENTIALS.PASSWORD,
      FAN_COURIER_CLIENT_ID: STAND_IN_CREDENTIALS.CLIENT_ID,
      FAN_COURIER_BASE_URL: fan.url,
    });
  });
  afterAll(async () => {
    await h?.close();
    await fan?.close();
  });
  beforeEach(async () => clearRateLimits(h.db));

  const fanOrder = (overrides: Record<string, unknown> = {}) => orderBody({ carrier_id: FAN, service_id: 1, ...overrides });
  const price = async (body: Record<string, unknown>) => (await api(h.app, 'POST', 'orders/price-calculation', { body, headers: { 'x-no-compression': '1' } })).json();

  it("prices FAN with FAN's own tariff, books through FAN, prints FAN's label and follows FAN's events", async () => {
    const answer = await price({ ...fanOrder(), payment: undefined, billing: undefined });
    const offer = answer.data.find((o: { service_id: number }) => o.service_id === 1);
    // The stand-in's tariff for 1 kg: 20 + 1.5 + 1.69 fuel = 23.19 lei without VAT, 4.41 VAT.
    expect(offer.breakdown).toMatchObject({ net_bani: 2319, vat_bani: 441, total_bani: 2760, lines: [{ code: 'carrier_tariff', amount: 2319 }] });
    const tariffCall = fan.requests.findLast((r) => r.path === '/reports/awb/internal-tariff')!;
    expect(tariffCall.query.get('recipient[locality]')).toBe('Iasi');
    expect(tariffCall.query.get('recipient[county]')).toBe('Iasi');

    const customer = await registerCustomer(h.app);
    const extra = { parcel_content: 'Cărți și jucării', internal_identifier: ' MV-10021 ' };
    const booked = await bookedOrder(h.app, fanOrder({ expected_total_bani: 2760, extra }), customer.access_token);
    const order = { ...booked, awb: booked.awb_number };
    const booking = fan.bookings.get(order.awb);
    expect(booking?.shipment.recipient).toMatchObject({ name: 'Ion Țăranu', address: { county: 'Iasi', locality: 'Iasi' } });
    // Our order number stays FAN's reference; the shop's own (trimmed) follows it in the observation.
    expect(String(booking?.shipment.info.observation)).toMatch(new RegExp(`^Ref\\. ${order.order.number}(; .*)?; Magazin: MV-10021$`));
    expect(order.order).toMatchObject({ order_status: 'booked', test_mode: false });
    const [shipment] = await query<{ network: string; carrier_status_code: string }>(h.db, sql`select network, carrier_status_code from shipments where awb = ${order.awb}`);
    expect(shipment).toEqual({ network: 'fan-courier', carrier_status_code: 'AWB_CREATED' });

    const label = await api(h.app, 'GET', `orders/${order.order_id}/label?format=A4`, { token: customer.access_token });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toBe('application/pdf');
    // The stand-in's own PDF (it prints "AWB <number> <format>"), not our layout.
    expect(label.body).toContain(`AWB ${order.awb} A4`);
    expect(label.body).not.toContain('DejaVu');

    // After the booking, whatever today is (FAN writes its local time).
    const fanDate = (hoursLater: number) => new Date(Date.now() + hoursLater * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    fan.setEvents(order.awb, [
      { id: 'C0', name: 'Expeditie preluata', location: 'Cluj-Napoca', date: fanDate(4) },
      { id: 'S2', name: 'Livrat', location: 'Iasi', date: fanDate(28) },
    ]);
    await h.db.execute(sql`update shipments set next_poll_at = now() - interval '1 second' where awb = ${order.awb}`);
    await pollTracking(pollerContextOf(commerce(h.app).ctx), { batch: 20, timeoutMs: 5000 });
    const tracked = (await api(h.app, 'POST', 'orders/track-by-awb', { body: { awb_list: [order.awb] } })).json()[0];
    expect(tracked).toMatchObject({ found: true, carrier_id: FAN, current_status: 'Livrat', is_current_status_final: true });
    expect(tracked.history.map((e: { carrier_status_code: string }) => e.carrier_status_code)).toEqual(['AWB_CREATED', 'C0', 'S2']);
  });

  it('finds an AWB booked elsewhere on FAN, asks FAN once while the answer is fresh, and says when FAN does not know it', async () => {
    const foreign = '2999999999999';
    fan.setEvents(foreign, [{ id: 'H10', name: 'In tranzit spre depozitul de destinatie', location: 'Brasov', date: '2026-11-24 18:00:00' }]);
    const ask = async (awb: string) => (await api(h.app, 'POST', 'orders/track-by-awb', { body: { awb_list: [awb], carrier_id: FAN } })).json()[0];
    const before = fan.requests.filter((r) => r.path === '/reports/awb/tracking').length;
    expect(await ask(foreign)).toMatchObject({ awb: foreign, found: true, carrier: 'FAN Courier', current_status: 'În tranzit', history: [{ carrier_status_code: 'H10', location: 'Brasov' }] });
    expect(await ask(foreign)).toMatchObject({ found: true });
    expect(fan.requests.filter((r) => r.path === '/reports/awb/tracking').length).toBe(before + 1);
    expect(await ask('2000000000001')).toMatchObject({ found: false, message: 'Nu am găsit AWB-ul 2000000000001 la FAN Courier.' });
  });

  it("shows FAN's own points after a sync, never the generated ones", async () => {
    const list = async (carrier = FAN) => (await api(h.app, 'GET', `locations/fixedlocations?carrier_id=${carrier}`)).json() as { name: string; box_sizes?: unknown }[];
    // A connected carrier never shows the generated demo lockers; a simulated one (Sameday) still does.
    expect(await list()).toEqual([]);
    expect((await list(6)).length).toBeGreaterThan(100);
    await syncLockers({ db: h.db, carriers: commerce(h.app).ctx.carriers, log: h.app.log, now: () => new Date(), standardBoxSizes: lockerBoxSizes });
    const synced = await list();
    const names = synced.map((p) => p.name).sort();
    expect(names).toEqual([...STAND_IN_FANBOXES.map((b) => b.name), 'FAN Courier Cluj'].sort());
    const obor = synced.find((p) => p.name === 'FANbox Mega Image Obor');
    expect(obor).toMatchObject({ county_name: 'București', fixed_location_type: 'locker', is_active: true });
    // FAN's API lists no boxes: each point has the standard sizes of FAN's rate card.
    expect(lockerBoxSizes(FAN).length).toBeGreaterThan(0);
    expect(obor?.box_sizes).toEqual(lockerBoxSizes(FAN));
  });

  it("fails an order FAN refuses for good with FAN's reason, refunds it and tells the customer", async () => {
    const customer = await registerCustomer(h.app);
    // FAN prices by the recipient; its nomenclature (the stand-in's) has no Timișoara for the sender.
    const body = fanOrder({ address_from: { ...(orderBody().address_from as object), locality_id: TIMISOARA } });
    const placed = await placePaidOrder(h.app, body, { token: customer.access_token });
    expect(placed.payment.status).not.toBe('failed');
    const order = { order_id: placed.orderId };
    const view = (await api(h.app, 'GET', `orders/${order.order_id}`, { token: customer.access_token })).json().data;
    expect(view).toMatchObject({ order_status: 'booking_failed', order_status_label: 'Refuzată de curier', awb: null });
    expect(view.booking_failure).toMatch(/^FAN Courier a refuzat cererea: .*expeditorului/);
    expect(view.payment).toMatchObject({ status: 'refunded' });
    await settled(h.app);
    const [mail] = mailsTo(h.dataDir, customer.customer.email).filter((m) => m.file.includes('order-cancelled'));
    expect(mail?.text).toContain(`Motivul: ${view.booking_failure}`);
  });

  const bookedFanOrder = async () => {
    const customer = await registerCustomer(h.app);
    const booked = await bookedOrder(h.app, fanOrder(), customer.access_token);
    return { token: customer.access_token, id: booked.order_id, awb: booked.awb_number };
  };
  const orderOf = async (token: string, id: number) => (await api(h.app, 'GET', `orders/${id}`, { token })).json().data;

  it('cancels with FAN and refunds; keeps FAN\'s refusal; retries a cancellation FAN could not receive', async () => {
    const one = await bookedFanOrder();
    const cancelled = await api(h.app, 'DELETE', `orders/${one.id}?refund_channel=wallet`, { token: one.token });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', details: { refund: { channel: 'wallet', status: 'succeeded' } } });
    expect(fan.bookings.get(one.awb)?.deleted).toBe(true);
    // The courier ordered for it is called off too (its id was kept on the shipment).
    expect([...fan.courierOrders.values()].find((o) => o.info.awbNumber === one.awb)?.deleted).toBe(true);

    const two = await bookedFanOrder();
    fan.markPickedUp(two.awb);
    const refused = await api(h.app, 'DELETE', `orders/${two.id}`, { token: two.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Comanda nu mai poate fi anulată: coletul a fost deja preluat de curier.');
    expect(await orderOf(two.token, two.id)).toMatchObject({ order_status: 'booked', cancel_refusal: refused.json().message, cancel_pending: false });

    const three = await bookedFanOrder();
    fan.misbehave({ kind: 'error', status: 503 }, 1, '/awb');
    const pending = await api(h.app, 'DELETE', `orders/${three.id}?refund_channel=wallet`, { token: three.token });
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toMatchObject({ data: { success: false, status: 'cancel_requested' }, message: expect.stringContaining('FAN Courier nu răspunde acum') });
    expect(await orderOf(three.token, three.id)).toMatchObject({ order_status: 'booked', cancel_pending: true });
    // The job asks FAN again (it answers now): cancelled and refunded.
    await settled(h.app);
    expect(fan.bookings.get(three.awb)?.deleted).toBe(true);
    expect(await orderOf(three.token, three.id)).toMatchObject({ order_status: 'cancelled', cancel_pending: false, payment: { status: 'refunded' } });
  });

  it('cancels and refunds an order whose cancellation FAN reports on its own', async () => {
    const one = await bookedFanOrder();
    const [shipment] = await query<{ id: number }>(h.db, sql`select id from shipments where awb = ${one.awb}`);
    const deleted = carrierEvent({ carrierId: FAN, sequence: 100, code: 'AWB_DELETED', occurredAt: new Date() });
    await recordTracking(h.db, { id: Number(shipment!.id), awb: one.awb }, [deleted], new Date(), { events: eventBusOf(h.app) });
    await settled(h.app);
    expect(await orderOf(one.token, one.id)).toMatchObject({ order_status: 'cancelled', current_status: 'Anulat', payment: { status: 'refunded' } });
  });

  it('drops FAN from the price list within the quote timeout when it hangs, with the reason', async () => {
    fan.misbehave({ kind: 'hang' }, 4, 'internal-tariff');
    const started = Date.now();
    const answer = await price({ ...orderBody({ carrier_id: 0, service_id: 1 }), payment: undefined, billing: undefined, address_to: { locality_id: IASI } });
    expect(Date.now() - started).toBeLessThan(4000);
    expect(answer.data.some((o: { carrier_id: number }) => o.carrier_id === FAN)).toBe(false);
    expect(answer.unavailable).toContainEqual({ carrier_id: FAN, service_id: 1, reason: 'FAN Courier este indisponibil momentan.' });
    // The simulated carriers are still priced.
    expect(answer.data.length).toBeGreaterThan(0);
  });
});
