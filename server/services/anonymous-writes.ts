// Limits of the writes anyone may make without an account (client error reports, chat messages):
// per device and per address, counted in the database (rate-limit.ts), so every server process
// shares them. A device is the client's address together with its browser (User-Agent): phones
// behind one mobile network share an address, not a device, and get the per-address allowance
// together. Neither the address nor the browser is stored in clear (the keys are hashed).
import type { AppDb } from '../db/client.ts';
import { consume, LIMITS, rateLimitKey, type Limit } from './rate-limit.ts';

const WRITES = {
  'error-report': { device: LIMITS.errorReportsPerDevice, address: LIMITS.errorReportsPerIp },
  chat: { device: LIMITS.chatMessagesPerDevice, address: LIMITS.chatMessagesPerIp },
} as const satisfies Record<string, { device: Limit; address: Limit }>;

export type AnonymousWrite = keyof typeof WRITES;

/** Counts one write of `kind` from the request's device and address; 429 when either is spent. */
export async function limitAnonymousWrite(db: AppDb, kind: AnonymousWrite, client: { ip: string; userAgent?: string | null | undefined }): Promise<void> {
  const { device, address } = WRITES[kind];
  await consume(db, device, rateLimitKey(device, client.ip, (client.userAgent ?? '').slice(0, 500)));
  await consume(db, address, rateLimitKey(address, client.ip));
}
