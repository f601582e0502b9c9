// Text for the PDF's standard Helvetica in WinAnsiEncoding (Windows-1252), which has â, î, Â, Î but
// not ă, ș, ț: those become the closest letters it has (ă -> a, ș ş -> s, ț ţ -> t, and capitals);
// other letters it lacks lose their accent (NFD), and what is still missing becomes '?'. No font is
// embedded, so a label stays a few kilobytes and prints the same everywhere. Also the widths of
// Helvetica (AFM, 1/1000 em) to fit text in its box.

const ROMANIAN: Record<string, string> = { ă: 'a', Ă: 'A', ș: 's', ş: 's', Ș: 'S', Ş: 'S', ț: 't', ţ: 't', Ț: 'T', Ţ: 'T' };

// Windows-1252 0x80-0x9F; 0xA0-0xFF are Latin-1 (same code point).
const HIGH: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a,
  '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97,
  '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

function byteOf(ch: string): number | null {
  const code = ch.codePointAt(0) ?? 0;
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
  return HIGH[ch] ?? null;
}

/** The WinAnsi bytes of `text` (see the header for what is replaced). */
export function toWinAnsi(text: string): number[] {
  const bytes: number[] = [];
  for (const raw of text.replace(/[\r\n\t]+/g, ' ')) {
    const ch = ROMANIAN[raw] ?? raw;
    const direct = byteOf(ch);
    if (direct !== null) {
      bytes.push(direct);
      continue;
    }
    const stripped = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    const fallback = stripped.length === 1 ? byteOf(stripped) : null;
    bytes.push(fallback ?? 0x3f);
  }
  return bytes;
}

/** A PDF literal string of WinAnsi bytes, ASCII only: ( ) \ escaped, bytes >= 0x80 as octal. */
export function pdfString(text: string): string {
  let out = '(';
  for (const b of toWinAnsi(text)) {
    if (b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${String.fromCharCode(b)}`;
    else if (b >= 0x80) out += `\\${b.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(b);
  }
  return `${out})`;
}

// Helvetica widths of 0x20-0x7E (Adobe's AFM); other bytes use 556 (close to the average letter).
const WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

/** Width of `text` in points at `size` (bold is about 6 % wider). */
export function textWidth(text: string, size: number, bold = false): number {
  const units = toWinAnsi(text).reduce((sum, b) => sum + (b >= 0x20 && b <= 0x7e ? WIDTHS[b - 0x20]! : 556), 0);
  return (units / 1000) * size * (bold ? 1.06 : 1);
}

/** `text` cut with '…' so that it fits `maxWidth` points. */
export function fitText(text: string, size: number, maxWidth: number, bold = false): string {
  if (textWidth(text, size, bold) <= maxWidth) return text;
  let cut = [...text];
  while (cut.length > 0 && textWidth(`${cut.join('')}…`, size, bold) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.join('').trimEnd()}…`;
}
