// One row of a batch (src/shared/batch-import.ts: the text the file held) completed with the batch's
// defaults and the sender from the address book, as the body of a single order (the app's order
// body: services/orders/order-input.ts), so the one order pipeline checks, prices and records it.
// What cannot be read as a number is said here, per row field; the rest is the pipeline's. A row's
// one address line is split into street, number and details where that is certain.
import type { BatchDefaults, BatchRow, BatchRowField } from '../../../src/shared/batch-import.ts';
import { SERVICES, SHIPPING_LIMITS as L, type ServiceId } from '../../../src/shared/shipping.ts';
import type { OrderBody } from '../orders/index.ts';

/** The sender (an address of the account's book) and the billing the batch's orders carry. */
export interface Sender {
  address: OrderBody['address_from'];
  billing: OrderBody['billing'];
  /** The COD account's holder: the sender's company, else its contact. */
  holder: string;
}

export const ROW_MESSAGES = {
  number: 'Scrie un număr, de exemplu 1,5.',
  parcels: `Numărul de colete este un număr întreg între 1 și ${L.maxParcels}.`,
  locker: 'Scrie numărul lockerului (ID-ul din lista de lockere).',
  codIban: 'Pentru ramburs este nevoie de IBAN-ul în care primești banii: completează-l în setările lotului.',
} as const;

/** "1,5" or "1.5" (and "1.234,50": thousands dotted), as a number; NaN when it is not one. */
export function numberOf(text: string): number {
  const t = text.replace(/\s|lei|ron|kg|cm/gi, '');
  if (!/^\d{1,3}(?:\.\d{3})*(?:,\d+)?$|^\d+(?:[.,]\d+)?$/.test(t)) return NaN;
  return Number(/,/.test(t) ? t.replace(/\./g, '').replace(',', '.') : t);
}

const STREET_WITH_NR = /^(.+?)[,\s]+(?:nr\.?|num[ăa]r(?:ul)?)\s*(\d+[A-Za-z]?(?:\s*[-/]\s*\d+[A-Za-z]?)?)\b[,\s]*(.*)$/i;
const STREET_THEN_NUMBER = /^(.*?\D)\s+(\d+[A-Za-z]?)(?=$|[,\s])[,\s]*(.*)$/;

/** "Str. Memorandumului nr. 28, bl. A, ap. 3" -> street, number, details; the whole line as the street when no number is clear. */
export function splitAddressLine(line: string): { street: string; number: string; details: string } {
  const text = line.trim().replace(/\s+/g, ' ');
  const m = STREET_WITH_NR.exec(text) ?? STREET_THEN_NUMBER.exec(text);
  if (!m) return { street: text, number: '', details: '' };
  return { street: m[1]!.replace(/[,\s]+$/, ''), number: m[2]!.replace(/\s+/g, ''), details: m[3]!.trim() };
}

/** The service of a row: to a locker when the row names one, else to the door; always from the sender's door. */
export function serviceOfRow(row: BatchRow): ServiceId {
  return (row.locker_id ? SERVICES.find((s) => s.from === 'home' && s.to === 'locker')!.id : SERVICES.find((s) => s.from === 'home' && s.to === 'home')!.id) as ServiceId;
}

export interface RowBody {
  body: OrderBody;
  /** The row's own problems found while reading it (numbers that are not numbers). */
  errors: Partial<Record<BatchRowField, string>>;
  /** Which row field the order's street came from (the one line, or the street column). */
  streetField: 'address_line' | 'street_name';
}

/**
 * The order body of `row`: `carrierId`/`serviceId` the chosen offer (the batch's, or the cheapest
 * found for the row), `payment` the batch's way to pay.
 */
export function rowBody(row: BatchRow, defaults: BatchDefaults, sender: Sender, offer: { carrierId: number; serviceId: number }, payment: 'wallet' | 'card'): RowBody {
  const errors: RowBody['errors'] = {};
  const num = (field: BatchRowField, fallback: number): number => {
    const text = row[field];
    if (text === undefined || text === '') return fallback;
    const value = numberOf(text);
    if (Number.isNaN(value)) errors[field] = ROW_MESSAGES.number;
    return value;
  };
  const weight = num('weight_kg', defaults.parcel.weight_kg);
  const size = { weight, length: num('length_cm', defaults.parcel.length_cm), width: num('width_cm', defaults.parcel.width_cm), height: num('height_cm', defaults.parcel.height_cm) };
  let count = 1;
  if (row.parcels) {
    count = Number(row.parcels);
    if (!/^\d+$/.test(row.parcels) || count < 1 || count > L.maxParcels) {
      errors.parcels = ROW_MESSAGES.parcels;
      count = 1;
    }
  }
  let locker: number | undefined;
  if (row.locker_id) {
    locker = Number(row.locker_id);
    if (!/^\d{1,12}$/.test(row.locker_id) || locker < 1) {
      errors.locker_id = ROW_MESSAGES.locker;
      locker = undefined;
    }
  }
  const streetField = row.address_line && !row.street_name ? 'address_line' : 'street_name';
  const split = streetField === 'address_line' ? splitAddressLine(row.address_line ?? '') : null;
  const details = [split?.details, row.address_details].filter(Boolean).join(', ');
  const cod = num('cod_amount', 0);
  const declared = num('declared_value', 0);
  const options = Object.fromEntries(Object.entries(defaults.options).filter(([, on]) => on === true));
  const body: OrderBody = {
    carrier_id: offer.carrierId,
    service_id: offer.serviceId,
    address_from: sender.address,
    address_to: {
      locality_name: row.locality ?? '',
      ...(row.county ? { county_name: row.county } : {}),
      ...(row.postal_code ? { postal_code: row.postal_code } : {}),
      street_name: split?.street ?? row.street_name ?? '',
      street_number: split?.number || row.street_no || '',
      ...(details ? { street_details: details } : {}),
      contact: row.recipient_name ?? '',
      phone: row.phone ?? '',
      ...(row.email ? { email: row.email } : {}),
      ...(row.company ? { company: row.company } : {}),
      ...(locker !== undefined ? { fixed_location_id: locker } : {}),
    },
    content: { parcels: Array.from({ length: count }, () => ({ size })) },
    extra: {
      ...options,
      parcel_content: row.content ?? defaults.content,
      ...(row.reference ? { internal_identifier: row.reference } : {}),
      ...(cod > 0 ? { bank_repayment_amount: cod, bank_repayment_currency: 'RON' as const, bank_iban: defaults.cod_iban ?? '', bank_holder: sender.holder } : {}),
      ...(declared > 0 ? { insurance_amount: declared, insurance_amount_currency: 'RON' as const } : {}),
    },
    billing: sender.billing,
    payment: { method: payment },
  };
  return { body, errors, streetField };
}
