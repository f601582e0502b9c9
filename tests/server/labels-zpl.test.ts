// Our label as ZPL II, read back by a small parser of the commands (no remote renderer): one
// program a label (^XA … ^XZ), UTF-8 (^CI28) before any field, the print width and length of a
// 100 x 150 mm label at 8 or 12 dots a millimetre, every fact of the booking as field data (decoded
// from ^FH's hex), the AWB as the printer's Code 128 (^BC) and the tracking link as its QR code (^BQ),
// everything placed inside the label, and the demo marks only on a simulated booking. Then the
// file of several parts: carriers' ZPL kept as sent between ours, and carriers' PDF labels laid four
// to an A4 sheet in the order asked, a carrier's full A4 page a sheet of its own.
import bwipjs from 'bwip-js/node';
import { extractText } from 'unpdf';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { composeLabels } from '../../server/services/labels/label-compose.ts';
import type { LabelData, LabelPrint } from '../../server/services/labels/label-data.ts';
import { DEMO_BAND_TEXT } from '../../server/services/labels/label-layout.ts';
import { renderZpl, zplLabel } from '../../server/services/labels/label-zpl.ts';
import { PAGE, tinyPdf } from '../support/carrier-stand-ins/tiny-pdf.ts';

const party = (name: string, street: string, locality: string, county: string) => ({
  name, phone: '0722123456', email: null, company: null, addressLines: [street], locality, county, postalCode: '540001', lockerId: null,
});
const DATA: LabelData = {
  awb: '2123456789012', carrierId: 3, carrierName: 'FAN Courier', serviceId: 1, serviceName: 'Domiciliu - domiciliu', orderNumber: 'CUR-2026-000123',
  shopReference: 'MV_10021^~x',
  sender: party('Ioana Țăranu', 'Str. Ștefan cel Mare și Sfânt nr. 10', 'Îndrăgita', 'Argeș'),
  recipient: party('ĂÂÎȘȚ Ștefănescu', 'Bd. 1 Decembrie 1918 nr. 5', 'Târgu Mureș', 'Mureș'),
  parcels: 2, envelopes: 0, weightKg: 3.5, codBani: 15000, content: 'Cărți și încălțăminte', options: ['Deschidere colet', 'Livrare sâmbăta'], bookedAt: '2026-03-10T08:00:00Z',
  pickupDate: '2026-03-12',
};
const trackingUrl = (awb: string) => `https://curiero.ro/tracking?awb=${awb}`;
const print = (data: LabelData, demo = false): LabelPrint => ({ data, demo, trackingUrl: trackingUrl(data.awb) });

interface Command {
  code: string;
  args: string;
}
interface Field {
  /** The field's commands before ^FD (^FO, ^A0, ^BC...). */
  setup: Command[];
  /** ^FD's data, with ^FH's _XX escapes decoded as UTF-8 bytes. */
  data: string;
}

/** ^FH's field data: _XX is a byte, the rest is UTF-8 text. */
function unhex(raw: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; ) {
    if (raw[i] === '_' && /^[0-9A-F]{2}$/.test(raw.slice(i + 1, i + 3))) {
      bytes.push(parseInt(raw.slice(i + 1, i + 3), 16));
      i += 3;
    } else {
      const char = String.fromCodePoint(raw.codePointAt(i)!);
      bytes.push(...Buffer.from(char, 'utf8'));
      i += char.length;
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The programs of a ZPL file, each as its commands (^XX args) and its fields. */
function parse(zpl: string): { commands: Command[]; fields: Field[] }[] {
  const programs = zpl.split('^XZ').slice(0, -1);
  expect(zpl.trimEnd().endsWith('^XZ')).toBe(true);
  return programs.map((program) => {
    expect(program.trimStart().startsWith('^XA')).toBe(true);
    const commands: Command[] = [];
    const fields: Field[] = [];
    let setup: Command[] = [];
    // ^FD's data runs to the next ^FS; everything else is ^ + two letters + arguments.
    for (const piece of program.trim().split(/\^(?=FD)/)) {
      let rest = piece;
      if (piece.startsWith('FD')) {
        const end = piece.indexOf('^FS');
        const raw = piece.slice(2, end);
        const hex = setup.some((c) => c.code === 'FH');
        fields.push({ setup, data: hex ? unhex(raw) : raw });
        expect(raw).not.toMatch(/[\^~]/);
        setup = [];
        rest = piece.slice(end + 3);
      }
      for (const cmd of rest.split('^').filter((c) => c.trim())) {
        const command = { code: cmd.slice(0, 2), args: cmd.slice(2).trim() };
        commands.push(command);
        // A field without data (a box: ^FO ^GB ^FS) ends at its ^FS.
        if (command.code === 'FS') setup = [];
        else setup.push(command);
      }
    }
    return { commands, fields };
  });
}

const dataOf = (fields: Field[]) => fields.map((f) => f.data);
const numbers = (args: string) => args.split(',').map(Number);

describe('the label as ZPL', () => {
  it('is one UTF-8 program of 100 x 150 mm with every fact of the booking as field data', () => {
    const [label, ...more] = parse(zplLabel(print(DATA), 203));
    expect(more).toEqual([]);
    const { commands, fields } = label!;
    expect(commands[0]!.code).toBe('XA');
    // UTF-8 before any field, so ă â î ș ț reach the printer as written.
    const ci = commands.findIndex((c) => c.code === 'CI');
    expect(commands[ci]!.args).toBe('28');
    expect(ci).toBeLessThan(commands.findIndex((c) => c.code === 'FO'));
    expect(commands.find((c) => c.code === 'PW')!.args).toBe('800');
    expect(commands.find((c) => c.code === 'LL')!.args).toBe('1200');

    const data = dataOf(fields);
    for (const expected of [
      'FAN Courier', 'Domiciliu - domiciliu', 'Comanda CUR-2026-000123', 'Referința magazinului: MV_10021^~x', '2123456789012', 'DESTINATAR', 'ĂÂÎȘȚ Ștefănescu',
      'Bd. 1 Decembrie 1918 nr. 5', '540001 Târgu Mureș, jud. Mureș', 'Tel. 0722123456', 'EXPEDITOR', 'Ioana Țăranu', 'Str. Ștefan cel Mare și Sfânt nr. 10',
      '540001 Îndrăgita, jud. Argeș', 'Colete: 2 · Greutate: 3,5 kg', 'RAMBURS: 150,00 RON', 'Conținut: Cărți și încălțăminte',
      'Opțiuni: Deschidere colet, Livrare sâmbăta', 'Ridicare: 12.03.2026', `Urmărire: ${trackingUrl(DATA.awb)}`, 'Comanda CUR-2026-000123 · 10.03.2026 · Curiero',
    ]) expect(data).toContain(expected);
    expect(data.join('\n')).not.toMatch(/[şţŞŢ]/);

    // The AWB as the printer's Code 128 (automatic code sets), no human-readable line under it (we print our own).
    const barcode = fields.find((f) => f.setup.some((c) => c.code === 'BC'))!;
    expect(barcode.data).toBe(DATA.awb);
    expect(barcode.setup.find((c) => c.code === 'BC')!.args).toMatch(/^N,\d+,N,N,N,A$/);
    // The tracking link as a QR code: model 2, error correction M, automatic input.
    const qr = fields.find((f) => f.setup.some((c) => c.code === 'BQ'))!;
    expect(qr.setup.find((c) => c.code === 'BQ')!.args).toMatch(/^N,2,\d+$/);
    expect(qr.data).toBe(`MA,${trackingUrl(DATA.awb)}`);
    expect(data.join('\n')).not.toContain('DEMO');
    expect(commands.some((c) => c.code === 'FR')).toBe(false);
  });

  it('computes every size from the dpi: 8 dots a millimetre at 203, 12 at 300, all inside the label', () => {
    for (const [dpi, dots] of [[203, 8], [300, 12]] as const) {
      const [{ commands, fields }] = parse(zplLabel(print(DATA), dpi)) as [ReturnType<typeof parse>[number]];
      const [width, height] = [100 * dots, 150 * dots];
      expect([commands.find((c) => c.code === 'PW')!.args, commands.find((c) => c.code === 'LL')!.args]).toEqual([String(width), String(height)]);
      for (const at of commands.filter((c) => c.code === 'FO').map((c) => numbers(c.args))) {
        expect(at[0]).toBeGreaterThanOrEqual(0);
        expect(at[0]).toBeLessThan(width);
        expect(at[1]).toBeLessThan(height - 2 * dots);
      }
      // The recipient's name 4.3 mm tall, where the layout puts it in millimetres.
      const name = fields.find((f) => f.data === 'ĂÂÎȘȚ Ștefănescu')!;
      expect(numbers(name.setup.find((c) => c.code === 'A0')!.args.slice(2))[0]).toBe(Math.round(4.3 * dots));
      // The bars fit across the label with their quiet zones: module width x the symbol's modules.
      const [symbol] = bwipjs.raw('code128', DATA.awb, {}) as unknown as [{ sbs: number[] }];
      const modules = symbol.sbs.reduce((sum, w) => sum + w, 0);
      const module = numbers(commands.find((c) => c.code === 'BY')!.args)[0]!;
      const x = numbers(fields.find((f) => f.data === DATA.awb && f.setup.some((c) => c.code === 'BC'))!.setup.find((c) => c.code === 'FO')!.args)[0]!;
      expect(module).toBe(Math.round(0.4 * dots));
      expect(x).toBeGreaterThanOrEqual(10 * module);
      expect(x + modules * module).toBeLessThanOrEqual(width - 10 * module);
    }
  });

  it('marks a simulated booking as a demo: the band in white on black, top and bottom, and the footer', () => {
    const [{ commands, fields }] = parse(zplLabel(print(DATA, true), 300)) as [ReturnType<typeof parse>[number]];
    const bands = fields.filter((f) => f.data === DEMO_BAND_TEXT);
    expect(bands).toHaveLength(2);
    for (const band of bands) expect(band.setup.map((c) => c.code)).toContain('FR');
    // Filled black boxes the width of the label under them.
    expect(commands.filter((c) => c.code === 'GB' && numbers(c.args)[0] === 1200 && numbers(c.args)[1] === numbers(c.args)[2])).toHaveLength(2);
    expect(dataOf(fields)).toContain('Comanda CUR-2026-000123 · 10.03.2026 · Curiero · etichetă demonstrativă');
  });

  it('writes several labels one program after the other, in order', () => {
    const awbs = ['2123456789001', 'SMD1234567890', '2123456789003'];
    const programs = parse(renderZpl(awbs.map((awb, i) => print({ ...DATA, awb }, i === 1)), 203));
    expect(programs.map((p) => p.fields.find((f) => f.setup.some((c) => c.code === 'BC'))!.data)).toEqual(awbs);
    expect(programs.map((p) => dataOf(p.fields).includes(DEMO_BAND_TEXT))).toEqual([false, true, false]);
  });
});

describe('a file of several parts', () => {
  it("keeps a carrier's ZPL as it came between ours, in order", async () => {
    const carrier = new TextEncoder().encode('^XA^FO50,50^ADN,36,20^FDDPD 123^FS^XZ');
    const zpl = new TextDecoder().decode(await composeLabels([{ ours: [print(DATA)] }, { zpl: carrier }, { ours: [print({ ...DATA, awb: '2123456789099' })] }], 'ZPL', 300));
    const programs = zpl.split('^XZ').slice(0, -1);
    expect(programs).toHaveLength(3);
    expect(programs[1]!.trim()).toBe('^XA^FO50,50^ADN,36,20^FDDPD 123^FS');
    expect(programs[0]).toContain('^PW1200');
    expect(programs[2]).toContain('^FD2123456789099^FS');
    await expect(composeLabels([{ pdf: tinyPdf('x') }], 'ZPL', 203)).rejects.toThrow(/ZPL/);
  });

  it("lays carriers' labels and ours four to an A4 sheet in the order asked; a carrier's A4 page is a sheet of its own", async () => {
    const ours = (n: number) => print({ ...DATA, awb: `212345678900${n}` });
    const parts = [{ pdf: tinyPdf('CARRIER ONE', PAGE.LABEL_10X14) }, { ours: [ours(1), ours(2)] }, { pdf: tinyPdf('CARRIER TWO', PAGE.A6) }, { ours: [ours(3)] }, { pdf: tinyPdf('CARRIER FULL', PAGE.A4) }, { ours: [ours(4)] }];
    const pdf = Buffer.from(await composeLabels(parts, 'A4_4xA6'));
    // Every sheet A4 (the carrier's own page too, as it came).
    const sizes = (await PDFDocument.load(pdf)).getPages().map((page) => page.getSize());
    expect(sizes.map(({ width, height }) => [Math.round(width), Math.round(height)])).toEqual([[595, 842], [595, 842], [595, 842], [595, 842]]);
    const pages = (await extractText(new Uint8Array(pdf))).text;
    const order = (page: string, words: string[]) => words.map((w) => page.indexOf(w));
    expect(order(pages[0]!, ['CARRIER ONE', '2123456789001', '2123456789002', 'CARRIER TWO']).every((at, i, all) => at >= 0 && (i === 0 || at > all[i - 1]!))).toBe(true);
    expect(pages[1]).toContain('2123456789003');
    expect(pages[1]).not.toContain('CARRIER');
    expect(pages[2]).toContain('CARRIER FULL');
    expect(pages[3]).toContain('2123456789004');
  });

  it('draws ours alone four to a sheet under either name, A4 and A4_4xA6', async () => {
    const labels = [1, 2, 3, 4, 5].map((n) => print({ ...DATA, awb: `212345678900${n}` }));
    for (const format of ['A4', 'A4_4xA6'] as const) {
      const pdf = Buffer.from(await composeLabels([{ ours: labels }], format));
      expect((pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length).toBe(2);
      expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    }
  });
});
