// The batch import's Romanian messages (ș ț with comma below). Pure strings and small formatters:
// the Web Worker imports this module too.
import { BATCH_LIMITS } from '../../shared/batch-import.ts';
import type { BatchRowField } from '../../shared/batch-import.ts';

const thousands = new Intl.NumberFormat('ro-RO');

function megabytes(bytes: number): string {
  return `${new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}

export const MAX_ROWS_TEXT = thousands.format(BATCH_LIMITS.maxRows);
export const MAX_SIZE_TEXT = megabytes(BATCH_LIMITS.maxFileBytes);

export const FIELD_LABELS: Readonly<Record<BatchRowField, string>> = {
  reference: 'Referință',
  recipient_name: 'Nume destinatar',
  company: 'Firmă',
  phone: 'Telefon',
  email: 'E-mail',
  county: 'Județ',
  locality: 'Localitate',
  address_line: 'Adresă',
  street_name: 'Stradă',
  street_no: 'Număr',
  address_details: 'Detalii adresă',
  postal_code: 'Cod poștal',
  locker_id: 'Locker',
  weight_kg: 'Greutate (kg)',
  length_cm: 'Lungime (cm)',
  width_cm: 'Lățime (cm)',
  height_cm: 'Înălțime (cm)',
  parcels: 'Colete',
  content: 'Conținut',
  cod_amount: 'Ramburs (lei)',
  declared_value: 'Valoare declarată (lei)',
  notes: 'Observații',
};

export const importText = {
  errors: {
    tooBig: (bytes: number) =>
      `Fișierul are ${megabytes(bytes)}; limita este ${MAX_SIZE_TEXT}. Împarte-l în fișiere mai mici și încarcă-le pe rând.`,
    tooManyRows: (rows: number) =>
      `Fișierul are ${thousands.format(rows)} de expedieri; un lot primește cel mult ${MAX_ROWS_TEXT}. Împarte-l în fișiere mai mici și încarcă-le pe rând.`,
    empty: 'Fișierul nu are niciun rând cu date sub capul de tabel.',
    unreadable: 'Nu am putut citi fișierul. Încarcă un fișier CSV sau XLSX (Excel).',
    oldExcel: 'Fișierele .xls (Excel 97–2003) nu sunt acceptate. Salvează-l din Excel ca .xlsx sau CSV și încarcă-l din nou.',
    worker: 'Fișierul nu a putut fi prelucrat în browser. Reîncarcă pagina și încearcă din nou.',
  },
  checks: {
    required: 'Completează câmpul.',
    addressRequired: 'Completează adresa (sau strada și numărul) ori un locker.',
    phone: 'Telefonul trebuie să aibă 10 cifre și să înceapă cu 0 (de exemplu 0722 123 456).',
    email: 'Adresa de e-mail nu este validă.',
    postal: 'Codul poștal are 6 cifre.',
    number: 'Scrie un număr (de exemplu 2,5).',
    positive: 'Valoarea trebuie să fie mai mare decât zero.',
    wholeParcels: 'Numărul de colete este un număr întreg între 1 și 10.',
  },
  progress: {
    reading: 'Se citește fișierul…',
    parsing: 'Se citesc rândurile…',
    mapping: 'Se potrivesc coloanele…',
    checking: 'Se verifică rândurile…',
    done: 'Fișier citit.',
  },
} as const;
