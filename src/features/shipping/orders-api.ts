// The customer's orders and wallet: list, detail, live tracking status, cancel with refund, label
// links (a signed URL a plain link can open, since a download cannot carry the bearer), wallet
// balance, movements, top-up.
import { http } from '../../lib/http.ts';
import type {
  OrderAnswer,
  OrderDto,
  OrderPage,
  TrackingItem,
  ReweighList,
  ReweighPaymentAnswer,
  TopUpAnswer,
  WalletBalanceAnswer,
  WalletMovementPage,
} from '../../shared/api/private-answers.ts';

// The answers' types are generated from the server's answer schemas (npm run contract).
export type { OrderDto, OrderPage, OrderParty, TrackingItem, ReweighCharge, WalletMovement, WalletMovementPage } from '../../shared/api/private-answers.ts';

export async function getOrder(id: string | number): Promise<OrderDto> {
  return (await http.get<OrderAnswer>(`private/orders/${encodeURIComponent(String(id))}`)).data;
}

export function listOrders(page = 1): Promise<OrderPage> {
  return http.get<OrderPage>('private/orders', { query: { page, per_page: 15 } });
}

/** The current tracking status of the caller's own orders. */
export async function trackOrders(orderIds: readonly number[]): Promise<TrackingItem[]> {
  const answer = await http.post<unknown>('private/orders/track-by-order', { order_ids: orderIds });
  const list = Array.isArray(answer) ? answer : (answer as { data?: unknown } | null)?.data;
  return Array.isArray(list) ? (list as TrackingItem[]) : [];
}

/** The order with its tracking status replaced by a newer answer (found items only). */
export function withTracking(order: OrderDto, live: TrackingItem | undefined): OrderDto {
  if (!live?.found) return order;
  const { current_status_id, current_status, current_status_description, is_current_status_final, history } = live;
  return { ...order, current_status_id, current_status, current_status_description, is_current_status_final, history };
}

/** An order whose parcel may still move: worth refreshing. */
export function isLive(order: OrderDto): boolean {
  return Boolean(order.awb) && !order.is_current_status_final && order.order_status !== 'cancelled';
}

export async function cancelOrder(id: number, refundChannel: 'wallet' | 'card'): Promise<string> {
  const answer = await http.delete<{ message?: string }>(`private/orders/${id}?refund_channel=${refundChannel}`);
  return answer?.message ?? '';
}

/** The label's formats: PDF A6, four A6 on an A4 sheet, or ZPL for a thermal printer (at 203 or 300 dpi). */
export type LabelChoice = { format: 'A4' | 'A6' } | { format: 'ZPL'; dpi: 203 | 300 };

export async function labelLink(awb: string, choice: LabelChoice['format'] | LabelChoice): Promise<string> {
  const asked = typeof choice === 'string' ? { format: choice } : choice;
  const query = 'dpi' in asked ? { format: asked.format, dpi: String(asked.dpi) } : { format: asked.format };
  const answer = await http.get<{ data: { download_url: string } }>(`private/orders/label-link/${encodeURIComponent(awb)}`, { query });
  return answer.data.download_url;
}

export async function wallet(): Promise<{ balance_bani: number }> {
  return (await http.get<WalletBalanceAnswer>('private/wallet')).data;
}

export function walletMovements(page = 1): Promise<WalletMovementPage> {
  return http.get<WalletMovementPage>('private/wallet/movements', { query: { page, per_page: 15 } });
}

/** 202 with the processor's page in payment.redirect_url (the card is typed there). */
export async function topUp(amountRon: number, key: string): Promise<TopUpAnswer['data']> {
  const answer = await http.post<TopUpAnswer>(
    'private/wallet/top-up',
    {
      amount_bani: Math.round(amountRon * 100),
      return_path: '/dashboard/portofel',
    },
    { headers: { 'Idempotency-Key': key } },
  );
  return answer.data;
}

/** The re-weighing differences (paid_at null while unpaid) and the unpaid total. */
export function reweighCharges(): Promise<ReweighList> {
  return http.get<ReweighList>('private/wallet/reweighs');
}

/** Pays every unpaid difference from the wallet; rejects with the server's message (insufficient funds). */
export async function payReweighCharges(): Promise<{ message: string; balance_bani: number }> {
  const answer = await http.post<ReweighPaymentAnswer>('private/wallet/reweighs/pay', {});
  return { message: answer.message, balance_bani: answer.data.balance_bani };
}
