// Card numbers as a gateway and our own pre-check see them: digits only, the Luhn checksum, the
// brand from the number's prefix, the expiry month, the CVC length, and the Romanian text of each
// refusal code a card gateway answers. Only the brand and the last four digits ever leave here.

export interface CardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  holder?: string;
}

import type { CardBrand } from './gateway.ts';

export type { CardBrand };

/** Said when a card number is sent to our API: it is typed only on the processor's page. */
export const CARD_NOT_HERE = 'Datele cardului nu se trimit către Curiero: le introduci pe pagina securizată a procesatorului de plăți, după ce plasezi comanda.';

/** Our refusal codes: every processor adapter maps its own codes to these. */
export const FAILURE_MESSAGES = {
  card_declined: 'Plata a fost refuzată de banca emitentă.',
  insufficient_funds: 'Fonduri insuficiente pe card.',
  expired_card: 'Cardul a expirat.',
  invalid_number: 'Numărul cardului nu este valid.',
  invalid_expiry: 'Data de expirare a cardului nu este validă.',
  incorrect_cvc: 'Codul de securitate (CVV) nu este valid.',
  authentication_failed: 'Autentificarea 3-D Secure a eșuat sau a fost anulată.',
  processing_error: 'Plata nu a putut fi procesată. Încearcă din nou.',
  cancelled: 'Plata a fost anulată pe pagina de plată.',
  expired: 'Plata a expirat: nu a fost finalizată la timp pe pagina de plată. Poți plăti din nou.',
  order_cancelled: 'Comanda a fost anulată înainte de plată: plata a fost închisă.',
} as const;

export type FailureCode = keyof typeof FAILURE_MESSAGES;

export function failureMessage(code: string | null | undefined): string {
  return FAILURE_MESSAGES[(code ?? 'processing_error') as FailureCode] ?? FAILURE_MESSAGES.processing_error;
}

/** Spaces and dashes removed ("4242 4242-4242 4242"). */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(50|5[6-9]|6\d)/.test(digits)) return 'maestro';
  return 'unknown';
}

/** Four-digit year; two digits mean 20xx. */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** The first problem of a card, or null when a gateway could try it. `now` decides the expiry. */
export function cardProblem(card: CardInput, now: Date): FailureCode | null {
  const digits = cardDigits(card.number);
  if (!luhnValid(digits)) return 'invalid_number';
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12 || !Number.isInteger(card.exp_year)) return 'invalid_expiry';
  const year = fullYear(card.exp_year);
  if (year > now.getUTCFullYear() + 20) return 'invalid_expiry';
  // A card is valid until the end of its expiry month.
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && card.exp_month < now.getUTCMonth() + 1)) return 'expired_card';
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return 'incorrect_cvc';
  return null;
}

/** What may be kept and shown of a card. */
export function cardSummary(number: string): { brand: CardBrand; last4: string } {
  const digits = cardDigits(number);
  return { brand: cardBrand(digits), last4: digits.slice(-4) };
}
