// Guide /docs/paginare: the three pagination shapes of the public API (routes/public/pagination.ts),
// page and per_page, all=true on the address book, and the lists that are not paginated.
import type { DocPage } from '../docs-types.ts';
import { apiCall } from '../guide-requests.ts';

export const page: DocPage = {
  path: '/docs/paginare',
  title: 'Paginarea listelor',
  description:
    'Cum parcurgi listele lungi din API-ul Curiero: parametrii page și per_page (15, 50, 100 sau 200), cele trei forme de paginare și all=true la adrese.',
  lead:
    'Listele care pot crește mult (comenzile, rambursurile, deconturile, adresele, livrările unui webhook) vin pe pagini. Ceri pagina cu `page` și mărimea ei cu `per_page`; răspunsul îți spune câte elemente sunt în total și câte pagini.',
  blocks: [
    { kind: 'h2', id: 'parametrii', text: 'Parametrii page și per_page' },
    {
      kind: 'table',
      caption: 'Parametrii din adresă',
      head: ['Parametru', 'Valori', 'Implicit'],
      rows: [
        ['`page`', 'un număr întreg de la 1 în sus', '1'],
        ['`per_page`', '15, 50, 100 sau 200', '15'],
      ],
    },
    {
      kind: 'p',
      text: 'Alte valori nu sunt rotunjite la cea mai apropiată: primești 422 `validation_failed`, cu problema fiecărui parametru în `details`. O pagină de după ultima nu este o eroare: vine cu lista goală, iar `last_page` îți spune unde se termină lista.',
    },
    {
      kind: 'code',
      caption: 'GET /orders?page=0&per_page=20',
      samples: [
        {
          lang: 'json',
          code: `{
  "error": "validation_failed",
  "message": "Datele trimise nu sunt valide.",
  "details": {
    "page": ["Pagina trebuie să fie un număr întreg de la 1 în sus."],
    "per_page": ["Numărul pe pagină trebuie să fie 15, 50, 100 sau 200."]
  },
  "test_mode": true
}`,
        },
      ],
    },

    { kind: 'h2', id: 'trei-forme', text: 'Trei forme de paginare' },
    {
      kind: 'p',
      text: 'Formele răspunsurilor urmează contractul API-ului cu care suntem compatibili, așa că nu sunt toate la fel. Sunt trei, fiecare la apelurile ei.',
    },

    { kind: 'h3', id: 'list-si-pagination', text: 'list și pagination: comenzi, rambursuri, deconturi, livrări' },
    {
      kind: 'p',
      text: 'Comenzile (`GET /orders`), rambursurile (`GET /repayments`), deconturile (`GET /repayments/reports`) și livrările unui webhook (`GET /webhooks/{id}/deliveries`) au elementele în `list` și paginarea în `pagination`. Cele mai noi sunt primele.',
    },
    {
      kind: 'code',
      caption: 'GET /orders?page=1&per_page=50',
      samples: apiCall('GET', '/orders?page=1&per_page=50'),
      run: { status: 200, fields: ['list', 'pagination'] },
      tryPath: '/orders?page=1&per_page=50',
    },
    {
      kind: 'code',
      caption: 'Forma răspunsului (comenzile prescurtate)',
      samples: [
        {
          lang: 'json',
          code: `{
  "list": [
    { "id": 1042, "number": "CUR-2026-001042", "order_status": "booked", "awb": "SMD4000123456", "total_amount": 25.01 },
    { "id": 1041, "number": "CUR-2026-001041", "order_status": "delivered", "awb": "SMD4000123455", "total_amount": 31.4 }
  ],
  "pagination": { "total": 137, "per_page": 50, "current_page": 1, "last_page": 3 },
  "test_mode": true
}`,
        },
      ],
    },
    {
      kind: 'fields',
      caption: 'Câmpurile din pagination',
      rows: [
        { name: 'total', type: 'integer', required: true, constraints: 'de la 0', description: 'Câte elemente are lista, pe toate paginile.' },
        { name: 'per_page', type: 'integer', required: true, constraints: '15, 50, 100 sau 200', description: 'Mărimea paginii, cea cerută.' },
        { name: 'current_page', type: 'integer', required: true, constraints: 'de la 1', description: 'Pagina din răspuns, cea cerută.' },
        { name: 'last_page', type: 'integer', required: true, constraints: 'de la 1', description: 'Ultima pagină; 1 și pentru o listă goală.' },
      ],
    },

    { kind: 'h3', id: 'list-si-meta', text: 'list și meta: agenda de adrese' },
    {
      kind: 'p',
      text: 'Adresele de facturare, de expediere și de livrare (`GET /addresses/{tip}`) au elementele în `list` și paginarea în `meta`, care spune în plus ce poziții conține pagina (`from`, `to`; `null` pentru o pagină goală). Adresa implicită este prima, apoi urmează cele mai noi.',
    },
    {
      kind: 'p',
      text: 'Doar aici poți cere toată lista deodată, cu `all=true` (sau `all=1`): primești toate adresele într-o singură pagină, iar `per_page` din `meta` devine numărul lor (sau `per_page` cerut, dacă e mai mare). E util când încarci agenda o dată, de exemplu ca să completezi o listă de alegere; un tip de adresă are cel mult 500 de adrese.',
    },
    {
      kind: 'code',
      caption: 'GET /addresses/delivery?all=true',
      samples: apiCall('GET', '/addresses/delivery?all=true'),
      run: { status: 200, fields: ['list', 'meta'] },
      tryPath: '/addresses/delivery?all=true',
    },
    {
      kind: 'code',
      caption: 'meta, pentru a doua pagină de 15 dintr-o agendă de 32 de adrese',
      samples: [{ lang: 'json', code: `{
  "meta": { "total": 32, "per_page": 15, "current_page": 2, "last_page": 3, "from": 16, "to": 30 }
}` }],
    },

    { kind: 'h3', id: 'data-si-meta', text: 'data și meta: căutarea de localități' },
    {
      kind: 'p',
      text: 'Căutarea de localități (`GET /search/localities/RO/{termen}`) are rezultatele în `data` și un `meta` cu numărul lor (`count`), mărimea cerută (`per_page`), țara și termenul căutat. Aici nu există `page`: `per_page` (15, 50, 100 sau 200) spune doar câte rezultate vrei cel mult, cele mai potrivite primele. Dacă localitatea căutată nu e printre ele, caută mai precis, nu pagina următoare.',
    },
    {
      kind: 'code',
      caption: 'GET /search/localities/RO/cluj?per_page=15',
      samples: apiCall('GET', '/search/localities/RO/cluj?per_page=15'),
      run: { status: 200, fields: ['data', 'meta'] },
      tryPath: '/search/localities/RO/cluj?per_page=15',
    },
    {
      kind: 'code',
      caption: 'Răspunsul',
      samples: [{ lang: 'json', code: `{
  "data": [
    { "id": 54984, "name": "Cluj-Napoca", "county": "Cluj", "name_and_county": "Cluj-Napoca, Cluj", "county_code": "CJ" }
  ],
  "meta": { "count": 1, "per_page": 15, "country_code": "RO", "search_term": "cluj" },
  "test_mode": true
}` }],
    },

    { kind: 'h2', id: 'liste-fara-paginare', text: 'Liste fără paginare' },
    {
      kind: 'p',
      text: 'Celelalte liste sunt simple, fără paginare, pentru că au o mărime mărginită: țările, județele, localitățile unui județ, curierii, serviciile, lockerele, căutarea de străzi (cel mult 50 de rezultate), căutarea după cod poștal, rezultatele urmăririi (cel mult 200 de AWB-uri sau comenzi într-o cerere) și endpointurile de webhook (cel mult 10). Primești tot într-un singur răspuns.',
    },

    { kind: 'h2', id: 'toate-paginile', text: 'Cum parcurgi toate paginile' },
    {
      kind: 'p',
      text: 'Cere pagini la rând până ajungi la `last_page`, cu cea mai mare pagină (200) dacă vrei cât mai puține cereri. Lista este ordonată de la cele mai noi: dacă se adaugă o comandă cât timp parcurgi, elementele se mută cu o poziție și unul poate apărea de două ori. Păstrează-le după `id`, ca dublurile să se suprascrie.',
    },
    {
      kind: 'code',
      caption: 'Toate comenzile, pagină cu pagină',
      samples: [
        {
          lang: 'js',
          code: `const orders = new Map();
for (let page = 1, last = 1; page <= last; page++) {
  const url = \`https://curiero.ro/api/public/v1/orders?page=\${page}&per_page=200\`;
  const res = await fetch(url, { headers: { 'X-API-Key': process.env.CURIERO_API_KEY } });
  if (!res.ok) throw new Error(\`HTTP \${res.status}: \${await res.text()}\`);
  const { list, pagination } = await res.json();
  for (const order of list) orders.set(order.id, order);
  last = pagination.last_page;
}
console.log(\`Am citit \${orders.size} comenzi.\`);`,
        },
        {
          lang: 'php',
          code: `<?php
$orders = [];
$page = 1;
do {
    $ch = curl_init("https://curiero.ro/api/public/v1/orders?page=$page&per_page=200");
    curl_setopt_array($ch, [
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_HTTPHEADER => ['X-API-Key: ' . getenv('CURIERO_API_KEY')],
    ]);
    $response = curl_exec($ch);
    $status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
    curl_close($ch);
    if ($response === false || $status >= 400) {
        throw new RuntimeException("HTTP $status: $response");
    }
    $data = json_decode($response, true);
    foreach ($data['list'] as $order) {
        $orders[$order['id']] = $order;
    }
    $last = $data['pagination']['last_page'];
    $page++;
} while ($page <= $last);
echo 'Am citit ' . count($orders) . ' comenzi.', PHP_EOL;`,
        },
        {
          lang: 'python',
          code: `import os

import requests

orders = {}
page, last = 1, 1
while page <= last:
    res = requests.get(
        "https://curiero.ro/api/public/v1/orders",
        headers={"X-API-Key": os.environ["CURIERO_API_KEY"]},
        params={"page": page, "per_page": 200},
        timeout=30,
    )
    if not res.ok:
        raise RuntimeError(f"HTTP {res.status_code}: {res.text}")
    data = res.json()
    for order in data["list"]:
        orders[order["id"]] = order
    last = data["pagination"]["last_page"]
    page += 1
print(f"Am citit {len(orders)} comenzi.")`,
        },
      ],
    },
    {
      kind: 'p',
      text: 'Fiecare pagină este o cerere și se numără la limita de cereri pe minut a cheii. Pentru a afla ce s-a schimbat, în loc să parcurgi des toate comenzile, folosește [webhookurile](/docs/webhooks).',
    },
  ],
};
