// Guessing which of a file's columns holds which field of a batch row, from the header alone: the
// header is compared without case, diacritics (ș ț with comma or cedilla) or punctuation against
// the Romanian and English names each field goes by. A saved mapping (the account's last one) wins
// for every header it names that the file still has.
import { BATCH_ROW_FIELDS } from '../../shared/batch-import.ts';
import type { BatchRowField } from '../../shared/batch-import.ts';

/** Field -> the header text of the column it is read from. */
export type ColumnMapping = Partial<Record<BatchRowField, string>>;

/** Lower case, no diacritics, words separated by one space: "Cod poștal (RO)" -> "cod postal ro". */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The names each field goes by, already normalised. The first field that claims a header gets it. */
export const FIELD_SYNONYMS: Readonly<Record<BatchRowField, readonly string[]>> = {
  reference: ['referinta', 'ref', 'reference', 'referinta comanda', 'nr comanda', 'numar comanda', 'id comanda', 'cod comanda', 'comanda', 'order', 'order id', 'order number', 'order no'],
  recipient_name: ['nume destinatar', 'destinatar', 'nume si prenume', 'nume complet', 'nume', 'name', 'full name', 'recipient', 'recipient name', 'nume client', 'client', 'customer', 'customer name', 'persoana de contact', 'persoana contact'],
  company: ['firma', 'companie', 'societate', 'firma destinatar', 'company', 'company name'],
  phone: ['telefon', 'tel', 'telefon destinatar', 'nr telefon', 'numar telefon', 'mobil', 'phone', 'phone number', 'mobile', 'telephone'],
  email: ['email', 'e mail', 'adresa email', 'adresa de e mail', 'mail', 'email address'],
  county: ['judet', 'judetul', 'judet destinatar', 'county', 'state', 'province', 'region', 'regiune'],
  locality: ['localitate', 'localitatea', 'oras', 'oras localitate', 'localitate destinatar', 'city', 'town', 'locality'],
  address_line: ['adresa', 'adresa completa', 'adresa destinatar', 'adresa livrare', 'adresa de livrare', 'address', 'address line', 'address line 1', 'address 1', 'address1', 'street address'],
  street_name: ['strada', 'str', 'nume strada', 'street', 'street name'],
  street_no: ['numar', 'nr', 'nr strada', 'numar strada', 'number', 'street number', 'house number', 'no'],
  address_details: ['detalii adresa', 'bloc scara apartament', 'bl sc ap', 'bloc', 'apartament', 'address line 2', 'address 2', 'address2', 'address details'],
  postal_code: ['cod postal', 'codul postal', 'postal code', 'postcode', 'post code', 'zip', 'zip code', 'zipcode'],
  locker_id: ['locker', 'id locker', 'cod locker', 'locker id', 'easybox', 'punct de livrare'],
  weight_kg: ['greutate', 'greutate kg', 'kg', 'weight', 'weight kg', 'masa', 'masa kg'],
  length_cm: ['lungime', 'lungime cm', 'length', 'length cm'],
  width_cm: ['latime', 'latime cm', 'width', 'width cm'],
  height_cm: ['inaltime', 'inaltime cm', 'height', 'height cm'],
  parcels: ['colete', 'nr colete', 'numar colete', 'numar de colete', 'parcels', 'packages', 'pachete'],
  content: ['continut', 'continut colet', 'descriere', 'descriere continut', 'content', 'contents', 'description'],
  cod_amount: ['ramburs', 'ramburs lei', 'ramburs ron', 'valoare ramburs', 'suma ramburs', 'cod', 'cod amount', 'cash on delivery', 'plata la livrare'],
  declared_value: ['valoare declarata', 'valoare declarata lei', 'valoare declarata ron', 'valoare asigurata', 'asigurare', 'declared value', 'insured value'],
  notes: ['observatii', 'mentiuni', 'note', 'notes', 'comentarii', 'instructiuni', 'instructiuni livrare', 'comments'],
};

const SYNONYM_INDEX: ReadonlyMap<string, BatchRowField> = (() => {
  const index = new Map<string, BatchRowField>();
  for (const field of BATCH_ROW_FIELDS) for (const name of FIELD_SYNONYMS[field]) if (!index.has(name)) index.set(name, field);
  return index;
})();

/** The field a header names, or null. Units in the header ("Greutate (kg)", "Ramburs lei") count. */
export function fieldOfHeader(header: string): BatchRowField | null {
  const plain = normalizeHeader(header);
  return SYNONYM_INDEX.get(plain) ?? null;
}

/**
 * The mapping for a file's header: the saved mapping for the headers it names that are still there,
 * then every other column whose header is a known name. One column per field, one field per column.
 */
export function guessMapping(headers: readonly string[], saved?: ColumnMapping | null): ColumnMapping {
  const mapping: ColumnMapping = {};
  const used = new Set<string>();
  if (saved) {
    for (const field of BATCH_ROW_FIELDS) {
      const header = saved[field];
      if (header && headers.includes(header) && !used.has(header)) {
        mapping[field] = header;
        used.add(header);
      }
    }
  }
  for (const header of headers) {
    if (used.has(header)) continue;
    const field = fieldOfHeader(header);
    if (field && !mapping[field]) {
      mapping[field] = header;
      used.add(header);
    }
  }
  return mapping;
}

/** What a mapping still lacks to make a shipment: a name, a phone, a locality and an address. */
export function missingRequired(mapping: ColumnMapping): BatchRowField[] {
  const missing: BatchRowField[] = [];
  for (const field of ['recipient_name', 'phone', 'locality'] as const) if (!mapping[field]) missing.push(field);
  const hasAddress = Boolean(mapping.address_line) || Boolean(mapping.street_name) || Boolean(mapping.locker_id);
  if (!hasAddress) missing.push('address_line');
  return missing;
}
