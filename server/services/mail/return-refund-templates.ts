// The e-mails of a return's parcel and refund, in Romanian (the returns module gathers the facts:
// returns/return-mails.ts):
// - to the shop, when the carrier delivered the returned parcel ("Returul #… a ajuns"), saying whether
//   it was refunded at once from its collected ramburs, or why not;
// - to the customer, when their cash-on-delivery return was refunded from the shop's ramburs: the
//   amount and the IBAN, masked.
import type { MailMessage } from './message.ts';
import type { ReturnFacts } from './return-templates.ts';
import { escapeHtml, htmlMail, htmlParagraph, htmlTable, SIGNATURE } from './templates.ts';

/** How the refund of an arrived COD return stands, for the shop's mail. */
export type ArrivalRefund = { kind: 'refunded'; amount: string } | { kind: 'not_enough' } | { kind: 'none' };

function compose(purpose: MailMessage['purpose'], to: string, subject: string, greeting: string, before: string[], table: [string, string][], after: string[], link: { label: string; url: string }): MailMessage {
  const text = [greeting, ...before, table.map(([k, v]) => `${k}: ${v}`).join('\n'), `${link.label}:\n${link.url}`, ...after, SIGNATURE].join('\n\n');
  const html = htmlMail(subject, greeting, [...before.map(htmlParagraph), htmlTable(table), `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`, ...after.map(htmlParagraph)]);
  return { purpose, to, subject, text, html, link: link.url };
}

/** RO49AAAA1B31007593840000 -> 'RO** **** **** **** **** 0000': the country and the last four only. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  const hidden = `${compact.slice(0, 2)}${'*'.repeat(Math.max(0, compact.length - 6))}${compact.slice(-4)}`;
  return hidden.replace(/(.{4})(?=.)/g, '$1 ');
}

/** To the shop: the carrier delivered the returned parcel. */
export function returnArrivedMail(to: string, facts: ReturnFacts, awb: string | null, refund: ArrivalRefund, link: string): MailMessage {
  const after =
    refund.kind === 'refunded'
      ? [`Clientul a fost rambursat automat din banii ramburs încasați: ${refund.amount}. Suma se scade din următorul tău decont de rambursuri.`]
      : refund.kind === 'not_enough'
        ? ['Rambursarea automată nu s-a făcut: nu ai destui bani din ramburs încasați. Rambursează clientul din cerere, după ce se încasează alte rambursuri, sau direct, și marchează returul ca rambursat.']
        : ['Verifică produsele, apoi marchează returul ca rambursat după ce trimiți banii clientului.'];
  return compose(
    'return-arrived',
    to,
    `Returul #${facts.id} a ajuns: comanda ${facts.orderReference}`,
    'Bună!',
    [`Coletul returnat de ${facts.customerName} pentru comanda ${facts.orderReference} a fost livrat la adresa ta de retur.`],
    [
      ['Cerere', `#${facts.id}`],
      ['Comanda', facts.orderReference],
      ['Produse returnate', facts.items.join('; ')],
      ...(awb ? ([['AWB retur', awb]] as [string, string][]) : []),
    ],
    after,
    { label: 'Deschide cererea de retur', url: link },
  );
}

/** To the customer: their money was sent back. */
export function returnRefundedMail(facts: ReturnFacts, amount: string, iban: string, link: string): MailMessage {
  return compose(
    'return-refunded',
    facts.customerEmail,
    `Ți-am rambursat ${amount} – retur ${facts.shop}, comanda ${facts.orderReference}`,
    `Bună, ${facts.customerName}!`,
    [`${facts.shop} a primit produsele returnate din comanda ${facts.orderReference} și ți-a rambursat ${amount} în contul bancar pe care l-ai dat la retur.`],
    [
      ['Magazin', facts.shop],
      ['Comanda', facts.orderReference],
      ['Sumă rambursată', amount],
      ['În contul', maskIban(iban)],
    ],
    ['Banii ajung de obicei în 1–2 zile lucrătoare. Dacă nu îi vezi după 5 zile lucrătoare, răspunde la acest e-mail.'],
    { label: 'Vezi cererea de retur', url: link },
  );
}
