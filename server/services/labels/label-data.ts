// What a shipping label shows, kept with the booking (shipments.label) so a label printed later is
// the one the carrier booked: AWB, carrier and service, both ends, parcels and weight, the cash on
// delivery to collect, the content and the options, the order number and the shop's own reference.
// A label is printed from that data plus two facts of the shipment row: whether it was booked on
// the simulated network (a demo label, marked as such) and the public tracking link its QR code
// carries.
import type { Party } from '../carriers/index.ts';
import { trackUrl } from '../tracking/index.ts';

export interface LabelData {
  awb: string;
  carrierId: number;
  carrierName: string;
  serviceId: number;
  serviceName: string;
  orderNumber: string;
  /** The shop's own reference of the order (extra.internal_identifier), when it gave one. */
  shopReference?: string;
  sender: Party;
  recipient: Party;
  parcels: number;
  envelopes: number;
  weightKg: number;
  /** Cash on delivery to collect from the recipient (0: none). */
  codBani: number;
  content: string;
  /** Romanian names of the options ('Deschidere colet', 'Livrare sâmbăta'...). */
  options: string[];
  /** The pickup day of the order (YYYY-MM-DD): chosen at /comanda, else the offer's estimate. */
  pickupDate?: string;
  /** ISO timestamp. */
  bookedAt: string;
}

/**
 * A6: one label a page; A4 and A4_4xA6 (the carriers' name for it): four A6 labels a sheet, in the
 * order asked; ZPL: a thermal printer's program, one ^XA … ^XZ a label of 100 x 150 mm.
 */
export const LABEL_FORMATS = ['A4', 'A6', 'A4_4xA6', 'ZPL'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];
/** The formats printed four to an A4 sheet. */
export const SHEET_FORMATS: readonly LabelFormat[] = ['A4', 'A4_4xA6'];
/** A thermal printer's resolution (dots per inch) for ZPL: 8 or 12 dots a millimetre. */
export const ZPL_DPIS = [203, 300] as const;
export type ZplDpi = (typeof ZPL_DPIS)[number];

/** One label to print. */
export interface LabelPrint {
  data: LabelData;
  /** Booked on the simulated network: no carrier will carry it, and the label says so. */
  demo: boolean;
  /** The public tracking page of the AWB (the QR code and the line under it). */
  trackingUrl: string;
}

/** The label of a booked shipment, as its row keeps it. */
export function labelPrintOf(shipment: { awb: string; network: string; label: unknown }, publicUrl: string): LabelPrint {
  return { data: shipment.label as LabelData, demo: shipment.network === 'simulated', trackingUrl: trackUrl(publicUrl, shipment.awb) };
}
