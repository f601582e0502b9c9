// What a live deployment (DEPLOYMENT=live, read with the carriers) needs from the other sections.
import type { CarriersConfig } from './carriers.ts';
import type { InvoicesConfig } from './invoices.ts';
import type { PaymentsConfig } from './payments.ts';

// A live deployment takes real money: it needs a real processor (the test one approves made-up cards) and
// the seller's details, so that what it issues are fiscal invoices and not DEMO documents.
export function liveProblems(config: { readonly carriers: CarriersConfig; readonly payments: PaymentsConfig; readonly invoices: InvoicesConfig }): string[] {
  if (config.carriers.deployment !== 'live') return [];
  const found: string[] = [];
  if (config.payments.gateway === 'test') found.push('DEPLOYMENT=live takes real payments: set PAYMENT_GATEWAY=stripe or netopia (the test processor approves test cards only)');
  if (config.invoices.demo) found.push('DEPLOYMENT=live issues fiscal invoices: set INVOICE_SELLER_NAME, _CUI, _ADDRESS, _CITY and _COUNTY (README, Invoices)');
  return found;
}
