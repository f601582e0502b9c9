// Hand-computed examples of the VAT arithmetic. Amounts are in bani (1 leu = 100 bani), rates in
// hundredths of a percent (21% = 2100). Each expected value is worked out in the comment next to it.
import { describe, expect, it } from 'vitest';
import {
  MAX_BANI,
  addVat,
  computeVat,
  extractVat,
  formatBani,
  formatFactor,
  formatLei,
  formatRate,
  formulaLines,
  formulaTemplate,
  parseAmount,
  parseRate,
  removeVat,
  roundDiv,
  sumFormula,
  sumLines,
} from '../../../../src/features/vat/vat-math.ts';

const ok = (value: number) => ({ ok: true, value });
const fail = (error: string) => ({ ok: false, error });

describe('parseAmount: Romanian amounts to bani', () => {
  it.each([
    ['1.234,56', 123456], // thousands dot, decimal comma
    ['1234,56', 123456],
    ['1234.56', 123456], // a single dot followed by 2 digits: decimal point
    ['1234.5', 123450], // ... or by 1 digit
    ['12.5', 1250],
    ['1.23', 123], // 1 leu 23 bani, not 123 lei
    ['1.234', 123400], // a dot followed by 3 digits groups thousands: one thousand two hundred thirty-four
    ['1.234.567', 123456700],
    ['1.234.567,8', 123456780],
    ['1.000,50', 100050],
    ['0,05', 5],
    ['0,5', 50],
    ['0', 0],
    ['0,00', 0],
    ['007', 700],
    ['100', 10000],
    ['  100 lei  ', 10000],
    ['100lei', 10000],
    ['100 LEI', 10000],
    ['100 RON', 10000],
    ['1.234,56 ron', 123456],
    ['1 234,56', 123456], // a space groups thousands
    ['1 234 567,89', 123456789],
    ['1 234.56', 123456], // space groups and the single dot is the decimal point
    ['1\u00a0234,56', 123456], // no-break space (copied from formatted text)
    ['1\u202f234,56 lei', 123456], // narrow no-break space
    ['12,', 1200], // a trailing separator while typing: a whole number
    ['12.', 1200],
    ['9.999.999,99', 999999999],
    ['9999999,99', 999999999],
    ['999.999.999.999,99', MAX_BANI],
  ])('%s -> %i bani', (input, bani) => {
    expect(parseAmount(input)).toEqual(ok(bani));
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'format'],
    ['lei', 'format'],
    ['12a', 'format'],
    ['1e3', 'format'],
    ['+5', 'format'],
    ['5-', 'format'],
    [',5', 'format'], // the whole part is required
    ['.5', 'format'],
    ['1,234.56', 'format'], // English notation: the comma would be a decimal point with "234.56" after it
    ['1.2345', 'format'], // a dot followed by 4 digits is neither a decimal point nor a group
    ['1.234.56', 'format'], // two dots: both group thousands, "56" is not a group of 3
    ['12.34.567', 'format'],
    ['1..2', 'format'],
    ['1,2,3', 'format'],
    ['1 23', 'format'], // a space group must have 3 digits
    ['1.234 567', 'format'], // one kind of grouping per number
    ['RON 100', 'format'], // the currency goes after the amount
    ['100 lei lei', 'format'],
    ['100 €', 'format'],
    ['1,234', 'decimals'], // a comma is always decimal: 3 decimals are too many
    ['1.234,567', 'decimals'],
    ['0,001', 'decimals'],
    ['-5', 'negative'],
    ['−5', 'negative'], // the minus sign U+2212
    ['-1.234,56 lei', 'negative'],
    ['1.000.000.000.000', 'too-large'], // one more than 999.999.999.999,99
    ['99999999999999999999999', 'too-large'],
  ])('rejects %j (%s)', (input, error) => {
    expect(parseAmount(input)).toEqual(fail(error));
  });
});

describe('parseRate: percent to hundredths of a percent', () => {
  it.each([
    ['21', 2100],
    ['11', 1100],
    ['9', 900],
    ['0', 0],
    ['100', 10000],
    ['5,5', 550],
    ['5.5', 550], // a dot is always a decimal point in a rate
    ['5,5%', 550],
    [' 5,5 % ', 550],
    ['12,25', 1225],
    ['0,05', 5],
    ['19,', 1900],
    ['100,00', 10000],
  ])('%s -> %i', (input, bp) => {
    expect(parseRate(input)).toEqual(ok(bp));
  });

  it.each([
    ['', 'empty'],
    ['%', 'empty'],
    ['abc', 'format'],
    [',5', 'format'],
    ['5,5,5', 'format'],
    ['5,555', 'decimals'],
    ['100,01', 'range'],
    ['101', 'range'],
    ['-1', 'range'],
  ])('rejects %j (%s)', (input, error) => {
    expect(parseRate(input)).toEqual(fail(error));
  });
});

describe('roundDiv: halves away from zero', () => {
  it.each([
    [10n, 5n, 2n],
    [1n, 3n, 0n], // 0,33
    [2n, 3n, 1n], // 0,67
    [1n, 2n, 1n], // 0,5 up
    [3n, 2n, 2n], // 1,5 up
    [5n, 2n, 3n], // 2,5 up (not to even)
    [-3n, 2n, -2n], // -1,5 away from zero
    [-1n, 3n, 0n],
    [0n, 7n, 0n],
  ])('%i / %i = %i', (n, d, q) => {
    expect(roundDiv(n, d)).toBe(q);
  });
});

describe('addVat: net -> gross, VAT rounded to bani', () => {
  it.each([
    // net, rate, VAT, gross
    [10000, 2100, 2100, 12100], // 100,00 × 21% = 21,00
    [5, 2100, 1, 6], // 0,05 × 21% = 0,0105 lei = 1,05 bani -> 1 ban
    [50, 2100, 11, 61], // 0,50 × 21% = 10,5 bani -> 11 (half up)
    [250, 2100, 53, 303], // 2,50 × 21% = 52,5 bani -> 53
    [15, 2100, 3, 18], // 0,15 × 21% = 3,15 bani -> 3
    [100050, 2100, 21011, 121061], // 1.000,50 × 21% = 210,105 -> 210,11; gross 1.210,61
    [999999999, 2100, 210000000, 1209999999], // 9.999.999,99 × 21% = 2.099.999,9979 -> 2.100.000,00
    [0, 2100, 0, 0],
    [1, 2100, 0, 1], // 0,21 bani -> 0
    [3, 2100, 1, 4], // 0,63 bani -> 1
    [50, 1100, 6, 56], // 0,50 × 11% = 5,5 bani -> 6
    [150, 1100, 17, 167], // 1,50 × 11% = 16,5 bani -> 17
    [10000, 1100, 1100, 11100],
    [50, 900, 5, 55], // 0,50 × 9% = 4,5 bani -> 5
    [1250, 900, 113, 1363], // 12,50 × 9% = 112,5 bani -> 113
    [12345, 0, 0, 12345], // 0%: no VAT
    [10000, 550, 550, 10550], // custom 5,5%: 100,00 × 5,5% = 5,50
    [101, 550, 6, 107], // 1,01 × 5,5% = 5,555 bani -> 6
    [10, 550, 1, 11], // 0,10 × 5,5% = 0,55 bani -> 1
    [9, 550, 0, 9], // 0,09 × 5,5% = 0,495 bani -> 0
    [100, 1225, 12, 112], // 1,00 × 12,25% = 12,25 bani -> 12
    [200, 1225, 25, 225], // 2,00 × 12,25% = 24,5 bani -> 25
    [123, 10000, 123, 246], // 100%
    [MAX_BANI, 10000, MAX_BANI, 2 * MAX_BANI], // still exact far above 2^53 / 100
  ])('net %i at %i bp: VAT %i, gross %i', (net, bp, vat, gross) => {
    expect(addVat(net, bp)).toEqual({ net, vat, gross, rateBp: bp });
  });

  it('is exact where floating point is not (21,50 lei × 0,21 × 100 = 451,49999999999994 in floats)', () => {
    expect(Math.round(21.5 * 0.21 * 100)).toBe(451); // the float way loses the half ban
    expect(addVat(2150, 2100).vat).toBe(452); // 4,515 lei -> 4,52
    expect(addVat(2250, 2100).vat).toBe(473); // 22,50 × 21% = 4,725 -> 4,73
  });
});

describe('removeVat: gross -> net, net rounded, VAT = gross − net', () => {
  it.each([
    // gross, rate, net, VAT
    [12100, 2100, 10000, 2100], // 121,00 ÷ 1,21 = 100,00
    [10000, 2100, 8264, 1736], // 100,00 ÷ 1,21 = 82,6446… -> 82,64; VAT 17,36
    [100, 2100, 83, 17], // 1,00 ÷ 1,21 = 0,8264 -> 0,83
    [1, 2100, 1, 0], // 0,01 ÷ 1,21 = 0,826 bani -> 1
    [5, 2100, 4, 1], // 0,05 ÷ 1,21 = 4,13 bani -> 4
    [121061, 2100, 100050, 21011], // 1.210,61 ÷ 1,21 = 1.000,504… -> 1.000,50
    [1209999999, 2100, 999999999, 210000000], // 12.099.999,99 ÷ 1,21 = 9.999.999,9917 -> 9.999.999,99
    [999999999, 2100, 826446280, 173553719], // 9.999.999,99 ÷ 1,21 = 8.264.462,8017 -> 8.264.462,80
    [0, 2100, 0, 0],
    [11100, 1100, 10000, 1100], // 111,00 ÷ 1,11
    [10900, 900, 10000, 900], // 109,00 ÷ 1,09
    [12345, 0, 12345, 0],
    [10550, 550, 10000, 550], // custom 5,5%: 105,50 ÷ 1,055 = 100,00
    [1000, 550, 948, 52], // 10,00 ÷ 1,055 = 9,4786 -> 9,48
    [1, 10000, 1, 0], // 100%: 0,5 bani -> 1 (half up), VAT 0
    [3, 10000, 2, 1], // 1,5 bani -> 2
  ])('gross %i at %i bp: net %i, VAT %i', (gross, bp, net, vat) => {
    expect(removeVat(gross, bp)).toEqual({ net, vat, gross, rateBp: bp });
  });

  it('always gives net + VAT = gross exactly', () => {
    const wrong: string[] = [];
    for (const bp of [2100, 1100, 900, 0, 550, 1225, 10000, 1]) {
      for (let gross = 0; gross <= 3000; gross += 1) {
        const r = removeVat(gross, bp);
        if (r.net + r.vat !== gross || r.net < 0 || r.vat < 0) wrong.push(`${gross}@${bp}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('extractVat: the VAT inside a gross amount, VAT rounded, net = gross − VAT', () => {
  it.each([
    // gross, rate, VAT, net
    [12100, 2100, 2100, 10000], // 121,00 × 21 ÷ 121 = 21,00
    [10000, 2100, 1736, 8264], // 100,00 × 21 ÷ 121 = 17,355… -> 17,36
    [121061, 2100, 21011, 100050], // 1.210,61 × 21 ÷ 121 = 210,1059… -> 210,11
    [999999999, 2100, 173553719, 826446280], // 9.999.999,99 × 21 ÷ 121 = 1.735.537,1883 -> 1.735.537,19
    [6, 2100, 1, 5], // 0,06 × 21 ÷ 121 = 1,04 bani -> 1
    [5, 2100, 1, 4], // 0,05 × 21 ÷ 121 = 0,868 bani -> 1
    [2, 2100, 0, 2], // 0,347 bani -> 0
    [0, 2100, 0, 0],
    [11100, 1100, 1100, 10000],
    [1000, 1100, 99, 901], // 10,00 × 11 ÷ 111 = 0,99099 -> 0,99
    [10900, 900, 900, 10000],
    [12345, 0, 0, 12345],
    [10550, 550, 550, 10000], // custom 5,5%: 105,50 × 5,5 ÷ 105,5 = 5,50
    [1000, 550, 52, 948], // 10,00 × 5,5 ÷ 105,5 = 0,5213 -> 0,52
    [1, 10000, 1, 0], // 100%: 0,5 bani -> 1
  ])('gross %i at %i bp: VAT %i, net %i', (gross, bp, vat, net) => {
    expect(extractVat(gross, bp)).toEqual({ net, vat, gross, rateBp: bp });
  });

  it('matches gross -> net at 21%, 11%, 9% and 0% (their halves never fall on half a ban)', () => {
    const differ: string[] = [];
    for (const bp of [2100, 1100, 900, 0]) {
      for (let gross = 0; gross <= 5000; gross += 1) {
        if (extractVat(gross, bp).vat !== removeVat(gross, bp).vat) differ.push(`${gross}@${bp}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('can differ from gross -> net by one ban only on an exact half (e.g. 100%, 0,01 lei)', () => {
    expect(extractVat(1, 10000)).toEqual({ net: 0, vat: 1, gross: 1, rateBp: 10000 });
    expect(removeVat(1, 10000)).toEqual({ net: 1, vat: 0, gross: 1, rateBp: 10000 });
  });
});

describe('computeVat', () => {
  it('dispatches on the operation', () => {
    expect(computeVat('add', 10000, 2100).gross).toBe(12100);
    expect(computeVat('remove', 12100, 2100).net).toBe(10000);
    expect(computeVat('extract', 12100, 2100).vat).toBe(2100);
  });
});

describe('sumLines: invoice totals are sums of rounded lines', () => {
  it('adds the rounded lines and breaks them down per rate, highest rate first', () => {
    const totals = sumLines([addVat(10000, 1100), addVat(10000, 2100), addVat(50, 2100)]);
    // VAT: 11,00 + 21,00 + 0,11 = 32,11; net 200,50; gross 232,61
    expect(totals.net).toBe(20050);
    expect(totals.vat).toBe(3211);
    expect(totals.gross).toBe(23261);
    expect(totals.byRate).toEqual([
      { rateBp: 2100, net: 10050, vat: 2111, gross: 12161 },
      { rateBp: 1100, net: 10000, vat: 1100, gross: 11100 },
    ]);
  });

  it('differs from rounding the total: three lines of 0,50 at 21% carry 0,33 VAT, not 0,32', () => {
    const line = addVat(50, 2100); // 10,5 bani -> 11
    const totals = sumLines([line, line, line]);
    expect(totals.vat).toBe(33);
    expect(addVat(150, 2100).vat).toBe(32); // 31,5 -> 32 on the total
    expect(totals.gross).toBe(183);
  });

  it('keeps net + VAT = gross on every line and in the totals, gross -> net', () => {
    const lines = [removeVat(100, 2100), removeVat(100, 2100), removeVat(100, 2100)];
    const totals = sumLines(lines);
    // each: net 0,83, VAT 0,17; totals 2,49 + 0,51 = 3,00
    expect(totals).toMatchObject({ net: 249, vat: 51, gross: 300 });
  });

  it('is zero for no lines', () => {
    expect(sumLines([])).toEqual({ net: 0, vat: 0, gross: 0, byRate: [] });
  });
});

describe('formatting', () => {
  it.each([
    [0, '0,00'],
    [5, '0,05'],
    [50, '0,50'],
    [100, '1,00'],
    [123456, '1.234,56'],
    [100000, '1.000,00'],
    [121061, '1.210,61'],
    [1209999999, '12.099.999,99'],
    [MAX_BANI, '999.999.999.999,99'],
  ])('formatBani(%i) = %s', (bani, text) => {
    expect(formatBani(bani)).toBe(text);
  });

  it('formatLei adds the currency', () => {
    expect(formatLei(21011)).toBe('210,11 lei');
    expect(formatLei(0)).toBe('0,00 lei');
  });

  it('round-trips through parseAmount', () => {
    for (const bani of [0, 1, 99, 100, 123456, 999999999, MAX_BANI]) {
      expect(parseAmount(formatLei(bani))).toEqual(ok(bani));
    }
  });

  it.each([
    [2100, '21%', '1,21'],
    [1100, '11%', '1,11'],
    [900, '9%', '1,09'],
    [0, '0%', '1'],
    [550, '5,5%', '1,055'],
    [1225, '12,25%', '1,1225'],
    [5, '0,05%', '1,0005'],
    [10000, '100%', '2'],
  ])('rate %i bp: %s, divisor %s', (bp, rate, factor) => {
    expect(formatRate(bp)).toBe(rate);
    expect(formatFactor(bp)).toBe(factor);
  });
});

describe('formulas with the numbers filled in', () => {
  it('net -> gross', () => {
    expect(formulaLines('add', addVat(10000, 2100))).toEqual(['TVA = 100,00 × 21% = 21,00 lei', 'Brut = 100,00 + 21,00 = 121,00 lei']);
    expect(formulaLines('add', addVat(100050, 2100))).toEqual(['TVA = 1.000,50 × 21% = 210,11 lei', 'Brut = 1.000,50 + 210,11 = 1.210,61 lei']);
  });

  it('gross -> net', () => {
    expect(formulaLines('remove', removeVat(12100, 2100))).toEqual(['Net = 121,00 ÷ 1,21 = 100,00 lei', 'TVA = 121,00 − 100,00 = 21,00 lei']);
    expect(formulaLines('remove', removeVat(10550, 550))).toEqual(['Net = 105,50 ÷ 1,055 = 100,00 lei', 'TVA = 105,50 − 100,00 = 5,50 lei']);
  });

  it('extractor', () => {
    expect(formulaLines('extract', extractVat(12100, 2100))).toEqual(['TVA = 121,00 × 21 ÷ 121 = 21,00 lei', 'Net = 121,00 − 21,00 = 100,00 lei']);
    expect(formulaLines('extract', extractVat(10550, 550))).toEqual(['TVA = 105,50 × 5,5 ÷ 105,5 = 5,50 lei', 'Net = 105,50 − 5,50 = 100,00 lei']);
  });

  it('in words before anything is typed', () => {
    expect(formulaTemplate('add', 2100)).toEqual(['TVA = net × 21%', 'Brut = net + TVA']);
    expect(formulaTemplate('remove', 1100)).toEqual(['Net = brut ÷ 1,11', 'TVA = brut − net']);
    expect(formulaTemplate('extract', 900)).toEqual(['TVA = brut × 9 ÷ 109', 'Net = brut − TVA']);
    expect(formulaTemplate('extract', null)).toEqual(['TVA = brut × cotă ÷ (100 + cotă)', 'Net = brut − TVA']);
  });

  it('sums of lines, summarised past 8 terms', () => {
    expect(sumFormula('Total TVA', [2100, 1100], 3200)).toBe('Total TVA = 21,00 + 11,00 = 32,00 lei');
    expect(sumFormula('Total TVA', Array.from({ length: 9 }, () => 100), 900)).toBe('Total TVA = suma celor 9 linii = 9,00 lei');
  });
});
