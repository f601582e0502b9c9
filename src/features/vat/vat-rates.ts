// The VAT rates offered by both tools (Codul fiscal, art. 291, as amended by Legea 141/2025, in
// force from 1 August 2025) and how a choice turns into a rate.
import { parseRate, type Parsed, type RateBp, type RateError } from './vat-math.ts';

export type FixedRateId = '21' | '11' | '9' | '0';
export type RateChoice = FixedRateId | 'custom';

export interface FixedRate {
  id: FixedRateId;
  bp: RateBp;
  /** Short label of the radio button. */
  label: string;
  /** One line under it. */
  hint: string;
}

export const FIXED_RATES: readonly FixedRate[] = [
  { id: '21', bp: 2100, label: '21% (cota standard)', hint: 'Majoritatea bunurilor și serviciilor, de la 1 august 2025.' },
  { id: '11', bp: 1100, label: '11% (cota redusă)', hint: 'Alimente, medicamente, cărți, cazare, restaurante…' },
  { id: '9', bp: 900, label: '9% (locuințe, tranzitoriu)', hint: 'Doar livrări de locuințe în condițiile Legii 141/2025, până la 1 august 2026.' },
  { id: '0', bp: 0, label: '0% (scutit sau taxare inversă)', hint: 'Factura nu conține TVA.' },
];

export const RATE_CHOICES: readonly RateChoice[] = ['21', '11', '9', '0', 'custom'];

export function isRateChoice(value: unknown): value is RateChoice {
  return typeof value === 'string' && (RATE_CHOICES as readonly string[]).includes(value);
}

/** The rate a choice stands for; for 'custom', the typed rate parsed (or its error). */
export function resolveRate(choice: RateChoice, customRate: string): Parsed<RateError> {
  if (choice === 'custom') return parseRate(customRate);
  const fixed = FIXED_RATES.find((r) => r.id === choice);
  return { ok: true, value: fixed?.bp ?? 2100 };
}
