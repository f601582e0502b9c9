// The HTML of the test gateway's 3-D Secure page: the amount, the merchant and the card, and two
// buttons in a plain form POST (no script at all, so the page works under the strict CSP). It plays
// the issuing bank's confirmation page, so it says it is a test.
import type { testGatewayPayments } from '../../../db/schema.ts';
import { formatRon } from '../../../services/payments/format.ts';

type Row = typeof testGatewayPayments.$inferSelect;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const STYLE = `body{font-family:system-ui,Arial,sans-serif;background:#f3f5f8;color:#1a1a1a;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;max-width:26rem;margin:1rem;padding:1.5rem 1.75rem;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.25rem;margin:0 0 1rem}.note{font-size:.85rem;color:#555}.buttons{display:flex;gap:.75rem;margin-top:1.25rem}
button{flex:1;min-height:44px;font-size:1rem;border-radius:8px;border:1px solid #0b5fff;background:#0b5fff;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b5fff}a{color:#0b5fff}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ro"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function challengePage(row: Row, action: string, token: string): string {
  const card = row.cardLast4 ? `cardul ${escape(row.cardBrand ?? '')} •••• ${escape(row.cardLast4)}` : 'cardul tău';
  return page(
    'Confirmă plata – 3-D Secure',
    `<h1>Confirmă plata</h1>
<p>Plătești <strong>${escape(formatRon(row.amountBani))}</strong> către Curiero (${escape(row.description)}) cu ${card}.</p>
<p class="note">Banca de test Curiero: această pagină simulează confirmarea 3-D Secure a băncii emitente.</p>
<form method="post" action="${escape(action)}"><input type="hidden" name="token" value="${escape(token)}">
<div class="buttons"><button type="submit" name="decision" value="approve">Confirmă</button><button type="submit" name="decision" value="cancel" class="secondary">Anulează</button></div></form>`,
  );
}

export function finishedPage(row: Row): string {
  const text = row.status === 'failed' ? 'Plata a fost anulată.' : 'Plata a fost deja confirmată.';
  const back = row.returnUrl ? `<p><a href="${escape(row.returnUrl)}">Înapoi la Curiero</a></p>` : '';
  return page('Plată 3-D Secure', `<h1>${text}</h1>${back}`);
}
