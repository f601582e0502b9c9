// The itemised price of one carrier's service for a resolved shipment, in bani, net of VAT:
// base tariff (or envelopes), extra kilograms by weight band, the options, the fuel surcharge
// (a percentage of base + extra kg) and the remote-area surcharge. Each line is rounded once;
// the VAT is added on their exact sum by quote.ts.
import { BOOLEAN_OPTIONS, SERVICES, type PriceLine, type ServiceId } from '../../../src/shared/shipping.ts';
import { LINE_LABELS, type LineCode } from './messages.ts';
import { percentOf } from './money.ts';
import type { FlatOption, RateCard, ServiceRate } from './rate-cards.ts';
import type { ResolvedShipment } from './shipment.ts';
import { billedGrams, startedKg } from './weight.ts';

/** Price of the kilograms above `weight.included_kg` (started kg), band by band. */
export function extraWeightBani(weight: RateCard['weight'], kg: number): number {
  let total = 0;
  weight.bands.forEach((band, i) => {
    const end = Math.min(kg, weight.bands[i + 1]?.from_kg ?? Infinity);
    if (end > band.from_kg) total += (end - band.from_kg) * band.per_kg_bani;
  });
  return total;
}

/** Whether a home end of the service lies in a locality type the card treats as remote. */
export function isRemote(shipment: ResolvedShipment, serviceId: ServiceId, card: RateCard): boolean {
  const service = SERVICES.find((s) => s.id === serviceId);
  const types = card.remote_area.locality_types;
  return (service?.from === 'home' && types.includes(shipment.from.type)) || (service?.to === 'home' && types.includes(shipment.to.type));
}

// The billed weight depends on the shipment only: computed once for all the offers of a request.
const gramsOf = new WeakMap<ResolvedShipment, number>();
function shipmentGrams(shipment: ResolvedShipment): number {
  let grams = gramsOf.get(shipment);
  if (grams === undefined) gramsOf.set(shipment, (grams = billedGrams(shipment.parcels, shipment.envelopes)));
  return grams;
}

export function flatOptionBani(option: FlatOption, transport: number): number {
  return option.bani ?? percentOf(transport, option.percent_of_transport ?? 0);
}

/** Appends a line unless it is zero (the base line always shows). */
function addLine(lines: PriceLine[], code: LineCode, amount: number): void {
  if (amount > 0 || code === 'base') lines.push({ code, label: LINE_LABELS[code], amount });
}

export interface PricedLines {
  lines: PriceLine[];
  grams: number;
  remote: boolean;
}

/** The lines of an offer; the options must already be known to be offered (quote.ts checks). */
export function priceLines(shipment: ResolvedShipment, card: RateCard, serviceId: ServiceId, rate: ServiceRate): PricedLines {
  const lines: PriceLine[] = [];
  const grams = shipmentGrams(shipment);
  const envelopes = shipment.envelopes;
  const base = envelopes > 0 ? rate.envelope_bani + (envelopes - 1) * card.additional_envelope_bani : rate.base_bani;
  const extra = envelopes > 0 ? 0 : extraWeightBani(card.weight, startedKg(grams));
  const transport = base + extra;
  addLine(lines, 'base', base);
  addLine(lines, 'extra_weight', extra);
  const { cod, insurance } = card.options;
  const { cod_bani, insurance_bani, flags } = shipment.options;
  if (cod && cod_bani > 0) addLine(lines, 'cod', cod.fixed_bani + percentOf(cod_bani, cod.percent));
  if (insurance && insurance_bani > 0) addLine(lines, 'insurance', Math.max(insurance.min_bani, percentOf(insurance_bani, insurance.percent)));
  for (const flag of BOOLEAN_OPTIONS) {
    const option = card.options[flag];
    if (option && flags.includes(flag)) addLine(lines, flag, flatOptionBani(option, transport));
  }
  addLine(lines, 'fuel', percentOf(transport, card.fuel_percent));
  const remote = isRemote(shipment, serviceId, card);
  if (remote) addLine(lines, 'remote_area', card.remote_area.bani);
  return { lines, grams, remote };
}
