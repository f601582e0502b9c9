// A return booked label-free on a connected carrier, end to end through the app: GLS and Sameday
// configured from the environment and pointed at their stand-ins (the only fakes: the remote ends).
// The customer chose a locker: GLS books it with LRS on PrintLabels_20251022 and its PIN is the code
// the customer and the shop see; Sameday books it from a synced easybox in the customer's locality
// (lockerFirstMile) and its lockerReturnChargeCode is the code. A courier pickup stays an ordinary AWB
// with a label. A GLS that refuses the label-less return fails the shipment with a Romanian reason
// naming the service, and the shop's wallet is whole again: nothing charged.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerce } from '../../server/app/commerce.ts';
import { fixedLocations, orders, returnRequests, shipments, walletLedger } from '../../server/db/schema.ts';
import { syncLockers } from '../../server/services/carriers/locker-sync.ts';
import { lockerBoxSizes } from '../../server/services/pricing/rate-cards.ts';
import { startGlsStandIn, STAND_IN_CREDENTIALS as GLS_CREDENTIALS, type GlsStandIn } from '../support/carrier-stand-ins/gls.ts';
import { startSamedayStandIn, STAND_IN_CREDENTIALS as SAMEDAY_CREDENTIALS, type SamedayStandIn } from '../support/carrier-stand-ins/sameday.ts';
import { authHarness, mailsTo, type AuthHarness } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, CLUJ, drained } from './helpers/orders.ts';
import { SHOP_WALLET_BANI, shopWithReturns, statementBody, type Shop } from './helpers/returns.ts';

const GLS = 4;
const SAMEDAY = 6;

describe.each(testDatabases())('label-free returns on connected carriers on $name', (backend) => {
  let gls: GlsStandIn;
  let refusingGls: GlsStandIn;
  let sameday: SamedayStandIn;
  let h: AuthHarness;
  const glsEnv = (standIn: GlsStandIn) => ({
    GLS_USERNAME: GLS_CREDENTIALS.USERNAME,
    GLS_PASSWORD: GLS_CREDENTIALS.PASSWORD,
    GLS_CLIENT_NUMBER: GLS_CREDENTIALS.CLIENT_NUMBER,
    GLS_BASE_URL: standIn.baseUrl,
    GLS_DELIVERY_POINTS_URL: standIn.pointsUrl,
  });
  beforeAll(async () => {
    [gls, refusingGls, sameday] = await Promise.all([startGlsStandIn(), startGlsStandIn({ lockerReturns: false }), startSamedayStandIn()]);
    h = await authHarness(backend, {
      ...glsEnv(gls),
      SAMEDAY_USERNAME: SAMEDAY_CREDENTIALS.USERNAME,
      SAMEDAY_PASSWORD: SAMEDAY_CREDENTIALS.PASSWORD,
      SAMEDAY_PICKUP_POINT_ID: SAMEDAY_CREDENTIALS.PICKUP_POINT_ID,
      SAMEDAY_BASE_URL: sameday.url,
    });
  });
  afterAll(async () => {
    await h?.close();
    await Promise.all([gls?.close(), refusingGls?.close(), sameday?.close()]);
  });

  const today = () => new Date().toISOString().slice(0, 10);
  /** A typed-in order's return to `shop` on `carrier`, by the customer in Cluj-Napoca, approved by the shop. */
  async function approvedReturn(app: AuthHarness['app'], shop: Shop, carrier: number, dropOff: string) {
    const body = statementBody(
      { awb: '' },
      {
        order: { external: true, reference: `EXT-${Date.now().toString(36)}`, delivered_on: today() },
        carrier_id: carrier,
        drop_off_method: dropOff,
        contact: { name: 'Ion Țăranu', email: 'ion.taranu@exemplu.ro', phone: '0744 987 654', locality_id: CLUJ, locality_name: 'Cluj-Napoca', county_name: 'Cluj', street: 'Strada Memorandumului 10', postal_code: '400114' },
      },
    );
    const stated = await api(app, 'POST', `returns/shops/${shop.slug}/withdrawal`, { body });
    expect(stated.statusCode, stated.body).toBe(200);
    const confirmed = await api(app, 'POST', `returns/shops/${shop.slug}/withdrawal/confirm`, { body: { statement_token: stated.json().data.statement_token } });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const filed = { id: confirmed.json().data.return.id as number, key: confirmed.json().data.access_token as string };
    const approved = await api(app, 'POST', `returns/${filed.id}/approve`, { token: shop.token, body: {} });
    expect(approved.statusCode, approved.body).toBe(200);
    const [row] = await app.db.select().from(returnRequests).where(eq(returnRequests.id, filed.id));
    const view = (await api(app, 'GET', `returns/requests/${filed.id}?cheie=${filed.key}`)).json().data;
    return { filed, row: row!, view, approved: approved.json().data };
  }
  const shopFor = (carrier: number) => shopWithReturns(h.app, { payer: 'shop', carrier_ids: [carrier], accept_external_orders: true, notify_shop: false });

  it('GLS: a locker return is booked with LRS on PrintLabels_20251022 and its PIN is the code, on the page and in the mail', async () => {
    const shop = await shopFor(GLS);
    const { row, view } = await approvedReturn(h.app, shop, GLS, 'locker');
    expect(view.status).toBe('label_issued');
    const [shipment] = await h.db.select().from(shipments).where(eq(shipments.orderId, row.returnOrderId!));
    expect(shipment).toMatchObject({ network: 'gls', carrierId: GLS });
    const pin = shipment!.carrierRefs.returnCode!;
    expect(pin).toMatch(/^\d{6}$/);
    const parcel = gls.parcels.get(Number(shipment!.awb))!.parcel;
    expect(parcel).toMatchObject({ PickupType: 2, ServiceList: [{ Code: 'LRS' }], PickupAddress: { Name: 'Ion Țăranu', City: 'Cluj-Napoca' } });
    expect(gls.requests.some((r) => r.path.endsWith('/PrintLabels_20251022'))).toBe(true);
    expect(view.shipment).toMatchObject({ awb: shipment!.awb, demo: false, label_available: false, booking_failure: null, code: { kind: 'pin', value: pin, demo_note: null } });
    expect(view.shipment.instructions.join(' ')).toContain(pin);
    await drained(h.app);
    const mail = mailsTo(h.dataDir, 'ion.taranu@exemplu.ro').find((m) => m.text.includes(pin));
    expect(mail?.text).not.toContain('DEMO');
    // The first test also warms the label, invoice and mail paths up: a loaded machine needs more than the default.
  }, 60_000);

  it('GLS: a courier pickup stays an ordinary AWB with its label (no LRS, no PIN)', async () => {
    const shop = await shopFor(GLS);
    const { row, view } = await approvedReturn(h.app, shop, GLS, 'courier');
    const [shipment] = await h.db.select().from(shipments).where(eq(shipments.orderId, row.returnOrderId!));
    expect(shipment!.carrierRefs.returnCode).toBeUndefined();
    expect(gls.parcels.get(Number(shipment!.awb))!.parcel.PickupType).toBeUndefined();
    expect(view.shipment).toMatchObject({ code: null, label_available: true });
  });

  it('Sameday: a locker return starts in a synced easybox of the customer’s locality and its lockerReturnChargeCode is the code', async () => {
    await syncLockers({ db: h.db, carriers: commerce(h.app).ctx.carriers, log: h.app.log, now: () => new Date(), standardBoxSizes: lockerBoxSizes });
    const [easybox] = await h.db
      .select({ pointId: fixedLocations.pointId })
      .from(fixedLocations)
      .where(and(eq(fixedLocations.carrierId, SAMEDAY), eq(fixedLocations.siruta, CLUJ), sql`${fixedLocations.pointId} is not null`))
      .orderBy(fixedLocations.id)
      .limit(1);
    expect(easybox?.pointId).toBeTruthy();
    const shop = await shopFor(SAMEDAY);
    const { row, view } = await approvedReturn(h.app, shop, SAMEDAY, 'locker');
    const [shipment] = await h.db.select().from(shipments).where(eq(shipments.orderId, row.returnOrderId!));
    expect(shipment!.network).toBe('sameday');
    const booking = sameday.bookings.get(shipment!.awb)!;
    expect(booking.form).toMatchObject({ lockerFirstMile: easybox!.pointId, 'serviceTaxes[0]': 'PDO', thirdPartyPickup: '0' });
    const code = shipment!.carrierRefs.returnCode!;
    expect(code).toMatch(/^R\d{7}$/);
    expect(view.shipment).toMatchObject({ demo: false, label_available: false, code: { kind: 'code', value: code, demo_note: null } });
  });

  it('GLS refusing the label-less return: the shipment fails with a Romanian reason naming the service, and nothing is charged', async () => {
    const app = await h.newApp(glsEnv(refusingGls));
    const shop = await shopWithReturns(app, { payer: 'shop', carrier_ids: [GLS], accept_external_orders: true, notify_shop: false });
    const { row, view } = await approvedReturn(app, shop, GLS, 'locker');
    const [order] = await h.db.select().from(orders).where(eq(orders.id, row.returnOrderId!));
    expect(order).toMatchObject({ status: 'booking_failed', awb: null });
    const reason = 'GLS a refuzat returul fără etichetă (GLS Locker cu PIN): datele coletului nu au trecut validarea GLS.';
    expect(order!.bookingFailure).toBe(reason);
    expect(view.shipment).toMatchObject({ awb: null, code: null, booking_failure: reason });
    expect(refusingGls.parcels.size).toBe(0);
    // The wallet paid for the shipment at the approval and got it back when the carrier refused it.
    const ledger = await h.db.select({ kind: walletLedger.kind, amount: walletLedger.amountBani }).from(walletLedger).where(and(eq(walletLedger.customerId, shop.customerId), eq(walletLedger.reference, order!.number)));
    expect(ledger.map((l) => l.kind).sort()).toEqual(['order', 'refund']);
    expect(ledger.reduce((sum, l) => sum + l.amount, 0)).toBe(0);
    expect((await api(app, 'GET', 'wallet', { token: shop.token })).json().data.balance_bani).toBe(SHOP_WALLET_BANI);
    const detail = await api(app, 'GET', `returns/${row.id}`, { token: shop.token });
    expect(detail.json().data.shipment.booking_failure).toBe(reason);
  });
});
