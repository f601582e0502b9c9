// FAN's refusals as CarrierErrors with a Romanian message (carrier-apis.md section 1, "Errors and
// limits"): a read or delete answers `status` error|fail with `message`; a create answers per
// shipment `errors` keyed by field path ("recipient.address.locality": "..."), which we name in
// Romanian so the customer knows what to fix. FAN's own words stay in details.carrierMessage.
import { CarrierError, CARRIER_MESSAGES } from '../../carrier-http.ts';
import { FAN } from './booking.ts';

const FIELDS: Record<string, string> = {
  service: 'serviciul',
  parcels: 'numărul de colete',
  parcel: 'numărul de colete',
  envelope: 'numărul de plicuri',
  packages: 'numărul de colete și plicuri',
  weight: 'greutatea',
  cod: 'suma de ramburs',
  bank: 'banca pentru ramburs',
  bankAccount: 'contul IBAN pentru ramburs',
  declaredValue: 'valoarea declarată',
  payment: 'plătitorul transportului',
  observation: 'observațiile',
  content: 'conținutul',
  dimensions: 'dimensiunile coletului',
  length: 'lungimea coletului',
  width: 'lățimea coletului',
  height: 'înălțimea coletului',
  options: 'opțiunile serviciului',
  name: 'numele',
  contactPerson: 'persoana de contact',
  phone: 'telefonul',
  secondaryPhone: 'al doilea telefon',
  email: 'adresa de e-mail',
  county: 'județul',
  locality: 'localitatea',
  street: 'strada',
  streetNo: 'numărul străzii',
  zipCode: 'codul poștal',
  building: 'blocul',
  entrance: 'scara',
  floor: 'etajul',
  apartment: 'apartamentul',
  pickupLocationId: 'FANbox-ul de livrare',
  dropOffLocationId: 'FANbox-ul de predare',
};

const WHOSE: Record<string, string> = { recipient: 'destinatarului', sender: 'expeditorului' };

/** "recipient.address.locality" -> "localitatea destinatarului"; an unknown path is shown as FAN wrote it. */
export function fieldLabel(path: string): string {
  const parts = path.replace(/^shipments\.\d+\./, '').split('.');
  const leaf = parts[parts.length - 1]!.replace(/\[\d+\]$/, '');
  const label = FIELDS[leaf];
  if (!label) return `câmpul ${path}`;
  const whose = WHOSE[parts[0]!];
  return whose && !leaf.endsWith('LocationId') ? `${label} ${whose}` : label;
}

const text = (value: string | string[]): string => (Array.isArray(value) ? value.join(' ') : String(value));

/** A create refused field by field. */
export function fieldsRefused(errors: Record<string, string | string[]>): CarrierError {
  const entries = Object.entries(errors);
  const labels = [...new Set(entries.map(([path]) => fieldLabel(path)))];
  const fields = Object.fromEntries(entries.map(([path, value]) => [path, text(value)]));
  return new CarrierError('refused', CARRIER_MESSAGES.refused(FAN, `verificați ${labels.join(', ')}.`), FAN, {
    fields,
    carrierMessage: entries.map(([path, value]) => `${path}: ${text(value)}`).join('; '),
  });
}

/** A call FAN refused with a message (`status` error|fail). */
export function refused(reason: string, carrierMessage: string | undefined, status?: number): CarrierError {
  return new CarrierError('refused', CARRIER_MESSAGES.refused(FAN, reason), FAN, { status, carrierMessage });
}

export function authRefused(carrierMessage: string | undefined, status?: number): CarrierError {
  return new CarrierError('auth', CARRIER_MESSAGES.auth(FAN), FAN, { status, carrierMessage });
}

/** FAN said the Bearer token is missing, wrong or expired (HTTP 401): log in again once. */
export const tokenExpired = (error: unknown): boolean => error instanceof CarrierError && error.kind === 'auth' && error.details.status === 401;
