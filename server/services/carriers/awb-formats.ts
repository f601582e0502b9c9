// AWB numbers in each carrier's style, for the simulated network. The formats are a MODEL (carriers
// do not publish theirs; domain.md: accept any 6-20 alphanumerics): plausible lengths and prefixes
// so that labels and tracking look like the real thing, and each carrier's numbers are recognisable.
//   Cargus      10 digits, starting 1           e.g. 1034567890
//   DPD         14 digits, starting 80          e.g. 80912345678901
//   FAN Courier 13 digits, starting 2           e.g. 2123456789012
//   GLS         11 digits, starting 5-9         e.g. 61234567890
//   Sameday     SMD + 10 digits                 e.g. SMD1234567890
//   Bookurier   BK + 10 digits                  e.g. BK1234567890
import { randomInt } from 'node:crypto';

interface AwbFormat {
  prefix: string;
  /** How many random digits follow the prefix. */
  digits: number;
  /** Only for numeric formats: the first random digit comes from this range. */
  firstDigit?: [number, number];
  pattern: RegExp;
}

export const AWB_FORMATS: Record<number, AwbFormat> = {
  1: { prefix: '1', digits: 9, pattern: /^1\d{9}$/ },
  2: { prefix: '80', digits: 12, pattern: /^80\d{12}$/ },
  3: { prefix: '2', digits: 12, pattern: /^2\d{12}$/ },
  4: { prefix: '', digits: 11, firstDigit: [5, 9], pattern: /^[5-9]\d{10}$/ },
  6: { prefix: 'SMD', digits: 10, pattern: /^SMD\d{10}$/ },
  16: { prefix: 'BK', digits: 10, pattern: /^BK\d{10}$/ },
};

export function newAwb(carrierId: number): string {
  const format = AWB_FORMATS[carrierId];
  if (!format) throw new Error(`no AWB format for carrier ${carrierId}`);
  let digits = '';
  for (let i = 0; i < format.digits; i++) {
    const [min, max] = i === 0 && format.firstDigit ? format.firstDigit : [0, 9];
    digits += String(randomInt(min, max + 1));
  }
  return format.prefix + digits;
}

/** The carrier whose simulated format `awb` has, if any. */
export function carrierOfAwb(awb: string): number | null {
  for (const [id, format] of Object.entries(AWB_FORMATS)) if (format.pattern.test(awb)) return Number(id);
  return null;
}
