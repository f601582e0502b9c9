// Our booking as FAN's `POST intern-awb` shipment (carrier-apis.md section 1, "Create AWB" and
// "Point deliveries"). One shipment per call (the call takes a batch; one order is one AWB).
// - Service: home delivery is "Standard", or "Cont Colector" when the cash on delivery is paid into
//   the sender's bank account (IBAN in info.bankAccount). Any FANbox end makes it "FANbox" /
//   "FANbox Cont Colector", with option V (recipient picks up at recipient.address.pickupLocationId)
//   and/or W (sender drops off at sender.address.dropOffLocationId); the ids are Party.pointId.
// - Who pays: info.payment "expeditor" (our account): the doc's examples use both "sender" and
//   "expeditor" [?]; the widely used PHP client sends only "expeditor"/"destinatar", so we do too.
// - Weight: whole kg, at least 1 (FAN bills by the kilogram; its examples send integers).
// - One set of dimensions per AWB: the largest length, width and height among the parcels; an
//   envelope-only shipment is sent as an A4 envelope (31 x 22 x 1 cm).
// - Options: open on delivery "A", Saturday delivery "S"; ePOD "X" when the account prints its own
//   A6 labels (FAN_COURIER_EPOD=1). Other extras have no FAN option we can name from the doc and are
//   priced by us only.
// - Our reference goes into the observation ("Ref. CUR-2025-000123"): FAN has no client reference
//   field, and the observation is shown on the slip and the label. The shop's own reference follows
//   what the observation already says ("…; Magazin: MV-10021"), within the doc's 255 characters:
//   cut, or left out, rather than cutting our reference or the address details (shop-reference.ts).
import { CarrierError, CARRIER_MESSAGES } from '../../carrier-http.ts';
import type { BookingRequest, ParcelSpec, Party, QuoteRequest } from '../../carrier-adapter.ts';
import type { BooleanOption } from '../../../../../src/shared/shipping.ts';
import { withShopNote } from '../../shop-reference.ts';
import { fanAddress } from './names.ts';
import type { FanParty, FanShipment } from './wire.ts';

export const FAN = 'FAN Courier';
const ENVELOPE = { length: 31, width: 22, height: 1 };
const OPTION_LETTERS: Partial<Record<BooleanOption, string>> = { open_package: 'A', saturday_delivery: 'S' };

const refuse = (reason: string): CarrierError => new CarrierError('refused', CARRIER_MESSAGES.refused(FAN, reason), FAN);

/** FAN's service name and the point options for our service (1-4) and the way COD is paid out. */
export function fanService(serviceId: number, bankCod: boolean): { service: string; options: string[] } {
  const toLocker = serviceId === 2 || serviceId === 4;
  const fromLocker = serviceId === 3 || serviceId === 4;
  const options = [...(toLocker ? ['V'] : []), ...(fromLocker ? ['W'] : [])];
  if (toLocker || fromLocker) return { service: bankCod ? 'FANbox Cont Colector' : 'FANbox', options };
  return { service: bankCod ? 'Cont Colector' : 'Standard', options };
}

export function fanWeight(weightKg: number): number {
  return Math.max(1, Math.ceil(weightKg - 1e-9));
}

export function fanDimensions(parcels: ParcelSpec[] | undefined): { length: number; width: number; height: number } {
  if (!parcels?.length) return ENVELOPE;
  const side = (pick: (p: ParcelSpec) => number) => Math.max(1, Math.ceil(Math.max(...parcels.map(pick))));
  return { length: side((p) => p.lengthCm), width: side((p) => p.widthCm), height: side((p) => p.heightCm) };
}

export function fanOptions(options: BooleanOption[] | undefined, epod: boolean): string[] {
  const letters = (options ?? []).map((o) => OPTION_LETTERS[o]).filter((l): l is string => Boolean(l));
  return epod ? [...letters, 'X'] : letters;
}

const ron = (bani: number): number => Math.round(bani) / 100;

function party(p: Party, point: { pickupLocationId?: string; dropOffLocationId?: string }): { party: FanParty; rest: string } {
  const { rest, ...address } = fanAddress(p);
  const name = (p.company ?? p.name).slice(0, 50);
  return {
    party: {
      name,
      contactPerson: p.name.slice(0, 50),
      phone: p.phone,
      ...(p.email ? { email: p.email } : {}),
      address: { ...address, ...point },
    },
    rest,
  };
}

function pointOf(p: Party, role: string): string {
  if (!p.pointId) throw refuse(`lipsește codul FANbox al ${role}; alegeți din nou lockerul.`);
  return p.pointId;
}

/** The shipment for `request` (one AWB). */
export function fanShipment(request: BookingRequest, epod: boolean): FanShipment {
  const bankCod = request.codBani > 0 && Boolean(request.codIban);
  const { service, options: pointOptions } = fanService(request.serviceId, bankCod);
  const toLocker = pointOptions.includes('V');
  const fromLocker = pointOptions.includes('W');
  const extras = fanOptions(request.options, epod);
  if (toLocker && extras.includes('A')) throw refuse('deschiderea coletului la livrare nu este posibilă pentru livrarea în FANbox.');
  if ((toLocker || fromLocker) && request.parcels > 1) throw refuse('prin FANbox se trimite un singur colet pe AWB.');
  const recipient = party(request.recipient, toLocker ? { pickupLocationId: pointOf(request.recipient, 'destinatarului') } : {});
  const sender = party(request.sender, fromLocker ? { dropOffLocationId: pointOf(request.sender, 'expeditorului') } : {});
  const reference = request.reference ?? request.orderNumber;
  const notes = [reference ? `Ref. ${reference}` : '', recipient.rest, sender.rest ? `Expeditor: ${sender.rest}` : '']
    .filter(Boolean)
    .join('; ');
  return {
    info: {
      service,
      ...(bankCod ? { bankAccount: request.codIban!.replace(/\s+/g, '').slice(0, 35) } : {}),
      packages: { parcel: request.parcels, envelope: request.envelopes },
      weight: fanWeight(request.weightKg),
      ...(request.codBani > 0 ? { cod: ron(request.codBani) } : {}),
      ...(request.declaredValueBani ? { declaredValue: ron(request.declaredValueBani) } : {}),
      payment: 'expeditor',
      observation: withShopNote(notes, request.shopReference, 255),
      content: request.content.slice(0, 255),
      dimensions: fanDimensions(request.parcelsSpec),
      options: [...pointOptions, ...extras],
    },
    recipient: recipient.party,
    sender: sender.party,
  };
}

/** The bracketed query of `GET reports/awb/internal-tariff` for a quote. */
export function fanTariffQuery(clientId: string, request: QuoteRequest, epod: boolean): Record<string, string | number | string[]> {
  // COD is not a tariff parameter in the doc; the quote is the transport price ("Standard" /
  // "FANbox"), the way our rate card prices COD on its own line.
  const { service, options } = fanService(request.serviceId, false);
  const dims = fanDimensions(request.parcels);
  const query: Record<string, string | number | string[]> = {
    clientId,
    'info[service]': service,
    'info[payment]': 'expeditor',
    'info[weight]': fanWeight(request.weightKg),
    'info[packages][parcel]': request.parcels.length,
    'info[packages][envelope]': request.envelopes,
    'info[dimensions][length]': dims.length,
    'info[dimensions][width]': dims.width,
    'info[dimensions][height]': dims.height,
    'recipient[locality]': fanAddress(request.recipient).locality,
    'recipient[county]': fanAddress(request.recipient).county,
    'sender[locality]': fanAddress(request.sender).locality,
    'sender[county]': fanAddress(request.sender).county,
  };
  if (request.declaredValueBani) query['info[declaredValue]'] = ron(request.declaredValueBani);
  const letters = [...options, ...fanOptions(request.options, epod)];
  if (letters.length) query['info[options][]'] = letters;
  return query;
}
