// Per-carrier facts the page templates combine with (domain.md). Prices are the "model" of
// domain.md (shop-published, VAT included) and are always phrased "de la" / orientative.
import type { CarrierSlug } from '../../shared/carriers.ts';

export interface CarrierFacts {
  name: string;
  /** Locker network as the carrier brands it; null when the carrier has none (Bookurier). */
  lockerNetwork: string | null;
  /** A sentence with orientative prices, or null when domain.md gives none. */
  priceNote: string | null;
  /** One distinctive, factual sentence used in the intro of the carrier's pages. */
  profile: string;
  /** Locker sizes when they are published (easybox), else null. */
  lockerSizes: string | null;
  /** The carrier's own tracking stages as domain.md lists them, or null when none are published. */
  statuses: string | null;
}

export const CARRIER_FACTS: Record<CarrierSlug, CarrierFacts> = {
  cargus: {
    name: 'Cargus',
    lockerNetwork: 'Ship & Go',
    priceNote: 'Prețuri orientative de la 18 lei cu TVA pentru un colet mic, plătit la comandă.',
    profile: 'Cargus livrează în toată țara, la adresă sau în punctele și lockerele Ship & Go.',
    lockerSizes: null,
    statuses: null,
  },
  dpd: {
    name: 'DPD',
    lockerNetwork: 'DPD Box',
    priceNote: 'Prețuri orientative de la 17 lei cu TVA pentru primele 3 kg, apoi aproximativ 1 leu pentru fiecare kilogram în plus.',
    profile: 'DPD livrează la adresă sau în lockerele DPD Box, cu statusuri detaliate la fiecare etapă.',
    lockerSizes: null,
    statuses: 'DPD raportează etapele ACCEPTED (preluat), ON_THE_ROAD (pe drum), AT_DELIVERY_DEPOT (la depozitul de livrare), OUT_FOR_DELIVERY (în livrare) și DELIVERED (livrat).',
  },
  'fan-courier': {
    name: 'FAN Courier',
    lockerNetwork: 'FANbox',
    priceNote: null,
    profile: 'FAN Courier acoperă întreaga țară și are rețeaua proprie de lockere FANbox.',
    lockerSizes: null,
    statuses: 'FAN Courier marchează ridicarea cu C0, tranzitul cu H0 sau H4, plecarea în livrare cu C1 și livrarea cu S2.',
  },
  gls: {
    name: 'GLS',
    lockerNetwork: 'GLS ParcelLocker',
    priceNote: 'Prețuri orientative de la 18 lei cu TVA pentru un colet mic, plătit la comandă.',
    profile: 'GLS livrează la adresă, în punctele partenere și în lockerele GLS ParcelLocker.',
    lockerSizes: null,
    statuses: 'GLS raportează PREADVICE, INTRANSIT, INWAREHOUSE, INDELIVERY și DELIVERED, iar DELIVEREDPS înseamnă că pachetul a fost lăsat într-un punct partener.',
  },
  sameday: {
    name: 'Sameday',
    lockerNetwork: 'easybox',
    priceNote: 'Prețuri orientative de la aproximativ 20 lei cu TVA la easybox și 25 lei la domiciliu.',
    profile: 'Sameday are rețeaua de lockere easybox, din care coletul se ridică oricând în programul lockerului.',
    lockerSizes: 'Sertarele easybox au 46 × 44 cm și trei înălțimi: S 9 cm (până la 4 kg), M 18 cm (până la 9 kg) și L 38 cm (până la 20 kg).',
    statuses: 'Sameday trece coletul prin etapele înregistrat, ridicat, în tranzit, depozit central, încărcat la punctul de livrare, în livrare și livrat.',
  },
  bookurier: {
    name: 'Bookurier',
    lockerNetwork: null,
    priceNote: null,
    profile: 'Bookurier livrează la domiciliu sau la birou, direct în mâna destinatarului.',
    lockerSizes: null,
    statuses: null,
  },
};

/** Locker networks of the other carriers, offered as alternatives where a carrier has none. */
export function otherLockerNetworks(except: CarrierSlug): string[] {
  return (Object.keys(CARRIER_FACTS) as CarrierSlug[])
    .filter((slug) => slug !== except)
    .map((slug) => CARRIER_FACTS[slug].lockerNetwork)
    .filter((n): n is string => n !== null);
}
