/**
 * Strings of the dashboard section „Rambursuri” (cash on delivery collected by the carriers and
 * paid out to the shop), in Romanian with ș ț comma-below. The server's messages (a payout's
 * failure reason, field errors) are shown as it sends them.
 */
import { fill } from './fill.ts';

export const roRepayments = {
  totalsTitle: 'Pe scurt',
  totals: {
    collected: 'Încasate de curieri',
    paid: 'Virate în contul tău',
    waiting: 'De virat',
  },
  totalsNote: 'Pentru filtrele alese, fără rambursurile anulate.',
  awaitingIban: '{amount} așteaptă un IBAN: adaugă IBAN-ul în datele de facturare implicite și îl virăm la următoarea grupare.',
  awaitingIbanLink: 'Deschide agenda de adrese',
  filtersTitle: 'Filtrează',
  status: 'Starea',
  statusAll: 'Toate',
  from: 'Livrate de la',
  to: 'Până la',
  awb: 'AWB',
  apply: 'Aplică filtrele',
  reset: 'Toate rambursurile',
  listTitle: 'Rambursuri',
  listCaption: 'Rambursurile încasate, cele mai noi întâi',
  columns: {
    awb: 'AWB',
    order: 'Comanda',
    recipient: 'Destinatar',
    delivered: 'Livrat la',
    amount: 'Sumă',
    status: 'Stare',
  },
  repaymentStatus: {
    pending: 'Încasat, de virat',
    inPayout: 'În curs de virare',
    awaitingIban: 'Așteaptă IBAN',
    paid: 'Virat',
    cancelled: 'Anulat (retur)',
  },
  testOrder: 'test',
  noMatch: 'Niciun ramburs pentru aceste filtre.',
  loadFailed: 'Rambursurile nu au putut fi încărcate. Verifică conexiunea și încearcă din nou.',
  retryLoad: 'Reîncearcă',
  payoutsTitle: 'Virări (deconturi)',
  payoutsLead: 'Rambursurile încasate sunt grupate zilnic, pe IBAN, într-un decont virat în contul tău.',
  payoutsEmpty: 'Nicio virare încă: primul decont apare la următoarea grupare după prima livrare cu ramburs.',
  simulated: 'Virările sunt simulate: furnizorul de plăți local nu trimite bani reali (mediu de test).',
  simulatedBadge: 'Simulat',
  payout: 'Decontul nr. {id}',
  payoutLine: '{count} către {holder}',
  payoutIban: 'IBAN {iban}',
  payoutCreated: 'Creat la {date}',
  payoutPaid: 'Virat la {date}',
  payoutReference: 'Referință transfer: {reference}',
  payoutStatus: {
    pending: 'De trimis la bancă',
    processing: 'În curs de virare',
    paid: 'Virat',
    failed: 'Eșuat',
    cancelled: 'Anulat',
  },
  failure: 'Motiv: {reason}',
  retry: 'Retrimite la bancă',
  retried: 'Decontul a fost retrimis la bancă.',
  retryFailed: 'Decontul nu a putut fi retrimis. Încearcă din nou.',
  downloadCsv: 'Descarcă CSV',
  downloadPdf: 'Descarcă PDF',
  downloadLabel: 'Descarcă {format} pentru decontul nr. {id}',
  downloadFailed: 'Raportul nu a putut fi descărcat. Încearcă din nou.',
  parcels: { one: '1 colet', few: '{n} colete', other: '{n} de colete' },
  emptyTitle: 'Nu ai încă rambursuri',
  emptyText: [
    'Când trimiți un colet cu ramburs, curierul încasează suma de la destinatar la livrare.',
    'Rambursul apare aici din ziua livrării. Îl virăm în IBAN-ul dat la comandă (sau în cel din datele tale de facturare implicite), grupat cu celelalte rambursuri, o dată pe zi.',
    'Pentru fiecare virare poți descărca decontul, cu AWB-urile și sumele, în CSV sau PDF.',
  ],
  emptyAction: 'Trimite un colet cu ramburs',
  emptyActionTo: '/comanda',
} as const;

export const fillRepayments = fill;
