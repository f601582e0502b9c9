// The webhooks module's entry: what the rest of the server may use of it (eslint.config.js).
export { DELIVERY_MESSAGES, pruneWebhookDeliveries } from './deliver.ts';
export { listDeliveries, resendDelivery, sendTestEvent } from './deliveries.ts';
export { MAX_DESCRIPTION_LENGTH, WEBHOOK_MESSAGES, createEndpoint, deleteEndpoint, getEndpoint, listEndpoints, revealSecret, rotateSecret, updateEndpoint } from './endpoints.ts';
export type { EndpointContext } from './endpoints.ts';
export { queueWebhookEvent } from './events.ts';
export { webhookJobs } from './jobs.ts';
export { webhookSubscribers } from './subscribers.ts';
export { MAX_URL_LENGTH, URL_MESSAGES } from './url-guard.ts';
