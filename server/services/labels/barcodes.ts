// The label's two symbols, drawn as vector rectangles: the AWB as Code 128 (what every carrier's
// scanner reads), encoded by bwip-js (a port of Barcode Writer in Pure PostScript, which picks the
// code sets, so digits are packed in pairs), and the public tracking link as a QR code (for a phone),
// encoded by uqr (a tenth of bwip-js's time for a QR code, the larger part of a label's).
// Vectors print sharp at any printer's resolution (a 203 dpi thermal head included), and cost a
// fraction of a PNG's encoding and the PDF's decoding of it. The text is printed under each by the
// label itself, in its own font, so the PDF holds it as text.
// 'bwip-js/node': the node build by name, as the package's bare name has no types for a bundler resolution.
import bwipjs from 'bwip-js/node';
import { encode } from 'uqr';

export const AWB_SYMBOL = { bcid: 'code128' } as const;

/** A Code 128 symbol: bar and space widths in modules, bars first (bwip-js's sbs), and its width in modules. */
export interface Bars {
  sbs: number[];
  modules: number;
}

/** A QR symbol: `size` x `size` modules, row by row, 1 dark. */
export interface QrMatrix {
  size: number;
  dark: number[];
}

export function awbBars(awb: string): Bars {
  const [symbol] = bwipjs.raw({ ...AWB_SYMBOL, text: awb }) as unknown as [{ sbs: number[] }];
  return { sbs: symbol.sbs, modules: symbol.sbs.reduce((sum, w) => sum + w, 0) };
}

/** The tracking link as a QR code (error correction M: still read with a smudge or a crease). */
export function trackingQr(url: string): QrMatrix {
  const { size, data } = encode(url, { ecc: 'M', border: 0 });
  return { size, dark: data.flatMap((row) => row.map((dark) => (dark ? 1 : 0))) };
}

/** The bars across `width` points from (x, y), `height` tall, in black; a quiet zone is the caller's margin. */
export function drawBars(doc: PDFKit.PDFDocument, bars: Bars, x: number, y: number, width: number, height: number): void {
  const module = width / bars.modules;
  let at = 0;
  bars.sbs.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(x + at * module, y, w * module, height);
    at += w;
  });
  doc.fill('#000000');
}

/** The QR code as a `size`-point square from (x, y): each row's runs of dark modules as one rectangle. */
export function drawQr(doc: PDFKit.PDFDocument, qr: QrMatrix, x: number, y: number, size: number): void {
  const module = size / qr.size;
  for (let row = 0; row < qr.size; row++) {
    let start = -1;
    for (let col = 0; col <= qr.size; col++) {
      const dark = col < qr.size && qr.dark[row * qr.size + col] === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(x + start * module, y + row * module, (col - start) * module, module);
        start = -1;
      }
    }
  }
  doc.fill('#000000');
}
