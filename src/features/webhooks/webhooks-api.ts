// The webhook endpoints' calls (/api/private/webhooks, bearer): list, create (answers the secret),
// pause or resume, delete, reveal and rotate the secret, a test event, the deliveries of an endpoint
// and "send again".
import { http } from '../../lib/http.ts';
import type { WebhookEventName } from '../../i18n/ro-webhooks.ts';
import type {
  DeliveryPage,
  WebhookDelivery,
  WebhookDeliveryAnswer,
  WebhookEndpoint,
  WebhookEndpointAnswer,
  WebhookListAnswer,
  WebhookSecretAnswer,
  WebhookWithSecretAnswer,
} from '../../shared/api/private-answers.ts';

export const WEBHOOK_EVENT_NAMES: readonly WebhookEventName[] = ['order.created', 'order.status_changed', 'repayment.paid', 'payout.paid', 'return.created', 'return.status_changed'];

export type { DeliveryAttempt, DeliveryPage, WebhookDelivery, WebhookEndpoint } from '../../shared/api/private-answers.ts';
export type WebhookMode = WebhookEndpoint['mode'];

export interface NewEndpoint {
  url: string;
  description: string;
  events: WebhookEventName[];
  mode: WebhookMode;
}

export async function listWebhooks(signal?: AbortSignal): Promise<WebhookEndpoint[]> {
  return (await http.get<WebhookListAnswer>('private/webhooks', { signal })).data;
}

export async function createWebhook(body: NewEndpoint): Promise<WebhookWithSecretAnswer['data']> {
  return (await http.post<WebhookWithSecretAnswer>('private/webhooks', body)).data;
}

export async function setWebhookActive(id: number, active: boolean): Promise<WebhookEndpoint> {
  return (await http.patch<WebhookEndpointAnswer>(`private/webhooks/${id}`, { is_active: active })).data;
}

export async function deleteWebhook(id: number): Promise<void> {
  await http.delete(`private/webhooks/${id}`);
}

export async function revealWebhookSecret(id: number): Promise<string> {
  return (await http.get<WebhookSecretAnswer>(`private/webhooks/${id}/secret`)).data.secret;
}

export async function rotateWebhookSecret(id: number): Promise<string> {
  return (await http.post<WebhookWithSecretAnswer>(`private/webhooks/${id}/rotate-secret`)).data.secret;
}

export async function sendWebhookTest(id: number): Promise<WebhookDelivery> {
  return (await http.post<WebhookDeliveryAnswer>(`private/webhooks/${id}/test`)).data;
}

export function listDeliveries(id: number, page = 1, signal?: AbortSignal): Promise<DeliveryPage> {
  return http.get<DeliveryPage>(`private/webhooks/${id}/deliveries`, { query: { page }, signal });
}

export async function resendDelivery(id: number): Promise<WebhookDelivery> {
  return (await http.post<WebhookDeliveryAnswer>(`private/webhooks/deliveries/${id}/resend`)).data;
}
