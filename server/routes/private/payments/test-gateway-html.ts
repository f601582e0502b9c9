// The HTML of the local test processor's hosted pages (services/payments/providers/test/gateway.ts): the card
// form, the issuing bank's 3-D Secure step, and the end page. Plain forms posting to the server, no
// script at all (so they work under the strict CSP). They play a processor's and a bank's pages, so
// they say they are a test, and the test cards are listed here, on the processor's page, not in our app.
import type { TestGatewayRow } from '../../../services/payments/index.ts';
import { formatRon } from '../../../services/payments/index.ts';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

const STYLE = `body{font-family:system-ui,Arial,sans-serif;background:#f3f5f8;color:#1a1a1a;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;width:100%;max-width:26rem;margin:1rem;padding:1.5rem 1.25rem;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);box-sizing:border-box}
h1{font-size:1.25rem;margin:0 0 1rem}.note{font-size:.85rem;color:#555}.badge{display:inline-block;font-size:.75rem;font-weight:600;background:#fff4d6;color:#6b4e00;border-radius:6px;padding:.15rem .5rem;margin-bottom:.75rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}input{box-sizing:border-box;width:100%;min-height:44px;font-size:1rem;padding:.5rem .6rem;border:1px solid #8a94a6;border-radius:8px}
input:focus,button:focus{outline:3px solid #0b5fff;outline-offset:2px}.row{display:flex;gap:.75rem}.row>div{flex:1}
.error{color:#b00020;font-weight:600;margin:.75rem 0 0}.buttons{display:flex;gap:.75rem;margin-top:1.25rem;flex-wrap:wrap}
button{flex:1;min-height:44px;font-size:1rem;border-radius:8px;border:1px solid #0b5fff;background:#0b5fff;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b5fff}a{color:#0b5fff}ul{padding-left:1.2rem;font-size:.85rem;color:#333}code{font-size:.85rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ro"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const BADGE = '<span class="badge">Procesator de plăți de test</span>';

function amountLine(row: TestGatewayRow): string {
  return `<p>Plătești <strong>${escape(formatRon(row.amountBani))}</strong> către Curiero (${escape(row.description)}).</p>`;
}

export interface CardPageState {
  /** Romanian, shown above the form and announced (role=alert). */
  error?: string;
  holder?: string;
}

export function cardPage(row: TestGatewayRow, base: string, token: string, state: CardPageState = {}): string {
  const error = state.error ? `<p class="error" role="alert" id="card-error">${escape(state.error)}</p>` : '';
  const described = state.error ? ' aria-describedby="card-error"' : '';
  return page(
    'Plată cu cardul – procesator de test',
    `${BADGE}<h1>Plată cu cardul</h1>${amountLine(row)}${error}
<form method="post" action="${escape(`${base}/card`)}" novalidate><input type="hidden" name="token" value="${escape(token)}">
<label for="number">Numărul cardului</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required${described}>
<div class="row"><div><label for="expiry">Expiră (LL/AA)</label><input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="LL/AA" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<label for="holder">Numele de pe card</label><input id="holder" name="holder" autocomplete="cc-name" value="${escape(state.holder ?? '')}">
<div class="buttons"><button type="submit">Plătește ${escape(formatRon(row.amountBani))}</button></div></form>
<form method="post" action="${escape(`${base}/cancel`)}"><input type="hidden" name="token" value="${escape(token)}"><div class="buttons"><button type="submit" class="secondary">Renunță și întoarce-te la Curiero</button></div></form>
<p class="note">Mediu de test: nicio sumă nu este încasată. Carduri de test (orice dată viitoare, orice CVC din 3 cifre):</p>
<ul><li><code>4242 4242 4242 4242</code> aprobat</li><li><code>4000 0027 6000 3184</code> cere confirmarea 3-D Secure</li><li><code>4000 0000 0000 0002</code> refuzat de bancă</li><li><code>4000 0000 0000 9995</code> fonduri insuficiente</li></ul>`,
  );
}

export function challengePage(row: TestGatewayRow, base: string, token: string): string {
  const card = row.cardLast4 ? `cardul ${escape(row.cardBrand ?? '')} •••• ${escape(row.cardLast4)}` : 'cardul tău';
  return page(
    'Confirmă plata – 3-D Secure',
    `${BADGE}<h1>Confirmă plata</h1>
<p>Plătești <strong>${escape(formatRon(row.amountBani))}</strong> către Curiero (${escape(row.description)}) cu ${card}.</p>
<p class="note">Banca de test: această pagină simulează confirmarea 3-D Secure a băncii emitente.</p>
<form method="post" action="${escape(`${base}/3ds`)}"><input type="hidden" name="token" value="${escape(token)}">
<div class="buttons"><button type="submit" name="decision" value="approve">Confirmă</button><button type="submit" name="decision" value="cancel" class="secondary">Anulează</button></div></form>`,
  );
}

export function finishedPage(row: TestGatewayRow): string {
  const text = row.status === 'failed' ? 'Plata nu a fost făcută.' : 'Plata a fost deja confirmată.';
  const back = row.returnUrl ? `<p><a href="${escape(row.returnUrl)}">Înapoi la Curiero</a></p>` : '';
  return page('Plată', `${BADGE}<h1>${text}</h1>${back}`);
}
