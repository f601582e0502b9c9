// Renders the PWA icons (public/icons/*.png, favicon.svg) without image tools: a white parcel on
// Curiero blue (#0b5fff), drawn from a few geometric shapes with 4x4 supersampling and written as
// PNG with zlib. Run `node scripts/make-icons.mjs` after changing the design; commit the outputs.
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';

const OUT = new URL('../public/icons/', import.meta.url);
const BRAND = [0x0b, 0x5f, 0xff];
const WHITE = [0xff, 0xff, 0xff];

// The parcel in a unit square: a lid, a body below it, and a tape band down the middle.
const LID = { x0: 0.06, y0: 0.14, x1: 0.94, y1: 0.36, r: 0.06 };
const BODY = { x0: 0.12, y0: 0.41, x1: 0.88, y1: 0.9, r: 0.07 };
const TAPE = { x0: 0.43, y0: 0.1, x1: 0.57, y1: 0.62, r: 0 };
const LABEL = { x0: 0.62, y0: 0.7, x1: 0.8, y1: 0.8, r: 0.02 };

function inRoundRect(x, y, { x0, y0, x1, y1, r }) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

/** Is the point (in glyph units) white parcel? Tape and label are cut out of it. */
function inParcel(x, y) {
  const solid = inRoundRect(x, y, LID) || inRoundRect(x, y, BODY);
  return solid && !inRoundRect(x, y, TAPE) && !inRoundRect(x, y, LABEL);
}

/**
 * @param size  pixels
 * @param bg    'rounded' (rounded brand square), 'full' (full-bleed brand, maskable) or 'none'
 * @param glyph [left, top, side] of the parcel's unit square, as fractions of the canvas
 */
function render(size, bg, glyph, ink = WHITE) {
  const S = 4;
  const px = Buffer.alloc(size * size * 4);
  const [gx, gy, gs] = glyph;
  const bgShape = { x0: 0.02, y0: 0.02, x1: 0.98, y1: 0.98, r: 0.2 };
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sj = 0; sj < S; sj++) {
        for (let si = 0; si < S; si++) {
          const u = (i + (si + 0.5) / S) / size;
          const v = (j + (sj + 0.5) / S) / size;
          let c = null;
          if (bg === 'full' || (bg === 'rounded' && inRoundRect(u, v, bgShape))) c = BRAND;
          if (inParcel((u - gx) / gs, (v - gy) / gs)) c = ink;
          if (c) { r += c[0]; g += c[1]; b += c[2]; a += 1; }
        }
      }
      const o = (j * size + i) * 4;
      // Colour averaged over covered samples (no dark fringes); coverage becomes alpha.
      px[o] = a ? Math.round(r / a) : 0;
      px[o + 1] = a ? Math.round(g / a) : 0;
      px[o + 2] = a ? Math.round(b / a) : 0;
      px[o + 3] = Math.round((a / (S * S)) * 255);
    }
  }
  return encodePng(size, size, px);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function encodePng(width, height, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function svgFavicon() {
  const rect = ({ x0, y0, x1, y1, r }, fill) =>
    `<rect x="${x0 * 100}" y="${y0 * 100}" width="${((x1 - x0) * 100).toFixed(1)}" height="${((y1 - y0) * 100).toFixed(1)}" rx="${r * 100}" fill="${fill}"/>`;
  // Same drawing in a 100-unit box: the parcel's unit square sits at 20..80.
  const g = (shape) => ({ x0: 0.2 + shape.x0 * 0.6, y0: 0.2 + shape.y0 * 0.6, x1: 0.2 + shape.x1 * 0.6, y1: 0.2 + shape.y1 * 0.6, r: shape.r * 0.6 });
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    '<rect width="100" height="100" rx="20" fill="#0b5fff"/>',
    rect(g(LID), '#fff'),
    rect(g(BODY), '#fff'),
    rect(g(TAPE), '#0b5fff'),
    rect(g(LABEL), '#0b5fff'),
    '</svg>',
    '',
  ].join('\n');
}

mkdirSync(OUT, { recursive: true });
const outputs = {
  // Desktop and launcher icon: a rounded blue tile, the parcel on its inner 60%.
  'icon-192.png': render(192, 'rounded', [0.2, 0.2, 0.6]),
  'icon-512.png': render(512, 'rounded', [0.2, 0.2, 0.6]),
  // Maskable: full-bleed blue; the parcel's farthest corner is 0.36 from the centre, inside the
  // 0.40 radius of the safe zone, so no launcher mask clips it.
  'icon-maskable-512.png': render(512, 'full', [0.2, 0.2, 0.6]),
  // iOS home screen (it rounds the corners itself).
  'apple-touch-icon.png': render(180, 'full', [0.2, 0.2, 0.6]),
  // Android status-bar badge: only the alpha counts, so a white parcel on transparency.
  'badge-72.png': render(72, 'none', [0.08, 0.08, 0.84]),
};
for (const [name, data] of Object.entries(outputs)) writeFileSync(new URL(name, OUT), data);
writeFileSync(new URL('favicon.svg', OUT), svgFavicon());
console.info(`icons written to ${OUT.pathname}: ${[...Object.keys(outputs), 'favicon.svg'].join(', ')}`);
