// The soak's accounts, made through the real paths before the clients start (bench/soak.mjs): one
// customer account per client (it places card orders; the per-account order limit, 300 an hour, is
// kept: one account's client orders far fewer), each with a live webhook endpoint on the local
// receiver; and shops with a test API key (bench/public-api.mjs seedShop: test balance, billing
// address, key, orders through the public API), each with a test-mode endpoint made through the
// public API. Resolves once every shop order has its AWB (its label can be printed).
import { seedShop } from './public-api.mjs';
import { call, Unexpected } from './soak-http.mjs';

const PASSWORD = 'o-parola-de-soak-destul-de-lunga';
export const ORDERS_PER_SHOP = 20;
export const CLIENTS_PER_SHOP = 25;
const EVENTS = ['order.created', 'order.status_changed'];

/** Runs `make(i)` for i < count, `concurrency` at a time; the results in order. */
async function pool(count, concurrency, make) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count) {
      const i = next++;
      results[i] = await make(i);
    }
  }));
  return results;
}

async function customer(target, receiver, tag, i) {
  const email = `soak.${tag}.${i}@exemplu.ro`;
  const registered = await call(target, 'POST', '/api/private/auth/register', { json: { name: `Client Soak ${i}`, email, password: PASSWORD, password_confirmation: PASSWORD } });
  const token = registered.json()?.access_token;
  if (registered.status !== 201 || !token) throw new Unexpected('soak: register', registered);
  const endpoint = await call(target, 'POST', '/api/private/webhooks', {
    json: { url: receiver.url(`/customer/${i}`), description: `Soak ${i}`, events: EVENTS },
    headers: { authorization: `Bearer ${token}` },
  });
  if (endpoint.status !== 201) throw new Unexpected('soak: webhook endpoint', endpoint);
  return { token };
}

async function shop(target, receiver, i) {
  const key = await seedShop(target.base, ORDERS_PER_SHOP);
  const headers = { 'x-api-key': key };
  const endpoint = await call(target, 'POST', '/api/public/v1/webhooks', { json: { url: receiver.url(`/shop/${i}`), description: `Magazin soak ${i}`, events: EVENTS }, headers });
  if (endpoint.status !== 201) throw new Unexpected('soak: public webhook endpoint', endpoint);
  // The orders are booked by the queue: wait for every AWB.
  for (let attempt = 0; ; attempt++) {
    const listed = await call(target, 'GET', '/api/public/v1/orders?per_page=50', { headers });
    const list = listed.json()?.list;
    if (listed.status !== 200 || !Array.isArray(list)) throw new Unexpected('soak: public order list', listed);
    if (list.length === ORDERS_PER_SHOP && list.every((o) => o.awb)) return { key, orderIds: list.map((o) => o.id), awbs: list.map((o) => o.awb) };
    if (attempt > 240) throw new Error(`soak: shop ${i}'s orders have no AWB after 2 minutes (${list.filter((o) => o.awb).length} of ${list.length})`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** `clients` customers and one shop per CLIENTS_PER_SHOP clients, made through `target`. */
export async function seed(target, receiver, clients) {
  const tag = Date.now().toString(36);
  const started = performance.now();
  // Registration hashes the password (Argon2): a few at a time.
  const customers = await pool(clients, 4, (i) => customer(target, receiver, tag, i));
  const shops = [];
  for (let i = 0; i < Math.ceil(clients / CLIENTS_PER_SHOP); i++) shops.push(await shop(target, receiver, i));
  return { customers, shops, seconds: (performance.now() - started) / 1000 };
}
