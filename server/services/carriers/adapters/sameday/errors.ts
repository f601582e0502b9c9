// Sameday's refusals turned into CarrierError (carrier-apis.md section 4, "Errors and limits"): a 400
// names each refused field inside nested `errors.children` (the shape the official SDK's
// SamedayBadRequestException walks), or carries only a `message` ("No data found for current user.").
// The customer sees a Romanian message naming the field; the carrier's own words stay in
// details.carrierMessage and every refused field in details.fields.
import { CARRIER_MESSAGES, CarrierError } from '../../carrier-http.ts';
import type { SamedayErrorBody, SamedayErrorNode } from './wire.ts';

export const SAMEDAY = 'Sameday';

/** Our words for the fields of an AWB request (the path without list positions). */
const FIELD_NAMES: Record<string, string> = {
  pickupPoint: 'punctul de ridicare al contului (SAMEDAY_PICKUP_POINT_ID)',
  contactPerson: 'persoana de contact a punctului de ridicare',
  service: 'serviciul Sameday',
  packageType: 'tipul coletului',
  packageNumber: 'numărul de colete',
  packageWeight: 'greutatea totală',
  cashOnDelivery: 'suma rambursului',
  insuredValue: 'valoarea declarată',
  serviceTaxes: 'opțiunile serviciului',
  clientInternalReference: 'referința comenzii',
  lockerFirstMile: 'easybox-ul expeditorului',
  lockerLastMile: 'easybox-ul destinatarului',
  'awbRecipient.name': 'numele destinatarului',
  'awbRecipient.phoneNumber': 'telefonul destinatarului',
  'awbRecipient.email': 'e-mailul destinatarului',
  'awbRecipient.address': 'adresa destinatarului',
  'awbRecipient.city': 'localitatea destinatarului',
  'awbRecipient.cityString': 'localitatea destinatarului',
  'awbRecipient.county': 'județul destinatarului',
  'awbRecipient.countyString': 'județul destinatarului',
  'awbRecipient.postalCode': 'codul poștal al destinatarului',
  'awbRecipient.companyName': 'firma destinatarului',
  'thirdParty.name': 'numele expeditorului',
  'thirdParty.phoneNumber': 'telefonul expeditorului',
  'thirdParty.address': 'adresa expeditorului',
  'thirdParty.city': 'localitatea expeditorului',
  'thirdParty.cityString': 'localitatea expeditorului',
  'thirdParty.county': 'județul expeditorului',
  'thirdParty.countyString': 'județul expeditorului',
  'thirdParty.postalCode': 'codul poștal al expeditorului',
  'parcels.weight': 'greutatea coletului',
  'parcels.length': 'lungimea coletului',
  'parcels.width': 'lățimea coletului',
  'parcels.height': 'înălțimea coletului',
};

export function fieldName(path: string[]): string {
  const key = path.filter((part) => !/^\d+$/.test(part)).join('.');
  return FIELD_NAMES[key] ?? `câmpul ${path.join('.')}`;
}

/** Every refused field with its messages (path -> texts); '' is the form itself. */
export function refusedFields(node: SamedayErrorNode | undefined, path: string[] = [], out = new Map<string, { path: string[]; texts: string[] }>()) {
  if (!node || typeof node !== 'object') return out;
  const own = node.errors;
  if (Array.isArray(own)) {
    if (own.length) out.set(path.join('.'), { path, texts: own.map(String) });
  } else if (own && typeof own === 'object') refusedFields(own, path, out);
  for (const [name, child] of Object.entries(node.children ?? {})) refusedFields(child, [...path, name], out);
  return out;
}

/** A 4xx answer (but 401/403, handled as a login problem) as the CarrierError the caller throws. */
export function samedayRefusal(status: number, body: SamedayErrorBody | null, raw: string): CarrierError {
  const fields = refusedFields(body?.errors);
  const carrierMessage = [body?.message, ...[...fields.values()].map((f) => `${f.path.join('.') || 'form'}: ${f.texts.join(' ')}`)].filter(Boolean).join('; ') || raw.slice(0, 500);
  const named = [...fields.values()].filter((f) => f.path.length);
  let reason: string;
  if (named.length) reason = `date greșite la ${named.map((f) => `${fieldName(f.path)} („${f.texts.join(' ')}”)`).join(', ')}.`;
  else if (status === 404) reason = 'expediția sau resursa cerută nu există la Sameday.';
  else reason = `${body?.message ?? 'cerere respinsă'} (cod ${status}).`;
  const details: CarrierError['details'] = { status, carrierMessage };
  if (named.length) details.fields = Object.fromEntries(named.map((f) => [f.path.join('.'), f.texts.join(' ')]));
  return new CarrierError('refused', CARRIER_MESSAGES.refused(SAMEDAY, reason), SAMEDAY, details);
}
