// Code 128 barcodes (ISO/IEC 15417), code sets B (ASCII 32-127) and C (digit pairs), as carriers
// print AWBs: runs of digits go in set C (half the width), other characters in set B. The symbol is
// start code, data values, checksum (start + sum of position x value, mod 103) and stop; each value
// is 6 alternating bar/space widths of 11 modules in all (stop: 7 widths, 13 modules).

/** Bar/space widths of values 0-106 (103 Start A, 104 Start B, 105 Start C, 106 Stop). */
export const PATTERNS = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
] as const;

export const START_B = 104;
export const START_C = 105;
export const CODE_B = 100;
export const CODE_C = 99;
export const STOP = 106;

/** How many digits start at `i`. */
function digitRun(text: string, i: number): number {
  let n = 0;
  while (i + n < text.length && /\d/.test(text[i + n]!)) n++;
  return n;
}

/** The symbol's values: start, data, checksum, stop. Throws for characters outside ASCII 32-127. */
export function encodeCode128(text: string): number[] {
  if (!text) throw new Error('Code 128: nothing to encode');
  const data: number[] = [];
  // Set C pays off for 4+ digits at the start or the end, 6+ in the middle; odd runs leave one digit to B.
  const worthC = (i: number, run: number) => run >= 4 && (i === 0 || i + run === text.length || run >= 6);
  let set: 'B' | 'C' = worthC(0, digitRun(text, 0)) ? 'C' : 'B';
  const start = set === 'C' ? START_C : START_B;
  for (let i = 0; i < text.length; ) {
    const run = digitRun(text, i);
    if (set === 'B' && worthC(i, run) && run - (run % 2) >= 4) {
      data.push(CODE_C);
      set = 'C';
    }
    if (set === 'C') {
      if (run >= 2) {
        data.push(Number(text.slice(i, i + 2)));
        i += 2;
        continue;
      }
      data.push(CODE_B);
      set = 'B';
    }
    const code = text.charCodeAt(i);
    if (code < 32 || code > 127) throw new Error(`Code 128 set B cannot encode ${JSON.stringify(text[i])}`);
    data.push(code - 32);
    i += 1;
  }
  const checksum = data.reduce((sum, value, k) => sum + value * (k + 1), start) % 103;
  return [start, ...data, checksum, STOP];
}

/** Widths of the bars and spaces, bar first, in modules. */
export function code128Widths(values: readonly number[]): number[] {
  return values.flatMap((v) => [...PATTERNS[v]!].map(Number));
}

/** The barcode of `text` as bars: [x, width] in modules from the left edge (quiet zones not included). */
export function code128Bars(text: string): { bars: [number, number][]; modules: number } {
  const widths = code128Widths(encodeCode128(text));
  const bars: [number, number][] = [];
  let x = 0;
  widths.forEach((w, i) => {
    if (i % 2 === 0) bars.push([x, w]);
    x += w;
  });
  return { bars, modules: x };
}
