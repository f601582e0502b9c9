// Guide /docs/idempotenta: the optional Idempotency-Key of POST /orders
// (services/orders/api-order-request.ts, services/idempotency/) and retries.
import type { DocPage } from '../docs-types.ts';
import { apiCall, ORDER_BODY } from '../guide-requests.ts';

export const page: DocPage = {
  path: '/docs/idempotenta',
  title: 'Cereri idempotente',
  description:
    'Cum reîncerci în siguranță crearea unei comenzi: antetul Idempotency-Key la POST /orders, valabil 24 de ore, și răspunsurile 409 la care să fii atent.',
  lead:
    'O comandă se plătește din portofel chiar în cererea care o creează. Dacă cererea rămâne fără răspuns și o trimiți din nou, riști două comenzi plătite. Antetul `Idempotency-Key` face reîncercarea sigură: aceeași cheie înseamnă aceeași comandă.',
  blocks: [
    { kind: 'h2', id: 'de-ce', text: 'De ce ai nevoie de el' },
    {
      kind: 'p',
      text: 'O cerere poate ajunge la noi, crea și plăti comanda, iar răspunsul să se piardă pe drum: un timeout al clientului tău, o conexiune căzută, un proces repornit. Din partea ta nu poți ști dacă comanda există. Fără `Idempotency-Key`, fiecare `POST /orders` este o comandă nouă, plătită separat.',
    },
    {
      kind: 'p',
      text: 'Cu `Idempotency-Key`, trimiți la fiecare încercare aceeași cheie și același corp. Prima cerere care ajunge creează comanda; celelalte primesc răspunsul ei, fără o comandă și o plată în plus.',
    },

    { kind: 'h2', id: 'antetul', text: 'Antetul Idempotency-Key' },
    {
      kind: 'list',
      items: [
        'Este **opțional** și îl citim doar la `POST /orders`, singurul apel care mișcă bani.',
        'Are între 8 și 255 de caractere: litere fără diacritice, cifre, `.`, `-`, `_` și `:`. Altfel răspunsul este 400 `idempotency_key_invalid`.',
        'Este al contului tău: două conturi pot folosi aceeași cheie fără să se încurce, dar toate cheile API ale contului tău o împart, oricare ar fi modul lor.',
        'Ține **24 de ore** de la prima folosire. După aceea este din nou liberă, iar o cerere cu ea creează o comandă nouă.',
      ],
    },

    { kind: 'h2', id: 'cum-raspundem', text: 'Cum răspundem' },
    {
      kind: 'table',
      caption: 'Ce primești, după ce s-a întâmplat înainte cu aceeași cheie',
      head: ['Situația', 'Răspunsul'],
      rows: [
        ['Prima cerere cu cheia', 'Comanda se procesează normal: 201 și comanda creată. Răspunsul se păstrează împreună cu cheia.'],
        ['Aceeași cheie și același corp, în 24 de ore', 'Exact primul răspuns, cu același status și același corp (același `order_id`). Nu se creează și nu se plătește nimic în plus.'],
        ['Aceeași cheie și alt corp, în 24 de ore', '409 `idempotency_key_reused`. Nu se creează nimic.'],
        ['Aceeași cheie cât timp prima cerere încă se procesează', 'Așteptăm până la 10 secunde să se termine prima și îi dăm răspunsul; dacă nu se termină, 409 `request_in_progress`.'],
        ['Prima cerere a fost refuzată înainte să se înregistreze comanda (de exemplu 422 sau 402)', 'Cheia a rămas liberă: corectezi corpul sau alimentezi portofelul și trimiți din nou, cu aceeași cheie.'],
      ],
    },
    {
      kind: 'p',
      text: 'Corpurile se compară după conținut, nu după text: ordinea câmpurilor și spațiile nu contează, dar orice valoare diferită face din cerere una nouă. Comparăm ce ai trimis, deci o adresă din agendă dată prin id rămâne aceeași cerere chiar dacă între timp ai modificat adresa.',
    },
    {
      kind: 'code',
      caption: '409 Conflict',
      samples: [{ lang: 'json', code: `{
  "error": "idempotency_key_reused",
  "message": "Cheia Idempotency-Key a fost folosită în ultimele 24 de ore pentru o altă cerere. Folosește o cheie nouă pentru o comandă nouă.",
  "test_mode": true
}` }],
    },

    { kind: 'h2', id: 'exemplu', text: 'Exemplu' },
    {
      kind: 'p',
      text: 'Aceeași cerere, trimisă de două ori cu aceeași cheie, creează o singură comandă: a doua oară primești tot 201, cu același `order_id`.',
    },
    {
      kind: 'code',
      caption: 'POST /orders cu Idempotency-Key',
      samples: apiCall('POST', '/orders', { body: ORDER_BODY, headers: { 'Idempotency-Key': 'magazin-comanda-1001' } }),
      run: { status: 201, fields: ['data', 'validation_address', 'message'], fixtures: { '67890': 'address.billing.id' } },
    },

    { kind: 'h2', id: 'cum-alegi-cheia', text: 'Cum alegi cheia' },
    {
      kind: 'p',
      text: 'Cheia trebuie să fie aceeași la toate încercările aceleiași comenzi și diferită pentru comenzi diferite. Cel mai simplu este să o legi de comanda din magazinul tău, de exemplu `magazin-comanda-1001`, unde 1001 este numărul comenzii tale. Dacă din aceeași comandă a magazinului pot ieși mai multe expediții, adaugă și numărul expediției (`magazin-comanda-1001-colet-2`).',
    },
    {
      kind: 'p',
      text: 'Poți folosi și un UUID, cu o condiție: îl generezi o singură dată, îl salvezi lângă comanda ta înainte de prima cerere și îl refolosești la reîncercări. Un UUID nou la fiecare încercare nu te apără de nimic.',
    },

    { kind: 'h2', id: 'cum-reincerci', text: 'Cum reîncerci' },
    {
      kind: 'list',
      items: [
        'Reîncearcă după o eroare de rețea, un timeout sau un răspuns 5xx, cu pauze tot mai mari, și după 409 `request_in_progress`.',
        'La 429, așteaptă câte secunde spune antetul `Retry-After`.',
        'Nu reîncerca neschimbat la celelalte 4xx (400, 402, 403, 404, 409 `idempotency_key_reused`, 422): răspunsul va fi același.',
        'Oprește-te după un număr fix de încercări și semnalează comanda unui om: o poți căuta apoi în `GET /orders`.',
      ],
    },
    {
      kind: 'code',
      caption: 'Reîncercare cu aceeași cheie, în JavaScript',
      samples: [
        {
          lang: 'js',
          code: `// Trimite comanda cu aceeași cheie la fiecare încercare; pauzele cresc: 1 s, 2 s, 4 s, 8 s.
export async function createOrder(body, idempotencyKey, attempts = 5) {
  for (let attempt = 1; ; attempt++) {
    let res;
    try {
      res = await fetch('https://curiero.ro/api/public/v1/orders', {
        method: 'POST',
        headers: {
          'X-API-Key': process.env.CURIERO_API_KEY,
          'Idempotency-Key': idempotencyKey,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      if (attempt >= attempts) throw error; // rețea sau timeout: încercăm din nou
    }
    if (res) {
      const data = await res.json().catch(() => ({}));
      if (res.ok) return data;
      const retry = res.status >= 500 || res.status === 429 || data.error === 'request_in_progress';
      if (!retry || attempt >= attempts) {
        throw Object.assign(new Error(data.message ?? \`HTTP \${res.status}\`), { status: res.status, code: data.error, details: data.details });
      }
    }
    const retryAfter = Number(res?.headers.get('retry-after'));
    const wait = retryAfter > 0 ? retryAfter * 1000 : 1000 * 2 ** (attempt - 1);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

// const answer = await createOrder(comanda, \`magazin-comanda-\${numarComanda}\`);`,
        },
      ],
    },

    { kind: 'h2', id: 'alte-apeluri', text: 'Celelalte apeluri' },
    {
      kind: 'list',
      items: [
        'Apelurile care doar citesc sau calculează (`GET`, `POST /orders/prices`, urmărirea, etichetele) nu schimbă nimic și se pot repeta oricând.',
        '`DELETE /orders/{id}` se poate repeta: o comandă deja anulată rămâne anulată, iar dacă returnarea banilor nu reușise, o nouă anulare o reîncearcă.',
        '`POST /addresses/{tip}` și `POST /webhooks` nu citesc `Idempotency-Key`: fiecare cerere adaugă o adresă sau un endpoint nou. După un timeout, verifică lista înainte să trimiți din nou.',
      ],
    },
  ],
};
