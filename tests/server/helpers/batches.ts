// Shared set-up of the batch import's tests (issue #34): an account with a sender address in its
// book (Cluj-Napoca) and money in its wallet, rows as a file maps them (Iași recipients), the
// batch's defaults, and the calls under /api/private/batches.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BatchDefaults, BatchRow } from '../../../src/shared/batch-import.ts';
import { registerCustomer, type TokenAnswer } from './auth.ts';
import { shippingAddress } from './addresses.ts';
import { api, ensureBilling, newKey, paidTopUp } from './orders.ts';

export interface Shop {
  who: TokenAnswer;
  token: string;
  senderId: number;
}

/** A shop: registered, a billing and a sender address, and `walletBani` in its wallet (0: none). */
export async function shop(app: FastifyInstance, walletBani = 0): Promise<Shop> {
  const who = await registerCustomer(app);
  const token = who.access_token;
  await ensureBilling(app, token);
  const saved = await api(app, 'POST', 'addresses', { token, body: shippingAddress() });
  if (saved.statusCode !== 201) throw new Error(`the sender address answered ${saved.statusCode}: ${saved.body}`);
  if (walletBani > 0) await paidTopUp(app, token, walletBani);
  return { who, token, senderId: saved.json<{ data: { id: number } }>().data.id };
}

export function defaults(senderId: number, overrides: Partial<BatchDefaults> = {}): BatchDefaults {
  return {
    sender_address_id: senderId,
    carrier: { carrier_id: 6, service_id: 1 },
    parcel: { weight_kg: 1, length_cm: 20, width_cm: 15, height_cm: 10 },
    content: 'Cărți și jucării',
    options: {},
    ...overrides,
  };
}

/** A good row: a recipient in Iași, its address on one line. */
export function row(n = 1, overrides: BatchRow = {}): BatchRow {
  return {
    reference: `CMD-${n}`,
    recipient_name: 'Ion Țăranu',
    phone: '0744 987 654',
    county: 'Iași',
    locality: 'Iași',
    address_line: `Bulevardul Ștefan cel Mare și Sfânt nr. ${n}, bl. A, ap. 3`,
    ...overrides,
  };
}

export const rows = (count: number, start = 1) => Array.from({ length: count }, (_, i) => row(start + i));

export const sha = (text: string = randomUUID()) => createHash('sha256').update(text).digest('hex');

export function batchCall(app: FastifyInstance, s: Shop, path: string, body: unknown, key?: string) {
  return api(app, 'POST', path, { token: s.token, body, ...(key ? { key } : {}) });
}

export function createBody(s: Shop, batchRows: BatchRow[], more: Record<string, unknown> = {}) {
  return { rows: batchRows, defaults: defaults(s.senderId), file_name: 'comenzi-luni.csv', file_sha256: sha(), payment: { method: 'wallet' }, ...more };
}

export function createBatch(app: FastifyInstance, s: Shop, body: unknown, key = newKey()) {
  return api(app, 'POST', 'batches', { token: s.token, body, key });
}
