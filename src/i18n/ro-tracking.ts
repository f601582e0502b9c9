/**
 * Strings of the tracking screens (/tracking, /tracking/urmarire-awb-{carrier}) and of the live
 * status in the dashboard, in Romanian with ș ț comma-below. Loaded with those lazy screens only.
 */
import { fill } from './fill.ts';
import type { CarrierSlug } from '../shared/carriers.ts';

export const roTracking = {
  lead: 'Introdu unul sau mai multe numere AWB și vezi pe loc statusul fiecărui colet, indiferent de curier.',
  // form
  formTitle: 'Caută după AWB',
  awbLabel: 'Numere AWB',
  awbHint: 'Unul sau mai multe, separate prin virgulă, spațiu sau rând nou (cel mult 200 odată).',
  awbPlaceholder: 'de exemplu 2345678901234',
  carrierLabel: 'Curier',
  anyCarrier: 'Orice curier',
  submit: 'Urmărește',
  submitting: 'Se caută…',
  countNone: 'Niciun AWB introdus.',
  countDuplicate: '{count} (am ignorat un AWB repetat).',
  countDuplicates: '{count} (am ignorat {duplicates} repetate).',
  countDuplicatesOther: '{count} (am ignorat {duplicates} de repetate).',
  // validation
  awbRequired: 'Introdu cel puțin un număr AWB.',
  awbInvalidOne: '„{awb}” nu este un AWB valid: un AWB are între 6 și 20 de litere și cifre.',
  awbInvalidMany: 'Acestea nu sunt AWB-uri valide: {list}. Un AWB are între 6 și 20 de litere și cifre.',
  awbInvalidMore: ' și încă {count}',
  awbTooMany: 'Poți urmări cel mult 200 de AWB-uri odată. Ai introdus {count}.',
  // results
  resultsTitle: 'Rezultatul căutării',
  resultsTitleMany: 'Rezultate pentru {count}',
  copyLink: 'Copiază linkul',
  linkCopied: 'Linkul a fost copiat.',
  linkCopyFailed: 'Linkul nu a putut fi copiat. Selectează-l și copiază-l de aici:',
  awbTitle: 'AWB {awb}',
  currentStatus: 'Status curent',
  finalStatus: 'Status final',
  estimatedDelivery: 'Livrare estimată:',
  deliveredOn: 'Livrat:',
  carrier: 'Curier',
  carrierSite: 'Site-ul {carrier}',
  newTab: '(se deschide într-o filă nouă)',
  reference: 'Referință',
  yourOrder: 'Comanda ta',
  lastUpdate: 'Ultima actualizare',
  checkedAt: 'Verificat {age}.',
  timelineTitle: 'Istoricul coletului',
  timelineEmpty: 'Curierul nu a raportat încă niciun eveniment.',
  notFoundTitle: 'AWB negăsit',
  notFoundDefault: 'Nu am găsit niciun colet cu acest AWB. Verifică numărul sau alege curierul.',
  notFoundHint: 'Verifică numărul sau alege curierul din listă.',
  otherCarrierLink: 'Urmărește AWB-ul {awb} la {carrier}',
  loading: 'Se caută AWB-ul {awb}…',
  refreshing: 'Se actualizează…',
  savedAge: 'Rezultat salvat {age}.',
  offlineSaved: 'Ești offline. Rezultat salvat {age}.',
  refreshFailed: 'Nu am putut actualiza acum. Rezultat salvat {age}.',
  queued: 'Te-ai deconectat. Căutarea va fi făcută automat când revine conexiunea.',
  failed: 'Nu am putut afla statusul acum. Încearcă din nou în câteva momente.',
  queueFailed: 'Ești offline, iar căutarea nu a putut fi păstrată pe acest dispozitiv. Încearcă din nou când revine conexiunea.',
  noStatus: 'Fără status',
  // announcements (polite live region)
  announceResults: 'Rezultate: {found} din {total} găsite.',
  announceOffline: 'Ești offline: am afișat rezultatele salvate; căutările noi așteaptă conexiunea.',
  announceCompleted: 'Conexiunea a revenit: rezultatul pentru AWB {awb} este afișat. {status}',
  announceChanged: 'Statusul AWB {awb} s-a schimbat: {status}.',
  completedAway: 'Conexiunea a revenit: am finalizat căutările făcute offline ({count}).',
  completedAwayOpen: 'Vezi rezultatul',
  // recent lookups
  recentTitle: 'Căutări recente',
  recentEmptyTitle: 'Nicio căutare recentă',
  recentEmptyText: 'AWB-urile pe care le urmărești apar aici, ca să le revezi rapid, chiar și fără internet. Se păstrează doar pe acest dispozitiv.',
  recentRemove: 'Șterge',
  recentRemoveLabel: 'Șterge AWB {awb} din căutările recente',
  recentClear: 'Șterge tot',
  recentClearLabel: 'Șterge tot din căutările recente',
  recentChecked: 'verificat {age}',
  recentNoStatus: 'negăsit',
  // age wording
  age: {
    now: 'acum câteva secunde',
    minute: 'acum un minut',
    minutes: 'acum {n} minute',
    minutesOther: 'acum {n} de minute',
    hour: 'acum o oră',
    hours: 'acum {n} ore',
    hoursOther: 'acum {n} de ore',
    yesterday: 'ieri',
    days: 'acum {n} zile',
    daysOther: 'acum {n} de zile',
    on: 'pe {date}',
  },
  // count wording: "1 AWB", "3 AWB-uri", "20 de AWB-uri"
  awbCount: { one: '{n} AWB', few: '{n} AWB-uri', other: '{n} de AWB-uri' },
  // dashboard
  liveLastEvent: 'Ultimul eveniment: {when}',
  // per-carrier pages: where to find the AWB of that carrier
  carrierIntro: {
    cargus:
      'Introdu AWB-ul primit de la Cargus și vezi unde se află coletul. Îl găsești în e-mailul sau SMS-ul de expediere trimis de magazin ori de Cargus și pe eticheta lipită pe colet, sub codul de bare.',
    dpd:
      'Introdu numărul de colet DPD și vezi unde se află coletul. Îl găsești în SMS-ul sau e-mailul de la DPD, în confirmarea de expediere a magazinului și pe eticheta coletului, sub codul de bare.',
    'fan-courier':
      'Introdu AWB-ul FAN Courier și vezi unde se află coletul. Îl primești prin SMS sau e-mail de la FAN Courier ori de la magazin și îl găsești pe eticheta coletului; la livrarea în FANbox apare și în mesajul cu codul de ridicare.',
    gls:
      'Introdu numărul de colet GLS și vezi unde se află coletul. Îl găsești în e-mailul de notificare GLS, în confirmarea de expediere a magazinului și pe eticheta coletului, sub codul de bare.',
    sameday:
      'Introdu AWB-ul Sameday și vezi unde se află coletul. Îl găsești în SMS-ul sau e-mailul de la Sameday ori de la magazin și pe eticheta coletului; la livrarea în easybox apare și în mesajul cu codul de deschidere.',
    bookurier:
      'Introdu AWB-ul Bookurier și vezi unde se află coletul. Îl găsești în e-mailul de expediere primit de la magazin și pe eticheta coletului, sub codul de bare.',
  } satisfies Record<CarrierSlug, string>,
} as const;

/** Fills `{name}` placeholders. */
export const fillTracking = fill;
