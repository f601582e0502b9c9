// The API's getting-started guide (/docs/api/getting-started): the first integration, from the key
// in an environment variable to the reference pages.
import type { DocPage } from '../docs-types.ts';
import { apiCall } from '../guide-requests.ts';

export const page: DocPage = {
  path: '/docs/api/getting-started',
  title: 'Primii pași cu API-ul',
  description:
    'Prima ta integrare cu API-ul Curiero, pas cu pas: cheia într-o variabilă de mediu, primul apel, erorile, creditul din portofel și modul de test.',
  lead:
    'Ghidul te duce prin prima integrare: unde ții cheia, cum faci primul apel, cum citești o eroare, din ce se plătesc comenzile și cum recunoști modul de test. La final găsești paginile de referință ale fiecărui apel.',
  blocks: [
    { kind: 'h2', id: 'ce-iti-trebuie', text: 'Ce îți trebuie' },
    {
      kind: 'list',
      ordered: true,
      items: [
        'Un cont Curiero.',
        'Bani pentru comenzi: cele făcute cu o cheie de test se plătesc din soldul de test (bani fictivi, alimentat gratuit la [Chei API](/dashboard/api)), cele live din [portofel](/dashboard/portofel).',
        'O adresă de facturare în [agenda de adrese](/dashboard/adrese), pentru că o comandă o cere prin id (`billing_to.billing_address_id`). O poți adăuga și prin API, cu `POST /addresses/billing`.',
        'O cheie API de test, creată la [Chei API](/dashboard/api). Alege accesul `read_write` dacă vrei să plasezi comenzi; `read` ajunge pentru citire, prețuri, etichete și urmărire.',
      ],
    },

    { kind: 'h2', id: 'cheia-in-mediu', text: 'Cheia într-o variabilă de mediu' },
    {
      kind: 'p',
      text: 'Cheia dă acces la contul tău și la banii din portofel. Nu o scrie în cod, nu o adăuga în git și nu o trimite niciodată dintr-un browser sau dintr-o aplicație mobilă: apelurile către API se fac de pe serverul tău. Ține cheia într-o variabilă de mediu sau în managerul de secrete al găzduirii.',
    },
    {
      kind: 'code',
      caption: 'În terminal, pentru încercări, sau într-un fișier .env pe care nu îl adaugi în git',
      samples: [
        {
          lang: 'text',
          code: `# în terminal
export CURIERO_API_KEY="cur_test_…"

# într-un fișier .env
CURIERO_API_KEY=cur_test_…`,
        },
      ],
    },
    {
      kind: 'p',
      text: 'Exemplele din documentație citesc cheia din `CURIERO_API_KEY`: în curl ca `$CURIERO_API_KEY`, în JavaScript din `process.env`, în PHP cu `getenv()` și în Python din `os.environ`. Node.js citește singur un fișier .env dacă îl pornești cu `node --env-file=.env` (de la versiunea 20.6).',
    },

    { kind: 'h2', id: 'primul-apel', text: 'Primul apel: profilul contului' },
    {
      kind: 'p',
      text: '`GET /account/profile` nu schimbă nimic și merge cu orice cheie, așa că e potrivit ca să verifici că totul e pus la punct. Dacă primești profilul, cheia este bună și ajunge la server.',
    },
    {
      kind: 'code',
      caption: 'GET /account/profile',
      samples: apiCall('GET', '/account/profile'),
      run: { status: 200, fields: ['message', 'data'] },
      tryPath: '/account/profile',
    },
    {
      kind: 'code',
      caption: 'Răspunsul',
      samples: [
        {
          lang: 'json',
          code: `{
  "message": "Profilul contului.",
  "data": {
    "customer_id": 318,
    "name": "Ana Popescu",
    "email": "ana@exemplu.ro",
    "billing_country": "RO",
    "preferred_language": "ro",
    "currency": "RON",
    "awb_format": "A6",
    "bank_iban": "RO49AAAA1B31007593840000",
    "bank_holder": "Ana Popescu",
    "email_verified": true,
    "phone": "",
    "phone_verified": false,
    "wallet_balance": 245.5,
    "wallet_currency": "RON",
    "notification_settings": {
      "receive_delivery_alerts": true,
      "email_delivery_alerts": "",
      "receive_bordero": false,
      "email_bordero": "",
      "confirmation_alert": true,
      "email_confirmation": "ana@exemplu.ro",
      "sms_recipient_notification": false,
      "phone_delivery_notification": "",
      "prevention_email_notification": false,
      "non_pickup_notification": false,
      "delivery_confirmation_email": false,
      "wallet_transaction_email": false,
      "placed_order_email": true
    },
    "marketing_settings": { "email_notifications": false, "sms_notifications": false }
  },
  "test_mode": true
}`,
        },
      ],
    },

    { kind: 'h2', id: 'citirea-erorilor', text: 'Cum citești o eroare' },
    {
      kind: 'p',
      text: 'Orice eroare are același corp: `error`, un cod stabil pe care îl tratezi în program; `message`, o explicație în română pe care o poți arăta omului; `details`, când există, cu problemele fiecărui câmp sau cu faptele refuzului. De exemplu, o cerere fără antetul `X-API-Key`:',
    },
    {
      kind: 'code',
      caption: '401 Unauthorized',
      samples: [{ lang: 'json', code: `{
  "error": "unauthorized",
  "message": "Lipsește cheia API: trimite-o în antetul X-API-Key."
}` }],
    },
    {
      kind: 'p',
      text: 'Decide după statusul HTTP și după `error`, nu după textul din `message`, care se poate schimba. O funcție mică pe care o refolosești la fiecare apel păstrează codul, mesajul și detaliile erorii:',
    },
    {
      kind: 'code',
      caption: 'Un ajutor pentru apeluri, în JavaScript',
      samples: [
        {
          lang: 'js',
          code: `const BASE_URL = 'https://curiero.ro/api/public/v1';

export async function curiero(path, { method = 'GET', body } = {}) {
  const res = await fetch(BASE_URL + path, {
    method,
    headers: {
      'X-API-Key': process.env.CURIERO_API_KEY,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
  const data = isJson ? await res.json() : await res.arrayBuffer();
  if (!res.ok) {
    const error = new Error(data?.message ?? \`HTTP \${res.status}\`);
    Object.assign(error, { status: res.status, code: data?.error, details: data?.details });
    throw error;
  }
  return data;
}

// try { await curiero('/orders', { method: 'POST', body: comanda }); }
// catch (e) { if (e.code === 'insufficient_funds') ...; else if (e.code === 'validation_failed') ... }`,
        },
      ],
    },
    { kind: 'p', text: 'Toate codurile de eroare, cu ce faci la fiecare, sunt în ghidul [erori și coduri de răspuns](/docs/erori).' },

    { kind: 'h2', id: 'creditul-din-portofel', text: 'Creditul din portofel' },
    {
      kind: 'p',
      text: 'O comandă plasată prin API se plătește în aceeași tranzacție în care se înregistrează: cu o cheie live, din portofelul contului; cu o cheie de test, din soldul de test (bani fictivi, fără factură), niciodată din portofel. Soldul din care plătește cheia ta îl vezi cu `GET /account/credit`, în lei:',
    },
    {
      kind: 'code',
      caption: 'GET /account/credit',
      samples: apiCall('GET', '/account/credit'),
      run: { status: 200, fields: ['wallet_balance', 'is_active', 'wallet_currency'] },
      tryPath: '/account/credit',
    },
    {
      kind: 'code',
      caption: 'Răspunsul',
      samples: [{ lang: 'json', code: `{
  "wallet_balance": 245.5,
  "is_active": true,
  "wallet_currency": "RON",
  "test_mode": true
}` }],
    },
    {
      kind: 'p',
      text: 'Dacă soldul nu acoperă prețul comenzii, `POST /orders` răspunde 402 `insufficient_funds`, nu înregistrează nimic, iar `details` îți spune cât lipsește (în lei):',
    },
    {
      kind: 'code',
      caption: '402 Payment Required',
      samples: [
        {
          lang: 'json',
          code: `{
  "error": "insufficient_funds",
  "message": "Credit insuficient: în portofel sunt 10,00 RON, comanda costă 25,01 RON, lipsesc 15,01 RON. Alimentează portofelul din contul Curiero și trimite din nou comanda; nu a fost înregistrat nimic.",
  "details": { "missing_amount": 15.01, "wallet_balance": 10, "total_amount": 25.01, "currency": "RON" },
  "test_mode": true
}`,
        },
      ],
    },
    {
      kind: 'p',
      text: 'Portofelul se alimentează din cont, la [Portofel](/dashboard/portofel), iar soldul de test, gratuit, la [Chei API](/dashboard/api); API-ul nu are un apel pentru alimentare. Nu e nevoie să verifici soldul înainte de fiecare comandă: răspunsul 402 îți spune exact suma care lipsește, iar cererea o poți trimite din nou după alimentare.',
    },

    { kind: 'h2', id: 'modul-de-test', text: 'Cum recunoști modul de test' },
    {
      kind: 'p',
      text: 'Cu o cheie de test, fiecare răspuns are antetul `X-Curiero-Mode: test`, iar răspunsurile care sunt obiecte JSON, erorile incluse, au și câmpul `"test_mode": true`. Răspunsurile care sunt liste simple (de exemplu, urmărirea după AWB) rămân liste, fără câmp în plus: acolo te uiți la antet.',
    },
    {
      kind: 'code',
      caption: 'Antetele unui răspuns dat unei chei de test (curl -i)',
      samples: [
        {
          lang: 'http',
          code: `HTTP/1.1 200 OK
content-type: application/json; charset=utf-8
x-curiero-mode: test
ratelimit-limit: 600
ratelimit-remaining: 598
ratelimit-reset: 41
ratelimit-policy: 600;w=60
x-request-id: 3756767e-a8bb-4c1c-846e-3bbd2c54a572`,
        },
      ],
    },
    {
      kind: 'list',
      items: [
        'Comenzile de test merg la rețeaua simulată a curierilor: primesc AWB, etichetă și statusuri, dar niciun curier nu vine după colet.',
        'O cheie de test vede și face doar comenzi de test: `GET /orders`, detaliile, etichetele, rambursurile și deconturile ei sunt doar ale comenzilor de test.',
        'Comenzile de test se plătesc din soldul de test, nu din portofel, și nu primesc factură. Agenda de adrese este aceeași pentru toate cheile contului; webhookurile au și ele un mod: o cheie vede doar endpointurile modului ei, iar un endpoint de test primește doar evenimentele comenzilor de test.',
        'Cheile live sunt refuzate deocamdată cu 403 `live_mode_unavailable`, pentru că serverul nu are încă un curier real configurat.',
      ],
    },

    { kind: 'h2', id: 'ce-urmeaza', text: 'Ce urmează' },
    { kind: 'p', text: 'Cu cheia verificată și erorile tratate, treci la apelurile de care are nevoie magazinul tău:' },
    {
      kind: 'list',
      items: [
        '[Calculul prețului](/docs/api/orders/price-calculation) și [crearea unei comenzi](/docs/api/orders/create-order), cu toate câmpurile expeditorului, destinatarului și coletului.',
        '[Descărcarea etichetei AWB](/docs/api/orders/label-download) sau un [link către etichetă](/docs/api/orders/label-link), valabil 15 minute.',
        '[Urmărirea după AWB](/docs/api/orders/track-by-awb) sau [după ID-ul comenzii](/docs/api/orders/track-by-order-id).',
        '[Lista comenzilor](/docs/api/orders/get-orders), [detaliile unei comenzi](/docs/api/orders/get-order-detail) și [anularea](/docs/api/orders/cancel-order).',
        'Agenda de adrese: [facturare](/docs/api/addresses/billing), [expediere](/docs/api/addresses/shipping) și [livrare](/docs/api/addresses/delivery).',
        'Localitățile: [căutare după nume](/docs/api/search/localities), [căutare de străzi](/docs/api/search/streets) și [căutare după cod poștal](/docs/api/search/postal-code-reverse).',
        '[Lista rambursurilor](/docs/api/repayments/get-repayments) și [deconturile](/docs/api/repayments/get-reports).',
        'Tabelele de referință: [curierii](/docs/api/tables/carriers), [serviciile](/docs/api/tables/services), [statusurile AWB](/docs/api/tables/awb-statuses) și [statusurile comenzilor](/docs/api/tables/order-statuses).',
      ],
    },
  ],
};
