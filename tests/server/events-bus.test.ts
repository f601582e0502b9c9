// The domain event bus (server/services/events/): an in-transaction subscriber commits and rolls
// back with the change that published the event; a job subscriber's job exists exactly when the
// change committed (the outbox), once per key; after-commit subscribers run only after a commit, in
// this process, and their failures never reach the publisher; an unknown event name is a type error
// and a runtime error. And the app's standard bus knows every event of the catalog.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DOMAIN_EVENTS, standardEventBus, standardSubscribers } from '../../server/app/events.ts';
import { rowsOf, type AppDb } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { afterCommit, createEventBus, inTransaction, onJob, UnknownEventError, type Subscriber } from '../../server/services/events/bus.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';
import { jobOf, jobsOf } from './helpers/jobs.ts';

const silent = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

describe.each(testDatabases())('the domain event bus on $name', (backend) => {
  let test: TestDatabase;
  let db: AppDb;
  beforeAll(async () => {
    test = await backend.create();
    db = test.database.db;
    await migrate(db);
    await db.execute(sql`create table bus_probe (note text not null)`);
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const notes = async () => rowsOf<{ note: string }>(await db.execute(sql`select note from bus_probe order by note`)).map((r) => r.note);
  const note = (tx: Parameters<Parameters<AppDb['transaction']>[0]>[0], text: string) => tx.execute(sql`insert into bus_probe (note) values (${text})`);

  // A job subscriber with an existing kind and key shape (the orders' re-weighing job).
  const reweighJob = onJob('shipment.reweighed', 'test.reweigh', ({ orderId, measuredKg }) => ({
    kind: 'order.reweigh',
    key: `order-reweigh:${orderId}:${measuredKg}`,
    payload: { orderId, measuredKg },
  }));
  const probe = inTransaction('shipment.reweighed', 'test.probe', async (tx, { orderId }) => {
    await note(tx, `subscriber:${orderId}`);
  });

  it('runs an in-transaction subscriber in the change\'s transaction: it rolls back with it', async () => {
    const bus = createEventBus({ events: DOMAIN_EVENTS, subscribers: [probe], log: silent });
    await expect(
      db.transaction(async (tx) => {
        await note(tx, 'change:1');
        await bus.publish(tx, 'shipment.reweighed', { orderId: 1, awb: 'A1', measuredKg: 3 });
        throw new Error('a later step of the change fails');
      }),
    ).rejects.toThrow('a later step');
    expect(await notes()).toEqual([]);

    await db.transaction(async (tx) => {
      await note(tx, 'change:2');
      await bus.publish(tx, 'shipment.reweighed', { orderId: 2, awb: 'A2', measuredKg: 3 });
    });
    expect(await notes()).toEqual(['change:2', 'subscriber:2']);
  });

  it('rolls the change back when an in-transaction subscriber fails', async () => {
    const failing = inTransaction('shipment.reweighed', 'test.failing', async () => {
      throw new Error('subscriber failed');
    });
    const bus = createEventBus({ events: DOMAIN_EVENTS, subscribers: [reweighJob, failing], log: silent });
    await expect(
      db.transaction(async (tx) => {
        await note(tx, 'change:3');
        await bus.publish(tx, 'shipment.reweighed', { orderId: 3, awb: 'A3', measuredKg: 4 });
      }),
    ).rejects.toThrow('subscriber failed');
    expect(await notes()).not.toContain('change:3');
    expect(await jobOf(db, 'order.reweigh', 'order-reweigh:3:4')).toBeUndefined();
  });

  it('queues a job subscriber\'s job exactly when the change committed, once per key', async () => {
    const bus = createEventBus({ events: DOMAIN_EVENTS, subscribers: [reweighJob], log: silent });
    await expect(
      db.transaction(async (tx) => {
        await bus.publish(tx, 'shipment.reweighed', { orderId: 4, awb: 'A4', measuredKg: 5 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobOf(db, 'order.reweigh', 'order-reweigh:4:5')).toBeUndefined();

    for (let i = 0; i < 2; i++) {
      await db.transaction((tx) => bus.publish(tx, 'shipment.reweighed', { orderId: 4, awb: 'A4', measuredKg: 5 }));
    }
    const jobs = await jobsOf(db, 'order.reweigh', 'order-reweigh:4:5');
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ state: 'queued', payload: { orderId: 4, measuredKg: 5 } });
    // A job subscriber may decline: no job.
    const none = createEventBus({ events: DOMAIN_EVENTS, subscribers: [onJob('order.paid', 'test.none', () => null)], log: silent });
    await db.transaction((tx) => none.publish(tx, 'order.paid', { orderId: 4 }));
    expect(await jobsOf(db, 'order.book')).toEqual([]);
  });

  it('runs after-commit subscribers only after a commit, in this process; their failures stay with them', async () => {
    const heard: number[] = [];
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const bus = createEventBus({
      events: DOMAIN_EVENTS,
      subscribers: [
        probe,
        afterCommit('shipment.reweighed', 'test.heard', ({ orderId }) => {
          heard.push(orderId);
        }),
        afterCommit('shipment.reweighed', 'test.broken', () => {
          throw new Error('broken');
        }),
      ],
      log,
    });
    await expect(
      bus.transaction(db, async (tx) => {
        await bus.publish(tx, 'shipment.reweighed', { orderId: 5, awb: 'A5', measuredKg: 1 });
        expect(heard).toEqual([]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(heard).toEqual([]);

    const result = await bus.transaction(db, async (tx) => {
      await bus.publish(tx, 'shipment.reweighed', { orderId: 6, awb: 'A6', measuredKg: 1 });
      expect(heard).toEqual([]);
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(heard).toEqual([6]);
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]![1]).toBe('an after-commit subscriber failed');

    // Added at run time, removed again.
    const stop = bus.onCommitted('shipment.reweighed', 'test.late', ({ orderId }) => {
      heard.push(-orderId);
    });
    await bus.transaction(db, (tx) => bus.publish(tx, 'shipment.reweighed', { orderId: 7, awb: 'A7', measuredKg: 1 }));
    stop();
    await bus.transaction(db, (tx) => bus.publish(tx, 'shipment.reweighed', { orderId: 8, awb: 'A8', measuredKg: 1 }));
    expect(heard).toEqual([6, 7, -7, 8]);

    // Published in a transaction the bus did not open, its after-commit work could never run: refused.
    await expect(db.transaction((tx) => bus.publish(tx, 'shipment.reweighed', { orderId: 9, awb: 'A9', measuredKg: 1 }))).rejects.toThrow(/bus\.transaction/);
    expect(await notes()).not.toContain('subscriber:9');
  });

  it('lets an in-transaction subscriber publish what its reaction caused, in the same transaction', async () => {
    const bus = createEventBus({
      events: DOMAIN_EVENTS,
      subscribers: [
        inTransaction('order.paid', 'test.cascade', async (tx, { orderId }, publisher) => {
          await publisher.publish(tx, 'order.cancelled', { orderId, by: 'carrier' });
        }),
        onJob('order.cancelled', 'test.refund', ({ orderId }) => ({ kind: 'order.refund', key: `order-refund:${orderId}`, payload: { orderId } })),
      ],
      log: silent,
    });
    await expect(
      db.transaction(async (tx) => {
        await bus.publish(tx, 'order.paid', { orderId: 10 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobOf(db, 'order.refund', 'order-refund:10')).toBeUndefined();
    await db.transaction((tx) => bus.publish(tx, 'order.paid', { orderId: 11 }));
    expect(await jobOf(db, 'order.refund', 'order-refund:11')).toMatchObject({ state: 'queued' });
  });

  it('refuses an unknown event: a type error, and an error at run time', async () => {
    const bus = createEventBus({ events: DOMAIN_EVENTS, subscribers: [], log: silent });
    await expect(
      db.transaction((tx) =>
        // @ts-expect-error 'shipment.teleported' is no event of the catalog
        bus.publish(tx, 'shipment.teleported', { awb: 'A1' }),
      ),
    ).rejects.toThrow(UnknownEventError);
    await expect(
      db.transaction((tx) =>
        // @ts-expect-error the payload of 'order.paid' has an orderId
        bus.publish(tx, 'order.paid', { paymentId: 'x' }),
      ),
    ).resolves.toBeUndefined();
    // @ts-expect-error no such event to subscribe to
    const stray: Subscriber = inTransaction('order.teleported', 'test.stray', async () => {});
    expect(() => createEventBus({ events: DOMAIN_EVENTS, subscribers: [stray] })).toThrow(UnknownEventError);
    // @ts-expect-error no such event to subscribe to
    expect(() => bus.onCommitted('order.teleported', 'test.stray', () => {})).toThrow(UnknownEventError);
  });
});

describe("the app's standard bus", () => {
  it('knows every event its subscribers name, each once', () => {
    expect(new Set(DOMAIN_EVENTS).size).toBe(DOMAIN_EVENTS.length);
    expect(DOMAIN_EVENTS).toEqual(
      expect.arrayContaining(['shipment.status_changed', 'shipment.reweighed', 'order.paid', 'order.booked', 'order.cancelled', 'payment.succeeded', 'payment.failed', 'payment.refunded']),
    );
    const subscribers = standardSubscribers({ publicUrl: 'https://curiero.test' });
    for (const s of subscribers) expect(DOMAIN_EVENTS).toContain(s.event);
    expect(() => standardEventBus({ publicUrl: 'https://curiero.test' })).not.toThrow();
    // The order follows its shipment before the repayment, the push job and the webhooks (record.ts's old order).
    expect(subscribers.filter((s) => s.event === 'shipment.status_changed').map((s) => s.name)).toEqual([
      'orders.follow-shipment',
      'repayments.settle-cash-on-delivery',
      'push.notify-followers',
      'webhooks.order-status-changed',
      'returns.follow-return-parcel',
    ]);
    // A card payment's invoice job is queued before the order (or a batch's orders) is marked paid (its booking or refund job after it).
    expect(subscribers.filter((s) => s.event === 'payment.succeeded').map((s) => s.name)).toEqual(['invoices.issue', 'orders.mark-paid', 'batches.mark-paid']);
    // A booking tells the customer (mail), their devices and the shop's webhooks, and issues a return's label or code: booking.ts names none of them.
    expect(subscribers.filter((s) => s.event === 'order.booked').map((s) => s.name)).toEqual([
      'orders.confirmation-mail',
      'push.follow-own-parcel',
      'webhooks.order-created',
      'returns.label-issued',
    ]);
  });
});
