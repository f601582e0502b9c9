// The order e-mails, in Romanian, in the frame of templates.ts (subject, plain text, HTML twin):
// the confirmation of a paid and booked order, and the notice that a paid order was cancelled
// because no carrier took it. Pure: services/orders/order-mails.ts gathers the facts and the links.
// Names, addresses and the parcel's description come from users: the HTML escapes them.
import type { MailMessage } from './mailer.ts';
import { escapeHtml, htmlAction, htmlMail, htmlParagraph, htmlTable, SIGNATURE, type MailAction } from './templates.ts';

type Line = readonly [label: string, value: string];

/** What was ordered and paid, already in words ("Cluj-Napoca, jud. Cluj", "25,01 RON"). */
export interface OrderFacts {
  number: string;
  carrier: string;
  service: string;
  from: string;
  to: string;
  sender: string;
  recipient: string;
  /** "1 colet, greutate facturată 2,5 kg", "3 plicuri". */
  shipment: string;
  parcelContent: string;
  /** "Ramburs 150,00 RON", "SMS destinatar"…; empty: none. */
  options: string[];
  pickupDate: string;
  deliveryDate: string;
  total: string;
  /** "card Visa •••• 4242", "din portofelul Curiero". */
  paidWith: string;
  /** Booked (or to be booked) on the simulated network: no real carrier, the AWB is invented. */
  demo: boolean;
}

/** The words of the screens and the label (src/i18n/ro-demo.ts, label-layout.ts) for a simulated order. */
export const DEMO_MAIL = {
  subject: ' (DEMO)',
  order: 'Comandă demonstrativă: curierul este simulat, AWB-ul nu este real și niciun curier nu vine după colet.',
  awb: 'DEMO — nu este un AWB real',
  pickup: 'Niciun curier nu vine după colet: statusurile livrării sunt simulate. Eticheta este marcată DEMO.',
} as const;

/** How the owner of a guest order's address can add it to an account (order-mails.ts picks one). */
export type AccountStep =
  | { kind: 'register'; link: string }
  | { kind: 'login'; link: string }
  | { kind: 'set_password'; link: string };

export interface ConfirmationInput {
  to: string;
  name: string | null;
  facts: OrderFacts;
  awb: string;
  /** The order's page: a guest's signed confirmation link, or /confirmare/{id} in the account. */
  orderLink: string;
  /** A signed label link, valid `labelValidDays`. */
  labelLink: string;
  labelValidDays: number;
  trackingLink: string;
  /** Guests only: the confirmation link's lifetime and the way to an account. */
  guest?: { email: string; linkValidDays: number; account: AccountStep | null };
}

interface Section {
  /** Plain paragraphs (text and HTML alike). */
  paragraphs?: string[];
  title?: string;
  lines?: Line[];
  /** A plain link under its sentence. */
  link?: { before: string; label: string; url: string };
  action?: MailAction;
}

const greetingOf = (name: string | null) => (name?.trim() ? `Bună, ${name.trim()}!` : 'Bună!');

function compose(purpose: MailMessage['purpose'], to: string, subject: string, greeting: string, sections: Section[], primary?: MailAction): MailMessage {
  const text: string[] = [greeting];
  const html: string[] = [];
  for (const s of sections) {
    for (const p of s.paragraphs ?? []) {
      text.push(p);
      html.push(htmlParagraph(p));
    }
    if (s.lines) {
      text.push([...(s.title ? [`${s.title}:`] : []), ...s.lines.map(([label, value]) => `${label}: ${value}`)].join('\n'));
      if (s.title) html.push(`<h2 style="font-size:16px;margin:20px 0 6px">${escapeHtml(s.title)}</h2>`);
      html.push(htmlTable(s.lines));
    }
    if (s.link) {
      text.push(`${s.link.before}\n${s.link.url}`);
      html.push(`<p>${escapeHtml(s.link.before)} <a href="${escapeHtml(s.link.url)}">${escapeHtml(s.link.label)}</a></p>`);
    }
    if (s.action) {
      text.push(`${s.action.label}:\n${s.action.link}`);
      html.push(...htmlAction(s.action));
    }
  }
  text.push(SIGNATURE);
  return { purpose, to, subject, text: text.join('\n\n'), html: htmlMail(subject, greeting, html), link: primary?.link };
}

function orderLines(f: OrderFacts): Line[] {
  return [
    ['Comanda', f.number],
    ['Curier și serviciu', `${f.carrier}, ${f.service}`],
    ['Traseu', `${f.from} → ${f.to}`],
    ['Expeditor', f.sender],
    ['Destinatar', f.recipient],
    ['Trimiterea', f.shipment],
    ['Conținut', f.parcelContent],
    ['Opțiuni', f.options.length ? f.options.join(', ') : 'fără'],
    ['Ridicare estimată', f.pickupDate],
    ['Livrare estimată', f.deliveryDate],
  ];
}

function accountSection(email: string, step: AccountStep | null): Section[] {
  const privacy = 'Comanda nu apare în niciun cont Curiero până nu o adaugi tu.';
  if (!step) return [{ paragraphs: [privacy] }];
  const words = {
    register: {
      before: `${privacy} Dacă vrei s-o păstrezi într-un cont, creează unul cu adresa ${email}, apoi apasă „Adaugă comanda în contul tău” în pagina comenzii.`,
      label: 'Creează un cont',
    },
    login: {
      before: `${privacy} Ca s-o adaugi în contul tău, intră în cont cu adresa ${email} și apasă „Adaugă comanda în contul tău” în pagina comenzii.`,
      label: 'Intră în cont',
    },
    set_password: {
      before: `${privacy} Adresa ${email} are un cont Curiero fără parolă: alege o parolă (linkul este valabil 7 zile și merge o singură dată), apoi apasă „Adaugă comanda în contul tău” în pagina comenzii.`,
      label: 'Setează parola',
    },
  }[step.kind];
  return [{ link: { before: words.before, label: words.label, url: step.link } }];
}

export function orderConfirmationMail(input: ConfirmationInput): MailMessage {
  const { facts, awb, guest } = input;
  const subject = `Comanda ${facts.number} a fost confirmată – AWB ${awb}${facts.demo ? DEMO_MAIL.subject : ''}`;
  const primary: MailAction = { label: guest ? 'Deschide confirmarea comenzii' : 'Vezi comanda în contul tău', link: input.orderLink };
  const sections: Section[] = [
    {
      paragraphs: facts.demo
        ? [DEMO_MAIL.order, `Îți mulțumim! Comanda ${facts.number} a fost plătită și înregistrată în rețeaua demonstrativă (${facts.carrier} simulat). AWB: ${awb} (${DEMO_MAIL.awb}).`]
        : [`Îți mulțumim! Comanda ${facts.number} a fost plătită și înregistrată la ${facts.carrier}. AWB: ${awb}.`],
    },
    { title: 'Ce ai comandat', lines: orderLines(facts) },
    { title: 'Ce ai plătit', lines: [['Total', `${facts.total} (cu TVA)`], ['Plata', facts.paidWith]] },
    {
      paragraphs: [
        facts.demo
          ? DEMO_MAIL.pickup
          : 'Tipărește eticheta și lipește-o pe colet (sau scrie AWB-ul pe el). Curierul ridică coletul în data estimată; pentru locker, depune-l în lockerul ales.',
      ],
      link: { before: `Eticheta în PDF (linkul este valabil ${input.labelValidDays} zile):`, label: 'Descarcă eticheta', url: input.labelLink },
    },
    { link: { before: `Urmărește coletul după AWB-ul ${awb}:`, label: 'Urmărește coletul', url: input.trackingLink } },
    {
      paragraphs: [
        guest
          ? `Pagina comenzii, cu eticheta (un link nou la fiecare deschidere) și starea livrării, o redeschizi oricând din linkul de mai jos, valabil ${guest.linkValidDays} de zile. Nu îl trimite altcuiva: cine îl are vede comanda.`
          : 'Comanda, cu eticheta și starea livrării, este în contul tău.',
      ],
      action: primary,
    },
    ...(guest ? accountSection(guest.email, guest.account) : []),
    ...(guest
      ? [{ paragraphs: ['Ai primit acest e-mail pentru că adresa ta a fost dată la o comandă pe Curiero. Dacă nu tu ai plasat-o, ignoră mesajul: comanda nu ajunge în niciun cont fără acordul tău.'] }]
      : []),
  ];
  return compose('order-confirmation', input.to, subject, greetingOf(input.name), sections, primary);
}

export interface UnbookableInput {
  to: string;
  name: string | null;
  facts: Pick<OrderFacts, 'number' | 'carrier' | 'service' | 'from' | 'to' | 'total' | 'demo'>;
  /** Where the money goes back: the wallet (at once) or the card it came from (3-5 working days). */
  refund: { channel: 'wallet' } | { channel: 'card'; card: string | null };
  newOrderLink: string;
  /** The carrier's reason, when it refused the order (null: it never answered). */
  reason: string | null;
}

export function orderUnbookableMail(input: UnbookableInput): MailMessage {
  const { facts, refund } = input;
  const subject = `Comanda ${facts.number} nu a fost preluată de curier – îți returnăm banii${facts.demo ? DEMO_MAIL.subject : ''}`;
  const refundLine =
    refund.channel === 'wallet'
      ? `Suma plătită, ${facts.total}, a fost returnată în portofelul tău Curiero: o poți folosi la următoarea comandă.`
      : `Suma plătită, ${facts.total}, îți este returnată pe ${refund.card ?? 'cardul cu care ai plătit'}; ajunge în contul tău în 3-5 zile lucrătoare, în funcție de bancă.`;
  const sections: Section[] = [
    {
      paragraphs: [
        ...(facts.demo ? [DEMO_MAIL.order] : []),
        input.reason
          ? `Ne pare rău: comanda ${facts.number} nu a putut fi înregistrată la ${facts.carrier}, așa că nu a fost expediată: curierul nu va veni după colet.`
          : `Ne pare rău: comanda ${facts.number} nu a putut fi înregistrată la ${facts.carrier}, deși am încercat de mai multe ori, așa că nu a fost expediată: curierul nu va veni după colet.`,
        ...(input.reason ? [`Motivul: ${input.reason}`] : []),
        refundLine,
      ],
    },
    {
      title: 'Comanda neexpediată',
      lines: [
        ['Comanda', facts.number],
        ['Curier și serviciu', `${facts.carrier}, ${facts.service}`],
        ['Traseu', `${facts.from} → ${facts.to}`],
        ['Suma returnată', facts.total],
        ['Returnare', refund.channel === 'wallet' ? 'în portofelul Curiero' : 'pe card'],
      ],
    },
    { paragraphs: ['Poți trimite coletul cu alt curier: alege din nou oferta potrivită.'], action: { label: 'Alege altă ofertă', link: input.newOrderLink } },
  ];
  return compose('order-cancelled', input.to, subject, greetingOf(input.name), sections);
}
