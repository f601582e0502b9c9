// What the carriers themselves say about a shipment before the engine prices it: a connected carrier
// whose API quotes (capabilities.quote) is asked for each service, all at once, within the quote
// timeout (1.5 s, carrier-http.ts); its answer replaces our rate card's price (quote.ts). A carrier
// that does not answer in time, fails, or whose circuit breaker is open drops out of the offers with
// "indisponibil momentan" instead of slowing the list; one that refuses the shipment drops out with
// its reason. A connected carrier without a quote API is priced by our rate card (its contract's
// tariff). In a live deployment a carrier that is not connected cannot take real orders: its offers
// say so (carrier-config.ts); test-mode requests are priced by the rate cards, as before.
import { CARRIERS } from '../../../src/shared/carriers.ts';
import { SERVICES } from '../../../src/shared/shipping.ts';
import type { Party, QuoteRequest } from '../carriers/index.ts';
import { CARRIER_MESSAGES, CarrierError } from '../carriers/index.ts';
import type { CarrierAdapter, CarrierNetwork } from '../carriers/index.ts';
import type { ResolvedEnd, ResolvedShipment } from './shipment.ts';

/** The carrier's price in bani, or why its offer is not available. */
export type CarrierPrice = { netBani: number; vatBani: number; totalBani: number } | { reason: string };

/** By `${carrierId}:${serviceId}`; plain data (it crosses to the quote thread). */
export type CarrierPrices = Record<string, CarrierPrice>;

export const priceKey = (carrierId: number, serviceId: number) => `${carrierId}:${serviceId}`;

const nameOf = (carrierId: number) => CARRIERS.find((c) => c.id === carrierId)?.name ?? String(carrierId);

export const NOT_CONNECTED = (carrier: string) => `${carrier} nu este încă conectat la Curiero: comenzile reale nu pot fi trimise prin el deocamdată.`;

function partyOf(end: ResolvedEnd): Party {
  return {
    name: '',
    phone: '',
    email: null,
    company: null,
    addressLines: [],
    locality: end.name,
    county: end.county_name,
    postalCode: end.postal_code,
    lockerId: end.fixed_location?.id ?? null,
    localityId: end.locality_id,
    countyCode: end.county_code,
  };
}

export function quoteRequestOf(shipment: ResolvedShipment, carrierId: number, serviceId: number): QuoteRequest {
  const parcels = shipment.parcels.map((p) => ({ weightKg: p.weight, lengthCm: p.length, widthCm: p.width, heightCm: p.height }));
  const weight = shipment.envelopes > 0 ? shipment.envelopes * 0.5 : parcels.reduce((sum, p) => sum + p.weightKg, 0);
  return {
    carrierId,
    serviceId,
    sender: partyOf(shipment.from),
    recipient: partyOf(shipment.to),
    parcels,
    envelopes: shipment.envelopes,
    weightKg: Math.round(weight * 100) / 100,
    codBani: shipment.options.cod_bani,
    declaredValueBani: shipment.options.insurance_bani,
    options: [...shipment.options.flags],
  };
}

/** What asking the carriers reads of the network: which carriers are connected, and their adapters' quote. */
export type QuotingNetwork = Pick<CarrierNetwork, 'isReal' | 'deployment'> & { adapter(carrierId: number): Pick<CarrierAdapter, 'capabilities' | 'quote'> };

export interface AskOptions {
  /** A test API key: simulated carriers, rate-card prices. */
  testMode?: boolean;
}

/** The carriers' prices and refusals for `carrierId` / `serviceId` (0 = all); {} when every carrier is simulated in a demo. */
export async function askCarriers(network: QuotingNetwork, shipment: ResolvedShipment, carrierId: number, serviceId: number, options: AskOptions = {}): Promise<CarrierPrices> {
  const prices: CarrierPrices = {};
  if (options.testMode) return prices;
  const carriers = CARRIERS.filter((c) => carrierId === 0 || c.id === carrierId);
  const services = SERVICES.filter((s) => serviceId === 0 || s.id === serviceId);
  const asks: Promise<void>[] = [];
  for (const carrier of carriers) {
    if (!network.isReal(carrier.id)) {
      if (network.deployment === 'live') for (const s of services) prices[priceKey(carrier.id, s.id)] = { reason: NOT_CONNECTED(carrier.name) };
      continue;
    }
    const adapter = network.adapter(carrier.id);
    if (!adapter.capabilities?.quote || !adapter.quote) continue;
    const quote = adapter.quote.bind(adapter);
    for (const s of services) {
      asks.push(
        quote(quoteRequestOf(shipment, carrier.id, s.id)).then(
          (q) => {
            prices[priceKey(carrier.id, s.id)] = { netBani: q.netBani, vatBani: q.vatBani, totalBani: q.totalBani };
          },
          (error: unknown) => {
            const refused = error instanceof CarrierError && error.kind === 'refused';
            prices[priceKey(carrier.id, s.id)] = { reason: refused ? error.message : CARRIER_MESSAGES.unavailable(nameOf(carrier.id)) };
          },
        ),
      );
    }
  }
  await Promise.all(asks);
  return prices;
}
