// The e-mails of an address change (issue #30), in Romanian: the confirmation link to the new
// address, and to the current one a notice that a change was asked, then that it was done.
import type { MailMessage } from './mailer.ts';
import { compose } from './templates.ts';

export function emailChangeMail(to: string, name: string, link: string): MailMessage {
  return compose({
    purpose: 'email-change',
    to,
    name,
    subject: 'Confirmă noua adresă de e-mail – Curiero',
    paragraphs: [
      'Ai cerut ca aceasta să devină adresa de e-mail a contului tău Curiero. Până confirmi, contul folosește în continuare adresa veche.',
    ],
    action: { label: 'Confirmă adresa nouă', link },
    after: ['Link-ul este valabil 24 de ore și poate fi folosit o singură dată. Dacă nu tu ai cerut schimbarea, ignoră acest mesaj: nu se schimbă nimic.'],
  });
}

export function emailChangeRequestedMail(to: string, name: string, newAddress: string, supportLink: string): MailMessage {
  return compose({
    purpose: 'email-change-requested',
    to,
    name,
    subject: 'S-a cerut schimbarea adresei de e-mail – Curiero',
    paragraphs: [
      `S-a cerut ca adresa de e-mail a contului tău Curiero să devină ${newAddress}. Adresa se schimbă doar după ce se deschide link-ul trimis la adresa nouă; până atunci, contul rămâne pe această adresă.`,
      `Dacă nu tu ai cerut schimbarea, schimbă-ți parola din profil și contactează-ne: ${supportLink}`,
    ],
  });
}

export function emailChangedMail(to: string, name: string, newAddress: string, supportLink: string): MailMessage {
  return compose({
    purpose: 'email-changed',
    to,
    name,
    subject: 'Adresa de e-mail a contului a fost schimbată – Curiero',
    paragraphs: [
      `Adresa de e-mail a contului tău Curiero este acum ${newAddress}. Mesajele contului merg de acum acolo, iar celelalte sesiuni deschise au fost închise.`,
      `Dacă nu tu ai făcut schimbarea, contactează-ne imediat: ${supportLink}`,
    ],
  });
}
