// A small PDF 1.4 writer for labels: pages of vector content (text in the standard Helvetica and
// Helvetica-Bold with WinAnsiEncoding, filled rectangles, lines), uncompressed, with a correct
// cross-reference table. Coordinates are PDF points from the bottom-left corner.
import { pdfString } from './winansi.ts';

export const PAGE_SIZES = {
  A4: { width: 595.28, height: 841.89 },
  A6: { width: 297.64, height: 419.53 },
} as const;

const n = (v: number) => (Math.round(v * 100) / 100).toString();

/** One page's content stream, built with drawing verbs. */
export class PdfPage {
  readonly #ops: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  text(x: number, y: number, size: number, text: string, options: { bold?: boolean } = {}): this {
    this.#ops.push(`BT /${options.bold ? 'F2' : 'F1'} ${n(size)} Tf ${n(x)} ${n(y)} Td ${pdfString(text)} Tj ET`);
    return this;
  }

  fillRect(x: number, y: number, width: number, height: number): this {
    this.#ops.push(`${n(x)} ${n(y)} ${n(width)} ${n(height)} re f`);
    return this;
  }

  strokeRect(x: number, y: number, width: number, height: number, lineWidth = 0.8): this {
    this.#ops.push(`${n(lineWidth)} w ${n(x)} ${n(y)} ${n(width)} ${n(height)} re S`);
    return this;
  }

  line(x1: number, y1: number, x2: number, y2: number, options: { width?: number; dash?: number } = {}): this {
    const dash = options.dash ? `[${n(options.dash)}] 0 d` : '[] 0 d';
    this.#ops.push(`${dash} ${n(options.width ?? 0.8)} w ${n(x1)} ${n(y1)} m ${n(x2)} ${n(y2)} l S [] 0 d`);
    return this;
  }

  /** Draws `draw` moved by (dx, dy): the same label anywhere on a sheet. */
  translated(dx: number, dy: number, draw: (page: PdfPage) => void): this {
    this.#ops.push(`q 1 0 0 1 ${n(dx)} ${n(dy)} cm`);
    draw(this);
    this.#ops.push('Q');
    return this;
  }

  content(): string {
    return `${this.#ops.join('\n')}\n`;
  }
}

/** The PDF file of `pages` (bytes). */
export function writePdf(pages: readonly PdfPage[], title: string): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) as number;
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, written once the page objects are numbered
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const info = add(`<< /Title ${pdfString(title)} /Producer (Curiero) >>`);
  const kids: number[] = [];
  for (const page of pages) {
    const stream = page.content();
    const contents = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`);
    kids.push(
      add(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${n(page.width)} ${n(page.height)}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contents} 0 R >>`),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  // The binary comment tells transfer tools the file is binary (PDF 1.4, 7.5.2).
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
