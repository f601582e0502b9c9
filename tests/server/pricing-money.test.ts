// Pricing engine building blocks: integer money with one rounding half away from zero, billed
// weight (volumetric vs actual, per parcel, summed), locker box fit, and the Romanian IBAN check.
import { describe, expect, it } from 'vitest';
import { divRound, formatThousands, hasAtMostTwoDecimals, percentOf, ronToBani, vatOf } from '../../server/services/pricing/money.ts';
import { ibanMod97, isValidRomanianIban } from '../../server/services/pricing/iban.ts';
import { billedGrams, billedParcelGrams, fitsBox, fitsLocker, startedKg, volumetricGrams } from '../../server/services/pricing/weight.ts';

describe('money', () => {
  it('rounds half away from zero', () => {
    expect(divRound(5, 2)).toBe(3);
    expect(divRound(-5, 2)).toBe(-3);
    expect(divRound(7, 3)).toBe(2);
    expect(divRound(8, 3)).toBe(3);
    expect(divRound(0, 7)).toBe(0);
  });

  it('takes exact percentages of bani, rounded once', () => {
    expect(percentOf(25_050, 1)).toBe(251); // 250.5 -> 251
    expect(percentOf(1650, 10)).toBe(165);
    expect(percentOf(1365, 9)).toBe(123); // 122.85
    expect(percentOf(20_000, 1.1)).toBe(220); // 1.1 is not exact in binary: still 220
    expect(percentOf(1_000_000, 0.9)).toBe(9000);
  });

  it('computes VAT once on the exact net; rounding the parts separately would differ by a ban', () => {
    // Sameday home->home, 1 kg: base 19.50 + fuel 1.17 = 20.67 net.
    expect(vatOf(2067, 21)).toBe(434); // 434.07
    expect(vatOf(1950, 21) + vatOf(117, 21)).toBe(435); // 409.5 -> 410, 24.57 -> 25
    expect(vatOf(1650, 21)).toBe(347); // 346.5 -> 347 (half away from zero)
  });

  it('converts RON to bani without binary surprises', () => {
    expect(ronToBani(1.005)).toBe(101);
    expect(ronToBani(19.99)).toBe(1999);
    expect(ronToBani(7000)).toBe(700_000);
    expect(hasAtMostTwoDecimals(12.34)).toBe(true);
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAtMostTwoDecimals(12.345)).toBe(false);
    expect(formatThousands(7000)).toBe('7.000');
    expect(formatThousands(10_000)).toBe('10.000');
    expect(formatThousands(999)).toBe('999');
  });
});

describe('billed weight', () => {
  it('bills the larger of actual and volumetric weight (L x W x H / 6000)', () => {
    expect(volumetricGrams({ weight: 2, length: 60, width: 40, height: 40 })).toBe(16_000);
    expect(billedParcelGrams({ weight: 2, length: 60, width: 40, height: 40 })).toBe(16_000);
    expect(billedParcelGrams({ weight: 5, length: 20, width: 15, height: 10 })).toBe(5000);
    // 10 x 10 x 10 / 6000 = 0.1667 kg, rounded up to the gram
    expect(volumetricGrams({ weight: 0.1, length: 10, width: 10, height: 10 })).toBe(167);
  });

  it('sums per parcel, so a heavy small parcel does not hide a light bulky one', () => {
    const parcels = [
      { weight: 1.2, length: 10, width: 10, height: 10 },
      { weight: 0.5, length: 50, width: 40, height: 30 },
    ];
    expect(billedGrams(parcels, 0)).toBe(11_200);
    expect(startedKg(11_200)).toBe(12);
    expect(startedKg(3000)).toBe(3);
    expect(startedKg(3001)).toBe(4);
  });

  it('bills envelopes at 0.5 kg each', () => {
    expect(billedGrams([], 3)).toBe(1500);
  });

  it('fits parcels in locker boxes in any orientation and within the weight limit', () => {
    const m = { size: 'M', length: 46, width: 44, height: 18, max_weight: 9 } as const;
    expect(fitsBox({ weight: 5, length: 18, width: 40, height: 45 }, m)).toBe(true);
    expect(fitsBox({ weight: 9.5, length: 10, width: 10, height: 10 }, m)).toBe(false);
    expect(fitsBox({ weight: 1, length: 47, width: 10, height: 10 }, m)).toBe(false);
    expect(fitsLocker([{ weight: 1, length: 10, width: 10, height: 10 }], 0, [])).toBe(true);
    expect(fitsLocker([], 2, [m])).toBe(true);
  });
});

describe('Romanian IBAN', () => {
  it('accepts valid IBANs with spaces and lower case', () => {
    expect(isValidRomanianIban('RO49AAAA1B31007593840000')).toBe(true);
    expect(isValidRomanianIban('ro49 aaaa 1b31 0075 9384 0000')).toBe(true);
    expect(isValidRomanianIban('RO66BACX0000001234567890')).toBe(true);
    expect(ibanMod97('RO49AAAA1B31007593840000')).toBe(1);
  });

  it('refuses a wrong checksum, a wrong length, a foreign IBAN or a digit bank code', () => {
    expect(isValidRomanianIban('RO48AAAA1B31007593840000')).toBe(false);
    expect(isValidRomanianIban('RO49AAAA1B3100759384000')).toBe(false);
    expect(isValidRomanianIban('DE89370400440532013000')).toBe(false);
    expect(isValidRomanianIban('RO0912341B31007593840000')).toBe(false);
    expect(isValidRomanianIban('')).toBe(false);
  });
});
