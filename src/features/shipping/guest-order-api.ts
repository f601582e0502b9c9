// A guest's order reopened without an account (GET private/orders/guest/{id}?key=: the order and
// fresh label links; the app's bearer, when there is one, tells the server who looks) and added to
// the signed-in account by the owner of its e-mail (POST …/claim).
import { http } from '../../lib/http.ts';
import type { GuestClaimStatus } from '../../shared/guest-order.ts';
import type { OrderDto } from './orders-api.ts';

export interface GuestOrderView {
  order: OrderDto;
  email: string;
  /** Signed label links, valid a day, made fresh by every load; null before the AWB. */
  label_url: string | null;
  label_url_a4: string | null;
  claim: GuestClaimStatus;
}

export async function openGuestOrder(orderId: string, key: string): Promise<GuestOrderView> {
  const answer = await http.get<{ data: GuestOrderView }>(`private/orders/guest/${encodeURIComponent(orderId)}`, { query: { key } });
  return answer.data;
}

export async function claimGuestOrder(orderId: string, key: string): Promise<OrderDto> {
  const answer = await http.post<{ data: { order: OrderDto } }>(`private/orders/guest/${encodeURIComponent(orderId)}/claim`, { key });
  return answer.data.order;
}
