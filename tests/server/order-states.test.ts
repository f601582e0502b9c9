// The order state machine (server/services/orders/order-states.ts): every move its table allows
// moves the order (with the caller's other columns, in the same statement), a move from a status
// the event does not leave changes nothing (the conditional update callers rely on), a move the
// table does not list throws, concurrent moves of one order move it once, and no code in server/
// writes an order's status but through it.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDb } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { orders } from '../../server/db/schema.ts';
import {
  canMove,
  INITIAL_ORDER_STATUSES,
  moveOrder,
  nextStatus,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  OrderTransitionError,
  type OrderEvent,
  type OrderStatus,
} from '../../server/services/orders/order-states.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';

const EVENTS = Object.keys(ORDER_TRANSITIONS) as OrderEvent[];
const FINAL: OrderStatus[] = ['booking_failed', 'delivered', 'returned', 'cancelled'];

describe('the order transition table', () => {
  it('names only known statuses, leaves no final status and reaches every status from a first one', () => {
    for (const event of EVENTS) {
      const { from, to } = ORDER_TRANSITIONS[event];
      expect(ORDER_STATUSES).toContain(to);
      for (const source of from) expect(ORDER_STATUSES).toContain(source);
      for (const final of FINAL) expect(from, `${event} leaves ${final}`).not.toContain(final);
    }
    const reached = new Set<OrderStatus>(INITIAL_ORDER_STATUSES);
    for (let grew = true; grew; ) {
      grew = false;
      for (const { from, to } of Object.values(ORDER_TRANSITIONS)) {
        if (!reached.has(to) && from.some((s: OrderStatus) => reached.has(s))) {
          reached.add(to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('gives the next status of an allowed move and throws on any other', () => {
    expect(nextStatus('awaiting_payment', 'payment.succeeded')).toBe('paid');
    expect(nextStatus('picked_up', 'shipment.delivered')).toBe('delivered');
    expect(nextStatus('booked', 'booking.interrupted')).toBe('paid');
    expect(canMove('picked_up', 'owner.cancelled')).toBe(false);
    expect(() => nextStatus('picked_up', 'owner.cancelled')).toThrow(OrderTransitionError);
    expect(() => nextStatus('payment_failed', 'payment.succeeded')).toThrow('order transition not allowed: payment_failed -> paid (payment.succeeded)');
    expect(() => nextStatus('delivered', 'shipment.returned')).toThrow(OrderTransitionError);
    expect(() => nextStatus('paid', 'order.refunded' as OrderEvent)).toThrow("unknown order event 'order.refunded'");
  });
});

describe.each(testDatabases())('moveOrder on $name', (backend) => {
  let test: TestDatabase;
  let seq = 0;
  const db = (): AppDb => test.database.db;

  const values = (status: OrderStatus, more: Partial<typeof orders.$inferInsert> = {}) => {
    const n = ++seq;
    return {
      number: `CU-STATE-${n}`,
      idempotencyScope: 'test',
      idempotencyKey: `state-${n}`,
      requestHash: 'h',
      status,
      carrierId: 6,
      serviceId: 1,
      priceRequest: {},
      offer: {},
      totalBani: 2500,
      sender: {},
      recipient: {},
      parcelContent: 'cărți',
      billing: {},
      updatedAt: sql`now() - interval '1 hour'`,
      ...more,
    };
  };
  /** An order in `status`, last updated an hour ago. */
  const orderIn = async (status: OrderStatus, more: Partial<typeof orders.$inferInsert> = {}): Promise<number> => {
    const [row] = await db().insert(orders).values(values(status, more)).returning({ id: orders.id });
    return row!.id;
  };
  const read = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

  beforeAll(async () => {
    test = await backend.create();
    await migrate(test.database.db);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  it('moves an order by every allowed transition, and by no other', async () => {
    const cases = EVENTS.flatMap((event) => ORDER_STATUSES.map((status) => ({ event, status })));
    const before = await db().insert(orders).values(cases.map((c) => values(c.status))).returning();
    const moved = [];
    for (const [i, { event }] of cases.entries()) moved.push(await moveOrder(db(), before[i]!.id, event));
    const after = await db().select().from(orders).where(inArray(orders.id, before.map((row) => row.id)));
    for (const [i, { event, status }] of cases.entries()) {
      const { from, to } = ORDER_TRANSITIONS[event];
      const now = after.find((row) => row.id === before[i]!.id)!;
      if ((from as readonly OrderStatus[]).includes(status)) {
        expect(moved[i]?.status, `${status} -> ${to} (${event})`).toBe(to);
        expect(now.status).toBe(to);
        expect(now.updatedAt.getTime()).toBeGreaterThan(before[i]!.updatedAt.getTime());
      } else {
        expect(moved[i], `${status} must not move by ${event}`).toBeUndefined();
        expect(now).toEqual(before[i]);
      }
    }
    expect(moved.filter(Boolean)).toHaveLength(Object.values(ORDER_TRANSITIONS).reduce((n, t) => n + t.from.length, 0));
  });

  it('writes the caller’s other columns with the status, and only when the order moves', async () => {
    const id = await orderIn('awaiting_payment');
    const paid = await moveOrder(db(), id, 'payment.succeeded', { set: { paidAt: sql`now()` } });
    expect(paid?.paidAt).toBeInstanceOf(Date);
    expect(await moveOrder(db(), id, 'payment.succeeded', { set: { paidAt: null } })).toBeUndefined();
    expect((await read(id)).paidAt).toEqual(paid?.paidAt);
  });

  it('moves only when the further condition holds', async () => {
    const withAwb = await orderIn('paid', { awb: 'AWB1' });
    expect(await moveOrder(db(), withAwb, 'booking.started', { where: sql`${orders.awb} is null` })).toBeUndefined();
    expect((await read(withAwb)).status).toBe('paid');
    const noAwb = await orderIn('paid');
    expect((await moveOrder(db(), noAwb, 'booking.started', { where: sql`${orders.awb} is null` }))?.status).toBe('booked');
  });

  it('narrows the sources on request, and throws on a source the event does not leave, touching nothing', async () => {
    const booked = await orderIn('booked');
    expect(await moveOrder(db(), booked, 'shipment.delivered', { from: ['picked_up'] })).toBeUndefined();
    expect((await read(booked)).status).toBe('booked');
    const pickedUp = await orderIn('picked_up');
    const before = await read(pickedUp);
    await expect(moveOrder(db(), pickedUp, 'owner.cancelled', { from: ['picked_up'] })).rejects.toThrow(OrderTransitionError);
    await expect(moveOrder(db(), pickedUp, 'shipment.delivered', { from: [] })).rejects.toThrow(OrderTransitionError);
    await expect(moveOrder(db(), pickedUp, 'shipment.lost' as OrderEvent)).rejects.toThrow(OrderTransitionError);
    expect(await read(pickedUp)).toEqual(before);
  });

  it('moves an order once when concurrent paths move it', async () => {
    const id = await orderIn('booked');
    const outcomes = await Promise.all([
      moveOrder(db(), id, 'owner.cancelled'),
      moveOrder(db(), id, 'shipment.picked_up'),
      moveOrder(db(), id, 'owner.cancelled'),
      moveOrder(db(), id, 'shipment.picked_up'),
    ]);
    const winners = outcomes.filter((row) => row !== undefined);
    expect(winners).toHaveLength(1);
    expect((await read(id)).status).toBe(winners[0]!.status);
  });

  it('moves within the caller’s transaction, and not when it rolls back', async () => {
    const id = await orderIn('awaiting_payment');
    await db()
      .transaction(async (tx) => {
        expect((await moveOrder(tx, id, 'payment.failed'))?.status).toBe('payment_failed');
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect((await read(id)).status).toBe('awaiting_payment');
  });
});

describe('the order status writers', () => {
  it('are all in order-states.ts: no other server file sets orders.status', async () => {
    const root = join(import.meta.dirname, '../../server');
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.ts') && !f.endsWith('order-states.ts'));
    const writers: string[] = [];
    for (const file of files) {
      const text = await readFile(join(root, file), 'utf8');
      // A drizzle update of orders whose set() names status, or raw SQL that does.
      if (/\.update\(orders\)\s*\.set\(\{[^}]*(?<![\w.])status\s*:/.test(text) || /update\s+orders\s+set\s[^;]*\bstatus\s*=/i.test(text)) writers.push(file);
    }
    expect(writers).toEqual([]);
  });
});
