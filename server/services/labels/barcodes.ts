// The label's two symbols, drawn by bwip-js (a port of Barcode Writer in Pure PostScript) as PNG:
// the AWB as Code 128 (what every carrier's scanner reads; bwip-js picks the code sets, so digits
// are packed in pairs) and the public tracking link as a QR code (for a phone). The text is printed
// under each by the label itself, in its own font, so the PDF holds it as text.
// 'bwip-js/node': the node build by name, as the package's bare name has no types for a bundler resolution.
import bwipjs from 'bwip-js/node';

/** Pixels per module: enough for a 300 dpi printer at the label's sizes, without resampling blur. */
export const SYMBOL_SCALE = 4;

// Opaque white around the bars (bwip-js's default is transparent): no soft mask in the PDF, which some
// label printer drivers handle badly.
const OPAQUE = { backgroundcolor: 'FFFFFF' } as const;

export const AWB_SYMBOL = { bcid: 'code128' } as const;
export const TRACKING_SYMBOL = { bcid: 'qrcode', eclevel: 'M' } as const;

/**
 * The AWB as a Code 128 barcode, without its text and quiet zone (the layout leaves the margin),
 * and its width in modules (the PNG's width, from its header, over the scale).
 */
export async function awbBarcode(awb: string): Promise<{ png: Buffer; modules: number }> {
  const png = await bwipjs.toBuffer({ ...AWB_SYMBOL, ...OPAQUE, text: awb, scale: SYMBOL_SCALE, height: 10, includetext: false });
  return { png, modules: png.readUInt32BE(16) / SYMBOL_SCALE };
}

/** The tracking link as a QR code (error correction M: still read with a smudge or a crease). */
export function trackingQr(url: string): Promise<Buffer> {
  return bwipjs.toBuffer({ ...TRACKING_SYMBOL, ...OPAQUE, text: url, scale: SYMBOL_SCALE });
}
