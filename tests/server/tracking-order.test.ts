// POST /api/private/orders/track-by-order: signed-in only; the caller's own orders, one item per
// distinct id in request order; anyone else's order (or an unknown id) is "not found" and shows
// nothing of it; an order without an AWB says why; statuses follow the simulation; the order list
// and detail carry the same live status and history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceSimulation } from '../../server/services/tracking/advance-simulation.ts';
import { authHarness, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, bookedOrder, orderBody, placeOrder } from './helpers/orders.ts';
import { eventBusOf } from '../../server/app/events.ts';

const HOUR = 3600_000;

interface Placed {
  order_id: number;
  awb_number: string | null;
  order: { number: string; estimated_delivery_date: string; history: { timestamp: string }[] };
}

describe.each(testDatabases())('track-by-order on $name', (backend) => {
  let h: AuthHarness;
  let owner: TokenAnswer;
  let stranger: TokenAnswer;
  let mine: Placed;
  let theirs: Placed;
  const place = async (who: TokenAnswer, body = orderBody()): Promise<Placed> => bookedOrder(h.app, body, who.access_token);
  /** An order still waiting for its payment on the processor's page. */
  const unpaid = async (who: TokenAnswer) => (await placeOrder(h.app, orderBody(), { token: who.access_token })).json().data as Placed;
  const track = (body: unknown, token?: string) => api(h.app, 'POST', 'orders/track-by-order', { body, token });

  beforeAll(async () => {
    h = await authHarness(backend);
    owner = await registerCustomer(h.app);
    stranger = await registerCustomer(h.app);
    mine = await place(owner, orderBody({ carrier_id: 4 }));
    theirs = await place(stranger);
  });
  afterAll(async () => h?.close());

  it('needs a session', async () => {
    const res = await track({ order_ids: [mine.order_id] });
    expect(res.statusCode).toBe(401);
    expect(res.json().reason).toBe('unauthenticated');
  });

  it("answers the caller's own orders only; anyone else's is not found and shows nothing of it", async () => {
    const res = await track({ order_ids: [theirs.order_id, mine.order_id, 987654321, mine.order_id] }, owner.access_token);
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items).toHaveLength(3);
    expect(items[0]).toEqual({
      awb: null,
      found: false,
      carrier_id: null,
      carrier: null,
      order_id: theirs.order_id,
      reference: null,
      track_url: null,
      current_status: null,
      current_status_id: null,
      current_status_description: null,
      is_current_status_final: false,
      estimated_delivery_date: null,
      carrier_website: null,
      updated_at: null,
      history: [],
      demo: false,
      message: `Comanda ${theirs.order_id} nu există printre comenzile tale.`,
    });
    expect(JSON.stringify(items[0])).not.toContain(theirs.awb_number!);
    expect(items[1]).toMatchObject({
      awb: mine.awb_number,
      found: true,
      carrier_id: 4,
      carrier: 'GLS',
      order_id: mine.order_id,
      reference: mine.order.number,
      track_url: `http://curiero.test/tracking?awb=${mine.awb_number}`,
      current_status_id: 1,
      current_status: 'Înregistrat',
      estimated_delivery_date: mine.order.estimated_delivery_date,
      carrier_website: 'https://gls-group.com/RO/ro/',
      history: [{ status_id: 1, carrier_status_code: '51', location: 'Cluj-Napoca' }],
    });
    expect(items[2]).toMatchObject({ found: false, order_id: 987654321, message: 'Comanda 987654321 nu există printre comenzile tale.' });

    const theirView = (await track({ order_ids: [theirs.order_id] }, stranger.access_token)).json();
    expect(theirView[0]).toMatchObject({ found: true, order_id: theirs.order_id, awb: theirs.awb_number });
  });

  it('says why an order has no AWB yet, or never will', async () => {
    const waiting = await unpaid(owner);
    expect(waiting.awb_number).toBeFalsy();
    const cancelledEarly = await unpaid(owner);
    expect((await api(h.app, 'DELETE', `orders/${cancelledEarly.order_id}`, { token: owner.access_token })).statusCode).toBe(200);
    const items = (await track({ order_ids: [waiting.order_id, cancelledEarly.order_id] }, owner.access_token)).json();
    expect(items[0]).toMatchObject({
      awb: null,
      found: false,
      carrier_id: 6,
      carrier: 'Sameday',
      order_id: waiting.order_id,
      reference: waiting.order.number,
      track_url: null,
      message: `Comanda ${waiting.order.number} nu are încă AWB: îl primește după ce este plătită și înregistrată la curier.`,
    });
    expect(items[1]).toMatchObject({ found: false, message: `Comanda ${cancelledEarly.order.number} a fost anulată înainte de înregistrarea la curier: nu are AWB.` });
  });

  it('shows a cancelled shipment as final, without an estimate', async () => {
    const placed = await place(owner);
    expect((await track({ order_ids: [placed.order_id] }, owner.access_token)).json()[0]).toMatchObject({ current_status_id: 1, estimated_delivery_date: placed.order.estimated_delivery_date });
    expect((await api(h.app, 'DELETE', `orders/${placed.order_id}?refund_channel=wallet`, { token: owner.access_token })).statusCode).toBe(200);
    const [item] = (await track({ order_ids: [placed.order_id] }, owner.access_token)).json();
    expect(item).toMatchObject({ found: true, current_status_id: 7, current_status: 'Anulat', is_current_status_final: true, estimated_delivery_date: null });
    expect(item.history.map((e: { carrier_status_code: string }) => e.carrier_status_code)).toEqual(['1', 'AWB_DELETED']);
  });

  it.each([
    [{ order_ids: [] }, { order_ids: ['Trimite cel puțin o comandă.'] }],
    [{ order_ids: Array.from({ length: 201 }, (_, i) => i + 1) }, { order_ids: ['Poți urmări cel mult 200 de comenzi într-o cerere.'] }],
    [{ order_ids: [1, 'x'] }, { 'order_ids.1': ['Câmpul trebuie să fie un număr întreg.'] }],
    [{ order_ids: [0, 2.5] }, { 'order_ids.0': ['Id-ul comenzii trebuie să fie un număr întreg pozitiv.'], 'order_ids.1': ['Câmpul trebuie să fie un număr întreg.'] }],
    [{ order_ids: [1e20] }, { 'order_ids.0': ['Id-ul comenzii trebuie să fie un număr întreg pozitiv.'] }],
    [{}, { order_ids: ['Câmpul este obligatoriu.'] }],
  ])('refuses %j with 422', async (body, errors) => {
    const res = await track(body, owner.access_token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ reason: 'validation_failed', message: 'Datele trimise nu sunt valide.', errors });
  });

  it('takes 200 orders at once', async () => {
    const ids = [mine.order_id, ...Array.from({ length: 199 }, (_, i) => 900_000 + i)];
    const items = (await track({ order_ids: ids }, owner.access_token)).json();
    expect(items).toHaveLength(200);
    expect(items.filter((i: { found: boolean }) => i.found)).toHaveLength(1);
  });

  it('follows the simulation, and the order detail and list say the same', async () => {
    const placed = await place(owner, orderBody({ carrier_id: 1 }));
    const booked = new Date(placed.order.history[0]!.timestamp).getTime();
    await advanceSimulation({ db: h.db, events: eventBusOf(h.app) }, new Date(booked + 9 * HOUR));
    let [item] = (await track({ order_ids: [placed.order_id] }, owner.access_token)).json();
    expect(item).toMatchObject({ current_status_id: 3, current_status: 'În tranzit', estimated_delivery_date: placed.order.estimated_delivery_date });
    expect(item.history.map((e: { carrier_status_code: string }) => e.carrier_status_code)).toEqual(['AWB_CREATED', 'MODEL_PICKED_UP', 'MODEL_IN_TRANSIT']);

    const detail = (await api(h.app, 'GET', `orders/${placed.order_id}`, { token: owner.access_token })).json().data;
    const listed = (await api(h.app, 'GET', 'orders?per_page=50', { token: owner.access_token })).json().data.find((o: { id: number }) => o.id === placed.order_id);
    for (const order of [detail, listed]) {
      expect(order).toMatchObject({
        current_status_id: item.current_status_id,
        current_status: item.current_status,
        current_status_description: item.current_status_description,
        is_current_status_final: false,
        track_url: item.track_url,
        history: item.history,
      });
    }

    await advanceSimulation({ db: h.db, events: eventBusOf(h.app) }, new Date(booked + 6 * 24 * HOUR));
    [item] = (await track({ order_ids: [placed.order_id] }, owner.access_token)).json();
    expect(item).toMatchObject({ is_current_status_final: true, estimated_delivery_date: null });
    expect(['Livrat', 'Returnat expeditorului']).toContain(item.current_status);
  });
});
