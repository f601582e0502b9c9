// The order-export files shop platforms make themselves, recognised by their header so that a shop
// ships its day's orders with no mapping step: Shopify's orders export, WooCommerce's orders export
// (the Customer/Order/Coupon Export extension's default CSV), PrestaShop's (a SQL Manager query of
// orders and their delivery addresses: its own Orders > Export has no address), Gomag's orders
// export and eMAG Marketplace's orders report. Rows of one order (one per product line) become one
// shipment; cash-on-delivery orders carry their total as the COD amount.
import type { BatchRow } from '../../shared/batch-import.ts';
import { countyName } from './county-codes.ts';
import { normalizeHeader } from './header-match.ts';

export type PlatformId = 'shopify' | 'woocommerce' | 'prestashop' | 'gomag' | 'emag';

/** Reads one line of the file by header name (any case, with or without diacritics). */
export type LineReader = (...headers: string[]) => string;

export interface PlatformFormat {
  id: PlatformId;
  name: string;
  /** True when the file's (normalised) headers are this platform's. */
  detect: (headers: ReadonlySet<string>) => boolean;
  /** The column that numbers the order: lines with the same value are one shipment. */
  orderKey: string;
  /** One shipment from the lines of one order (the first line holds the address). */
  extract: (first: LineReader, lines: readonly LineReader[]) => BatchRow;
}

const COD_PAYMENT = /ramburs|numerar|cash on delivery|\bcod\b|plata la livrare/i;

function has(headers: ReadonlySet<string>, ...names: string[]): boolean {
  return names.every((n) => headers.has(normalizeHeader(n)));
}

function joinName(...parts: string[]): string {
  return parts.filter(Boolean).join(' ').trim();
}

/** "149,90" / "149.90" / "1.149,90" -> "149.90"; empty when not a positive amount. */
function amount(text: string): string {
  const plain = text.replace(/[^\d,.-]/g, '');
  const normal = /,\d{1,2}$/.test(plain) ? plain.replace(/\./g, '').replace(',', '.') : plain.replace(/,/g, '');
  const value = Number(normal);
  return Number.isFinite(value) && value > 0 ? value.toFixed(2) : '';
}

function codAmount(payment: string, total: string): string | undefined {
  return COD_PAYMENT.test(payment) ? amount(total) || undefined : undefined;
}

/** Drops empty values, so that a batch default applies to them. */
function compact(row: Record<string, string | undefined>): BatchRow {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(row)) if (v && v.trim()) out[k] = v.trim();
  return out as BatchRow;
}

/** eMAG writes the delivery address on one line: "Strada, nr, ..., Localitate, Județ". */
function splitEmagAddress(text: string): Pick<BatchRow, 'address_line' | 'locality' | 'county'> {
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length >= 3) {
    return { county: parts[parts.length - 1], locality: parts[parts.length - 2], address_line: parts.slice(0, -2).join(', ') };
  }
  return { address_line: text.trim() };
}

export const PLATFORM_FORMATS: readonly PlatformFormat[] = [
  {
    id: 'shopify',
    name: 'Shopify',
    detect: (h) => has(h, 'Name', 'Shipping Address1', 'Shipping City', 'Lineitem name'),
    orderKey: 'Name',
    extract: (first) =>
      compact({
        reference: first('Name'),
        recipient_name: first('Shipping Name'),
        company: first('Shipping Company'),
        phone: first('Shipping Phone') || first('Phone') || first('Billing Phone'),
        email: first('Email'),
        county: first('Shipping Province Name') || countyName(first('Shipping Province')),
        locality: first('Shipping City'),
        address_line: first('Shipping Address1'),
        address_details: first('Shipping Address2'),
        postal_code: first('Shipping Zip'),
        notes: first('Notes'),
        cod_amount: codAmount(first('Payment Method'), first('Total')),
      }),
  },
  {
    id: 'woocommerce',
    name: 'WooCommerce',
    detect: (h) => has(h, 'shipping_address_1', 'shipping_city') && (has(h, 'order_id') || has(h, 'order_number')),
    orderKey: 'order_number',
    extract: (first) =>
      compact({
        reference: first('order_number') || first('order_id'),
        recipient_name:
          joinName(first('shipping_first_name'), first('shipping_last_name')) || joinName(first('billing_first_name'), first('billing_last_name')),
        company: first('shipping_company'),
        phone: first('shipping_phone') || first('billing_phone'),
        email: first('billing_email') || first('customer_email'),
        county: countyName(first('shipping_state')),
        locality: first('shipping_city'),
        address_line: first('shipping_address_1'),
        address_details: first('shipping_address_2'),
        postal_code: first('shipping_postcode'),
        notes: first('customer_note'),
        cod_amount: first('payment_method') === 'cod' ? amount(first('order_total')) : codAmount(first('payment_method_title'), first('order_total')),
      }),
  },
  {
    id: 'prestashop',
    name: 'PrestaShop',
    detect: (h) => has(h, 'reference', 'firstname', 'lastname', 'address1', 'postcode', 'city'),
    orderKey: 'reference',
    extract: (first) =>
      compact({
        reference: first('reference'),
        recipient_name: joinName(first('firstname'), first('lastname')),
        company: first('company'),
        phone: first('phone_mobile') || first('phone'),
        email: first('email'),
        county: countyName(first('state')),
        locality: first('city'),
        address_line: first('address1'),
        address_details: first('address2'),
        postal_code: first('postcode'),
        notes: first('other'),
        cod_amount: codAmount(first('payment'), first('total_paid')),
      }),
  },
  {
    id: 'gomag',
    name: 'Gomag',
    detect: (h) => has(h, 'Numar comanda', 'Localitate livrare', 'Adresa livrare'),
    orderKey: 'Numar comanda',
    extract: (first) =>
      compact({
        reference: first('Numar comanda'),
        recipient_name: joinName(first('Prenume livrare'), first('Nume livrare')),
        company: first('Firma livrare'),
        phone: first('Telefon livrare') || first('Telefon'),
        email: first('Email livrare') || first('Email'),
        county: countyName(first('Judet livrare')),
        locality: first('Localitate livrare'),
        address_line: first('Adresa livrare'),
        postal_code: first('Cod postal livrare'),
        notes: first('Observatii'),
        cod_amount: codAmount(first('Metoda de plata', 'Metoda plata'), first('Total comanda', 'Total')),
      }),
  },
  {
    id: 'emag',
    name: 'eMAG Marketplace',
    detect: (h) => has(h, 'Nr. comanda', 'Nume livrare', 'Adresa de livrare'),
    orderKey: 'Nr. comanda',
    extract: (first, lines) => {
      const total = lines.reduce((sum, line) => sum + (Number(amount(line('Pret total cu TVA'))) || 0), 0);
      return compact({
        reference: first('Nr. comanda'),
        recipient_name: first('Nume livrare') || first('Nume client'),
        phone: first('Telefon livrare') || first('Numar telefon'),
        ...splitEmagAddress(first('Adresa de livrare')),
        postal_code: first('Cod postal de livrare'),
        locker_id: first('ID extern punct de livrare'),
        cod_amount: COD_PAYMENT.test(first('Mod plata')) && total > 0 ? total.toFixed(2) : undefined,
      });
    },
  },
];

export function detectPlatform(headers: readonly string[]): PlatformFormat | null {
  const set = new Set(headers.map(normalizeHeader));
  return PLATFORM_FORMATS.find((p) => p.detect(set)) ?? null;
}
