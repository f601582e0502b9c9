// The return e-mails, in Romanian (the returns module gathers the facts: returns/return-mails.ts):
// - the acknowledgement of a withdrawal to the customer, the durable medium the EU withdrawal
//   function asks for: the date and time of the statement and of its confirmation, the shop, the
//   order, what is returned, and the signed link to follow the request;
// - the same statement to the shop (when its settings ask for it), with the customer's contact;
// - a refusal, with the shop's reason.
import type { MailMessage } from './message.ts';
import { escapeHtml, htmlMail, htmlParagraph, htmlTable, SIGNATURE } from './templates.ts';

export interface ReturnFacts {
  id: number;
  shop: string;
  orderReference: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  /** "2 × Tricou (Nu mi se potrivește mărimea)" per item. */
  items: string[];
  dropOff: string;
  /** When the statement was made and confirmed, in Romanian (Europe/Bucharest). */
  statedAt: string;
  confirmedAt: string;
  /** The last 4 characters of the refund IBAN, for a cash-on-delivery order. */
  ibanLast4: string | null;
  refusalReason: string | null;
}

export const RETURN_WHEN = new Intl.DateTimeFormat('ro-RO', { timeZone: 'Europe/Bucharest', dateStyle: 'long', timeStyle: 'short' });

function lines(facts: ReturnFacts): [string, string][] {
  return [
    ['Magazin', facts.shop],
    ['Comanda', facts.orderReference],
    ['Produse returnate', facts.items.join('; ')],
    ['Predare', facts.dropOff],
    ['Declarație făcută', facts.statedAt],
    ['Retragere confirmată', facts.confirmedAt],
    ...(facts.ibanLast4 ? ([['Rambursare în contul', `IBAN terminat în ${facts.ibanLast4}`]] as [string, string][]) : []),
  ];
}

function compose(purpose: MailMessage['purpose'], to: string, subject: string, greeting: string, before: string[], table: [string, string][], after: string[], link?: { label: string; url: string }): MailMessage {
  const text = [greeting, ...before, table.map(([k, v]) => `${k}: ${v}`).join('\n'), ...(link ? [`${link.label}:\n${link.url}`] : []), ...after, SIGNATURE].join('\n\n');
  const html = htmlMail(subject, greeting, [
    ...before.map(htmlParagraph),
    htmlTable(table),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    ...after.map(htmlParagraph),
  ]);
  return { purpose, to, subject, text, html, ...(link ? { link: link.url } : {}) };
}

/** The customer's acknowledgement of their withdrawal from the contract. */
export function returnAcknowledgementMail(facts: ReturnFacts, link: string): MailMessage {
  return compose(
    'return-acknowledgement',
    facts.customerEmail,
    `Confirmarea retragerii din contract – ${facts.shop}, comanda ${facts.orderReference}`,
    `Bună, ${facts.customerName}!`,
    [`Am înregistrat declarația ta de retragere din contract pentru comanda ${facts.orderReference} de la ${facts.shop}, confirmată pe ${facts.confirmedAt}. Păstrează acest e-mail: este confirmarea retragerii tale.`],
    lines(facts),
    ['Magazinul îți răspunde la cerere; pe pagina de mai sus vezi în orice moment în ce stadiu este returul.', 'Dacă nu tu ai făcut această cerere, răspunde la acest e-mail.'],
    { label: 'Vezi cererea de retur', url: link },
  );
}

/** The same statement, to the shop. */
export function returnShopStatementMail(to: string, facts: ReturnFacts, inboxLink: string): MailMessage {
  return compose(
    'return-statement',
    to,
    `Cerere de retur nouă #${facts.id}: comanda ${facts.orderReference}`,
    'Bună!',
    [`${facts.customerName} s-a retras din contract pentru comanda ${facts.orderReference} și a confirmat retragerea pe ${facts.confirmedAt}.`],
    [...lines(facts), ['Client', `${facts.customerName}, ${facts.customerEmail}, ${facts.customerPhone}`]],
    ['Aprobă sau refuză cererea din contul tău, secțiunea Retururi.'],
    { label: 'Deschide cererile de retur', url: inboxLink },
  );
}

/** The shop refused the request: its reason. */
export function returnRefusedMail(facts: ReturnFacts, link: string): MailMessage {
  return compose(
    'return-refused',
    facts.customerEmail,
    `Cererea de retur pentru comanda ${facts.orderReference} a fost refuzată – ${facts.shop}`,
    `Bună, ${facts.customerName}!`,
    [`${facts.shop} a refuzat cererea ta de retur pentru comanda ${facts.orderReference}.`, `Motivul: ${facts.refusalReason ?? ''}`],
    lines(facts),
    ['Dacă nu ești de acord, răspunde magazinului direct sau scrie-ne la Curiero.'],
    { label: 'Vezi cererea de retur', url: link },
  );
}

/** The return shipment, once its AWB (and the carrier's label-free code) is issued. */
export interface ReturnLabelFacts {
  awb: string;
  carrier: string;
  /** The label-free code and what it is called, or null: the customer prints the label. */
  code: { words: string; value: string; qrSvg: string } | null;
  instructions: string[];
  deadline: string;
  trackUrl: string;
  demoNote: string | null;
}

/** The return's AWB, its code or label, how to hand the parcel over and by when. */
export function returnLabelMail(facts: ReturnFacts, label: ReturnLabelFacts, link: string): MailMessage {
  const table: [string, string][] = [
    ['Magazin', facts.shop],
    ['Comanda', facts.orderReference],
    ['Curier', label.carrier],
    ['AWB retur', label.awb],
    ...(label.code ? ([[label.code.words, label.code.value]] as [string, string][]) : []),
    ['Predare', facts.dropOff],
    ['Termen de predare', label.deadline],
  ];
  const before = [
    label.code
      ? `Returul tău pentru comanda ${facts.orderReference} de la ${facts.shop} a fost aprobat. Nu ai nevoie de etichetă: folosește codul de mai jos (îl găsești și ca imagine QR atașată și pe pagina returului).`
      : `Returul tău pentru comanda ${facts.orderReference} de la ${facts.shop} a fost aprobat. Descarcă eticheta (PDF) de pe pagina returului și lipește-o pe colet.`,
    ...(label.demoNote ? [label.demoNote] : []),
  ];
  const after = ['Ce ai de făcut:', ...label.instructions.map((line, i) => `${i + 1}. ${line}`), `Predă coletul până la ${label.deadline}.`, `Urmărește coletul: ${label.trackUrl}`];
  const message = compose('return-label', facts.customerEmail, `Returul pentru comanda ${facts.orderReference}: ${label.code ? 'codul de predare' : 'eticheta'} și instrucțiunile`, `Bună, ${facts.customerName}!`, before, table, after, {
    label: label.code ? 'Vezi codul și returul' : 'Descarcă eticheta și vezi returul',
    url: link,
  });
  return label.code ? { ...message, attachments: [{ filename: `cod-retur-${label.awb}.svg`, content: Buffer.from(label.code.qrSvg), contentType: 'image/svg+xml' }] } : message;
}

/** A return shipment that does not go ahead: what happened, whether the customer's money goes back, and what next. */
export interface ShipmentCancelledFacts {
  /** The AWB (or code) that is no longer valid, if one was issued. */
  awb: string | null;
  /** The carrier would not take it, rather than cancelled. */
  unbookable: boolean;
  /** What the customer paid for it and how it goes back; null when they paid nothing. */
  refund: { amount: string; channel: 'wallet' | 'card' } | null;
  /** Who makes the new shipment: the shop (it pays), or the customer by paying again. */
  next: 'shop' | 'customer';
}

/** To the customer: the return's shipment was cancelled (or not booked) and a new one is to be made. */
export function returnShipmentCancelledMail(facts: ReturnFacts, shipment: ShipmentCancelledFacts, link: string): MailMessage {
  const what = shipment.unbookable ? 'nu a putut fi înregistrat la curier' : 'a fost anulat';
  const before = [
    `Transportul returului tău pentru comanda ${facts.orderReference} de la ${facts.shop} ${what}.`,
    shipment.awb ? `AWB-ul ${shipment.awb} și codul sau eticheta lui nu mai sunt valabile: nu preda coletul cu ele.` : 'Nu preda coletul până nu primești un cod sau o etichetă nouă.',
  ];
  const table: [string, string][] = [
    ['Magazin', facts.shop],
    ['Comanda', facts.orderReference],
    ...(shipment.awb ? ([['AWB anulat', shipment.awb]] as [string, string][]) : []),
    ...(shipment.refund ? ([['Suma returnată', shipment.refund.amount]] as [string, string][]) : []),
  ];
  const after = [
    ...(shipment.refund
      ? [shipment.refund.channel === 'wallet' ? `Suma plătită pentru transport (${shipment.refund.amount}) a revenit în portofelul tău Curiero.` : `Suma plătită pentru transport (${shipment.refund.amount}) îți este returnată pe card în 3–5 zile lucrătoare.`]
      : []),
    shipment.next === 'shop'
      ? `${facts.shop} emite un transport nou pentru retur; primești noul cod sau noua etichetă pe e-mail.`
      : 'Ca să trimiți coletul, plătește din nou transportul pe pagina returului; primești noul cod sau noua etichetă pe e-mail.',
  ];
  return compose('return-shipment-cancelled', facts.customerEmail, `Transportul returului pentru comanda ${facts.orderReference} ${what}`, `Bună, ${facts.customerName}!`, before, table, after, { label: 'Vezi returul', url: link });
}
