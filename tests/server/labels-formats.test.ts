// The label formats through both APIs, on PGlite and PostgreSQL (orders booked on the simulated
// network, so every label is ours, marked as a demo): the public POST /orders/labels as A4_4xA6
// (four a sheet, in the order of the ids) and as ZPL at 203 or 300 dpi (text/plain, an attachment
// named for what it holds), a signed ZPL link whose dpi is signed, the private label route in the new
// formats, and the public and private error shapes for an unknown format or dpi.
import { extractText } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LABEL_MESSAGES } from '../../server/services/labels/label-request.ts';
import { authHarness, clearRateLimits, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, orderBody, placePaidOrder } from './helpers/orders.ts';
import { fundedShop, pub, publicOrderBody, type FundedShop } from './helpers/public-api.ts';

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
/** The AWBs of a ZPL file's Code 128 fields, program by program, and each program's print width. */
const zplPrograms = (zpl: string) =>
  zpl
    .split('^XZ')
    .slice(0, -1)
    .map((program) => ({ awb: /\^BCN[^^]*\^FD([^^]+)\^FS/.exec(program)?.[1], width: /\^PW(\d+)/.exec(program)?.[1], utf8: program.includes('^CI28'), demo: program.includes('^FR') }));

describe.each(testDatabases())('label formats on $name', (backend) => {
  let h: AuthHarness;
  let shop: FundedShop;
  let who: TokenAnswer;
  let orders: { order_id: number; awb_number: string }[];
  beforeAll(async () => {
    h = await authHarness(backend);
    shop = await fundedShop(h.app, 200_000);
    who = await registerCustomer(h.app);
    orders = [];
    for (let i = 0; i < 5; i++) orders.push((await pub(h.app, 'POST', 'orders', { key: shop.key, body: publicOrderBody(shop.billingAddressId) })).json().data);
  });
  afterAll(async () => h?.close());
  beforeEach(async () => clearRateLimits(h.db));

  const labels = (body: Record<string, unknown>) => pub(h.app, 'POST', 'orders/labels', { key: shop.key, body });

  it('gives A4_4xA6 as four labels a sheet, in the order of the ids, named for what it holds', async () => {
    const ids = [...orders].reverse();
    const res = await labels({ order_ids: ids.map((o) => o.order_id), format: 'A4_4xA6' });
    expect([res.statusCode, res.headers['content-type'], res.headers['content-disposition']]).toEqual([200, 'application/pdf', 'inline; filename="etichete-5-A4_4xA6.pdf"']);
    expect(pageCount(res.rawPayload)).toBe(2);
    const [first, second] = (await extractText(new Uint8Array(res.rawPayload))).text as string[];
    const at = ids.slice(0, 4).map((o) => first!.indexOf(o.awb_number));
    expect(at.every((i, n) => i >= 0 && (n === 0 || i > at[n - 1]!))).toBe(true);
    expect(second).toContain(ids[4]!.awb_number);
    // A4 is the same sheet under its old name.
    const a4 = await labels({ order_ids: ids.map((o) => o.order_id), format: 'a4' });
    expect([pageCount(a4.rawPayload), a4.headers['content-disposition']]).toEqual([2, 'inline; filename="etichete-5-A4.pdf"']);
  });

  it('gives ZPL at 203 dpi by default or 300, one program a label, in order, as a text attachment', async () => {
    const ids = [orders[2]!, orders[0]!];
    const res = await labels({ order_ids: ids.map((o) => o.order_id), format: 'ZPL' });
    expect([res.statusCode, res.headers['content-type'], res.headers['content-disposition']]).toEqual([200, 'text/plain; charset=utf-8', 'attachment; filename="etichete-2-ZPL-203dpi.zpl"']);
    // Test mode books on the simulated network: our label, marked as a demo.
    expect(zplPrograms(res.body)).toEqual(ids.map((o) => ({ awb: o.awb_number, width: '800', utf8: true, demo: true })));
    const hi = await labels({ order_ids: ids.map((o) => o.order_id), format: 'zpl', dpi: 300 });
    expect(hi.headers['content-disposition']).toBe('attachment; filename="etichete-2-ZPL-300dpi.zpl"');
    expect(zplPrograms(hi.body).map((p) => p.width)).toEqual(['1200', '1200']);
  });

  it('refuses an unknown format or dpi in the public error shape', async () => {
    const id = orders[0]!.order_id;
    for (const [body, field, message] of [
      [{ order_ids: [id], format: 'A5' }, 'format', LABEL_MESSAGES.format],
      [{ order_ids: [id], format: 'ZPL', dpi: 600 }, 'dpi', LABEL_MESSAGES.dpi],
      [{ order_ids: [id], format: 'ZPL', dpi: '300' }, 'dpi', LABEL_MESSAGES.dpi],
    ] as const) {
      const res = await labels(body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'validation_failed', message: expect.any(String), details: { [field]: [message] } });
    }
    const link = await pub(h.app, 'GET', `orders/label-link/${orders[0]!.awb_number}`, { key: shop.key, query: { format: 'ZPL', dpi: '150' } });
    expect([link.statusCode, link.json().details]).toEqual([422, { dpi: [LABEL_MESSAGES.dpi] }]);
  });

  it('signs the dpi into a ZPL link: the link gives that ZPL, and another dpi is refused', async () => {
    const { awb_number: awb } = orders[1]!;
    const link = await pub(h.app, 'GET', `orders/label-link/${awb}`, { key: shop.key, query: { format: 'ZPL', dpi: '300' } });
    expect(link.json()).toMatchObject({ awb, format: 'ZPL', dpi: 300, download_url: expect.stringContaining('format=ZPL&dpi=300&expires=') });
    const url = new URL(link.json().download_url);
    const zpl = await h.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect([zpl.statusCode, zpl.headers['content-type'], zpl.headers['content-disposition']]).toEqual([200, 'text/plain; charset=utf-8', `attachment; filename="eticheta-${awb}-ZPL-300dpi.zpl"`]);
    expect(zplPrograms(zpl.body)).toEqual([{ awb, width: '1200', utf8: true, demo: true }]);
    url.searchParams.set('dpi', '203');
    expect((await h.app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(403);
  });

  it('serves the private label in every format, and refuses an unknown dpi with the private shape', async () => {
    const paid = await placePaidOrder(h.app, orderBody(), { token: who.access_token });
    const zpl = await api(h.app, 'GET', `orders/${paid.orderId}/label?format=ZPL&dpi=300`, { token: who.access_token });
    expect([zpl.statusCode, zpl.headers['content-type'], zpl.headers['content-disposition']]).toEqual([200, 'text/plain; charset=utf-8', `attachment; filename="eticheta-${paid.awb}-ZPL-300dpi.zpl"`]);
    expect(zplPrograms(zpl.body)).toEqual([{ awb: paid.awb, width: '1200', utf8: true, demo: true }]);
    const sheet = await api(h.app, 'GET', `orders/${paid.orderId}/label?format=a4_4xa6`, { token: who.access_token });
    expect([sheet.statusCode, sheet.headers['content-disposition'], pageCount(sheet.rawPayload)]).toEqual([200, `inline; filename="eticheta-${paid.awb}-A4_4xA6.pdf"`, 1]);
    expect(sheet.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const bad = await api(h.app, 'GET', `orders/${paid.orderId}/label?format=ZPL&dpi=150`, { token: who.access_token });
    expect([bad.statusCode, bad.json().errors]).toEqual([422, { dpi: [LABEL_MESSAGES.dpi] }]);
    const link = await api(h.app, 'GET', `orders/label-link/${paid.awb}?format=ZPL`, { token: who.access_token });
    expect(link.json().data).toMatchObject({ format: 'ZPL', dpi: 203, download_url: expect.stringContaining('format=ZPL&dpi=203&') });
  });
});
