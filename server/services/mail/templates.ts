// The account e-mails, in Romanian: a subject, a plain-text body and a simple HTML twin. Names come
// from users, so they are escaped in the HTML.
import type { MailMessage, MailPurpose } from './mailer.ts';

export const SIGNATURE = 'Echipa Curiero';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** One line of text as an HTML paragraph. */
export const htmlParagraph = (line: string) => `<p>${escapeHtml(line)}</p>`;

/** The HTML twin of every mail: the document, the greeting, the body parts, the signature. */
export function htmlMail(subject: string, greeting: string, body: string[]): string {
  return [
    '<!doctype html><html lang="ro"><head><meta charset="utf-8"><title>',
    escapeHtml(subject),
    '</title></head><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1a1a1a">',
    htmlParagraph(greeting),
    ...body,
    htmlParagraph(SIGNATURE),
    '</body></html>',
  ].join('');
}

/** Label/value lines as a two-column table (the values are user text: escaped). */
export function htmlTable(lines: readonly (readonly [label: string, value: string])[]): string {
  return [
    '<table style="border-collapse:collapse">',
    ...lines.map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
  ].join('');
}

export interface MailAction {
  label: string;
  link: string;
}

/** A mail's button (a styled link) and the address spelled out for clients that hide it. */
export function htmlAction(action: MailAction): string[] {
  return [
    `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:10px 18px;background:#0b5fff;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(action.label)}</a></p>`,
    `<p style="font-size:13px;color:#555">Dacă butonul nu funcționează, copiază adresa în browser: ${escapeHtml(action.link)}</p>`,
  ];
}

interface Parts {
  purpose: MailPurpose;
  to: string;
  name: string;
  subject: string;
  paragraphs: string[];
  action?: MailAction;
  after?: string[];
}

export function compose({ purpose, to, name, subject, paragraphs, action, after = [] }: Parts): MailMessage {
  const greeting = `Bună, ${name}!`;
  const text = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.link}`] : []),
    ...after,
    SIGNATURE,
  ].join('\n\n');
  const html = htmlMail(subject, greeting, [
    ...paragraphs.map(htmlParagraph),
    ...(action ? htmlAction(action) : []),
    ...after.map(htmlParagraph),
  ]);
  return { purpose, to, subject, text, html, link: action?.link };
}

export function verifyEmailMail(to: string, name: string, link: string): MailMessage {
  return compose({
    purpose: 'verify-email',
    to,
    name,
    subject: 'Confirmă adresa de e-mail – Curiero',
    paragraphs: ['Îți mulțumim că ți-ai creat un cont Curiero. Confirmă adresa de e-mail ca să îți putem trimite notificările despre comenzi.'],
    action: { label: 'Confirmă adresa de e-mail', link },
    after: ['Link-ul este valabil 48 de ore. Dacă nu tu ți-ai creat contul, ignoră acest mesaj.'],
  });
}

export function resetPasswordMail(to: string, name: string, link: string): MailMessage {
  return compose({
    purpose: 'reset-password',
    to,
    name,
    subject: 'Resetarea parolei – Curiero',
    paragraphs: ['Am primit o cerere de resetare a parolei pentru contul tău Curiero.'],
    action: { label: 'Alege o parolă nouă', link },
    after: ['Link-ul este valabil 60 de minute și poate fi folosit o singură dată. Dacă nu tu ai cerut resetarea, ignoră acest mesaj: parola ta rămâne aceeași.'],
  });
}

export function setPasswordMail(to: string, name: string, link: string): MailMessage {
  return compose({
    purpose: 'set-password',
    to,
    name,
    subject: 'Setează parola contului tău Curiero',
    paragraphs: ['Ți-am creat un cont Curiero. Alege o parolă ca să te poți autentifica.'],
    action: { label: 'Setează parola', link },
    after: ['Link-ul este valabil 7 zile și poate fi folosit o singură dată.'],
  });
}

export function passwordChangedMail(to: string, name: string, supportLink: string): MailMessage {
  return compose({
    purpose: 'password-changed',
    to,
    name,
    subject: 'Parola contului tău a fost schimbată – Curiero',
    paragraphs: [
      'Parola contului tău Curiero tocmai a fost schimbată și toate sesiunile deschise au fost închise.',
      `Dacă nu tu ai schimbat-o, resetează parola imediat și contactează-ne: ${supportLink}`,
    ],
  });
}
