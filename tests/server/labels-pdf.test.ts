// Labels: the Code 128 encoder (patterns, code sets, checksums, and a decode of the drawn bars back
// to the text), the WinAnsi text (Romanian letters the font lacks), the PDF's structure (header,
// every xref offset, trailer, the AWB in the page), and the label routes: owner, signed links
// (tampered or expired: 403), formats, and no label before the order is booked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_B, code128Widths, encodeCode128, PATTERNS, START_B, START_C, STOP } from '../../server/services/labels/code128.ts';
import type { LabelData } from '../../server/services/labels/label-data.ts';
import { renderLabel } from '../../server/services/labels/label-pdf.ts';
import { pdfString, toWinAnsi } from '../../server/services/labels/winansi.ts';
import { authHarness, registerCustomer, type AuthHarness, type TokenAnswer } from './helpers/auth.ts';
import { testDatabases } from './helpers/databases.ts';
import { api, card, orderBody, placeOrder, TEST_CARDS } from './helpers/orders.ts';

/** Reads bars back: widths -> patterns -> values -> text (sets B and C), checking the checksum. */
function decode(widths: number[]): string {
  const values: number[] = [];
  for (let i = 0; i < widths.length; ) {
    const size = widths.length - i === 7 ? 7 : 6;
    values.push(PATTERNS.indexOf(widths.slice(i, i + size).join('') as (typeof PATTERNS)[number]));
    i += size;
  }
  expect(values.at(-1)).toBe(STOP);
  const [start, ...rest] = values.slice(0, -1);
  const check = rest.pop()!;
  expect(rest.reduce((sum, v, k) => sum + v * (k + 1), start!) % 103).toBe(check);
  let set = start === START_C ? 'C' : 'B';
  let text = '';
  for (const v of rest) {
    if (v === CODE_B || v === 99) set = v === CODE_B ? 'B' : 'C';
    else text += set === 'C' ? String(v).padStart(2, '0') : String.fromCharCode(v + 32);
  }
  return text;
}

describe('Code 128', () => {
  it('has 107 distinct patterns of 11 modules (the stop: 13)', () => {
    expect(new Set(PATTERNS).size).toBe(107);
    PATTERNS.forEach((p, v) => expect([...p].reduce((s, d) => s + Number(d), 0)).toBe(v === STOP ? 13 : 11));
  });

  it('computes the checksum (start + sum of position x value, mod 103)', () => {
    // Set B: P J J 1 2 3 C; 104 + 48 + 2x42 + 3x42 + 4x17 + 5x18 + 6x19 + 7x35 = 879 = 8 x 103 + 55.
    expect(encodeCode128('PJJ123C')).toEqual([START_B, 48, 42, 42, 17, 18, 19, 35, 55, STOP]);
    // FAN Courier, 13 digits: six pairs in set C, the last digit in set B; 1870 mod 103 = 16.
    expect(encodeCode128('2123456789012')).toEqual([START_C, 21, 23, 45, 67, 89, 1, CODE_B, 18, 16, STOP]);
    // Sameday: letters in B, then the 10 digits as pairs in C; 2839 mod 103 = 58.
    expect(encodeCode128('SMD1234567890')).toEqual([START_B, 51, 45, 36, 99, 12, 34, 56, 78, 90, 58, STOP]);
  });

  it.each(['1034567890', '80912345678901', '61234567890', 'BK0123456789', 'AB12345', 'x-1'])('draws %s so that it reads back', (text) => {
    expect(decode(code128Widths(encodeCode128(text)))).toBe(text);
  });

  it('refuses what set B cannot carry', () => {
    expect(() => encodeCode128('Ță')).toThrow('cannot encode');
    expect(() => encodeCode128('')).toThrow();
  });
});

describe('WinAnsi text', () => {
  it('keeps â and î, writes ă ș ț (comma and cedilla) as a s t', () => {
    expect(Buffer.from(toWinAnsi('ăâîșțĂÂÎȘȚşţ')).toString('latin1')).toBe('aâîstAÂÎSTst');
    expect(toWinAnsi('€–„”')).toEqual([0x80, 0x96, 0x84, 0x94]);
    expect(toWinAnsi('Łódź 😀')).toEqual([...Buffer.from('?ódz ?', 'latin1')]);
    expect(pdfString('Câmp (a\\b) ș')).toBe('(C\\342mp \\(a\\\\b\\) s)');
  });
});

const party = (name: string, locality: string) => ({
  name, phone: '0722123456', email: null, company: null, addressLines: ['Str. Ștefan cel Mare nr. 10'], locality, county: 'Iași', postalCode: '700020', lockerId: null,
});
const LABEL: LabelData = {
  awb: '2123456789012', carrierId: 3, carrierName: 'FAN Courier', serviceId: 1, serviceName: 'Domiciliu - domiciliu', orderNumber: 'CUR-2026-000123',
  sender: party('Ana Popescu', 'Cluj-Napoca'), recipient: party('Ion Țăranu', 'Iași'), parcels: 2, envelopes: 0, weightKg: 3.5, codBani: 15000,
  content: 'Cărți', options: ['Deschidere colet'], bookedAt: '2026-03-10T08:00:00Z',
};

function expectWellFormed(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(Number(first)).toBe(0);
  const entries = text.slice(startxref).split('\n').slice(3, 2 + Number(count));
  entries.forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    expect(text.slice(Number(entry.slice(0, 10))).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
  });
  expect(text).toContain(`/Size ${count} /Root 1 0 R`);
  const stream = /<< \/Length (\d+) >>\nstream\n/.exec(text)!;
  expect(text.slice(stream.index + stream[0].length + Number(stream[1]), stream.index + stream[0].length + Number(stream[1]) + 9)).toBe('endstream');
  return text;
}

describe('the label PDF', () => {
  it('is a well-formed A6 page with the AWB, barcode, parties and cash on delivery', () => {
    const text = expectWellFormed(renderLabel(LABEL, 'A6'));
    expect(text).toContain('/MediaBox [0 0 297.64 419.53]');
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('(2123456789012) Tj');
    expect(text).toContain('(Ion Taranu) Tj');
    expect(text).toContain('(RAMBURS: 150,00 RON) Tj');
    expect(text).toContain('(Continut: Carti) Tj');
    expect(text.match(/ re f$/gm)?.length).toBe(code128Widths(encodeCode128(LABEL.awb)).filter((_, i) => i % 2 === 0).length);
  });

  it('puts the same label on the top quarter of an A4 sheet', () => {
    const text = expectWellFormed(renderLabel(LABEL, 'A4'));
    expect(text).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(text).toContain('q 1 0 0 1 0 422.36 cm');
    expect(text).toContain('(2123456789012) Tj');
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
    const placed = (await placeOrder(h.app, orderBody(), { token: who.access_token })).json().data;
    for (const format of ['A4', 'A6']) {
      const res = await api(h.app, 'GET', `orders/${placed.order_id}/label?format=${format}`, { token: who.access_token });
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
      expect(res.rawPayload.toString('latin1')).toContain(`(${placed.awb_number}) Tj`);
    }
    expect((await api(h.app, 'GET', `orders/${placed.order_id}/label`)).statusCode).toBe(401);
    expect((await api(h.app, 'GET', `orders/${placed.order_id}/label?format=A5`, { token: who.access_token })).json().errors).toEqual({ format: ['Formatul etichetei trebuie să fie A4 sau A6.'] });

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
    const declined = (await placeOrder(h.app, orderBody({ payment: { method: 'card', card: card(TEST_CARDS.declined) } }), { token: who.access_token })).json().data;
    const res = await api(h.app, 'GET', `orders/${declined.order_id}/label`, { token: who.access_token });
    expect([res.statusCode, res.json().reason]).toEqual([409, 'label_unavailable']);
    const placed = (await placeOrder(h.app, orderBody(), { token: who.access_token })).json().data;
    const stranger = await registerCustomer(h.app);
    expect((await api(h.app, 'GET', `orders/label-link/${placed.awb_number}`, { token: stranger.access_token })).statusCode).toBe(404);
    expect((await api(h.app, 'GET', `orders/${placed.order_id}/label`, { token: stranger.access_token })).statusCode).toBe(404);
  });
});
