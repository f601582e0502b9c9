// The shipping label as a PDF: A6 (a label printer's 105 x 148 mm) or A4 (the same A6 label in the
// top-left quarter of the sheet, with dashed cut lines, as on 4-up label paper). Top to bottom: the
// carrier and service, the AWB as a Code 128 barcode and in digits, the recipient (largest), the
// sender, parcels / weight / cash on delivery / content / options, and the order number. Romanian
// letters the standard font lacks are written as their closest ASCII letter (winansi.ts).
import { formatRon } from '../payments/format.ts';
import { code128Bars } from './code128.ts';
import type { LabelData, LabelFormat } from './label-data.ts';
import { PAGE_SIZES, PdfPage, writePdf } from './pdf-writer.ts';
import { fitText, textWidth } from './winansi.ts';
import type { Party } from '../carriers/carrier-adapter.ts';

const A6 = PAGE_SIZES.A6;
const M = 12;
const W = A6.width - 2 * M;

function kg(value: number): string {
  return `${String(Math.round(value * 100) / 100).replace('.', ',')} kg`;
}

function date(iso: string): string {
  const d = new Date(iso);
  const parts = new Intl.DateTimeFormat('ro-RO', { timeZone: 'Europe/Bucharest', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(d);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}.${get('month')}.${get('year')}`;
}

type Align = 'left' | 'center' | 'right';

/** Writes lines downwards from the top of the label, each fitted to its width. */
class Cursor {
  y = A6.height - M;

  constructor(private readonly page: PdfPage) {}

  down(points: number): this {
    this.y -= points;
    return this;
  }

  write(text: string, size: number, options: { bold?: boolean; width?: number; align?: Align } = {}): this {
    const width = options.width ?? W;
    const fitted = fitText(text, size, width, options.bold);
    const used = textWidth(fitted, size, options.bold);
    const x = options.align === 'center' ? M + (width - used) / 2 : options.align === 'right' ? M + width - used : M;
    this.page.text(x, this.y, size, fitted, { bold: options.bold });
    return this;
  }

  rule(width = 0.8): this {
    this.page.line(M, this.y, A6.width - M, this.y, { width });
    return this;
  }

  /** A title and an address block: name, company, street lines, postal code and locality, phone. */
  party(title: string, party: Party, size: number): this {
    this.down(10).write(title, 7, { bold: true });
    this.down(size + 4).write(party.name, size + 1, { bold: true });
    if (party.company) this.down(size + 3).write(party.company, size);
    for (const address of party.addressLines.slice(0, 2)) this.down(size + 3).write(address, size);
    this.down(size + 3).write(`${party.postalCode} ${party.locality}, jud. ${party.county}`, size, { bold: true });
    return this.down(size + 3).write(`Tel. ${party.phone}`, size).down(6);
  }
}

/** Draws one label with its top-left corner at (0, A6.height) of the current coordinates. */
function drawLabel(page: PdfPage, data: LabelData): void {
  const c = new Cursor(page);
  c.down(16).write(data.carrierName, 18, { bold: true, width: W * 0.55 });
  c.write(data.serviceName, 8, { align: 'right' });
  c.down(10).write(`Comanda ${data.orderNumber}`, 8, { align: 'right' });
  c.down(8).rule();

  const { bars, modules } = code128Bars(data.awb);
  const module = Math.min(2, W / (modules + 20));
  const left = M + (W - modules * module) / 2;
  const barHeight = 62;
  c.down(8 + barHeight);
  for (const [x, w] of bars) page.fillRect(left + x * module, c.y, w * module, barHeight);
  c.down(16).write(data.awb, 14, { bold: true, align: 'center' });
  c.down(8).rule();

  c.party('DESTINATAR', data.recipient, 11).rule(0.4);
  c.party('EXPEDITOR', data.sender, 8.5).rule();

  const count = data.envelopes > 0 ? `Plicuri: ${data.envelopes}` : `Colete: ${data.parcels}`;
  c.down(13).write(`${count}  ·  Greutate: ${kg(data.weightKg)}`, 9, { bold: true });
  const cod = data.codBani > 0;
  c.down(cod ? 17 : 13).write(cod ? `RAMBURS: ${formatRon(data.codBani)}` : 'Fără ramburs', cod ? 13 : 9, { bold: cod });
  c.down(12).write(`Conținut: ${data.content}`, 8);
  if (data.options.length) c.down(10).write(`Opțiuni: ${data.options.join(', ')}`, 8);
  c.y = M + 2;
  c.write(`Comanda ${data.orderNumber} · ${date(data.bookedAt)} · Curiero`, 7);
}

/** Several labels in one PDF (the public API's POST /orders/labels): A6 one per page, A4 four per sheet. */
export function renderLabels(labels: readonly LabelData[], format: LabelFormat): Buffer {
  const title = labels.length === 1 ? `Eticheta AWB ${labels[0]!.awb}` : `Etichete (${labels.length})`;
  if (format === 'A6') {
    return writePdf(
      labels.map((data) => {
        const page = new PdfPage(A6.width, A6.height);
        drawLabel(page, data);
        return page;
      }),
      title,
    );
  }
  const { width, height } = PAGE_SIZES.A4;
  const pages: PdfPage[] = [];
  for (let i = 0; i < labels.length; i += 4) {
    const page = new PdfPage(width, height);
    labels.slice(i, i + 4).forEach((data, n) => {
      const x = (n % 2) * A6.width;
      const y = height - (Math.floor(n / 2) + 1) * A6.height;
      page.translated(x, y, (p) => drawLabel(p, data));
    });
    // Cut lines between the quarters.
    page.line(A6.width, height, A6.width, height - 2 * A6.height, { dash: 4, width: 0.5 });
    page.line(0, height - A6.height, 2 * A6.width, height - A6.height, { dash: 4, width: 0.5 });
    pages.push(page);
  }
  return writePdf(pages, title);
}

export function renderLabel(data: LabelData, format: LabelFormat): Buffer {
  const title = `Eticheta AWB ${data.awb}`;
  if (format === 'A6') {
    const page = new PdfPage(A6.width, A6.height);
    drawLabel(page, data);
    return writePdf([page], title);
  }
  const { width, height } = PAGE_SIZES.A4;
  const page = new PdfPage(width, height);
  page.translated(0, height - A6.height, (p) => drawLabel(p, data));
  page.line(A6.width, height, A6.width, height - A6.height, { dash: 4, width: 0.5 });
  page.line(0, height - A6.height, A6.width, height - A6.height, { dash: 4, width: 0.5 });
  return writePdf([page], title);
}
