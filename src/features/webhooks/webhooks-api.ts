// The webhook endpoints' calls (/api/private/webhooks, bearer): list, create (answers the secret),
// pause or resume, delete, reveal and rotate the secret, a test event, the deliveries of an endpoint
// and "send again".
import { http } from '../../lib/http.ts';
import type { WebhookEventName } from '../../i18n/ro-webhooks.ts';

export const WEBHOOK_EVENT_NAMES: readonly WebhookEventName[] = ['order.created', 'order.status_changed', 'repayment.paid', 'payout.paid'];

export interface WebhookEndpoint {
  id: number;
  url: string;
  description: string;
  events: WebhookEventName[];
  is_active: boolean;
  /** test: only the events of orders made with test keys; live: only the others. */
  mode: WebhookMode;
  created_at: string;
  updated_at: string;
}

export type WebhookMode = 'test' | 'live';

export interface DeliveryAttempt {
  at: string;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface WebhookDelivery {
  id: number;
  endpoint_id: number;
  message_id: string;
  event_type: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: DeliveryAttempt[];
  created_at: string;
  delivered_at: string | null;
}

export interface DeliveryPage {
  data: WebhookDelivery[];
  pagination: { total: number; per_page: number; current_page: number; last_page: number };
}

export interface NewEndpoint {
  url: string;
  description: string;
  events: WebhookEventName[];
  mode: WebhookMode;
}

export async function listWebhooks(signal?: AbortSignal): Promise<WebhookEndpoint[]> {
  return (await http.get<{ data: WebhookEndpoint[] }>('private/webhooks', { signal })).data;
}

export async function createWebhook(body: NewEndpoint): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  return (await http.post<{ data: { endpoint: WebhookEndpoint; secret: string } }>('private/webhooks', body)).data;
}

export async function setWebhookActive(id: number, active: boolean): Promise<WebhookEndpoint> {
  return (await http.patch<{ data: WebhookEndpoint }>(`private/webhooks/${id}`, { is_active: active })).data;
}

export async function deleteWebhook(id: number): Promise<void> {
  await http.delete(`private/webhooks/${id}`);
}

export async function revealWebhookSecret(id: number): Promise<string> {
  return (await http.get<{ data: { secret: string } }>(`private/webhooks/${id}/secret`)).data.secret;
}

export async function rotateWebhookSecret(id: number): Promise<string> {
  return (await http.post<{ data: { secret: string } }>(`private/webhooks/${id}/rotate-secret`)).data.secret;
}

export async function sendWebhookTest(id: number): Promise<WebhookDelivery> {
  return (await http.post<{ data: WebhookDelivery }>(`private/webhooks/${id}/test`)).data;
}

export function listDeliveries(id: number, page = 1, signal?: AbortSignal): Promise<DeliveryPage> {
  return http.get<DeliveryPage>(`private/webhooks/${id}/deliveries`, { query: { page }, signal });
}

export async function resendDelivery(id: number): Promise<WebhookDelivery> {
  return (await http.post<{ data: WebhookDelivery }>(`private/webhooks/deliveries/${id}/resend`)).data;
}
