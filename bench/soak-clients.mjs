// The soak's traffic (bench/soak.mjs): `clients` clients (each sends its next request when the
// answer is in and it has thought `thinkMs` on average, exponentially distributed), each signed in
// as its own customer and acting for a shop, mixing:
// private price quotes (anonymous, the 10-parcel every-carrier request), tracking lookups by AWB
// (five known AWBs), the public API's order list and label PDFs (the shop's key), and card orders
// paid on the test processor's hosted page as a browser pays them (the order, the redirect to the
// page, its card form posted, then the payment asked about, which settles and books it). Orders are
// paced per client (one every ORDER_EVERY_SECONDS on average) so that an account stays under its
// order limit (300 an hour); every booked order's AWB joins the tracking lookups.
import { randomUUID } from 'node:crypto';
import { PRICING_BODY } from './pricing.mjs';
import { call, Unexpected } from './soak-http.mjs';

export const ORDER_EVERY_SECONDS = 30;
/** The other steps' shares of a client's requests. */
const MIX = [['quote', 36], ['track', 36], ['list', 24], ['labels', 4]];
const MIX_TOTAL = MIX.reduce((sum, [, w]) => sum + w, 0);
const CARRIERS = [1, 2, 3, 4, 6, 16];
const YEAR = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');

function pickStep() {
  let roll = Math.random() * MIX_TOTAL;
  for (const [step, weight] of MIX) if ((roll -= weight) < 0) return step;
  return MIX[0][0];
}

/** `n` different items of `list` (all of them when it has fewer), at random. */
function sample(list, n) {
  const picked = new Set();
  while (picked.size < Math.min(n, list.length)) picked.add(list[Math.floor(Math.random() * list.length)]);
  return [...picked];
}

function orderBody(i) {
  return {
    carrier_id: CARRIERS[i % CARRIERS.length],
    service_id: 1,
    address_from: { locality_id: 54984, contact: 'Ana Popescu', phone: '0722 123 456', email: 'ana.expeditor@exemplu.ro', street_name: 'Strada Memorandumului', street_number: '28' },
    address_to: { locality_id: 95079, contact: 'Ion Țăranu', phone: '0744 987 654', street_name: 'Bulevardul Ștefan cel Mare și Sfânt', street_number: String(1 + (i % 90)) },
    content: { parcels: [{ size: { weight: 1 + (i % 5), length: 30, width: 20, height: 10 } }] },
    extra: { parcel_content: 'Cărți și jucării' },
    billing: { type: 'person', name: 'Ana Popescu' },
    payment: { method: 'card' },
  };
}

/**
 * Runs the clients until `seconds` have passed. `lb` spreads the requests over the processes;
 * `stats.record(step, ms, error)` is called for every answer (error: null, or what was wrong);
 * `awbs` is the shared list of known AWBs (grows with the booked orders).
 */
export async function runClients({ lb, seconds, thinkMs = 0, accounts, shops, awbs, stats }) {
  const think = () => (thinkMs > 0 ? new Promise((r) => setTimeout(r, -Math.log(1 - Math.random()) * thinkMs)) : undefined);
  const stopAt = performance.now() + seconds * 1000;
  let placed = 0;

  /** One request, timed and recorded; resolves with the answer when `ok(res)` holds, else null. */
  const timed = async (step, method, path, options, ok) => {
    const started = performance.now();
    try {
      const res = await call(lb.pick(), method, path, options);
      const problem = ok(res);
      stats.record(step, performance.now() - started, problem ? new Unexpected(step, res, problem).message : null);
      return problem ? null : res;
    } catch (error) {
      stats.record(step, performance.now() - started, `${step}: ${error.message}${error.code ? ` (${error.code})` : ''}`);
      return null;
    }
  };

  const steps = {
    quote: () => timed('quote', 'POST', '/api/private/orders/price-calculation', { json: PRICING_BODY }, (res) =>
      res.status !== 200 ? 'status' : res.json()?.data?.length ? null : 'no offers'),
    track: () => {
      const wanted = sample(awbs, 5);
      return timed('track', 'POST', '/api/private/orders/track-by-awb', { json: { awb_list: wanted, carrier_id: 0, language: 'ro' } }, (res) => {
        if (res.status !== 200) return 'status';
        const items = res.json();
        const found = new Set(Array.isArray(items) ? items.filter((item) => item.found).map((item) => item.awb) : []);
        const missing = wanted.filter((awb) => !found.has(awb));
        return missing.length ? `not found: ${missing.join(', ')}` : null;
      });
    },
    list: (shop) => timed('list', 'GET', '/api/public/v1/orders?per_page=50', { headers: { 'x-api-key': shop.key } }, (res) =>
      res.status !== 200 ? 'status' : (res.json()?.list?.length ?? 0) > 0 ? null : 'empty list'),
    labels: (shop) => timed('labels', 'POST', '/api/public/v1/orders/labels', { json: { order_ids: sample(shop.orderIds, 5), format: 'A6' }, headers: { 'x-api-key': shop.key } }, (res) =>
      res.status !== 200 ? 'status' : res.body.subarray(0, 5).toString() === '%PDF-' ? null : 'not a PDF'),
    order: async (account) => {
      const auth = { authorization: `Bearer ${account.token}` };
      const i = placed++;
      const ordered = await timed('order', 'POST', '/api/private/orders', { json: orderBody(i), headers: { ...auth, 'idempotency-key': randomUUID() } }, (res) =>
        res.status !== 202 ? 'status' : res.json()?.data?.payment?.redirect_url ? null : 'no payment page');
      if (!ordered) return;
      const payment = ordered.json().data.payment;
      // The browser follows the redirect to the processor's page (one of our processes serves it).
      const page = new URL(payment.redirect_url).pathname;
      const shown = await timed('pay-page', 'GET', page, {}, (res) =>
        res.status !== 200 ? 'status' : /<form method="post" action="[^"]*\/card"[^>]*><input type="hidden" name="token" value="[^"]+">/.test(res.text()) ? null : 'no card form');
      if (!shown) return;
      const [, action, token] = /<form method="post" action="([^"]*\/card)"[^>]*><input type="hidden" name="token" value="([^"]+)">/.exec(shown.text());
      const paid = await timed('pay-card', 'POST', action, { form: { token, number: '4242 4242 4242 4242', expiry: `12/${YEAR}`, cvc: '123', holder: 'ANA POPESCU' } }, (res) =>
        (res.status === 303 ? null : 'status'));
      if (!paid) return;
      // Back in the app: it asks about the payment (settled at the processor, then the order booked).
      const settled = await timed('pay-status', 'GET', `/api/private/payments/${payment.id}`, { headers: auth }, (res) =>
        res.status !== 200 ? 'status' : res.json()?.data?.payment?.status === 'succeeded' ? null : `payment ${res.json()?.data?.payment?.status}`);
      const awb = settled?.json()?.data?.order?.awb;
      if (awb) awbs.push(awb);
    },
  };

  const client = async (c) => {
    const account = accounts[c];
    const shop = shops[c % shops.length];
    // Orders spread over time: the first after a random part of the interval, then about one an interval.
    let nextOrder = performance.now() + Math.random() * ORDER_EVERY_SECONDS * 1000;
    while (performance.now() < stopAt) {
      if (performance.now() >= nextOrder) {
        nextOrder += ORDER_EVERY_SECONDS * 1000 * (0.5 + Math.random());
        await steps.order(account);
      } else {
        await steps[pickStep()](shop);
      }
      await think();
    }
  };
  await Promise.all(accounts.map((_, c) => client(c)));
  return { placed };
}
