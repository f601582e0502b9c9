// What a shipping label shows, kept with the booking (shipments.label) so a label printed later is
// the one the carrier booked: AWB, carrier and service, both ends, parcels and weight, the cash on
// delivery to collect, the content and the options, the order number.
import type { Party } from '../carriers/carrier-adapter.ts';

export interface LabelData {
  awb: string;
  carrierId: number;
  carrierName: string;
  serviceId: number;
  serviceName: string;
  orderNumber: string;
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
  /** ISO timestamp. */
  bookedAt: string;
}

export const LABEL_FORMATS = ['A4', 'A6'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];
