// The answers of the webhook endpoints' calls the app reads (schemas: answers-common.ts says what
// they are for): an endpoint (services/webhooks/endpoints.ts endpointView), a delivery with its
// attempts (services/webhooks/deliver.ts deliveryView), the page of an endpoint's deliveries, and
// the answers that carry them or a signing secret.
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_MODES } from '../../../db/schema.ts';
import { bool, dataOf, int, nullableInt, nullableStr, str } from '../answers-common.ts';

export const webhookEndpointSchema = {
  title: 'WebhookEndpoint',
  type: 'object',
  required: ['id', 'url', 'description', 'events', 'is_active', 'mode', 'created_at', 'updated_at', 'consecutive_failures', 'paused_until'],
  properties: {
    id: int,
    url: str,
    description: str,
    events: { type: 'array', items: { type: 'string', enum: WEBHOOK_EVENTS } },
    is_active: bool,
    mode: { type: 'string', enum: WEBHOOK_MODES, description: 'test: only the events of orders made with test keys; live: only the others.' },
    created_at: str,
    updated_at: str,
    consecutive_failures: { ...int, description: 'Failed attempts in a row (0 after a success).' },
    paused_until: { ...nullableStr, description: 'Deliveries wait until then (ISO) after failures in a row; null when they are not paused.' },
  },
} as const;

export const deliveryAttemptSchema = {
  title: 'DeliveryAttempt',
  type: 'object',
  required: ['at', 'status_code', 'error', 'duration_ms'],
  properties: { at: str, status_code: nullableInt, error: nullableStr, duration_ms: int },
} as const;

export const webhookDeliverySchema = {
  title: 'WebhookDelivery',
  type: 'object',
  required: ['id', 'endpoint_id', 'message_id', 'event_type', 'status', 'attempts', 'created_at', 'delivered_at'],
  properties: {
    id: int,
    endpoint_id: int,
    message_id: str,
    event_type: str,
    status: { type: 'string', enum: WEBHOOK_DELIVERY_STATUSES },
    attempts: { type: 'array', items: deliveryAttemptSchema },
    created_at: str,
    delivered_at: nullableStr,
  },
} as const;

/** GET /webhooks/{id}/deliveries: the public API's pagination (no from/to). */
export const deliveryPageSchema = {
  title: 'DeliveryPage',
  type: 'object',
  required: ['data', 'pagination'],
  properties: {
    data: { type: 'array', items: webhookDeliverySchema },
    pagination: {
      type: 'object',
      required: ['total', 'per_page', 'current_page', 'last_page'],
      properties: { total: int, per_page: int, current_page: int, last_page: int },
    },
  },
} as const;

export const webhookListAnswerSchema = dataOf('WebhookListAnswer', { type: 'array', items: webhookEndpointSchema });

/** Read, changed (is_active) or deleted. */
export const webhookEndpointAnswerSchema = dataOf('WebhookEndpointAnswer', webhookEndpointSchema);

/** Created, or its secret rotated: the endpoint and the secret (shown once). */
export const webhookWithSecretAnswerSchema = dataOf('WebhookWithSecretAnswer', {
  type: 'object',
  required: ['endpoint', 'secret'],
  properties: { endpoint: webhookEndpointSchema, secret: str },
});

/** GET /webhooks/{id}/secret. */
export const webhookSecretAnswerSchema = dataOf('WebhookSecretAnswer', { type: 'object', required: ['secret'], properties: { id: int, secret: str } });

/** A test event queued, or a delivery sent again. */
export const webhookDeliveryAnswerSchema = dataOf('WebhookDeliveryAnswer', webhookDeliverySchema);
