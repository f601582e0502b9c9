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
  /** The carrier's own tracking codes as its API documentation lists them (shared/design/carrier-apis.md), or null when none are published. */
  statuses: string | null;
  /** Whether its rate card (server/data/rate-cards) prices Saturday delivery, so the checkout offers it. */
  saturdayDelivery: boolean;
}

export const CARRIER_FACTS: Record<CarrierSlug, CarrierFacts> = {
  cargus: {
    name: 'Cargus',
    lockerNetwork: 'Ship & Go',
    priceNote: 'Prețuri orientative de la 18 lei cu TVA pentru un colet mic, plătit la comandă.',
    profile: 'Cargus livrează în toată țara, la adresă sau în punctele și lockerele Ship & Go.',
    lockerSizes: null,
    statuses: null,
    saturdayDelivery: true,
  },
  dpd: {
    name: 'DPD',
    lockerNetwork: 'DPD Box',
    priceNote: 'Prețuri orientative de la 17 lei cu TVA pentru primele 3 kg, apoi aproximativ 1 leu pentru fiecare kilogram în plus.',
    profile: 'DPD livrează la adresă sau în lockerele DPD Box, cu statusuri detaliate la fiecare etapă.',
    lockerSizes: null,
    statuses: 'DPD raportează coduri numerice de operațiune: 148 (datele expediției primite), 39 (ridicat de la expeditor), 12 (în livrare), 134 (gata de ridicare din oficiu sau din DPD Box), -14 (livrat) și 124 (returnat expeditorului).',
    saturdayDelivery: true,
  },
  'fan-courier': {
    name: 'FAN Courier',
    lockerNetwork: 'FANbox',
    priceNote: null,
    profile: 'FAN Courier acoperă întreaga țară și are rețeaua proprie de lockere FANbox.',
    lockerSizes: null,
    statuses: 'FAN Courier marchează ridicarea cu C0, tranzitul cu H0, H2 sau H10, sosirea în depozitul de destinație cu H1 sau H11, plecarea în livrare cu C1 și S1, livrarea cu S2 și predarea în FANbox sau PayPoint cu S46.',
    saturdayDelivery: true,
  },
  gls: {
    name: 'GLS',
    lockerNetwork: 'GLS ParcelLocker',
    priceNote: 'Prețuri orientative de la 18 lei cu TVA pentru un colet mic, plătit la comandă.',
    profile: 'GLS livrează la adresă, în punctele partenere și în lockerele GLS ParcelLocker.',
    lockerSizes: null,
    statuses: 'GLS raportează coduri numerice: 51 (datele coletului înregistrate), 1 (predat la GLS), 2 și 3 (plecat din și ajuns în centrul de coletărie), 4 (în livrare azi) și 5 (livrat), iar 54 și 55 înseamnă că pachetul a fost lăsat în GLS ParcelLocker sau într-un ParcelShop.',
    saturdayDelivery: false,
  },
  sameday: {
    name: 'Sameday',
    lockerNetwork: 'easybox',
    priceNote: 'Prețuri orientative de la aproximativ 20 lei cu TVA la easybox și 25 lei la domiciliu.',
    profile: 'Sameday are rețeaua de lockere easybox, din care coletul se ridică oricând în programul lockerului.',
    lockerSizes: 'Sertarele easybox au 46 × 44 cm și trei înălțimi: S 9 cm (până la 4 kg), M 18 cm (până la 9 kg) și L 38 cm (până la 20 kg).',
    statuses: 'Sameday marchează AWB-ul emis cu 1, plecarea în livrare cu 33 și livrarea cu 9.',
    saturdayDelivery: true,
  },
  bookurier: {
    name: 'Bookurier',
    lockerNetwork: null,
    priceNote: null,
    profile: 'Bookurier livrează la domiciliu sau la birou, direct în mâna destinatarului.',
    lockerSizes: null,
    statuses: null,
    saturdayDelivery: false,
  },
};

/** Locker networks of the other carriers, offered as alternatives where a carrier has none. */
export function otherLockerNetworks(except: CarrierSlug): string[] {
  return (Object.keys(CARRIER_FACTS) as CarrierSlug[])
    .filter((slug) => slug !== except)
    .map((slug) => CARRIER_FACTS[slug].lockerNetwork)
    .filter((n): n is string => n !== null);
}
