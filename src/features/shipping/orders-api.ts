// The customer's orders and wallet: list, detail, live tracking status, cancel with refund, label
// links (a signed URL a plain link can open, since a download cannot carry the bearer), wallet
// balance, movements, top-up.
import { http } from '../../lib/http.ts';
import type { Offer } from '../../shared/shipping.ts';
import type { PaymentView } from './checkout-api.ts';

export interface OrderParty {
  contact?: string;
  name?: string;
  phone?: string;
  email?: string;
  locality_name?: string;
  county_name?: string;
  street_name?: string;
  street_number?: string;
  fixed_location_id?: number | null;
  [key: string]: unknown;
}

export interface OrderDto {
  id: number;
  number: string;
  order_status: string;
  order_status_label: string;
  /** Why the carrier refused the order (order_status 'booking_failed'; the money went back), else null. */
  booking_failure?: string | null;
  carrier_id: number;
  carrier_name: string;
  service_id: number;
  service_name: string;
  total_bani: number;
  awb: string | null;
  current_status_id: number | null;
  current_status: string | null;
  current_status_description: string | null;
  is_current_status_final: boolean;
  /** Tracking events, oldest first. */
  history: OrderEvent[];
  created_at: string;
  breakdown: Offer['breakdown'];
  estimated_pickup_date: string;
  estimated_delivery_date: string;
  /** The cash on delivery (lei; 0 without one), and the account it is paid into. */
  repayment_amount?: number;
  repayment_iban?: string | null;
  repayment_holder?: string | null;
  sender: OrderParty;
  recipient: OrderParty;
  parcel_content: string;
  payment: PaymentView | null;
  cancellable: boolean;
  origin?: 'app' | 'api';
  /** Booked (or to be booked) on the simulated network, or placed with a test key: its AWB is not real. */
  test_mode?: boolean;
}

export interface OrderEvent {
  status_id?: number;
  status: string;
  status_description: string;
  is_final_status?: boolean;
  timestamp: string;
  location: string | null;
}

/** The live part of an order (POST private/orders/track-by-order, one item per order). */
export interface OrderTracking {
  order_id: number | null;
  awb: string | null;
  found: boolean;
  current_status_id: number | null;
  current_status: string | null;
  current_status_description: string | null;
  is_current_status_final: boolean;
  history: OrderEvent[];
}

export interface Page<T> {
  data: T[];
  meta: { total: number; per_page: number; current_page: number; last_page: number };
}

export interface WalletMovement {
  id: number;
  kind: 'top_up' | 'order' | 'refund' | string;
  amount_bani: number;
  balance_after_bani: number;
  description: string;
  created_at: string;
}

export async function getOrder(id: string | number): Promise<OrderDto> {
  return (await http.get<{ data: OrderDto }>(`private/orders/${encodeURIComponent(String(id))}`)).data;
}

export function listOrders(page = 1): Promise<Page<OrderDto>> {
  return http.get<Page<OrderDto>>('private/orders', { query: { page, per_page: 15 } });
}

/** The current tracking status of the caller's own orders. */
export async function trackOrders(orderIds: readonly number[]): Promise<OrderTracking[]> {
  const answer = await http.post<unknown>('private/orders/track-by-order', { order_ids: orderIds });
  const list = Array.isArray(answer) ? answer : (answer as { data?: unknown } | null)?.data;
  return Array.isArray(list) ? (list as OrderTracking[]) : [];
}

/** The order with its tracking status replaced by a newer answer (found items only). */
export function withTracking(order: OrderDto, live: OrderTracking | undefined): OrderDto {
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

export async function labelLink(awb: string, format: 'A4' | 'A6'): Promise<string> {
  const answer = await http.get<{ data: { download_url: string } }>(`private/orders/label-link/${encodeURIComponent(awb)}`, { query: { format } });
  return answer.data.download_url;
}

export async function wallet(): Promise<{ balance_bani: number }> {
  return (await http.get<{ data: { balance_bani: number } }>('private/wallet')).data;
}

export function walletMovements(page = 1): Promise<Page<WalletMovement>> {
  return http.get<Page<WalletMovement>>('private/wallet/movements', { query: { page, per_page: 15 } });
}

/** 202 with the processor's page in payment.redirect_url (the card is typed there). */
export async function topUp(amountRon: number, key: string): Promise<{ payment: PaymentView; balance_bani: number }> {
  const answer = await http.post<{ data: { payment: PaymentView; balance_bani: number } }>(
    'private/wallet/top-up',
    {
      amount_bani: Math.round(amountRon * 100),
      return_path: '/dashboard/portofel',
    },
    { headers: { 'Idempotency-Key': key } },
  );
  return answer.data;
}

/** A re-weighing difference (GET private/wallet/reweighs); paid_at null while unpaid. */
export interface ReweighCharge {
  id: number;
  order_id: number;
  order_number: string;
  awb: string;
  declared_weight_kg: number;
  measured_weight_kg: number;
  amount_bani: number;
  created_at: string;
  paid_at: string | null;
}

export function reweighCharges(): Promise<{ data: ReweighCharge[]; meta: { unpaid_bani: number } }> {
  return http.get<{ data: ReweighCharge[]; meta: { unpaid_bani: number } }>('private/wallet/reweighs');
}

/** Pays every unpaid difference from the wallet; rejects with the server's message (insufficient funds). */
export async function payReweighCharges(): Promise<{ message: string; balance_bani: number }> {
  const answer = await http.post<{ data: { balance_bani: number }; message: string }>('private/wallet/reweighs/pay', {});
  return { message: answer.message, balance_bani: answer.data.balance_bani };
}
