/**
 * Strings of the public forms (/contact, /feedback, /business), in Romanian with ș ț comma-below.
 * Loaded with those lazy screens only (and the offline queue's toasts). The fields' limits and the
 * validation messages are the contract's (src/shared/forms.ts FORM_MESSAGES), not repeated here.
 */
import { fill } from './fill.ts';
import type { FormKind } from '../shared/forms.ts';
import { formatCount as n, TEXT_LIMITS } from '../shared/field-limits.ts';

const { contactMessage, feedbackMessage, businessMessage } = TEXT_LIMITS;

export const roForms = {
  requiredNote: 'Câmpurile marcate cu * sunt obligatorii.',
  summaryTitle: 'Verifică aceste câmpuri:',
  submit: {
    contact: 'Trimite mesajul',
    feedback: 'Trimite părerea',
    business: 'Cere oferta',
  } satisfies Record<FormKind, string>,
  sending: 'Se trimite…',
  savedLocally: 'Ce scrii se salvează automat pe acest dispozitiv până când trimiți formularul.',
  restored: 'Am păstrat ce ai scris pe {when}. Continui de unde ai rămas.',
  startOver: 'Golește formularul',
  honeypot: 'Nu completa acest câmp',
  charCount: '{count} din {max} de caractere',
  // answers
  sentTitle: {
    contact: 'Mesaj trimis',
    feedback: 'Părere trimisă',
    business: 'Cerere trimisă',
  } satisfies Record<FormKind, string>,
  reference: 'Numărul de înregistrare: {reference}. Îl găsești și în e-mailul de confirmare.',
  referenceNoMail: 'Numărul de înregistrare: {reference}.',
  another: {
    contact: 'Scrie alt mesaj',
    feedback: 'Trimite altă părere',
    business: 'Cere altă ofertă',
  } satisfies Record<FormKind, string>,
  queuedTitle: 'Fără conexiune: păstrat pe acest dispozitiv',
  queued: {
    contact: 'Nu există conexiune la internet. Am păstrat mesajul pe acest dispozitiv și îl trimitem automat când revine conexiunea, chiar dacă deschizi altă pagină Curiero.',
    feedback: 'Nu există conexiune la internet. Am păstrat părerea ta pe acest dispozitiv și o trimitem automat când revine conexiunea, chiar dacă deschizi altă pagină Curiero.',
    business: 'Nu există conexiune la internet. Am păstrat cererea de ofertă pe acest dispozitiv și o trimitem automat când revine conexiunea, chiar dacă deschizi altă pagină Curiero.',
  } satisfies Record<FormKind, string>,
  queuedWaiting: 'Un formular trimis fără conexiune așteaptă să fie trimis automat.',
  sentAway: {
    contact: 'Conexiunea a revenit: mesajul tău a fost trimis.',
    feedback: 'Conexiunea a revenit: părerea ta a fost trimisă.',
    business: 'Conexiunea a revenit: cererea de ofertă a fost trimisă.',
  } satisfies Record<FormKind, string>,
  rejectedAway: {
    contact: 'Mesajul trimis fără conexiune are nevoie de corecturi.',
    feedback: 'Părerea trimisă fără conexiune are nevoie de corecturi.',
    business: 'Cererea de ofertă trimisă fără conexiune are nevoie de corecturi.',
  } satisfies Record<FormKind, string>,
  rejectedOpen: 'Deschide formularul',
  rejected: 'Formularul trimis fără conexiune nu a fost primit: corectează câmpurile de mai jos și trimite-l din nou.',
  serverError: 'Formularul nu a putut fi trimis din cauza unei erori la noi. Datele tale sunt păstrate: încearcă din nou peste câteva minute.',
  // fields
  labels: {
    contact: {
      name: 'Nume și prenume',
      email: 'Adresa de e-mail',
      phone: 'Telefon (opțional)',
      topic: 'Subiectul mesajului',
      reference: 'Număr AWB sau de comandă (opțional)',
      message: 'Mesajul tău',
    },
    feedback: {
      rating: 'Cât de mulțumit ești de Curiero?',
      message: 'Părerea ta',
      name: 'Nume (opțional)',
      email: 'Adresa de e-mail (opțional)',
    },
    business: {
      company: 'Denumirea firmei',
      cui: 'CUI (codul fiscal)',
      contact_name: 'Persoana de contact',
      email: 'Adresa de e-mail',
      phone: 'Telefon',
      monthly_volume: 'Volumul lunar estimat',
      destinations: 'Unde trimiteți coletele?',
      cash_on_delivery: 'Avem nevoie de ramburs (plata la livrare)',
      message: 'Alte detalii (opțional)',
    },
  } satisfies { [K in FormKind]: Record<string, string> },
  /** Shorter names in the error summary for the groups whose legend is a question. */
  summaryLabels: {
    rating: 'Nota',
    destinations: 'Destinațiile',
  } as Record<string, string>,
  hints: {
    phone: 'Număr românesc, de exemplu 0722 123 456.',
    email: 'Aici primești confirmarea și răspunsul.',
    reference: 'Dacă scrii despre un colet sau o comandă, de exemplu 2345678901234.',
    contactMessage: `Între ${n(contactMessage.min)} și ${n(contactMessage.max)} de caractere. Nu trimite date de card sau parole.`,
    feedbackMessage: `Între ${n(feedbackMessage.min)} și ${n(feedbackMessage.max)} de caractere: ce a mers bine și ce putem face mai bine.`,
    feedbackContact: 'Numele și e-mailul sunt necesare doar dacă vrei un răspuns.',
    cui: 'Cu sau fără RO, de exemplu RO18547290.',
    businessPhone: 'Număr românesc, la care vă sună managerul de cont.',
    destinations: 'Alege una sau mai multe.',
    cashOnDelivery: 'Banii încasați de curier ajung în contul firmei.',
    businessMessage: `Cel mult ${n(businessMessage.max)} de caractere: greutăți obișnuite, ridicări zilnice, platforma magazinului.`,
  },
  topicPlaceholder: 'Alege subiectul',
  volumePlaceholder: 'Alege volumul',
  ratings: [
    { value: 1, label: 'Foarte nemulțumit' },
    { value: 2, label: 'Nemulțumit' },
    { value: 3, label: 'Nici mulțumit, nici nemulțumit' },
    { value: 4, label: 'Mulțumit' },
    { value: 5, label: 'Foarte mulțumit' },
  ],
  ratingHint: 'De la 1 (foarte nemulțumit) la 5 (foarte mulțumit).',
  contactGroup: 'Datele tale',
  messageGroup: 'Mesajul',
  companyGroup: 'Firma',
  needsGroup: 'De ce aveți nevoie',
} as const;

export const fillForms = fill;
