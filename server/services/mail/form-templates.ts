// The e-mails of the public forms (/contact, /feedback, /business), in Romanian, in the style of
// templates.ts: a subject, a plain-text body and a simple HTML twin. Everything the sender typed is
// escaped in the HTML and kept with its line breaks. Two messages per form:
// - to the team (FORMS_TEAM_EMAIL): what was written, the reference, who sent it, how to answer;
// - to the sender: the acknowledgement with the reference and a copy of what they wrote.
import {
  CONTACT_TOPICS,
  DESTINATIONS,
  FORM_MESSAGES,
  MONTHLY_VOLUMES,
  type BusinessForm,
  type ContactForm,
  type FeedbackForm,
  type FormKind,
  type FormValues,
} from '../../../src/shared/forms.ts';
import type { MailMessage } from './mailer.ts';
import { escapeHtml, htmlMail, htmlParagraph, htmlTable, SIGNATURE } from './templates.ts';



/** One stored form message, as the mails need it. */
export interface FormMailInput<K extends FormKind = FormKind> {
  kind: K;
  reference: string;
  fields: FormValues[K];
  /** The signed-in customer who sent it, if any. */
  customerId: number | null;
  createdAt: Date;
}

/** What the form is called in a sentence ("mesajul tău", "cererea ta de ofertă"...). */
const NAMES: Record<FormKind, { title: string; yours: string; received: string }> = {
  contact: { title: 'Mesaj de contact', yours: 'mesajul tău', received: 'Am primit mesajul tău' },
  feedback: { title: 'Feedback', yours: 'părerea ta', received: 'Am primit părerea ta' },
  business: { title: 'Cerere de ofertă pentru firme', yours: 'cererea ta de ofertă', received: 'Am primit cererea ta de ofertă' },
};

const RATINGS = ['', 'foarte nemulțumit', 'nemulțumit', 'neutru', 'mulțumit', 'foarte mulțumit'];

const labelOf = (list: readonly { id: string; label: string }[], id: string) => list.find((item) => item.id === id)?.label ?? id;
const orDash = (value: string) => value || '–';

type Line = [label: string, value: string];

/** The form's fields as label/value lines (the message itself apart: it is shown as a block). */
function fieldLines(kind: FormKind, fields: FormValues[FormKind]): Line[] {
  if (kind === 'contact') {
    const f = fields as ContactForm;
    return [
      ['Subiect', labelOf(CONTACT_TOPICS, f.topic)],
      ['Nume', f.name],
      ['E-mail', f.email],
      ['Telefon', orDash(f.phone)],
      ['AWB sau număr de comandă', orDash(f.reference)],
    ];
  }
  if (kind === 'feedback') {
    const f = fields as FeedbackForm;
    return [
      ['Nota', `${f.rating} din 5 (${RATINGS[f.rating] ?? ''})`],
      ['Nume', orDash(f.name)],
      ['E-mail', orDash(f.email)],
    ];
  }
  const f = fields as BusinessForm;
  return [
    ['Firma', f.company],
    ['CUI', f.cui],
    ['Persoana de contact', f.contact_name],
    ['E-mail', f.email],
    ['Telefon', f.phone],
    ['Volum lunar estimat', labelOf(MONTHLY_VOLUMES, f.monthly_volume)],
    ['Destinații', f.destinations.map((d) => labelOf(DESTINATIONS, d)).join(', ')],
    ['Ramburs (plata la livrare)', f.cash_on_delivery ? 'da' : 'nu'],
  ];
}

const WHEN = new Intl.DateTimeFormat('ro-RO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Bucharest' });

interface Parts {
  purpose: MailMessage['purpose'];
  to: string;
  subject: string;
  greeting: string;
  before: string[];
  lines: Line[];
  message: string;
  after: string[];
}

function compose({ purpose, to, subject, greeting, before, lines, message, after }: Parts): MailMessage {
  const messageBlock = message ? `Mesajul:\n${message}` : 'Mesajul: –';
  const text = [greeting, ...before, lines.map(([label, value]) => `${label}: ${value}`).join('\n'), messageBlock, ...after, SIGNATURE].join('\n\n');
  const html = htmlMail(subject, greeting, [
    ...before.map(htmlParagraph),
    htmlTable(lines),
    '<p><strong>Mesajul:</strong></p>',
    `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(message || '–')}</blockquote>`,
    ...after.map(htmlParagraph),
  ]);
  return { purpose, to, subject, text, html };
}

function senderName(kind: FormKind, fields: FormValues[FormKind]): string {
  return kind === 'business' ? (fields as BusinessForm).contact_name : (fields as ContactForm | FeedbackForm).name;
}

/** The notification to the team: everything written, the reference, and whom to answer. */
export function formTeamMail(to: string, input: FormMailInput): MailMessage {
  const { kind, reference, fields, customerId, createdAt } = input;
  const name = senderName(kind, fields);
  const about =
    kind === 'contact'
      ? labelOf(CONTACT_TOPICS, (fields as ContactForm).topic)
      : kind === 'feedback'
        ? `nota ${(fields as FeedbackForm).rating}/5`
        : (fields as BusinessForm).company;
  const answer = fields.email
    ? `Răspunde la ${fields.email}${name ? ` (${name})` : ''} și păstrează referința ${reference} în subiect.`
    : 'Expeditorul nu a lăsat o adresă de e-mail: nu așteaptă un răspuns.';
  return compose({
    purpose: 'form-team',
    to,
    subject: `[${reference}] ${NAMES[kind].title}: ${about}`,
    greeting: 'Bună!',
    before: [
      `${NAMES[kind].title} nou, primit pe ${WHEN.format(createdAt)}, cu referința ${reference}.`,
      customerId !== null ? `Trimis de un client autentificat (contul #${customerId}).` : 'Trimis fără autentificare.',
    ],
    lines: fieldLines(kind, fields),
    message: fields.message,
    after: [answer],
  });
}

/** The acknowledgement to the sender (only when they gave an e-mail address). */
export function formAcknowledgementMail(input: FormMailInput): MailMessage {
  const { kind, reference, fields, createdAt } = input;
  const name = senderName(kind, fields);
  return compose({
    purpose: 'form-ack',
    to: fields.email,
    subject: `${NAMES[kind].received} (${reference}) – Curiero`,
    greeting: name ? `Bună, ${name}!` : 'Bună!',
    before: [
      FORM_MESSAGES.sent[kind],
      `Referința: ${reference}. Dacă ne scrii din nou despre același subiect, menționează-o ca să găsim repede ${NAMES[kind].yours}.`,
      `Iată ce ne-ai trimis pe ${WHEN.format(createdAt)}:`,
    ],
    lines: fieldLines(kind, fields),
    message: fields.message,
    after: ['Dacă nu tu ai completat formularul, ignoră acest mesaj: nu se întâmplă nimic altceva.'],
  });
}
