// A batch's rows are checked on the batch threads (services/batches/check-pool.ts), not on the thread
// that answers the requests (issue #34 under #32's rule): the pool's count of checked slices rises
// with a preview, a 1,000-row preview is 10 slices, and /api/health answers while those are being
// checked (before the preview's answer, with slices still to check). The threads' verdicts, prices
// and orders are the main thread's (the same rows checked without the pool, good and bad ones, by
// carrier and the cheapest, with lockers, COD and streets whose postal code is checked).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commerce } from '../../server/app/commerce.ts';
import { quoteBatch, validateBatch } from '../../server/services/batches/index.ts';
import { checkRows } from '../../server/services/batches/rows.ts';
import { authHarness, type AuthHarness } from './helpers/auth.ts';
import { batchCall, defaults, row, rows, shop, type Shop } from './helpers/batches.ts';
import { testDatabases } from './helpers/databases.ts';
import { IASI_EASYBOX } from './helpers/orders.ts';

/** Good and bad rows of every kind the checks tell apart. */
const mixed = () => [
  ...rows(5),
  row(6, { phone: '12345' }),
  row(7, { locality: 'iasi', county: 'IASI' }),
  row(8, { locality: undefined, county: undefined, postal_code: '700259' }),
  row(9, { postal_code: '400114' }),
  row(10, { weight_kg: '45' }),
  row(11, { locker_id: String(IASI_EASYBOX) }),
  row(12, { locker_id: String(IASI_EASYBOX), length_cm: '90', width_cm: '80', height_cm: '70' }),
  row(13, { locker_id: '999999999' }),
  row(14, { cod_amount: '150' }),
  row(15, { locality: 'Cluj-Napoca', county: 'Cluj', address_line: 'Strada Memorandumului nr. 28', postal_code: '400114' }),
  row(16, { locality: 'Cluj-Napoca', county: 'Cluj', address_line: 'Strada Memorandumului nr. 28', postal_code: '400001' }),
  row(17, { locality: 'București', county: 'București', address_line: 'Calea Victoriei 12' }),
  row(18, { content: 'ab', weight_kg: 'greu' }),
];

describe.each(testDatabases())('the batch threads on $name', (backend) => {
  let h: AuthHarness;
  let s: Shop;
  beforeAll(async () => {
    h = await authHarness(backend);
    s = await shop(h.app);
  });
  afterAll(async () => h?.close());

  it('answer as the main thread does: verdicts, prices and orders', async () => {
    const { ctx } = commerce(h.app);
    const customerId = s.who.customer.id;
    const before = h.app.batchChecks.completed();
    for (const d of [defaults(s.senderId, { cod_iban: 'RO49AAAA1B31007593840000' }), defaults(s.senderId, { carrier: 'cheapest' })]) {
      const request = { rows: mixed(), defaults: d };
      expect(await validateBatch(ctx, customerId, request, h.app.batchChecks)).toEqual(await validateBatch(ctx, customerId, request));
      const good = { rows: rows(12), defaults: d };
      expect(await quoteBatch(ctx, customerId, good, h.app.batchChecks)).toEqual(await quoteBatch(ctx, customerId, good));
      // The orders a batch records: their bodies, offers and time.
      const onThreads = await checkRows(ctx, customerId, good, 'card', h.app.batchChecks);
      const here = await checkRows(ctx, customerId, good, 'card');
      // Each call's own clock, and the door's answer function (not data), aside.
      const comparable = (results: typeof here) => results.map((r) => ({ ...r, priced: { ...r.priced, now: null, request: { ...r.priced?.request, render: null } } }));
      expect(comparable(onThreads)).toEqual(comparable(here));
      expect(onThreads.every((r) => r.priced?.now instanceof Date)).toBe(true);
    }
    // Each call above with the pool is one slice on the threads.
    expect(h.app.batchChecks.completed() - before).toBe(6);
  });

  it('check a 1,000-row preview in 10 slices while /api/health answers', async () => {
    const before = h.app.batchChecks.completed();
    let finished = false;
    const preview = batchCall(h.app, s, 'batches/validate', { rows: rows(1000), defaults: defaults(s.senderId) }).finally(() => {
      finished = true;
    });
    // The check is under way on the threads: a first slice done.
    while (h.app.batchChecks.completed() === before && !finished) await new Promise((resolve) => setTimeout(resolve, 1));
    const health = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const checkedByThen = h.app.batchChecks.completed() - before;
    expect(finished).toBe(false);
    expect(checkedByThen).toBeLessThan(10);
    const res = await preview;
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as { ok: boolean }[]).filter((v) => v.ok)).toHaveLength(1000);
    expect(h.app.batchChecks.completed() - before).toBe(10);
    expect(h.app.batchChecks.running()).toBeGreaterThanOrEqual(1);
  });
});
