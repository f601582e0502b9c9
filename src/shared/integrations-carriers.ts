// What each carrier offers a shop through Curiero, for the pages /integrari/{platform}/{carrier}:
// its services (its rate card in server/data/rate-cards), its lockers and points, Saturday delivery,
// and the label formats its API prints (each adapter's capabilities.labelFormats in
// server/services/carriers/adapters; server/services/labels/shipment-labels.ts refuses ZPL for a
// carrier that prints none). tests/server/integrations-facts.test.ts holds these to those sources.
// Pure data, loaded with the integrations pages.
import type { CarrierSlug } from './carriers.ts';
import type { ServiceId } from './shipping.ts';

/** A carrier's own label, as its API prints it. */
export type CarrierLabelFormat = 'A6' | 'A4' | 'A4_4xA6' | 'ZPL';

export interface CarrierIntegrationFacts {
  /** The services it runs through Curiero (1 home->home ... 4 locker->locker). */
  serviceIds: readonly ServiceId[];
  /** Its locker network as it brands it; null: none. */
  lockerNetwork: string | null;
  /** Its own offices or partner shops where a parcel can be handed in (carrier-apis.md). */
  pointsNote: string | null;
  /** Saturday delivery is on its rate card. */
  saturdayDelivery: boolean;
  /** The formats its API prints its own label in. */
  ownLabelFormats: readonly CarrierLabelFormat[];
  /** A condition on a format, in Romanian (FAN Courier: A6 only with ePOD). */
  labelNote?: string;
  /** The label-free return its connected adapter books (server: carriers/return-methods.ts reachedByAdapter), in Romanian. */
  labelFreeReturn?: string;
}

export const CARRIER_INTEGRATION_FACTS: Record<CarrierSlug, CarrierIntegrationFacts> = {
  cargus: {
    serviceIds: [1, 2, 3, 4],
    lockerNetwork: 'Ship & Go',
    pointsNote: 'punctele Ship & Go',
    saturdayDelivery: true,
    ownLabelFormats: ['A6', 'A4'],
  },
  dpd: {
    serviceIds: [1, 2, 3, 4],
    lockerNetwork: 'DPD Box',
    pointsNote: 'oficiile DPD',
    saturdayDelivery: true,
    ownLabelFormats: ['A6', 'A4', 'A4_4xA6', 'ZPL'],
  },
  'fan-courier': {
    serviceIds: [1, 2, 3, 4],
    lockerNetwork: 'FANbox',
    pointsNote: 'oficiile FAN Courier și punctele PayPoint',
    saturdayDelivery: true,
    ownLabelFormats: ['A4', 'A6', 'ZPL'],
    labelNote: 'FAN Courier tipărește eticheta A6 doar pentru AWB-urile cu ePOD; fără ePOD, fiecare etichetă vine pe o pagină A4 a lui.',
  },
  gls: {
    serviceIds: [1, 2, 3, 4],
    lockerNetwork: 'GLS ParcelLocker',
    pointsNote: 'magazinele partenere GLS ParcelShop',
    saturdayDelivery: false,
    ownLabelFormats: ['A6', 'A4', 'A4_4xA6', 'ZPL'],
    labelFreeReturn: 'Retur fără etichetă la GLS Locker: clientul primește un cod PIN (serviciul GLS LockerReturn, dacă e inclus în contractul GLS) și pune coletul în locker fără să tipărească nimic; la oficiu sau cu curierul, returul pleacă pe etichetă.',
  },
  sameday: {
    serviceIds: [1, 2, 3, 4],
    lockerNetwork: 'easybox',
    pointsNote: 'punctele de ridicare Sameday',
    saturdayDelivery: true,
    ownLabelFormats: ['A6', 'A4'],
    labelFreeReturn: 'Retur fără etichetă în easybox: clientul primește codul de retur Sameday și pune coletul în easybox fără să tipărească nimic; la un punct Sameday sau cu curierul, returul pleacă pe etichetă.',
  },
  bookurier: {
    serviceIds: [1],
    lockerNetwork: null,
    pointsNote: null,
    saturdayDelivery: false,
    ownLabelFormats: ['A4'],
  },
};

/** Whether the carrier prints its own label in ZPL (the others' ZPL is refused: see the head of the file). */
export const printsZpl = (carrier: CarrierSlug): boolean => CARRIER_INTEGRATION_FACTS[carrier].ownLabelFormats.includes('ZPL');
