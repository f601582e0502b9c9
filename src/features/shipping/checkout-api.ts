// The checkout's calls: the order (POST /api/private/orders, idempotent by the draft's key, the
// body shaped like the market API's order: the priced request plus contacts, content, billing and
// payment), the payment status after a 3-D Secure step, and the wallet balance.
import { http } from '../../lib/http.ts';
import type { AddressInput } from '../../shared/shipping.ts';
import type { ContactValues, OrderDraft } from './order-draft.ts';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export interface PlacedOrder {
  order_id: number;
  order_number?: string;
  status: string;
  awb_number?: string | null;
  track_url?: string | null;
  total_bani?: number;
  payment?: { id?: number | string; status: string; redirect_url?: string | null; message?: string | null };
  /** A new customer created for a guest: signed in at once, with a set-password e-mail on its way. */
  session?: { access_token: string; refresh_token: string; expires_in: number; customer: { email: string; name: string } } | null;
  account?: { created: boolean; email: string } | null;
}

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

function cardPayload(card: CardInput) {
  const [month, year] = card.expiry.split('/').map((part) => part.trim());
  return {
    number: card.number.replace(/\s/g, ''),
    exp_month: Number(month),
    exp_year: 2000 + Number(year),
    cvc: card.cvc.trim(),
    holder: card.holder.trim(),
  };
}

export function orderBody(draft: OrderDraft, card: CardInput | null) {
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
    billing: draft.billing,
    payment: draft.payment === 'card' && card ? { method: 'card', card: cardPayload(card) } : { method: draft.payment },
    expected_total_bani: offer.breakdown.total_bani,
  };
}

export async function placeOrder(draft: OrderDraft, card: CardInput | null): Promise<PlacedOrder> {
  const answer = await http.post<{ data: PlacedOrder }>('private/orders', orderBody(draft, card), {
    headers: { 'Idempotency-Key': draft.idempotency_key },
  });
  return answer.data;
}

export async function walletBalance(): Promise<number | null> {
  const answer = await http.get<{ data: { balance_bani: number } }>('private/wallet');
  return answer?.data?.balance_bani ?? null;
}
