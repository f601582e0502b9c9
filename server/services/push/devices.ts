// Devices that receive push notifications, and who may act on one. A device is its FCM token;
// guests register it with the app's anonymous id (anon_id), a signed-in customer's registration also
// records the customer. "May act on token T" (register, delete, subscribe, list): T is unknown, or
// belongs to no customer, or to the caller, or the caller sends T's anon_id (the same browser, e.g.
// after its session expired). Registering moves the device between owners: guest -> customer keeps
// its subscriptions (the parcels followed before signing in); customer -> guest (logout, with the
// same anon_id) and customer A -> customer B drop them, and the messages still waiting, so another
// person's parcels never keep notifying this device. A renewed token (Firebase issues a new one when
// the browser's push subscription changed) names the one it replaces: the same browser (same anon_id)
// keeps its parcels on the new token and the old device row goes. Each change runs in one transaction
// that locks the token's row, so concurrent registrations of one token take turns.
import { and, eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { deviceTokens, pushDeliveries, pushSubscriptions } from '../../db/schema.ts';
import { Failure } from '../failure.ts';

export type DeviceRow = typeof deviceTokens.$inferSelect;

/** Who asks: the signed-in customer (if any) and the anon_id the body carries (if any). */
export interface DeviceCaller {
  customerId: number | null;
  anonId: string | null;
}

export interface DeviceRegistration {
  token: string;
  platform: 'web';
  anonId: string;
  deviceName: string;
  /** The token this browser registered before, when Firebase renewed it. */
  previousToken?: string | null;
}

export const DEVICE_FORBIDDEN = 'Acest dispozitiv este înregistrat pe alt cont.';

export const deviceForbidden = () => new Failure(403, 'device_token_forbidden', DEVICE_FORBIDDEN);

export function mayActOn(row: DeviceRow | undefined, caller: DeviceCaller): boolean {
  if (!row || row.customerId === null) return true;
  return row.customerId === caller.customerId || (caller.anonId !== null && row.anonId === caller.anonId);
}

type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/** The device of `token` locked for this transaction, or undefined; a 403 Failure when the caller may not act on it. */
export async function lockDevice(tx: Tx, token: string, caller: DeviceCaller): Promise<DeviceRow | undefined> {
  const [row] = await tx.select().from(deviceTokens).where(eq(deviceTokens.token, token)).for('update');
  if (!mayActOn(row, caller)) throw deviceForbidden();
  return row;
}

/** Creates or updates the device of `input.token` for the caller (a customer or a guest). */
export async function registerDevice(db: AppDb, input: DeviceRegistration, customerId: number | null, now: Date): Promise<void> {
  const caller = { customerId, anonId: input.anonId };
  const fields = { platform: input.platform, anonId: input.anonId, deviceName: input.deviceName, customerId, lastSeenAt: now };
  await db.transaction(async (tx) => {
    // Twice at most: a concurrent first registration of the same token may win the insert.
    for (let attempt = 0; attempt < 2; attempt++) {
      const row = await lockDevice(tx, input.token, caller);
      if (!row) {
        const inserted = await tx.insert(deviceTokens).values({ token: input.token, ...fields }).onConflictDoNothing({ target: deviceTokens.token }).returning({ id: deviceTokens.id });
        if (!inserted.length) continue;
        await replacePrevious(tx, inserted[0]!.id, input, customerId);
        return;
      }
      if (row.customerId !== null && row.customerId !== customerId) await dropFollowing(tx, row.id);
      await tx.update(deviceTokens).set(fields).where(eq(deviceTokens.id, row.id));
      await replacePrevious(tx, row.id, input, customerId);
      return;
    }
    throw new Error('the device token kept changing while it was registered');
  });
}

/**
 * The renewed token's predecessor: only the same browser (its anon_id) may name it. Its parcels move
 * to the new device unless they were another owner's (then they are dropped, as on any change of
 * owner), and the old row goes with what was waiting to be sent to it.
 */
async function replacePrevious(tx: Tx, deviceId: number, input: DeviceRegistration, customerId: number | null): Promise<void> {
  if (!input.previousToken || input.previousToken === input.token) return;
  const [previous] = await tx.select().from(deviceTokens).where(eq(deviceTokens.token, input.previousToken)).for('update');
  if (!previous || previous.anonId !== input.anonId) return;
  const sameOwner = previous.customerId === null || previous.customerId === customerId;
  if (sameOwner) {
    await tx.execute(sql`
      insert into ${pushSubscriptions} (device_token_id, awb, created_at)
      select ${deviceId}, awb, created_at from ${pushSubscriptions} where device_token_id = ${previous.id}
      on conflict do nothing`);
  }
  await tx.delete(deviceTokens).where(eq(deviceTokens.id, previous.id));
}

/** The device stops following every parcel, and what was waiting to be sent to it is dropped. */
async function dropFollowing(tx: Tx, deviceId: number): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.deviceTokenId, deviceId));
  await tx.delete(pushDeliveries).where(and(eq(pushDeliveries.deviceTokenId, deviceId), eq(pushDeliveries.status, 'pending')));
}

/** Forgets the device of `token` (its subscriptions and deliveries go with it); unknown: nothing to do. */
export async function deleteDevice(db: AppDb, token: string, caller: DeviceCaller): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockDevice(tx, token, caller);
    if (row) await tx.delete(deviceTokens).where(eq(deviceTokens.id, row.id));
  });
}
