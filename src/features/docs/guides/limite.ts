// Guide /docs/limite: the per-key rate limit (routes/public/public-api.ts), the 429 answer and a
// backoff, the body size limit (server/app.ts) and the other limits of the calls and the account.
import type { DocPage } from '../docs-types.ts';

export const page: DocPage = {
  path: '/docs/limite',
  title: 'Limite de utilizare',
  description:
    'Limitele API-ului Curiero: 600 de cereri pe minut pentru fiecare cheie, antetele RateLimit, răspunsul 429 cu Retry-After, corpuri de 64 KB și alte limite.',
  lead:
    'Limitele apără serverul și pe ceilalți clienți de o integrare scăpată de sub control. O integrare obișnuită nu le atinge; când o faci, răspunsul îți spune exact cât să aștepți.',
  blocks: [
    { kind: 'h2', id: 'cereri-pe-minut', text: 'Cereri pe minut' },
    {
      kind: 'p',
      text: 'Fiecare cheie API poate face **600 de cereri pe minut**. Numărătoarea este pe cheie, nu pe cont: două chei ale aceluiași cont au fiecare limita ei. Minutul este o fereastră fixă de 60 de secunde, care începe cu prima cerere numărată; la sfârșitul ei numărătoarea o ia de la zero.',
    },
    {
      kind: 'p',
      text: 'Se numără fiecare cerere cu o cheie validă, inclusiv cele refuzate după verificarea cheii (de exemplu 403 `insufficient_scope` sau 422). Cererile fără cheie sau cu o cheie greșită nu se numără.',
    },

    { kind: 'h2', id: 'antetele-ratelimit', text: 'Antetele RateLimit' },
    { kind: 'p', text: 'Fiecare răspuns dat unei chei valide îți spune unde ești:' },
    {
      kind: 'table',
      caption: 'Antetele limitei',
      head: ['Antet', 'Exemplu', 'Ce înseamnă'],
      rows: [
        ['`RateLimit-Limit`', '`600`', 'Câte cereri are cheia într-un minut.'],
        ['`RateLimit-Remaining`', '`587`', 'Câte cereri îi mai rămân în minutul curent.'],
        ['`RateLimit-Reset`', '`41`', 'Peste câte secunde începe minutul următor.'],
        ['`RateLimit-Policy`', '`600;w=60`', 'Politica: 600 de cereri într-o fereastră de 60 de secunde.'],
      ],
    },
    {
      kind: 'p',
      text: 'Dacă faci multe cereri la rând (de exemplu, când sincronizezi toate comenzile), urmărește `RateLimit-Remaining` și fă o pauză de `RateLimit-Reset` secunde când ajunge aproape de zero, în loc să aștepți refuzul.',
    },

    { kind: 'h2', id: 'raspunsul-429', text: 'Răspunsul 429 și Retry-After' },
    {
      kind: 'p',
      text: 'O cerere peste limită nu se execută și primește 429 `too_many_requests`, cu antetul `Retry-After`: peste câte secunde începe minutul următor.',
    },
    {
      kind: 'code',
      caption: '429 Too Many Requests',
      samples: [
        {
          lang: 'http',
          code: `HTTP/1.1 429 Too Many Requests
content-type: application/json; charset=utf-8
retry-after: 17
ratelimit-limit: 600
ratelimit-remaining: 0
ratelimit-reset: 17
ratelimit-policy: 600;w=60

{
  "error": "too_many_requests",
  "message": "Ai depășit limita de 600 de cereri pe minut pentru această cheie API. Încearcă din nou peste 17 s.",
  "test_mode": true
}`,
        },
      ],
    },
    {
      kind: 'p',
      text: 'Așteaptă cel puțin cât spune `Retry-After`, apoi trimite din nou aceeași cerere. Dacă ai mai multe procese care folosesc aceeași cheie, adaugă o mică pauză aleatoare, ca să nu pornească toate în aceeași secundă. Pentru erorile de rețea și 5xx, folosește pauze care se dublează:',
    },
    {
      kind: 'code',
      caption: 'O cerere care respectă Retry-After și dublează pauza la erori temporare',
      samples: [
        {
          lang: 'js',
          code: `const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function callWithRetry(url, options = {}, attempts = 5) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(url, {
      ...options,
      headers: { 'X-API-Key': process.env.CURIERO_API_KEY, ...options.headers },
    });
    const temporary = res.status === 429 || res.status >= 500;
    if (!temporary || attempt >= attempts) return res;
    const retryAfter = Number(res.headers.get('retry-after'));
    const base = retryAfter > 0 ? retryAfter * 1000 : 1000 * 2 ** (attempt - 1);
    await sleep(base + Math.random() * 500);
  }
}

// const res = await callWithRetry('https://curiero.ro/api/public/v1/orders?per_page=200');`,
        },
        {
          lang: 'php',
          code: `<?php
function callWithRetry(string $url, int $attempts = 5): array
{
    for ($attempt = 1; ; $attempt++) {
        $headers = [];
        $ch = curl_init($url);
        curl_setopt_array($ch, [
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_HTTPHEADER => ['X-API-Key: ' . getenv('CURIERO_API_KEY')],
            CURLOPT_HEADERFUNCTION => function ($ch, $line) use (&$headers) {
                $parts = explode(':', $line, 2);
                if (count($parts) === 2) {
                    $headers[strtolower(trim($parts[0]))] = trim($parts[1]);
                }
                return strlen($line);
            },
        ]);
        $body = curl_exec($ch);
        $status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
        curl_close($ch);
        $temporary = $status === 429 || $status >= 500;
        if (!$temporary || $attempt >= $attempts) {
            return [$status, $body];
        }
        $retryAfter = (int) ($headers['retry-after'] ?? 0);
        $wait = $retryAfter > 0 ? $retryAfter * 1000 : 1000 * 2 ** ($attempt - 1);
        usleep(($wait + random_int(0, 500)) * 1000);
    }
}

[$status, $body] = callWithRetry('https://curiero.ro/api/public/v1/orders?per_page=200');`,
        },
        {
          lang: 'python',
          code: `import os
import random
import time

import requests


def call_with_retry(method, url, attempts=5, **kwargs):
    headers = {"X-API-Key": os.environ["CURIERO_API_KEY"], **kwargs.pop("headers", {})}
    for attempt in range(1, attempts + 1):
        res = requests.request(method, url, headers=headers, timeout=30, **kwargs)
        temporary = res.status_code == 429 or res.status_code >= 500
        if not temporary or attempt == attempts:
            return res
        retry_after = int(res.headers.get("Retry-After", "0") or 0)
        wait = retry_after if retry_after > 0 else 2 ** (attempt - 1)
        time.sleep(wait + random.random() / 2)


res = call_with_retry("GET", "https://curiero.ro/api/public/v1/orders", params={"per_page": 200})`,
        },
      ],
    },
    {
      kind: 'note',
      tone: 'warning',
      text: 'Nu reîncerca un `POST /orders` după o eroare 5xx sau de rețea fără antetul `Idempotency-Key`: ai putea plăti de două ori aceeași comandă. Vezi [cereri idempotente](/docs/idempotenta).',
    },

    { kind: 'h2', id: 'marimea-cererii', text: 'Mărimea cererii' },
    {
      kind: 'list',
      items: [
        'Corpul unei cereri are cel mult **64 KB**; peste, răspunsul este 413 `payload_too_large`. O comandă obișnuită are sub 2 KB.',
        'Antetele unei cereri, împreună cu adresa, au cel mult 16 KB; peste, răspunsul este 431 `headers_too_large`.',
        'Un parametru din cale prea lung primește 414 `uri_too_long`.',
      ],
    },

    { kind: 'h2', id: 'limite-pe-apel', text: 'Limite ale apelurilor' },
    {
      kind: 'table',
      caption: 'Cât poți cere într-o singură cerere',
      head: ['Apel', 'Limită'],
      rows: [
        ['Listele paginate', '`per_page` de cel mult 200 (15, 50, 100 sau 200).'],
        ['`POST /orders/track-by-awb`', 'Cel mult 200 de AWB-uri.'],
        ['`POST /orders/track-by-order`', 'Cel mult 200 de id-uri de comenzi.'],
        ['`POST /orders/labels`', 'Cel mult 100 de comenzi într-un PDF.'],
        ['`GET /orders/label-link/{awb}`', 'Linkul primit este valabil 15 minute.'],
        ['`GET /search/localities/…`, `GET /search/streets/…`', 'Termenul are cel puțin 2 caractere; căutarea de străzi întoarce cel mult 50 de rezultate.'],
        ['`Idempotency-Key`', 'Între 8 și 255 de caractere; ține 24 de ore.'],
        ['O comandă', 'Cel mult 10 colete sau 10 plicuri; un colet are cel mult 31 kg și o latură de cel mult 100 cm; rambursul este de cel mult 7.000 RON, iar valoarea declarată de cel mult 10.000 RON.'],
      ],
    },

    { kind: 'h2', id: 'limite-de-cont', text: 'Limite ale contului' },
    {
      kind: 'table',
      caption: 'Cât poate avea un cont',
      head: ['Ce', 'Limită', 'Peste limită'],
      rows: [
        ['Chei API active', '10 (cele revocate nu se numără)', 'Cheia nouă este refuzată până revoci una.'],
        ['Endpointuri de webhook', '10', '409 `too_many_webhooks`'],
        ['Adrese în agendă', '500 din fiecare tip (facturare, expediere, livrare)', '409 `too_many_addresses`'],
      ],
    },
    {
      kind: 'p',
      text: 'Webhookurile au limitele lor: endpointul tău trebuie să răspundă în cel mult 5 secunde, o livrare nereușită se reîncearcă timp de aproximativ 3 zile, iar un endpoint primește cel mult 10 evenimente de test pe oră. Detaliile sunt în [notificări webhook](/docs/webhooks).',
    },
  ],
};
