// Shipping labels as ZPL II, the language of Zebra's thermal printers (and of most others, which
// emulate it): one program (^XA … ^XZ) a label, 100 x 150 mm (4 x 6 in, the thermal printers' roll),
// at 203 dpi (8 dots a millimetre) or 300 dpi (12). The same facts as the PDF label
// (label-layout.ts), in the same order: the demo band for a simulated booking, the carrier and the
// service, the order and the shop's reference, the AWB as Code 128 drawn by the printer (^BC, in its
// automatic mode, which packs digits in pairs) and in characters, the recipient, the sender, parcels
// / weight / cash on delivery / content / options / pickup day beside the tracking link as a QR code
// drawn by the printer (^BQ, error correction M, as the PDF's), the link and the footer.
// Text is UTF-8 (^CI28), so ă â î ș ț reach the printer as written, in its scalable font 0; every
// field's data goes through ^FH, so a ^ or ~ in a name cannot be read as a command. A pure function:
// run on a render thread with the PDFs (label-compose.ts).
import { awbBars, trackingQr } from './barcodes.ts';
import type { LabelPrint, ZplDpi } from './label-data.ts';
import { DEMO_BAND_TEXT } from './label-layout.ts';
import { codLine, countLine, footerLine, pickupLine } from './label-text.ts';
import type { Party } from '../carriers/index.ts';

/** The label's size in millimetres. */
export const ZPL_LABEL_MM = { width: 100, height: 150 } as const;
/** Dots a millimetre at each resolution. */
export const DOTS_PER_MM: Record<ZplDpi, number> = { 203: 8, 300: 12 };

const M = 4;
const W = ZPL_LABEL_MM.width - 2 * M;
const QR_MM = 28;
/** Font 0 is condensed: a character is about half as wide as it is tall (more, to be safe). */
const CHAR_WIDTH = 0.55;

type Align = 'L' | 'C' | 'R';
interface TextOptions {
  x?: number;
  width?: number;
  align?: Align;
  /** White on black (over a filled box). */
  reverse?: boolean;
}

/** ^ and ~ start commands, _ is ^FH's escape: written as hex. Line breaks become spaces. */
const fieldData = (text: string) => text.replace(/\s+/g, ' ').replace(/[_^~]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Writes one label's commands, top to bottom, in millimetres turned into dots. */
class ZplLabel {
  readonly out: string[] = [];
  y = M;

  constructor(private readonly dpmm: number) {}

  dots(mm: number): number {
    return Math.round(mm * this.dpmm);
  }

  down(mm: number): this {
    this.y += mm;
    return this;
  }

  /** One line of text `size` mm tall, made smaller (to 75 %) then cut to fit its width. */
  text(text: string, size: number, options: TextOptions = {}): this {
    const width = options.width ?? W;
    let h = size;
    while (text.length * h * CHAR_WIDTH > width && h > size * 0.75) h -= 0.25;
    const fits = Math.floor(width / (h * CHAR_WIDTH));
    const line = text.length > fits ? `${text.slice(0, Math.max(1, fits - 3)).trimEnd()}...` : text;
    const dots = this.dots(h);
    this.out.push(
      `^FO${this.dots(options.x ?? M)},${this.dots(this.y)}^A0N,${dots},${dots}${options.reverse ? '^FR' : ''}^FB${this.dots(width)},1,0,${options.align ?? 'L'},0^FH_^FD${fieldData(line)}^FS`,
    );
    return this;
  }

  /** A box from (x, y) mm, `thickness` mm lines; as thick as it is tall, it is filled black. */
  box(x: number, y: number, width: number, height: number, thickness: number): this {
    this.out.push(`^FO${this.dots(x)},${this.dots(y)}^GB${this.dots(width)},${this.dots(height)},${Math.max(1, this.dots(thickness))}^FS`);
    return this;
  }

  rule(thickness = 0.3): this {
    return this.box(M, this.y, W, thickness, thickness);
  }

  /** A black band across the label with the demo sentence in white. */
  band(y: number, height: number, size: number): this {
    this.box(0, y, ZPL_LABEL_MM.width, height, height);
    const top = this.y;
    this.y = y + (height - size) / 2;
    this.text(DEMO_BAND_TEXT, size, { x: 0, width: ZPL_LABEL_MM.width, align: 'C', reverse: true });
    this.y = top;
    return this;
  }

  /** The AWB as Code 128, `height` mm tall, centred, with modules as wide as fit (at most 0.4 mm). */
  barcode(awb: string, height: number): this {
    const modules = awbBars(awb).modules;
    const room = this.dots(W) - 2 * 10 * Math.round(0.4 * this.dpmm);
    const module = Math.max(1, Math.min(Math.round(0.4 * this.dpmm), Math.floor(room / modules)));
    const x = Math.round((this.dots(ZPL_LABEL_MM.width) - modules * module) / 2);
    const dots = this.dots(height);
    this.out.push(`^BY${module},3,${dots}^FO${x},${this.dots(this.y)}^BCN,${dots},N,N,N,A^FD${awb}^FS`);
    return this;
  }

  /** The link as a QR code about `size` mm wide, its top-left corner at (x, y) mm. */
  qr(url: string, x: number, y: number, size: number): this {
    const magnification = Math.min(10, Math.max(1, Math.round(this.dots(size) / trackingQr(url).size)));
    this.out.push(`^FO${this.dots(x)},${this.dots(y)}^BQN,2,${magnification}^FH_^FDMA,${fieldData(url)}^FS`);
    return this;
  }

  /** A title and an address block, as the PDF's: name, company, street lines, postal code and locality, phone. */
  party(title: string, party: Party, size: number): this {
    this.down(1.5).text(title, 2.5);
    this.down(3.3).text(party.name, size + 0.5);
    this.down(size + 1.3);
    if (party.company) this.text(party.company, size).down(size + 0.8);
    for (const address of party.addressLines.slice(0, 2)) this.text(address, size).down(size + 0.8);
    this.text(`${party.postalCode} ${party.locality}, jud. ${party.county}`, size).down(size + 0.8);
    return this.text(`Tel. ${party.phone}`, size).down(size + 1.5);
  }
}

/** One label's ZPL program, ^XA to ^XZ. */
export function zplLabel({ data, demo, trackingUrl }: LabelPrint, dpi: ZplDpi): string {
  const z = new ZplLabel(DOTS_PER_MM[dpi]);
  const head = [`^XA`, `^CI28`, `^PW${z.dots(ZPL_LABEL_MM.width)}`, `^LL${z.dots(ZPL_LABEL_MM.height)}`, `^LH0,0`];
  if (demo) {
    z.band(0, 8, 4.5);
    z.y = 8 + M / 2;
  }
  z.text(data.carrierName, 6, { width: W * 0.55 });
  z.text(data.serviceName, 3, { x: M + W * 0.55, width: W * 0.45, align: 'R' });
  z.down(3.8).text(`Comanda ${data.orderNumber}`, 3, { x: M + W * 0.55, width: W * 0.45, align: 'R' });
  z.down(4.2);
  if (data.shopReference) z.text(`Referința magazinului: ${data.shopReference}`, 3).down(4);
  z.rule().down(2);

  const barHeight = demo ? 15 : 18;
  z.barcode(data.awb, barHeight).down(barHeight + 1);
  z.text(data.awb, 5, { align: 'C' }).down(6.5).rule();

  z.party('DESTINATAR', data.recipient, 3.8).rule(0.15);
  z.party('EXPEDITOR', data.sender, 2.8).rule();

  // The bottom block, anchored to the bottom edge: facts on the left, the QR code on the right.
  const footer = ZPL_LABEL_MM.height - M - 2.5 - (demo ? 4 : 0);
  const qrTop = footer - 4 - QR_MM - 1;
  z.qr(trackingUrl, ZPL_LABEL_MM.width - M - QR_MM, qrTop, QR_MM);
  const left = W - QR_MM - 3;
  z.y = Math.max(z.y + 1.5, qrTop);
  z.text(countLine(data), 3.2, { width: left }).down(4.2);
  const cod = data.codBani > 0;
  z.text(codLine(data), cod ? 4.5 : 3.2, { width: left }).down(cod ? 5.5 : 4.2);
  z.text(`Conținut: ${data.content}`, 2.8, { width: left }).down(3.6);
  if (data.options.length) z.text(`Opțiuni: ${data.options.join(', ')}`, 2.8, { width: left }).down(3.6);
  const pickup = pickupLine(data);
  if (pickup) z.text(pickup, 2.8, { width: left });
  z.y = footer - 3.6;
  z.text(`Urmărire: ${trackingUrl}`, 2.4);
  z.y = footer;
  z.text(footerLine(data, demo), 2.4);
  if (demo) z.band(ZPL_LABEL_MM.height - 4, 4, 2.6);
  return [...head, ...z.out, '^PQ1', '^XZ'].join('\n');
}

/** Several labels, one program after the other, as a printer takes them in one file. */
export function renderZpl(labels: readonly LabelPrint[], dpi: ZplDpi): string {
  return labels.map((label) => zplLabel(label, dpi)).join('\n') + '\n';
}
