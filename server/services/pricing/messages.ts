// The Romanian texts of the pricing engine: per-field validation messages (422 `errors`) and the
// reasons an offer is unavailable. Kept in one place so tests and the app can name them.
import { SHIPPING_LIMITS as L } from '../../../src/shared/shipping.ts';
import { formatThousands } from './money.ts';

/** A message of FIELD with its {placeholders} filled in. */
export function fillField(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

export const FIELD = {
  carrier: 'Curierul ales nu există.',
  chooseCarrier: 'Alege curierul.',
  chooseService: 'Alege serviciul.',
  lockerRequired: 'Alege lockerul.',
  service: 'Serviciul ales nu există.',
  country: 'Momentan preluăm și livrăm colete doar în România.',
  localityRequired: 'Alege localitatea.',
  localityNotFound: 'Localitatea nu a fost găsită.',
  lockerNotFound: 'Lockerul nu a fost găsit.',
  lockerElsewhere: 'Lockerul ales nu se află în localitatea aleasă.',
  countyMismatch: 'Localitatea {locality} este în județul {county}: corectează județul sau localitatea.',
  postalCodeFormat: 'Codul poștal are 6 cifre.',
  nothingToSend: 'Adaugă cel puțin un colet sau un plic.',
  envelopesOrParcels: 'O comandă conține fie plicuri, fie colete, nu amândouă.',
  pallets: 'Nu transportăm paleți; trimite colete sau plicuri.',
  tooManyParcels: `Poți trimite cel mult ${L.maxParcels} colete într-o comandă.`,
  parcelsCount: 'Numărul de colete nu corespunde coletelor descrise.',
  parcelSizes: 'Adaugă greutatea și dimensiunile fiecărui colet.',
  tooManyEnvelopes: `Poți trimite cel mult ${L.maxEnvelopes} plicuri într-o comandă.`,
  envelopesCount: 'Numărul de plicuri trebuie să fie un număr întreg.',
  weightPositive: 'Greutatea trebuie să fie mai mare decât 0.',
  weightMax: `Greutatea maximă a unui colet este ${L.maxParcelWeightKg} kg.`,
  sidePositive: 'Dimensiunea trebuie să fie mai mare decât 0.',
  sideMax: `Latura maximă a unui colet este de ${L.maxParcelSideCm} cm.`,
  amountNegative: 'Suma nu poate fi negativă.',
  amountDecimals: 'Suma poate avea cel mult două zecimale.',
  codMax: `Rambursul poate fi de cel mult ${formatThousands(L.maxCodRon)} RON.`,
  ibanRequired: 'Pentru ramburs este nevoie de IBAN-ul în care primești banii.',
  ibanInvalid: 'IBAN-ul nu este un cont românesc valid (RO, 24 de caractere).',
  holderRequired: 'Pentru ramburs este nevoie de titularul contului.',
  holderLength: 'Numele titularului trebuie să aibă între 2 și 100 de caractere.',
  insuranceMax: `Valoarea declarată poate fi de cel mult ${formatThousands(L.maxDeclaredValueRon)} RON.`,
  content: `Descrierea conținutului trebuie să aibă între ${L.contentMinChars} și ${L.contentMaxChars} de caractere.`,
} as const;

export const UNAVAILABLE = {
  noLockerDelivery: 'Curierul nu livrează la locker.',
  noLockerPickup: 'Curierul nu preia colete din locker.',
  lockerOtherCarrier: 'Lockerul ales aparține altui curier.',
  lockerInactive: 'Lockerul ales nu este activ.',
  lockerNoDropOff: 'Lockerul ales nu primește colete de la expeditori.',
  lockerTooSmall: 'Lockerul ales nu primește colete de această dimensiune.',
  carrierLockersTooSmall: 'Lockerele curierului nu primesc colete de această dimensiune.',
} as const;

/** The Romanian names of the options, as on the itemised price. */
export const LINE_LABELS = {
  base: 'Tarif de bază',
  extra_weight: 'Kilograme suplimentare',
  cod: 'Ramburs',
  insurance: 'Asigurare',
  open_package: 'Deschidere colet',
  sms_sender: 'SMS expeditor',
  sms_recipient: 'SMS destinatar',
  saturday_delivery: 'Livrare sâmbăta',
  return_of_documents: 'Retur documente',
  return_package: 'Colet retur',
  fuel: 'Taxă combustibil',
  remote_area: 'Zonă greu accesibilă',
} as const;

export type LineCode = keyof typeof LINE_LABELS;

export function optionNotOffered(code: LineCode): string {
  return `Curierul nu oferă opțiunea „${LINE_LABELS[code]}”.`;
}

export function optionNotForService(code: LineCode): string {
  return `Opțiunea „${LINE_LABELS[code]}” nu este disponibilă pentru acest serviciu.`;
}

/** 2026-12-02 -> 02.12.2026, as Romanian writes a date. */
const roDate = (iso: string) => iso.split('-').reverse().join('.');

/** A pickup day that is not one of the offer's working days (`pickup_dates`). */
export function pickupDayMessage(days: readonly string[]): string {
  return `Alege ziua ridicării dintre zilele lucrătoare în care vine curierul: ${days.map(roDate).join(', ')} (AAAA-LL-ZZ: ${days[0]}).`;
}
