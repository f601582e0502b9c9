// Our booking as one Bookurier command of `POST add_cmds.php` (carrier-apis.md section 6, "Create").
// - Free-text address: city, district (county) and zip as we hold them (no nomenclature, so
//   diacritics are kept), street parts, block/staircase/floor/flat out of our details.
// - `unq` is our reference. Whether Bookurier refuses a repeated `unq` is not in any source (one
//   plugin adds a timestamp to it, which hints at uniqueness, but no refusal text is known), so we
//   do not rely on it: no lookup by reference, and a booking is never repeated blindly.
// - The pickup is always the account's pickup point (BOOKURIER_PICKUP_POINT): the command has no
//   sender fields, so the sender's name and phone go into the notes for the courier.
// - Service: Bookurier's list (1 Bucuresti 24h, 3 Metropolitan, 9 National 24, ...): Bucharest to
//   Bucharest is 1, Bucharest/Ilfov among themselves 3, anything else 9 [?: the official module
//   lets the shop pick one; this is our reading of their names].
// - Options: open package (unpack), Saturday (weekend), return of documents (ret_doc); the COD's IBAN
//   is set on the Bookurier account, not per command.
// - Lockers: none (Bookurier plugins use Sameday easybox for that), refused before any call.
// - The shop's own reference goes at the end of the notes, the AWB's free text for the courier
//   ("…; Magazin: MV-10021", within the 255 characters we keep the notes to; shop-reference.ts).
//   ref1 keeps ours; ref2 stays empty: no source says what Bookurier does with either, nor what its
//   label prints [?].
import type { BookingRequest, Party } from '../../carrier-adapter.ts';
import { CarrierError, CARRIER_MESSAGES } from '../../carrier-http.ts';
import { withShopNote } from '../../shop-reference.ts';
import type { BookurierCommand } from './wire.ts';

export const BOOKURIER = 'Bookurier';

const plain = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const inBucharest = (p: Party): boolean => plain(p.county).startsWith('bucuresti');
const inIlfov = (p: Party): boolean => plain(p.county) === 'ilfov';

export function bookurierService(request: BookingRequest): string {
  const { sender, recipient } = request;
  if (inBucharest(sender) && inBucharest(recipient)) return '1';
  if ((inBucharest(sender) || inIlfov(sender)) && (inBucharest(recipient) || inIlfov(recipient))) return '3';
  return '9';
}

/** Block, staircase, floor and flat out of "bl. 3, sc. A, et. 2, ap. 14"; the rest for the notes. */
function details(text: string | null | undefined): { bl: string; ent: string; floor: string; apt: string; interphone: string; rest: string } {
  const out = { bl: '', ent: '', floor: '', apt: '', interphone: '', rest: '' };
  const rest: string[] = [];
  for (const piece of (text ?? '').split(/[,;]+/).map((p) => p.trim()).filter(Boolean)) {
    const m = /^(bl(?:oc)?|sc(?:ara)?|et(?:aj)?|ap(?:artament)?|interfon)\.?\s*(.+)$/i.exec(piece);
    const key = m?.[1]!.toLowerCase().slice(0, 2);
    if (key === 'bl') out.bl = m![2]!;
    else if (key === 'sc') out.ent = m![2]!;
    else if (key === 'et') out.floor = m![2]!;
    else if (key === 'ap') out.apt = m![2]!;
    else if (key === 'in') out.interphone = m![2]!;
    else rest.push(piece);
  }
  out.rest = rest.join(', ');
  return out;
}

const ron = (bani: number): string => String(Math.round(bani) / 100);
const flag = (on: boolean): string => (on ? '1' : '0');

export function bookurierCommand(request: BookingRequest, pickupPoint: string): BookurierCommand {
  if (request.recipient.lockerId !== null || request.sender.lockerId !== null || request.serviceId !== 1) {
    throw new CarrierError('refused', CARRIER_MESSAGES.refused(BOOKURIER, 'Bookurier nu livrează în lockere și nu preia din lockere.'), BOOKURIER);
  }
  const to = request.recipient;
  const from = request.sender;
  const more = details(to.streetDetails);
  const options = new Set(request.options ?? []);
  const reference = request.reference ?? request.orderNumber;
  return {
    pickup_point: pickupPoint,
    unq: reference,
    recv: to.company ? `${to.company} (${to.name})` : to.name,
    phone: to.phone,
    email: to.email ?? '',
    country: 'Romania',
    city: to.locality,
    zip: to.postalCode,
    district: to.county,
    street: to.streetName ?? to.addressLines[0] ?? '',
    no: to.streetNumber ?? '',
    bl: more.bl,
    ent: more.ent,
    floor: more.floor,
    apt: more.apt,
    interphone: more.interphone,
    service: bookurierService(request),
    packs: String(Math.max(1, request.parcels + request.envelopes)),
    weight: String(Math.max(0.1, Math.round(request.weightKg * 100) / 100)),
    rbs_val: ron(request.codBani),
    insurance_val: ron(request.declaredValueBani ?? 0),
    ret_doc: flag(options.has('return_of_documents')),
    weekend: flag(options.has('saturday_delivery')),
    unpack: flag(options.has('open_package')),
    exchange_pack: '0',
    confirmation: '0',
    notes: withShopNote([`Conținut: ${request.content}`, `Expeditor: ${from.company ?? from.name}, ${from.phone}`, more.rest].filter(Boolean).join('; '), request.shopReference, 255),
    ref1: reference,
    ref2: '',
  };
}
