// The answers of the notification calls the app reads (schemas: answers-common.ts says what they are
// for): a device registered or removed, a parcel followed or no longer followed (`success`), and the
// parcels a device follows (services/push/subscriptions.ts SubscriptionView).
import { dataOf, int, str } from '../answers-common.ts';

/** The device calls' answer (and the subscription calls', with the parcel's AWB). */
export const pushSuccessAnswerSchema = dataOf('PushSuccessAnswer', { type: 'object', required: ['success'], properties: { success: { type: 'boolean', const: true }, awb: str } });

/** A followed parcel: its carrier and status as track-by-awb names them (the catalogue's name and id). */
export const parcelSubscriptionSchema = {
  title: 'ParcelSubscription',
  type: 'object',
  required: ['awb', 'carrier_id', 'status', 'status_id', 'created_at'],
  properties: { awb: str, carrier_id: int, status: str, status_id: int, created_at: str },
} as const;

export const parcelSubscriptionListAnswerSchema = dataOf('ParcelSubscriptionListAnswer', {
  type: 'object',
  required: ['subscriptions'],
  properties: { subscriptions: { type: 'array', items: parcelSubscriptionSchema } },
});

