// A guest's order reopened without an account (GET private/orders/guest/{id}?key=: the order and
// fresh label links; the app's bearer, when there is one, tells the server who looks) and added to
// the signed-in account by the owner of its e-mail (POST …/claim).
import { http } from '../../lib/http.ts';
import type { GuestClaimAnswer, GuestOrderAnswer, GuestOrderView, OrderDto } from '../../shared/api/private-answers.ts';

// The answers' types are generated from the server's answer schemas (npm run contract).
export type { GuestOrderView };

export async function openGuestOrder(orderId: string, key: string): Promise<GuestOrderView> {
  const answer = await http.get<GuestOrderAnswer>(`private/orders/guest/${encodeURIComponent(orderId)}`, { query: { key } });
  return answer.data;
}

export async function claimGuestOrder(orderId: string, key: string): Promise<OrderDto> {
  const answer = await http.post<GuestClaimAnswer>(`private/orders/guest/${encodeURIComponent(orderId)}/claim`, { key });
  return answer.data.order;
}
