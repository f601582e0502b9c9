// The parcels a device follows. Subscribing needs a registered device the caller may act on
// (devices.ts), a shipment with that AWB (of that carrier, when one is named) whose status is not
// final yet, and room: at most MAX_SUBSCRIPTIONS_PER_DEVICE. Subscribing twice, or unsubscribing
// from a parcel not followed, changes nothing. A subscription ends by itself once the parcel reaches
// a final status (queue.ts): the final notification is the last.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AppDb, Tx } from '../../db/client.ts';
import { deviceTokens, pushSubscriptions, shipments } from '../../db/schema.ts';
import { isFinalStatus, STATUS_CATALOGUE } from '../carriers/index.ts';
import { Failure, validationFailure } from '../failure.ts';
import { TRACKING_MESSAGES } from '../tracking/index.ts';
import { deviceForbidden, lockDevice, mayActOn, type DeviceCaller } from './devices.ts';

export const MAX_SUBSCRIPTIONS_PER_DEVICE = 50;

export const SUBSCRIPTION_MESSAGES = {
  deviceNotRegistered: 'Dispozitivul nu este înregistrat pentru notificări.',
  final: 'Coletul are deja un status final; nu vor mai urma notificări.',
  limit: `Poți urmări cel mult ${MAX_SUBSCRIPTIONS_PER_DEVICE} de colete pe un dispozitiv. Renunță la notificările unui colet ca să adaugi altul.`,
} as const;

export interface SubscriptionView {
  awb: string;
  carrier_id: number;
  /** The catalogue's Romanian name and id (as track-by-awb's current_status and current_status_id). */
  status: string;
  status_id: number;
  created_at: string;
}

export async function subscribe(db: AppDb, token: string, awb: string, carrierId: number | null, caller: DeviceCaller): Promise<void> {
  await db.transaction(async (tx) => {
    // The device row stays locked until the end: two subscriptions at once cannot both pass the limit.
    const device = await lockDevice(tx, token, caller);
    if (!device) throw new Failure(404, 'device_not_registered', SUBSCRIPTION_MESSAGES.deviceNotRegistered);
    const [shipment] = await tx
      .select({ carrierId: shipments.carrierId, status: shipments.status })
      .from(shipments)
      .where(carrierId === null ? eq(shipments.awb, awb) : and(eq(shipments.awb, awb), eq(shipments.carrierId, carrierId)));
    if (!shipment) throw new Failure(404, 'awb_not_found', TRACKING_MESSAGES.awbNotFound(awb, carrierId));
    if (isFinalStatus(shipment.status)) throw validationFailure({ awb: [SUBSCRIPTION_MESSAGES.final] }, 'awb_final_status', SUBSCRIPTION_MESSAGES.final);
    const following = and(eq(pushSubscriptions.deviceTokenId, device.id), eq(pushSubscriptions.awb, awb));
    if ((await tx.select({ awb: pushSubscriptions.awb }).from(pushSubscriptions).where(following)).length) return;
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.deviceTokenId, device.id));
    if (n >= MAX_SUBSCRIPTIONS_PER_DEVICE) throw validationFailure({ awb: [SUBSCRIPTION_MESSAGES.limit] }, 'subscription_limit', SUBSCRIPTION_MESSAGES.limit);
    await tx.insert(pushSubscriptions).values({ deviceTokenId: device.id, awb }).onConflictDoNothing();
  });
}

export async function unsubscribe(db: AppDb, token: string, awb: string, caller: DeviceCaller): Promise<void> {
  await db.transaction(async (tx) => {
    const device = await lockDevice(tx, token, caller);
    if (device) await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.deviceTokenId, device.id), eq(pushSubscriptions.awb, awb)));
  });
}

/** The parcels the device of `token` follows, oldest subscription first (none for an unknown token). */
export async function listSubscriptions(db: AppDb, token: string, caller: DeviceCaller): Promise<SubscriptionView[]> {
  const [device] = await db.select().from(deviceTokens).where(eq(deviceTokens.token, token));
  if (!device) return [];
  if (!mayActOn(device, caller)) throw deviceForbidden();
  const rows = await db
    .select({ awb: pushSubscriptions.awb, carrierId: shipments.carrierId, status: shipments.status, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .innerJoin(shipments, eq(shipments.awb, pushSubscriptions.awb))
    .where(eq(pushSubscriptions.deviceTokenId, device.id))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.awb));
  return rows.map((r) => ({
    awb: r.awb,
    carrier_id: r.carrierId,
    status: STATUS_CATALOGUE[r.status].name,
    status_id: STATUS_CATALOGUE[r.status].id,
    created_at: r.createdAt.toISOString(),
  }));
}

/**
 * A customer's devices registered for notifications follow the parcel of their new order without
 * being asked (as if they had subscribed on the tracking page), except a device already at the
 * subscription limit. In the booking's transaction ('order.booked').
 */
export async function followOwnParcel(tx: Tx, customerId: number, awb: string): Promise<void> {
  await tx.execute(sql`
    insert into push_subscriptions (device_token_id, awb)
    select d.id, ${awb} from device_tokens d
    where d.customer_id = ${customerId}
      and (select count(*) from push_subscriptions s where s.device_token_id = d.id) < ${MAX_SUBSCRIPTIONS_PER_DEVICE}
    on conflict do nothing`);
}
