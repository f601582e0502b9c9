// The return request's state machine (server/services/returns/return-states.ts): every move its
// table allows moves the request, writes one history row and publishes 'return.status_changed' in
// the caller's transaction; a move from a status the event does not leave changes nothing and
// publishes nothing; another shop's request does not move; a move the table does not list throws;
// concurrent moves move it once; a rolled back move leaves no history; and no server file but
// return-states.ts writes a request's status.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_EVENTS } from '../../server/app/events.ts';
import type { AppDb } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { customers, returnRequests, returnStatusHistory } from '../../server/db/schema.ts';
import { createEventBus, inTransaction, type EventBus } from '../../server/services/events/bus.ts';
import {
  canMoveReturn,
  insertReturn,
  moveReturn,
  nextReturnStatus,
  RETURN_STATUSES,
  RETURN_TRANSITIONS,
  ReturnTransitionError,
  type ReturnEvent,
  type ReturnStatus,
} from '../../server/services/returns/return-states.ts';
import { testDatabases, type TestDatabase } from './helpers/databases.ts';

const EVENTS = Object.keys(RETURN_TRANSITIONS) as ReturnEvent[];
const FINAL: ReturnStatus[] = ['refused', 'closed'];

describe('the return transition table', () => {
  it('names only known statuses, leaves no final status and reaches every status from requested', () => {
    for (const event of EVENTS) {
      const { from, to } = RETURN_TRANSITIONS[event];
      expect(RETURN_STATUSES).toContain(to);
      for (const source of from) expect(RETURN_STATUSES).toContain(source);
      for (const final of FINAL) expect(from, `${event} leaves ${final}`).not.toContain(final);
    }
    const reached = new Set<ReturnStatus>(['requested']);
    for (let grew = true; grew; ) {
      grew = false;
      for (const { from, to } of Object.values(RETURN_TRANSITIONS)) {
        if (!reached.has(to) && from.some((s: ReturnStatus) => reached.has(s))) {
          reached.add(to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...RETURN_STATUSES].sort());
  });

  it('gives the next status of an allowed move and throws on any other', () => {
    expect(nextReturnStatus('requested', 'shop.approved')).toBe('approved');
    expect(nextReturnStatus('in_transit', 'parcel.delivered')).toBe('received');
    expect(nextReturnStatus('received', 'shop.refunded')).toBe('refunded');
    expect(canMoveReturn('approved', 'shop.refused')).toBe(false);
    expect(canMoveReturn('requested', 'shop.refunded')).toBe(false);
    expect(() => nextReturnStatus('refused', 'shop.approved')).toThrow('return transition not allowed: refused -> approved (shop.approved)');
    expect(() => nextReturnStatus('requested', 'shop.lost' as ReturnEvent)).toThrow(ReturnTransitionError);
  });
});

describe.each(testDatabases())('moveReturn on $name', (backend) => {
  let test: TestDatabase;
  let shop: number;
  let other: number;
  const published: { name: string; to?: string; id: number }[] = [];
  const db = (): AppDb => test.database.db;
  let bus: EventBus;
  let seq = 0;

  beforeAll(async () => {
    test = await backend.create();
    await migrate(test.database.db);
    bus = createEventBus({
      events: DOMAIN_EVENTS,
      subscribers: [
        inTransaction('return.created', 'probe.created', async (_tx, { request }) => void published.push({ name: 'created', id: request.id })),
        inTransaction('return.status_changed', 'probe.changed', async (_tx, { request, to }) => void published.push({ name: 'changed', to, id: request.id })),
      ],
    });
    const rows = await db()
      .insert(customers)
      .values([
        { email: 'magazin.retur@exemplu.ro', name: 'Magazin' },
        { email: 'alt.magazin@exemplu.ro', name: 'Alt magazin' },
      ])
      .returning({ id: customers.id });
    [shop, other] = rows.map((r) => r.id) as [number, number];
  });
  afterAll(async () => {
    await test?.dispose();
  });

  const newRequest = async (customerId = shop) => {
    const n = ++seq;
    return db().transaction((tx) =>
      insertReturn(tx, bus, {
        customerId,
        orderReference: `CMD-${n}`,
        contact: { name: 'Ion Țăranu', email: 'ion@exemplu.ro', phone: '0744987654', locality_id: null, locality_name: 'Iași', county_name: 'Iași', street: 'Str. Lungă 1', postal_code: '700001' },
        items: [{ name: 'Carte', quantity: 1, reason: 'Nu mai doresc produsul' }],
        dropOffMethod: 'locker',
        statement: { text: 'Mă retrag din contract.' },
        statementId: `st-${n}-${Math.random()}`,
        statedAt: new Date(),
        confirmedAt: new Date(),
        accessTokenHash: 'x',
        searchText: '',
      }),
    );
  };
  /** A request brought to `status` through the table (the shortest path from requested). */
  const requestIn = async (status: ReturnStatus): Promise<number> => {
    const row = await newRequest();
    const path: Partial<Record<ReturnStatus, ReturnEvent[]>> = {
      requested: [],
      approved: ['shop.approved'],
      refused: ['shop.refused'],
      label_issued: ['shop.approved', 'label.issued'],
      in_transit: ['shop.approved', 'parcel.picked_up'],
      received: ['shop.approved', 'shop.received'],
      refunded: ['shop.approved', 'shop.received', 'shop.refunded'],
      closed: ['shop.approved', 'shop.received', 'shop.closed'],
    };
    for (const event of path[status]!) await db().transaction((tx) => moveReturn(tx, bus, row.id, event));
    return row.id;
  };
  const read = async (id: number) => (await db().select().from(returnRequests).where(eq(returnRequests.id, id)))[0]!;
  const history = (id: number) => db().select().from(returnStatusHistory).where(eq(returnStatusHistory.returnId, id)).orderBy(returnStatusHistory.id);

  it('creates a request requested, with its first history row and return.created', async () => {
    const row = await newRequest();
    expect(row.status).toBe('requested');
    expect((await history(row.id)).map((h) => [h.fromStatus, h.toStatus, h.event])).toEqual([[null, 'requested', 'customer.withdrew']]);
    expect(published).toContainEqual({ name: 'created', id: row.id });
  });

  it('moves a request by every allowed transition, with its history and event, and by no other', async () => {
    for (const event of EVENTS) {
      for (const status of RETURN_STATUSES) {
        const id = await requestIn(status);
        const before = await read(id);
        const historyBefore = (await history(id)).length;
        const moved = await db().transaction((tx) => moveReturn(tx, bus, id, event, { note: 'notă' }));
        const { from, to } = RETURN_TRANSITIONS[event];
        if ((from as readonly ReturnStatus[]).includes(status)) {
          expect(moved?.status, `${status} -> ${to} (${event})`).toBe(to);
          expect((await read(id)).status).toBe(to);
          const last = (await history(id)).at(-1)!;
          expect([last.fromStatus, last.toStatus, last.event, last.note]).toEqual([status, to, event, 'notă']);
          expect(published.at(-1)).toEqual({ name: 'changed', to, id });
        } else {
          expect(moved, `${status} must not move by ${event}`).toBeUndefined();
          expect(await read(id)).toEqual(before);
          expect(await history(id)).toHaveLength(historyBefore);
        }
      }
    }
  });

  it('does not move another shop’s request, and throws on an event the table does not list', async () => {
    const id = (await newRequest(other)).id;
    expect(await db().transaction((tx) => moveReturn(tx, bus, id, 'shop.approved', { customerId: shop }))).toBeUndefined();
    expect((await read(id)).status).toBe('requested');
    await expect(db().transaction((tx) => moveReturn(tx, bus, id, 'shop.lost' as ReturnEvent))).rejects.toThrow(ReturnTransitionError);
    expect((await db().transaction((tx) => moveReturn(tx, bus, id, 'shop.approved', { customerId: other })))?.status).toBe('approved');
  });

  it('moves a request once when concurrent paths move it, and not when the transaction rolls back', async () => {
    const id = await requestIn('requested');
    const outcomes = await Promise.all([
      db().transaction((tx) => moveReturn(tx, bus, id, 'shop.approved')),
      db().transaction((tx) => moveReturn(tx, bus, id, 'shop.refused', { set: { refusalReason: 'Produs folosit' } })),
      db().transaction((tx) => moveReturn(tx, bus, id, 'shop.approved')),
    ]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await history(id)).toHaveLength(2);
    const other = await requestIn('requested');
    await db()
      .transaction(async (tx) => {
        expect((await moveReturn(tx, bus, other, 'shop.approved'))?.status).toBe('approved');
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect((await read(other)).status).toBe('requested');
    expect(await history(other)).toHaveLength(1);
  });
});

describe('the return status writers', () => {
  it('are all in return-states.ts: no other server file sets return_requests.status', async () => {
    const root = join(import.meta.dirname, '../../server');
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.ts') && !f.endsWith('return-states.ts'));
    const writers: string[] = [];
    for (const file of files) {
      const text = await readFile(join(root, file), 'utf8');
      if (/\.update\(returnRequests\)\s*\.set\(\{[^}]*(?<![\w.])status\s*:/.test(text) || /update\s+return_requests\s+set\s[^;]*\bstatus\s*=/i.test(text)) writers.push(file);
      if (/\.insert\(returnRequests\)/.test(text)) writers.push(file);
    }
    expect(writers).toEqual([]);
  });
});
