// The bench's wallet top-up, paid the way a customer pays: on the local test processor's hosted page
// (the card is typed there, never sent to our API), then the payment asked about so it is settled.
import { randomUUID } from 'node:crypto';

/** Tops up the wallet of the account behind `token` with `amountBani` (at most 5.000 lei a time). */
export async function topUpWallet(baseUrl, token, amountBani) {
  const auth = { authorization: `Bearer ${token}` };
  const started = await fetch(`${baseUrl}/api/private/wallet/top-up`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ amount_bani: amountBani }),
  });
  const payment = (await started.json())?.data?.payment;
  if (started.status !== 202 || !payment?.redirect_url) throw new Error(`bench: top-up answered ${started.status}`);
  const page = new URL(payment.redirect_url).pathname;
  const html = await (await fetch(`${baseUrl}${page}`)).text();
  const token_ = /name="token" value="([^"]+)"/.exec(html)?.[1];
  if (!token_) throw new Error('bench: the test processor page has no form');
  const year = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');
  const form = new URLSearchParams({ token: token_, number: '4242 4242 4242 4242', expiry: `12/${year}`, cvc: '123', holder: 'BENCH' });
  const paid = await fetch(`${baseUrl}${page}/card`, { method: 'POST', body: form, redirect: 'manual' });
  if (paid.status !== 303) throw new Error(`bench: the test processor answered ${paid.status}`);
  const settled = await fetch(`${baseUrl}/api/private/payments/${payment.id}`, { headers: auth });
  const status = (await settled.json())?.data?.payment?.status;
  if (status !== 'succeeded') throw new Error(`bench: the top-up is ${status}`);
}
