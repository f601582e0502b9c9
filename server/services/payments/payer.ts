// Who pays, as the card processor asks for it (NETOPIA requires the billing contact; Stripe takes
// the e-mail): from an order's sender and billing, or from a customer's account for a wallet top-up.
import type { Payer } from './gateway.ts';

export interface PayerSource {
  email: string;
  name: string;
  phone?: string | null;
  address?: string | null;
  city?: string | null;
  county?: string | null;
  postalCode?: string | null;
}

/** "Ana Maria Popescu" -> first "Ana Maria", last "Popescu" (a processor wants both, never empty). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: '-', lastName: '-' };
  if (words.length === 1) return { firstName: words[0]!, lastName: words[0]! };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1]! };
}

export function payerOf(source: PayerSource): Payer {
  return {
    email: source.email,
    ...splitName(source.name),
    phone: source.phone ?? null,
    address: source.address ?? null,
    city: source.city ?? null,
    county: source.county ?? null,
    postalCode: source.postalCode ?? null,
    country: 'RO',
  };
}
