// Labels (pdfkit, bwip-js), read back from the PDF with unpdf: the Romanian letters as text in an
// embedded, subset DejaVu font; the AWB's Code 128 and the tracking link's QR code, compared module
// by module with the symbols bwip-js encodes for that AWB and that link; the demo band on a
// simulated booking only; A6 one label a page, A4 four a sheet. Then the label routes: owner, signed
// links (tampered or expired: 403), formats, and no label before the order is booked.
import bwipjs from 'bwip-js/node';
import jsQR from 'jsqr';
import { inflateSync } from 'node:zlib';
import { encode } from 'uqr';
import { extractLinks, extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LabelData, LabelPrint } from '../../server/services/labels/label-data.ts';
import { DEMO_BAND_TEXT } from '../../server/services/labels/label-layout.ts';
import { renderLabel, renderLabels } from '../../server/services/labels/label-pdf.ts';
import { authHarness, PUBLIC_URL, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, orderBody, placePaidOrder, TEST_CARDS } from './helpers/orders.ts';

// pdf.js (in unpdf) lists a page's images only after compiling its fonts, with ES2024's
// ArrayBuffer.prototype.transferToFixedLength, which Node 20 lacks: a copy is the same for reading.
if (!('transferToFixedLength' in ArrayBuffer.prototype)) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    value(this: ArrayBuffer, length = this.byteLength) {
      const copy = new Uint8Array(length);
      copy.set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy.buffer;
    },
  });
}

const party = (name: string, street: string, locality: string, county: string) => ({
  name, phone: '0722123456', email: null, company: null, addressLines: [street], locality, county, postalCode: '540001', lockerId: null,
});
const DATA: LabelData = {
  awb: '2123456789012', carrierId: 3, carrierName: 'FAN Courier', serviceId: 1, serviceName: 'Domiciliu - domiciliu', orderNumber: 'CUR-2026-000123',
  sender: party('Ioana Țăranu', 'Str. Ștefan cel Mare și Sfânt nr. 10', 'Îndrăgita', 'Argeș'),
  recipient: party('ĂÂÎȘȚ Ștefănescu', 'Bd. 1 Decembrie 1918 nr. 5', 'Târgu Mureș', 'Mureș'),
  parcels: 2, envelopes: 0, weightKg: 3.5, codBani: 15000, content: 'Cărți și încălțăminte', options: ['Deschidere colet', 'Livrare sâmbăta'], bookedAt: '2026-03-10T08:00:00Z',
  pickupDate: '2026-03-12',
};
const trackingUrl = (awb: string) => `https://curiero.ro/tracking?awb=${awb}`;
const print = (data: LabelData, demo = false): LabelPrint => ({ data, demo, trackingUrl: trackingUrl(data.awb) });

async function textOf(pdf: Buffer): Promise<string> {
  return (await extractText(new Uint8Array(pdf), { mergePages: true })).text;
}
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The rectangles each page's content stream draws (pdfkit writes them as `x y w h re`), page by page. */
function pageRects(pdf: Buffer): Rect[][] {
  const raw = pdf.toString('latin1');
  const pages: Rect[][] = [];
  for (const match of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = match.index + match[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    } catch {
      continue;
    }
    if (!/\bcm\b/.test(content)) continue;
    pages.push([...content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re\b/g)].map((m) => ({ x: +m[1]!, y: +m[2]!, w: +m[3]!, h: +m[4]! })));
  }
  return pages;
}

/** A module matrix as a picture (4 pixels a module, a quiet zone of 4 modules), read by a QR decoder. */
function decodedQr(matrix: number[], size: number): string | undefined {
  const scale = 4;
  const side = (size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const [col, row] = [Math.floor(x / scale) - 4, Math.floor(y / scale) - 4];
      if (col >= 0 && row >= 0 && col < size && row < size && matrix[row * size + col] === 1) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return jsQR(pixels, side, side)?.data;
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.01;

/** The Code 128 drawn as bars `height` tall: bar and space widths in modules, bars first (bwip-js's sbs). */
function barWidths(rects: Rect[], height: number, modules: number): number[] {
  const bars = rects.filter((r) => near(r.h, height)).sort((a, b) => a.x - b.x);
  const module = (bars.at(-1)!.x + bars.at(-1)!.w - bars[0]!.x) / modules;
  return bars.flatMap((bar, i) => {
    const width = Math.round(bar.w / module);
    const next = bars[i + 1];
    return next ? [width, Math.round((next.x - bar.x - bar.w) / module)] : [width];
  });
}

/** The QR code drawn as runs of `module`-point squares: bwip-js's module matrix (1 dark). */
function qrModules(rects: Rect[], module: number, size: number): number[] {
  const runs = rects.filter((r) => near(r.h, module));
  const [x0, y0] = [Math.min(...runs.map((r) => r.x)), Math.min(...runs.map((r) => r.y))];
  const matrix = new Array<number>(size * size).fill(0);
  for (const run of runs) {
    const row = Math.round((run.y - y0) / module);
    for (let col = Math.round((run.x - x0) / module); col < Math.round((run.x + run.w - x0) / module); col++) matrix[row * size + col] = 1;
  }
  return matrix;
}

describe('the label PDF', () => {
  it('writes ă â î ș ț in an embedded DejaVu subset, with every fact of the booking', async () => {
    const pdf = await renderLabel(print(DATA), 'A6');
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).toContain('/MediaBox [0 0 297.64 419.53]');
    // Embedded (FontFile2: TrueType) and subset: a six-letter tag before the name, and a file far
    // smaller than the 640 kB of the whole font.
    expect(raw.match(/\/FontFile2/g)).toHaveLength(2);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed-Bold\b/);
    expect(pdf.length).toBeLessThan(80_000);

    const text = await textOf(pdf);
    for (const letter of 'ăâîșțĂÂÎȘȚ') expect(text).toContain(letter);
    for (const expected of [
      'Ioana Țăranu', 'Str. Ștefan cel Mare și Sfânt nr. 10', '540001 Îndrăgita, jud. Argeș', 'ĂÂÎȘȚ Ștefănescu', '540001 Târgu Mureș, jud. Mureș',
      'FAN Courier', 'Domiciliu - domiciliu', 'Comanda CUR-2026-000123', 'DESTINATAR', 'EXPEDITOR', 'Tel. 0722123456', '2123456789012',
      'Colete: 2 · Greutate: 3,5 kg', 'RAMBURS: 150,00 RON', 'Conținut: Cărți și încălțăminte', 'Opțiuni: Deschidere colet, Livrare sâmbăta', '10.03.2026',
      // The pickup day chosen at /comanda (or the offer's estimate).
      'Ridicare: 12.03.2026',
      `Urmărire: ${trackingUrl(DATA.awb)}`,
    ]) expect(text).toContain(expected);
    // Comma below, never the cedilla look-alikes.
    expect(text).not.toMatch(/[şţŞŢ]/);
    expect((await extractLinks(new Uint8Array(pdf))).links).toEqual([trackingUrl(DATA.awb)]);
    expect(text).not.toContain('DEMO');
  });

  it('draws the AWB as Code 128 and the tracking link as a QR code, module for module, as vector paths', async () => {
    for (const awb of ['2123456789012', 'SMD1234567890']) {
      const pdf = await renderLabel(print({ ...DATA, awb }), 'A6');
      // No picture at all: the symbols are paths, sharp at a thermal printer's 203 dpi.
      expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
      const [rects] = pageRects(pdf);

      const [symbol] = bwipjs.raw('code128', awb, {}) as unknown as [{ sbs: number[] }];
      const modules = symbol.sbs.reduce((sum, w) => sum + w, 0);
      expect(barWidths(rects!, 48, modules)).toEqual(symbol.sbs);

      // The QR code as its encoder made it, and read back by a decoder as the tracking link.
      const { size, data } = encode(trackingUrl(awb), { ecc: 'M', border: 0 });
      const drawn = qrModules(rects!, 66 / size, size);
      expect(drawn).toEqual(data.flat().map((dark) => (dark ? 1 : 0)));
      expect(decodedQr(drawn, size)).toBe(trackingUrl(awb));
      expect(drawn).not.toEqual(qrModules(pageRects(await renderLabel(print({ ...DATA, awb: `${awb}9` }), 'A6'))[0]!, 66 / size, size));
    }
  });

  it('marks a label booked on the simulated network as a demo, in a band and in the footer', async () => {
    const text = await textOf(await renderLabel(print(DATA, true), 'A6'));
    expect(DEMO_BAND_TEXT).toBe('DEMO — nu este un AWB real');
    expect(text).toContain('DEMO — nu este un AWB real');
    expect(text).toContain('etichetă demonstrativă');
    expect(text).toContain('2123456789012');
  });

  it('puts A6 labels one a page and A4 labels four a sheet', async () => {
    const labels = [1, 2, 3, 4, 5].map((n) => print({ ...DATA, awb: `212345678900${n}` }, n === 5));
    const a6 = await renderLabels(labels.slice(0, 2), 'A6');
    expect(pageCount(a6)).toBe(2);
    const a4 = await renderLabels(labels, 'A4');
    expect(a4.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pageCount(a4)).toBe(2);
    const pages = (await extractText(new Uint8Array(a4))).text;
    for (const n of [1, 2, 3, 4]) expect(pages[0]).toContain(`212345678900${n}`);
    expect(pages[0]).not.toContain('DEMO');
    expect(pages[1]).toContain('2123456789005');
    expect(pages[1]).toContain(DEMO_BAND_TEXT);
    // Four labels' bars on the first sheet (48 pt tall; 40 on a demo label), one label's on the second.
    const bars = (awb: string) => (bwipjs.raw('code128', awb, {}) as unknown as [{ sbs: number[] }])[0].sbs.length / 2 + 0.5;
    const [first, second] = pageRects(a4);
    expect(first!.filter((r) => near(r.h, 48)).length).toBe([1, 2, 3, 4].reduce((sum, n) => sum + bars(`212345678900${n}`), 0));
    expect(second!.filter((r) => near(r.h, 40)).length).toBe(bars('2123456789005'));
  });
});

describe.each(testDatabases())('label routes on $name', (backend) => {
  let h: AuthHarness;
  let who: TokenAnswer;
  beforeAll(async () => {
    h = await authHarness(backend);
    who = await registerCustomer(h.app);
  });
  afterAll(async () => h?.close());

  it('serves the owner the PDF in A4 or A6, and a signed link that works without a session', async () => {
    const paid = await placePaidOrder(h.app, orderBody(), { token: who.access_token });
    const placed = { order_id: paid.orderId, awb_number: paid.awb };
    for (const format of ['A4', 'A6']) {
      const res = await api(h.app, 'GET', `orders/${placed.order_id}/label?format=${format}`, { token: who.access_token });
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
      const text = await textOf(res.rawPayload);
      // Booked on the simulated network (no carrier configured in tests): a demo label, with the app's tracking link.
      for (const expected of [placed.awb_number, DEMO_BAND_TEXT, `${PUBLIC_URL}/tracking?awb=${placed.awb_number}`]) expect(text).toContain(expected);
    }
    expect((await api(h.app, 'GET', `orders/${placed.order_id}/label`)).statusCode).toBe(401);
    expect((await api(h.app, 'GET', `orders/${placed.order_id}/label?format=A5`, { token: who.access_token })).json().errors).toEqual({ format: ['Formatul etichetei trebuie să fie A6, A4, A4_4xA6 sau ZPL.'] });

    const link = await api(h.app, 'GET', `orders/label-link/${placed.awb_number}?format=A4`, { token: who.access_token });
    expect(link.json().data).toMatchObject({ awb: placed.awb_number, format: 'A4', download_url: expect.stringContaining(`/api/private/orders/${placed.order_id}/label?format=A4&expires=`) });
    const url = new URL(link.json().data.download_url);
    const pdf = await h.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    url.searchParams.set('format', 'A6');
    expect((await h.app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(403);
    url.searchParams.set('format', 'A4');
    url.searchParams.set('expires', '1700000000');
    const expired = await h.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect([expired.statusCode, expired.json().reason]).toEqual([403, 'label_link_invalid']);
  });

  it('has no label before booking, and no link for someone else', async () => {
    const declined = await placePaidOrder(h.app, orderBody(), { token: who.access_token, card: TEST_CARDS.declined });
    const res = await api(h.app, 'GET', `orders/${declined.orderId}/label`, { token: who.access_token });
    expect([res.statusCode, res.json().reason]).toEqual([409, 'label_unavailable']);
    const paid = await placePaidOrder(h.app, orderBody(), { token: who.access_token });
    const placed = { order_id: paid.orderId, awb_number: paid.awb };
    const stranger = await registerCustomer(h.app);
    expect((await api(h.app, 'GET', `orders/label-link/${placed.awb_number}`, { token: stranger.access_token })).statusCode).toBe(404);
    expect((await api(h.app, 'GET', `orders/${placed.order_id}/label`, { token: stranger.access_token })).statusCode).toBe(404);
  });

  it('gives no label of a cancelled order: no PDF, no link, not even through a link made before (the public API: public-orders.test.ts)', async () => {
    const paid = await placePaidOrder(h.app, orderBody(), { token: who.access_token });
    const number = (await api(h.app, 'GET', `orders/${paid.orderId}`, { token: who.access_token })).json().data.number as string;
    const before = new URL((await api(h.app, 'GET', `orders/label-link/${paid.awb}?format=A4`, { token: who.access_token })).json().data.download_url);
    expect((await api(h.app, 'DELETE', `orders/${paid.orderId}?refund_channel=wallet`, { token: who.access_token })).statusCode).toBe(200);

    const message = `Comanda ${number} este anulată: AWB-ul ei nu mai este valabil, deci eticheta nu mai poate fi descărcată.`;
    for (const res of [
      await api(h.app, 'GET', `orders/${paid.orderId}/label?format=A6`, { token: who.access_token }),
      await api(h.app, 'GET', `orders/label-link/${paid.awb}`, { token: who.access_token }),
      await h.app.inject({ method: 'GET', url: before.pathname + before.search }),
    ]) {
      expect([res.statusCode, res.json()]).toEqual([409, { reason: 'order_cancelled', message }]);
    }
  });
});
