// AWB numbers in each carrier's style, for the simulated network. The formats are a MODEL (carriers
// do not publish theirs; domain.md: accept any 6-20 alphanumerics): plausible lengths and prefixes
// so that labels and tracking look like the real thing, and each carrier's numbers are recognisable.
// Each carrier's format, with an example, is in its manifest (adapters/<carrier>/manifest.ts, `awb`).
import { randomInt } from 'node:crypto';
import type { AwbFormat } from './carrier-manifest.ts';
import { CARRIER_MANIFESTS } from './registry.ts';

export const AWB_FORMATS: Record<number, AwbFormat> = Object.fromEntries(CARRIER_MANIFESTS.map((m) => [m.id, m.awb]));

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
