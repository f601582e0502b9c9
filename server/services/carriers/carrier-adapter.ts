// A carrier behind one interface: book a shipment (-> AWB and its first tracking event), cancel it
// (only before pickup), and read its tracking events; a real carrier's adapter (adapters/<carrier>/)
// also declares what else its API offers (capabilities) and implements it: a price quote, finding a
// booking by our reference (so a booking retried after a timeout never makes a second AWB), the
// carrier's own label, tracking many AWBs per call, its lockers and pickup points. The local default
// is the simulated network (simulated-network.ts). An adapter only talks to the carrier: what it
// answers is recorded by our own code (booking.ts, cancel-order.ts, services/tracking/record.ts), the
// same way whichever adapter answered. Money in bani, weights in kg, sizes in cm.
import type { BooleanOption } from '../../../src/shared/shipping.ts';
import type { ShipmentStatus } from './status-catalogue.ts';

/** One end of a shipment, as the carrier and the label need it. */
export interface Party {
  name: string;
  phone: string;
  email: string | null;
  company: string | null;
  /** Street, number and details; a locker's name and address for a locker end. */
  addressLines: string[];
  locality: string;
  county: string;
  postalCode: string;
  /** The locker (fixed location) id for a locker end. */
  lockerId: number | null;
  /** The carrier's own id of that locker or pickup point (from its synced list); null when not known. */
  pointId?: string | null;
  /** The address in parts, for carriers that want them apart (null for a locker end). */
  streetName?: string | null;
  streetNumber?: string | null;
  /** Block, staircase, floor, flat: free text. */
  streetDetails?: string | null;
  /** SIRUTA code of the locality. */
  localityId?: number;
  /** Two-letter county code (B, CJ, IF, ...). */
  countyCode?: string;
}

/** One parcel's weight and sides. */
export interface ParcelSpec {
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface BookingRequest {
  orderNumber: string;
  carrierId: number;
  serviceId: number;
  sender: Party;
  recipient: Party;
  parcels: number;
  envelopes: number;
  weightKg: number;
  codBani: number;
  content: string;
  now: Date;
  /** Our unique reference of the booking, sent as the carrier's client reference (the order number). */
  reference?: string;
  /**
   * The shop's own reference of the order (the API's extra.internal_identifier, trimmed), when it gave
   * one: written in a free-text field of the carrier's AWB (shop-reference.ts), never in place of ours.
   */
  shopReference?: string;
  /** Each parcel (empty for envelopes). */
  parcelsSpec?: ParcelSpec[];
  /** Declared value (insurance), 0 for none. */
  declaredValueBani?: number;
  /** Where the cash on delivery is paid out (IBAN and holder), when the sender asked for a bank repayment. */
  codIban?: string | null;
  codHolder?: string | null;
  /** The extra options chosen (open on delivery, Saturday delivery, ...). */
  options?: BooleanOption[];
  /** The day the offer promised the pickup (YYYY-MM-DD, Bucharest), for carriers that need a courier ordered. */
  pickupDate?: string;
  /**
   * A customer's return the carrier is asked to take label-free (return-methods.ts): the customer
   * hands the parcel over at a locker (`method`) with the code the carrier answers, which the adapter
   * puts in Booking.carrierRefs.returnCode. `pointId`: the carrier's own id of a locker near the
   * customer, for an API that names one (Sameday's lockerFirstMile). An adapter that cannot ask for
   * it books an ordinary AWB (the customer prints its label).
   */
  labelFreeReturn?: { method: 'locker' | 'office'; pointId: string | null };
}

export interface TrackingEvent {
  /** Position in the shipment's timeline (the same event is recorded once). */
  sequence: number;
  /** The carrier's own code, verbatim. */
  carrierStatusCode: string;
  /**
   * Our status for the code (statuses.ts); null for a code not in the carrier's table: the event is
   * kept and shown with the carrier's own words, and the shipment keeps the status it had.
   */
  status: ShipmentStatus | null;
  /** Romanian: our description of a known code, else the carrier's text. */
  description: string;
  location: string | null;
  occurredAt: Date;
  /** The weight the carrier measured at its depot (kg), when it re-weighed the shipment (orders/reweighs.ts). */
  measuredWeightKg?: number;
}

export interface Booking {
  awb: string;
  /** The events known at booking: at least the 'registered' one. */
  events: TrackingEvent[];
  /**
   * What the carrier needs later to act on the shipment besides the AWB (GLS ParcelId, DPD parcel ids);
   * `returnCode`: the label-free return's code (a locker PIN) the carrier answered (labelFreeReturn).
   */
  carrierRefs?: Record<string, string>;
  /** The carrier's price for it, when it says. */
  priceBani?: number;
}

/** A6: one label a page; A4: the carrier's A4 page; A4_4xA6: four A6 labels an A4 sheet; ZPL: a thermal printer's program. */
export type LabelFormat = 'A4' | 'A6' | 'A4_4xA6' | 'ZPL';

/** How a label is printed beyond its format. */
export interface LabelOptions {
  /** The thermal printer's resolution, for ZPL (203 unless told). */
  dpi?: 203 | 300;
}

export interface Label {
  contentType: 'application/pdf' | 'text/plain';
  body: Uint8Array;
}

/** What a carrier's API offers; the order flow asks before it calls. */
export interface CarrierCapabilities {
  /** A price quote (false: our rate card prices it). */
  quote: boolean;
  /** Cancelling an AWB (false: by phone or the carrier's portal only). */
  cancel: boolean;
  /** The label formats it prints, the first is the default; [] means we draw the label ourselves. */
  labelFormats: LabelFormat[];
  /** AWBs per tracking call (1: one per call). */
  trackBatchMax: number;
  /** A list of lockers or pickup points. */
  lockers: boolean;
  /** Finding a booking by our reference (else booking is never repeated blindly: see booking.ts). */
  findByReference: boolean;
}

export interface QuoteRequest {
  carrierId: number;
  serviceId: number;
  sender: Party;
  recipient: Party;
  parcels: ParcelSpec[];
  envelopes: number;
  weightKg: number;
  codBani: number;
  declaredValueBani: number;
  options: BooleanOption[];
}

export interface Quote {
  /** Without VAT, VAT, and with VAT, in bani. */
  netBani: number;
  vatBani: number;
  totalBani: number;
}

export interface PickupPoint {
  /** The carrier's own id. */
  pointId: string;
  kind: 'locker' | 'office' | 'shop';
  name: string;
  county: string;
  locality: string;
  address: string;
  postalCode: string | null;
  lat: number | null;
  lng: number | null;
  /** Whether the recipient can pay cash on delivery there (null: not said). */
  acceptsCod: boolean | null;
  /** Whether a sender can drop parcels off there (null: not said). */
  dropOff: boolean | null;
  /** Opening hours, as the carrier words them (null: not said). */
  schedule: string | null;
}

/** A shipment as stored, for the calls that act on one after booking. */
export interface BookedShipment {
  awb: string;
  carrierRefs: Record<string, string>;
}

export type CancelResult = { ok: true; event: TrackingEvent } | { ok: false; reason: string };

export interface CarrierAdapter {
  /** Stored with the shipment ('simulated' or the adapter's name). */
  readonly network: string;
  /** What the API offers besides book, cancel and track (the simulated network: none of it). */
  readonly capabilities?: CarrierCapabilities;
  book(request: BookingRequest): Promise<Booking>;
  cancel(awb: string, now: Date, shipment?: BookedShipment): Promise<CancelResult>;
  /**
   * The events the carrier reports for `awb` as of `now` (all it knows, or at least the new ones;
   * [] for an AWB it does not know). Throws when the carrier cannot be reached: the poller backs off.
   */
  track(awb: string, now: Date): Promise<TrackingEvent[]>;
  /** Events of many AWBs, chunked to `capabilities.trackBatchMax` (an AWB it does not know: absent or []). */
  trackMany?(awbs: string[], now: Date): Promise<Map<string, TrackingEvent[]>>;
  /** The carrier's price of a shipment (capabilities.quote). */
  quote?(request: QuoteRequest): Promise<Quote>;
  /** The booking made earlier with `request.reference`, if the carrier has it (capabilities.findByReference). */
  findBooking?(request: BookingRequest): Promise<Booking | null>;
  /** The carrier's own label (capabilities.labelFormats). */
  label?(shipment: BookedShipment, format: LabelFormat, options?: LabelOptions): Promise<Label>;
  /** Every locker and pickup point (capabilities.lockers). */
  pickupPoints?(): Promise<PickupPoint[]>;
}

export const CANNOT_CANCEL_AFTER_PICKUP = 'Comanda nu mai poate fi anulată: coletul a fost deja preluat de curier.';
