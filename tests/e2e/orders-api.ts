// Accounts and booked orders made through the API for the specs that need real AWBs on the
// simulated carrier network (tracking, push): register an account, then place a paid order
// (Cluj-Napoca → Iași, one 1 kg parcel), or top up its wallet. A card is never sent to our API: the
// order (or top-up) answers 202 with the processor's page, which is paid the way a browser pays it
// (its form posted url-encoded, with the page's hidden token, card 4242), and the outcome is asked
// the way the app asks it once the browser is back (GET payments/{id}).
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

export const E2E_PASSWORD = 'o-parola-destul-de-lunga';
const CLUJ = 54984;
const IASI = 95079;

export interface Account {
  email: string;
  token: string;
}

export interface Placed {
  orderId: number;
  awb: string;
}

export async function registerAccount(api: APIRequestContext, name: string, emailPrefix: string): Promise<Account> {
  const email = `${emailPrefix}.${Date.now().toString(36)}@exemplu.ro`;
  const registered = await api.post('/api/private/auth/register', {
    data: { name, email, password: E2E_PASSWORD, password_confirmation: E2E_PASSWORD },
  });
  expect(registered.status()).toBe(201);
  return { email, token: ((await registered.json()) as { access_token: string }).access_token };
}

function priceRequest(account: Account, carrierId: number, extra: Record<string, unknown> = {}) {
  return {
    carrier_id: carrierId,
    service_id: 1,
    address_from: { locality_id: CLUJ, contact: 'Ana Popescu', phone: '0722 123 456', email: account.email, street_name: 'Strada Memorandumului', street_number: '28' },
    address_to: { locality_id: IASI, contact: 'Ion Țăranu', phone: '0744 987 654', street_name: 'Bulevardul Ștefan cel Mare și Sfânt', street_number: '10' },
    content: { parcels: [{ size: { weight: 1, length: 20, width: 15, height: 10 } }] },
    extra: { parcel_content: 'Cărți și jucării', ...extra },
  };
}

/** The test processor's approved card, as typed on its page. */
export const APPROVED_CARD = '4242 4242 4242 4242';

/** The action and hidden token of a form of the test processor's page that posts to `…/{step}`. */
export function processorForm(html: string, step: 'card' | '3ds' | 'cancel'): { action: string; token: string } {
  const match = new RegExp(`<form method="post" action="([^"]*/${step})"[^>]*><input type="hidden" name="token" value="([^"]+)">`).exec(html);
  if (!match) throw new Error(`no ${step} form on the processor's page: ${html.slice(0, 300)}`);
  return { action: match[1]!, token: match[2]! };
}

/**
 * Pays on the test processor's page as a browser does: opens `redirectUrl`, posts its card form
 * (url-encoded, with the page's hidden token) with the approved card. Returns where the processor
 * sends the browser back (its 303), which must be on our app with ?payment_id=.
 */
export async function payOnProcessorPage(api: APIRequestContext, redirectUrl: string, paymentId: string): Promise<URL> {
  const url = new URL(redirectUrl);
  expect(url.pathname).toMatch(/^\/api\/private\/payments\/test-gateway\/tgp_[0-9a-f]{24}$/);
  const page = await api.get(url.pathname);
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toMatch(/^text\/html/);
  const html = await page.text();
  const form = processorForm(html, 'card');
  const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  const answer = await api.post(form.action, {
    form: { token: form.token, number: APPROVED_CARD, expiry: `12/${year}`, cvc: '123', holder: 'ANA POPESCU' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  const back = new URL(answer.headers().location ?? '', url);
  expect(back.searchParams.get('payment_id')).toBe(paymentId);
  return back;
}

interface PaymentStatus {
  payment: { id: string; status: string; failure_reason: string | null };
  order: { id: number; awb: string | null; order_status: string } | null;
}

/** The payment as the app asks about it once the browser is back from the processor. */
export async function paymentStatus(api: APIRequestContext, account: Account, paymentId: string): Promise<PaymentStatus> {
  const response = await api.get(`/api/private/payments/${paymentId}`, { headers: { Authorization: `Bearer ${account.token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: PaymentStatus }).data;
}

interface StartedPayment {
  payment: { id: string; status: string; redirect_url: string | null };
}

export interface PlaceOptions {
  /** More of the order's `extra` (e.g. cash on delivery: bank_repayment_amount, in lei). */
  extra?: Record<string, unknown>;
  /** The carrier reports the parcel at once (a stand-in's events on booking): any shipped status will do, not only `booked`. */
  tracked?: boolean;
}

/** A paid, booked order of the account (paid by card on the processor's page): its id and AWB. */
export async function placeOrder(api: APIRequestContext, account: Account, carrierId: number, options: PlaceOptions = {}): Promise<Placed> {
  const auth = { Authorization: `Bearer ${account.token}` };
  const request = priceRequest(account, carrierId, options.extra);
  const quote = await api.post('/api/private/orders/price-calculation', { headers: auth, data: request });
  expect(quote.status(), await quote.text()).toBe(200);
  const offer = ((await quote.json()) as { data: { breakdown: { total_bani: number } }[] }).data[0]!;
  const placed = await api.post('/api/private/orders', {
    headers: { ...auth, 'Idempotency-Key': `e2e-${carrierId}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}` },
    data: {
      ...request,
      billing: { type: 'person', name: 'Ana Popescu' },
      payment: { method: 'card', return_path: '/checkout' },
      expected_total_bani: offer.breakdown.total_bani,
    },
  });
  // A card order waits for the customer on the processor's page.
  expect(placed.status()).toBe(202);
  const { data } = (await placed.json()) as { data: StartedPayment & { order_id: number; awb_number: string | null } };
  expect(data.payment.status).toBe('requires_action');
  expect(data.awb_number).toBeNull();
  const back = await payOnProcessorPage(api, data.payment.redirect_url ?? '', data.payment.id);
  expect(back.pathname).toBe('/checkout');
  // Back in the app, it asks about the payment: paid, and the order booked with the carrier (a job
  // of the queue: asked again until it has run).
  let status = await paymentStatus(api, account, data.payment.id);
  expect(status.payment.status).toBe('succeeded');
  expect(status.order?.id).toBe(data.order_id);
  await expect
    .poll(async () => (status = await paymentStatus(api, account, data.payment.id)).order?.order_status, { timeout: 20_000 })
    .toMatch(options.tracked ? /^(booked|picked_up|delivered)$/ : /^booked$/);
  expect(status.order?.awb).toBeTruthy();
  return { orderId: data.order_id, awb: status.order!.awb! };
}

/** A person's billing address (Iași), which the wallet asks for before a top-up (its advance invoice's buyer). */
/** A billing address (a top-up needs the buyer's details), unless the account already has one. */
export async function addBillingAddress(api: APIRequestContext, token: string): Promise<void> {
  const listed = await api.get('/api/private/addresses?kind=billing', { headers: { Authorization: `Bearer ${token}` } });
  expect(listed.status()).toBe(200);
  if (((await listed.json()) as { meta: { total: number } }).meta.total > 0) return;
  const saved = await api.post('/api/private/addresses', {
    headers: { Authorization: `Bearer ${token}` },
    data: { kind: 'billing', address_type: 'individual', contact: 'Elena Portofel', locality_id: 95079, street_name: 'Strada Lăpușneanu', street_no: '12' },
  });
  expect(saved.status()).toBe(201);
}

/** The account's wallet topped up with `amountBani`, paid by card on the processor's page; the balance after. */
export async function topUpWallet(api: APIRequestContext, account: Account, amountBani: number): Promise<number> {
  const auth = { Authorization: `Bearer ${account.token}` };
  const before = await walletBalance(api, account);
  await addBillingAddress(api, account.token);
  const answer = await api.post('/api/private/wallet/top-up', {
    headers: { ...auth, 'Idempotency-Key': `e2e-top-up-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}` },
    data: { amount_bani: amountBani, return_path: '/dashboard/portofel' },
  });
  expect(answer.status()).toBe(202);
  const { data } = (await answer.json()) as { data: StartedPayment & { balance_bani: number } };
  // Nothing is credited before the processor says the payment went through.
  expect(data.balance_bani).toBe(before);
  const back = await payOnProcessorPage(api, data.payment.redirect_url ?? '', data.payment.id);
  expect(back.pathname).toBe('/dashboard/portofel');
  expect((await paymentStatus(api, account, data.payment.id)).payment.status).toBe('succeeded');
  const after = await walletBalance(api, account);
  expect(after).toBe(before + amountBani);
  return after;
}

export async function walletBalance(api: APIRequestContext, account: Account): Promise<number> {
  const response = await api.get('/api/private/wallet', { headers: { Authorization: `Bearer ${account.token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { balance_bani: number } }).data.balance_bani;
}
