// The invoices' series, seller and e-Factura. The rules (a CUI, an IBAN, a county) are the invoices'
// own (services/invoices/invoice-config.ts reads them); this section only hands it the env kit.
import { readInvoices, type InvoicesConfig } from '../services/invoices/index.ts';
import type { EnvKit } from './env.ts';

export type { InvoicesConfig };

export function readInvoicesSection(kit: EnvKit): InvoicesConfig {
  return readInvoices(kit.read, kit.problems);
}
