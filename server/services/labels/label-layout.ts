// One shipping label drawn on a pdfkit document, in an A6 box (105 x 148 mm) at the current origin.
// Top to bottom: for a demo label a black band "DEMO — nu este un AWB real" (and a large grey DEMO
// across the label, so it cannot pass for a carrier's); the carrier and service (and the shop's own
// reference of the order, when it gave one); the AWB as a Code 128 barcode and in characters; the
// recipient (largest), the sender; then parcels / weight / cash on delivery / content / options
// beside the tracking QR code, the tracking link, and the order number with the booking date. Text
// is in DejaVu Sans Condensed (label-pdf.ts embeds it), which has ă â î ș ț; a line too long for its
// width is set smaller, then cut with an ellipsis.
import type { Party } from '../carriers/index.ts';
import { drawBars, drawQr, type Bars, type QrMatrix } from './barcodes.ts';
import type { LabelPrint } from './label-data.ts';
import { codLine, countLine, footerLine, pickupLine } from './label-text.ts';

export const A6 = { width: 297.64, height: 419.53 };
export const DEMO_BAND_TEXT = 'DEMO — nu este un AWB real';
export const FONT = { regular: 'label-regular', bold: 'label-bold' } as const;

/** The label's symbols, encoded (barcodes.ts). */
export interface LabelSymbols {
  barcode: Bars;
  qr: QrMatrix;
}

const M = 12;
const W = A6.width - 2 * M;
const QR_SIZE = 66;


type Align = 'left' | 'center' | 'right';
interface WriteOptions {
  bold?: boolean;
  x?: number;
  width?: number;
  align?: Align;
  color?: string;
  link?: string;
}

/** Writes lines downwards from the top of the label, each fitted to its width. */
class Cursor {
  y = M;

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  down(points: number): this {
    this.y += points;
    return this;
  }

  write(text: string, size: number, options: WriteOptions = {}): this {
    const { doc } = this;
    const width = options.width ?? W;
    doc.font(options.bold ? FONT.bold : FONT.regular).fontSize(size);
    // Smaller, down to 70 %, then cut: one line always stays one line.
    for (let s = size; doc.widthOfString(text) > width && s > size * 0.7; s -= 0.5) doc.fontSize(s - 0.5);
    let fitted = text;
    while (fitted.length > 1 && doc.widthOfString(fitted) > width) fitted = `${fitted.slice(0, -2).trimEnd()}…`;
    doc.fillColor(options.color ?? '#000000');
    doc.text(fitted, options.x ?? M, this.y, { width, align: options.align ?? 'left', lineBreak: false, link: options.link });
    return this;
  }

  rule(width = 0.8): this {
    this.doc.moveTo(M, this.y).lineTo(A6.width - M, this.y).lineWidth(width).strokeColor('#000000').stroke();
    return this;
  }

  /** A title and an address block: name, company, street lines, postal code and locality, phone. */
  party(title: string, party: Party, size: number): this {
    this.down(5).write(title, 7, { bold: true });
    this.down(9).write(party.name, size + 1, { bold: true });
    if (party.company) this.down(size + 3).write(party.company, size);
    for (const address of party.addressLines.slice(0, 2)) this.down(size + 3).write(address, size);
    this.down(size + 3).write(`${party.postalCode} ${party.locality}, jud. ${party.county}`, size, { bold: true });
    return this.down(size + 3).write(`Tel. ${party.phone}`, size).down(size + 5);
  }
}

/** The demo marks: a large grey DEMO under everything, and the band at the top. Returns the band's height. */
function demoMarks(doc: PDFKit.PDFDocument): number {
  doc.save();
  doc.rotate(-55, { origin: [A6.width / 2, A6.height / 2] });
  doc.font(FONT.bold).fontSize(96).fillColor('#e4e4e4');
  doc.text('DEMO', 0, A6.height / 2 - 48, { width: A6.width, align: 'center', lineBreak: false });
  doc.restore();
  const band = 24;
  doc.rect(0, 0, A6.width, band).fill('#000000');
  doc.font(FONT.bold).fontSize(12).fillColor('#ffffff');
  doc.text(DEMO_BAND_TEXT, 0, 6, { width: A6.width, align: 'center', lineBreak: false });
  return band;
}

/** Draws one label with its top-left corner at the current origin. */
export function drawLabel(doc: PDFKit.PDFDocument, { data, demo, trackingUrl }: LabelPrint, symbols: LabelSymbols): void {
  const c = new Cursor(doc);
  if (demo) c.y += demoMarks(doc);
  c.down(2).write(data.carrierName, 16, { bold: true, width: W * 0.55 });
  c.write(data.serviceName, 8, { align: 'right', x: M + W * 0.55, width: W * 0.45 });
  c.down(11).write(`Comanda ${data.orderNumber}`, 8, { align: 'right', x: M + W * 0.55, width: W * 0.45 });
  // The shop's reference (the API's extra.internal_identifier), below the carrier's name, full width.
  if (data.shopReference) c.down(11).write(`Referința magazinului: ${data.shopReference}`, 8, { bold: true });
  c.down(12).rule();

  // Bars of 2 pt (0.7 mm) a module, narrower for a long AWB, with a quiet zone of 24 pt either side.
  const width = Math.min(symbols.barcode.modules * 2, W - 24);
  const height = demo ? 40 : 48;
  drawBars(doc, symbols.barcode, M + (W - width) / 2, c.down(6).y, width, height);
  c.down(height + 2).write(data.awb, 13, { bold: true, align: 'center' });
  c.down(18).rule();

  c.party('DESTINATAR', data.recipient, 10).rule(0.4);
  c.party('EXPEDITOR', data.sender, 7.5).rule();

  // The bottom block, anchored to the bottom edge: facts on the left, the QR code on the right.
  const footer = A6.height - M - 8;
  const qrTop = footer - 11 - QR_SIZE;
  drawQr(doc, symbols.qr, A6.width - M - QR_SIZE, qrTop, QR_SIZE);
  const left = W - QR_SIZE - 6;
  c.y = Math.max(c.y + 4, qrTop);
  c.write(countLine(data), 8.5, { bold: true, width: left });
  const cod = data.codBani > 0;
  c.down(12).write(codLine(data), cod ? 12 : 8.5, { bold: cod, width: left });
  c.down(cod ? 16 : 12).write(`Conținut: ${data.content}`, 7.5, { width: left });
  if (data.options.length) c.down(10).write(`Opțiuni: ${data.options.join(', ')}`, 7.5, { width: left });
  const pickup = pickupLine(data);
  if (pickup) c.down(10).write(pickup, 7.5, { width: left });
  c.y = footer - 10;
  c.write(`Urmărire: ${trackingUrl}`, 6.5, { link: trackingUrl, color: '#333333' });
  c.y = footer;
  c.write(footerLine(data, demo), 6.5);
}
