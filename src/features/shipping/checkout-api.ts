// The checkout's calls: the order (POST /api/private/orders, idempotent by the draft's key, the
// body shaped like the market API's order: the priced request plus contacts, content, billing and
// payment), the payment status once the customer is back from the processor's page, and the wallet
// balance. No card ever goes through here: it is typed on the processor's page.
import { http } from '../../lib/http.ts';
import type { AddressInput, OrderBodyInput } from '../../shared/api/order-request-schema.ts';
import type { PaidOrderView, PaymentStatusAnswer, PaymentView, PlacedOrder, PlacedOrderAnswer, WalletBalanceAnswer } from '../../shared/api/private-answers.ts';
import type { ContactValues, OrderDraft } from './order-draft.ts';

// The answers' types are generated from the server's answer schemas (npm run contract).
export type { PaidOrderView, PaymentView, PlacedOrder };

/** Where the processor's page sends the browser back, with ?payment_id=. */
export const PAYMENT_RETURN_PATH = '/checkout';

function address(base: AddressInput, c: ContactValues): AddressInput & Record<string, unknown> {
  return {
    ...base,
    contact: c.name.trim(),
    phone: c.phone.replace(/[\s.\-()]/g, ''),
    email: c.email.trim() || undefined,
    company: c.company.trim() || undefined,
    ...(c.locker_id
      ? { fixed_location_id: c.locker_id }
      : {
          street_name: c.street.trim(),
          street_number: c.number.trim(),
          street_details: c.details.trim() || undefined,
          postal_code: c.postal_code.trim() || undefined,
        }),
  };
}

/** The body is typed by its JSON schema (shared/api/order-request-schema.ts), the one the server validates with. */
export function orderBody(draft: OrderDraft, signedIn: boolean): OrderBodyInput {
  const chosen = draft.chosen;
  if (!chosen) throw new Error('Comanda nu are o ofertă aleasă.');
  const { request, offer } = chosen;
  return {
    carrier_id: offer.carrier_id,
    service_id: offer.service_id,
    address_from: address(request.address_from, draft.sender),
    address_to: address(request.address_to, draft.recipient),
    content: request.content,
    extra: { ...request.extra, parcel_content: draft.content.trim(), internal_identifier: draft.reference.trim() || undefined },
    // A guest's confirmation (with the link that reopens it) goes to this e-mail.
    ...(signedIn ? {} : { email: draft.sender.email.trim() }),
    billing: {
      type: draft.billing.kind,
      name: (draft.billing.kind === 'company' ? draft.billing.company : draft.billing.name).trim(),
      ...(draft.billing.kind === 'company' ? { cui: draft.billing.cui.trim(), reg_com: draft.billing.reg_com.trim() || undefined } : {}),
      address: draft.billing.address.trim(),
      ...(draft.billing.locality ? { locality_id: draft.billing.locality.id } : {}),
    },
    // A day of this offer's list only (another offer chosen since has its own days).
    ...(draft.pickup_date && offer.pickup_dates?.includes(draft.pickup_date) ? { pickup_date: draft.pickup_date } : {}),
    payment: draft.payment === 'card' ? { method: 'card', return_path: PAYMENT_RETURN_PATH } : { method: draft.payment },
    expected_total_bani: offer.breakdown.total_bani,
  };
}

/** 201 paid from the wallet (and booked); 202 a card order, with the processor's page in payment.redirect_url. */
export async function placeOrder(draft: OrderDraft, signedIn: boolean): Promise<PlacedOrder & { message?: string }> {
  const answer = await http.post<PlacedOrderAnswer>('private/orders', orderBody(draft, signedIn), {
    headers: { 'Idempotency-Key': draft.idempotency_key },
  });
  return { ...answer.data, message: answer.message };
}

export async function paymentStatus(paymentId: string): Promise<{ payment: PaymentView; order: PaidOrderView | null }> {
  const answer = await http.get<PaymentStatusAnswer>(`private/payments/${encodeURIComponent(paymentId)}`);
  return answer.data;
}

/** The server's field paths (market API shape) as the order screens name their fields. */
export function clientFieldPath(path: string, billingKind: 'person' | 'company'): string {
  const end = /^address_(from|to)\.(\w+)$/.exec(path);
  if (end) {
    const role = end[1] === 'from' ? 'sender' : 'recipient';
    const field = { contact: 'name', street_name: 'street', street_number: 'number', street_details: 'details', fixed_location_id: 'locker_id' }[end[2]!] ?? end[2];
    return `${role}.${field}`;
  }
  if (path === 'extra.parcel_content') return 'content';
  if (path === 'billing.name' && billingKind === 'company') return 'billing.company';
  if (path === 'billing.locality_id') return 'billing.locality';
  return path;
}

export async function walletBalance(): Promise<number | null> {
  const answer = await http.get<WalletBalanceAnswer>('private/wallet');
  return answer?.data?.balance_bani ?? null;
}
