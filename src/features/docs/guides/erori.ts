// Guide /docs/erori: the error body (routes/public/errors.ts), every error code the public API
// answers, with its status and what to do, and the validation details per field.
import type { DocPage } from '../docs-types.ts';

export const page: DocPage = {
  path: '/docs/erori',
  title: 'Erori și coduri de răspuns',
  description:
    'Forma erorilor din API-ul Curiero, fiecare cod de eroare cu statusul lui HTTP și ce faci când îl primești, plus erorile de validare pe câmp.',
  lead:
    'Când o cerere nu reușește, primești un status HTTP de eroare și un corp JSON cu aceeași formă la toate apelurile: un cod pentru program, un mesaj în română pentru om și, unde e cazul, detaliile problemei.',
  blocks: [
    { kind: 'h2', id: 'forma-erorii', text: 'Forma unei erori' },
    {
      kind: 'fields',
      caption: 'Corpul unei erori',
      rows: [
        { name: 'error', type: 'string', required: true, constraints: 'un cod din tabelul de mai jos', description: 'Codul erorii, stabil: după el decide programul tău.' },
        { name: 'message', type: 'string', required: true, constraints: 'în română', description: 'Explicația, pe care o poți arăta omului. Textul se poate schimba: nu îl compara în cod.' },
        {
          name: 'details',
          type: 'object',
          required: false,
          constraints: 'doar la unele erori',
          description: 'La validare, problemele pe câmp: numele câmpului și lista mesajelor lui. La un refuz, faptele lui (la 402: suma care lipsește).',
        },
        { name: 'test_mode', type: 'boolean', required: false, constraints: 'doar cu o cheie de test', description: 'true când cererea a fost făcută cu o cheie de test.' },
      ],
    },
    {
      kind: 'code',
      caption: '404 Not Found',
      samples: [{ lang: 'json', code: `{
  "error": "not_found",
  "message": "Comanda nu există.",
  "test_mode": true
}` }],
    },
    {
      kind: 'p',
      text: 'Erorile de autentificare (401) vin înainte să știm modul cheii, așa că nu au `test_mode`. Fiecare răspuns, de succes sau de eroare, are antetul `X-Request-Id`: păstrează-l în jurnalul tău, iar dacă ne scrii despre o eroare, trimite-ni-l, ca să găsim cererea.',
    },

    { kind: 'h2', id: 'coduri-de-eroare', text: 'Toate codurile de eroare' },
    {
      kind: 'table',
      caption: 'Codurile din câmpul error, cu statusul HTTP și ce faci',
      head: ['Cod', 'HTTP', 'Când apare', 'Ce faci'],
      rows: [
        ['`invalid_json`', '400', 'Corpul cererii nu este JSON valid.', 'Trimite JSON valid, serializat de o bibliotecă, nu lipit din bucăți de text.'],
        ['`bad_request`', '400', 'Cererea este greșită în alt fel, de exemplu o cale cu o secvență `%` ruptă.', 'Verifică adresa și antetele cererii.'],
        ['`idempotency_key_invalid`', '400', 'Antetul `Idempotency-Key` nu are între 8 și 255 de caractere permise.', 'Folosește litere, cifre, `.`, `-`, `_` sau `:` (vezi [cereri idempotente](/docs/idempotenta)).'],
        ['`unauthorized`', '401', 'Lipsește antetul `X-API-Key`, cheia nu este validă sau a fost revocată.', 'Verifică variabila de mediu a cheii; dacă a fost revocată, creează alta.'],
        ['`insufficient_funds`', '402', 'Soldul portofelului nu acoperă prețul comenzii. Nu s-a înregistrat nimic.', 'Alimentează portofelul cu cel puțin `details.missing_amount` lei și trimite din nou comanda.'],
        ['`insufficient_scope`', '403', 'O cheie `read` a încercat o operație de scriere.', 'Folosește o cheie `read_write` pentru acest apel.'],
        ['`live_mode_unavailable`', '403', 'Cheie live, cât timp serverul nu are configurat niciun curier real.', 'Folosește o cheie de test (`cur_test_…`).'],
        ['`not_found`', '404', 'Resursa nu există sau nu este a contului tău (comandă, AWB, adresă, decont, webhook), ori calea nu există.', 'Verifică id-ul și modul cheii: o cheie de test nu vede comenzile live.'],
        ['`idempotency_key_reused`', '409', 'Cheia `Idempotency-Key` a fost folosită în ultimele 24 de ore pentru o altă cerere.', 'Pentru o comandă nouă folosește o cheie nouă.'],
        ['`request_in_progress`', '409', 'O cerere cu aceeași cheie `Idempotency-Key` se procesează încă.', 'Așteaptă câteva secunde și trimite din nou aceeași cerere.'],
        ['`order_not_cancellable`', '409', 'Comanda nu mai poate fi anulată: coletul a fost preluat de curier sau curierul a refuzat anularea.', 'Nimic de reîncercat; dacă e nevoie, contactează destinatarul sau curierul.'],
        ['`label_unavailable`', '409', 'O comandă nu are încă etichetă, pentru că nu a fost înregistrată la curier.', 'Reîncearcă după ce comanda are AWB (webhookul `order.created` îți spune când).'],
        ['`order_cancelled`', '409', 'O comandă este anulată: AWB-ul ei nu mai este valabil, deci nu are etichetă.', 'Nu lipi eticheta veche pe colet: plasează o comandă nouă dacă trimiți totuși coletul.'],
        ['`address_changed`', '409', 'Adresa a fost modificată din altă parte în timp ce o modificai.', 'Citește adresa din nou și repetă modificarea.'],
        ['`too_many_addresses`', '409', 'Ai deja 500 de adrese de acest tip în agendă.', 'Șterge adresele pe care nu le mai folosești.'],
        ['`too_many_webhooks`', '409', 'Ai deja 10 endpointuri de webhook.', 'Șterge un endpoint pe care nu îl mai folosești.'],
        ['`endpoint_inactive`', '409', 'Ai cerut un eveniment de test sau o retrimitere pentru un endpoint pus pe pauză.', 'Activează endpointul (`is_active: true`) și încearcă din nou.'],
        ['`payload_too_large`', '413', 'Corpul cererii depășește 64 KB.', 'Împarte cererea; nicio cerere obișnuită nu se apropie de limită.'],
        ['`uri_too_long`', '414', 'Un parametru din cale este prea lung.', 'Scurtează valoarea din cale.'],
        ['`unsupported_media_type`', '415', 'Corpul nu este trimis ca `application/json`.', 'Adaugă antetul `Content-Type: application/json`.'],
        ['`validation_failed`', '422', 'Datele trimise nu sunt valide; `details` spune problema fiecărui câmp.', 'Corectează câmpurile din `details` și trimite din nou.'],
        ['`offer_unavailable`', '422', 'Curierul ales nu poate face serviciul ales pentru această expediție; motivul este în `details.service_id`.', 'Cere prețurile (`POST /orders/prices`) și alege o ofertă din `data`.'],
        ['`refund_channel_invalid`', '422', 'Ai cerut returnarea banilor pe card pentru o comandă plătită din portofel.', 'Lasă `refund_channel` deoparte sau trimite `wallet`.'],
        ['`too_many_requests`', '429', 'Cheia a depășit limita de cereri pe minut.', 'Așteaptă câte secunde spune antetul `Retry-After` (vezi [limite de utilizare](/docs/limite)).'],
        ['`headers_too_large`', '431', 'Antetele cererii depășesc 16 KB.', 'Trimite doar antetele necesare.'],
        ['`server_error`', '500', 'O eroare neprevăzută la noi.', 'Reîncearcă mai târziu, cu pauze tot mai mari; la `POST /orders`, doar cu `Idempotency-Key`.'],
      ],
    },

    { kind: 'h2', id: 'erori-de-validare', text: 'Erorile de validare' },
    {
      kind: 'p',
      text: 'La 422 `validation_failed`, `details` are câte o intrare pentru fiecare câmp greșit, cu toate problemele deodată, nu doar prima. Cheia este calea câmpului în corpul cererii: numele câmpurilor unite prin punct, iar pentru elementele unei liste, poziția lor, de la 0 (`content.parcels.0.size.weight` este greutatea primului colet). Valoarea este o listă de mesaje în română, pe care le poți arăta lângă câmpul din formularul tău.',
    },
    {
      kind: 'p',
      text: 'De exemplu, o cerere de preț cu un cod poștal din Cluj pentru o adresă din Iași și un colet fără greutate:',
    },
    {
      kind: 'code',
      caption: 'POST /orders/prices cu date greșite',
      samples: [
        { lang: 'curl', code: `curl -sS https://curiero.ro/api/public/v1/orders/prices \\
  -H "X-API-Key: $CURIERO_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
  "carrier_id": 0,
  "service_id": 0,
  "address_from": {
    "country_code": "RO",
    "locality_id": 54984,
    "contact": "Ana Popescu",
    "phone": "0722 123 456",
    "email": "ana@exemplu.ro",
    "street_name": "Memorandumului",
    "street_number": "28"
  },
  "address_to": {
    "country_code": "RO",
    "locality_id": 95079,
    "contact": "Ion Țăranu",
    "phone": "0744 987 654",
    "street_name": "Bulevardul Ștefan cel Mare și Sfânt",
    "street_number": "10",
    "postal_code": "400114"
  },
  "content": {
    "envelopes_count": 0,
    "parcels_count": 1,
    "total_weight": 0,
    "parcels": [
      {
        "sequence_no": 1,
        "size": {
          "weight": 0,
          "width": 15,
          "height": 10,
          "length": 20
        }
      }
    ]
  },
  "extra": {
    "parcel_content": "Cărți",
    "sms_recipient": false
  }
}'` },
        { lang: 'js', code: `const body = {
  carrier_id: 0,
  service_id: 0,
  address_from: {
    country_code: 'RO',
    locality_id: 54984,
    contact: 'Ana Popescu',
    phone: '0722 123 456',
    email: 'ana@exemplu.ro',
    street_name: 'Memorandumului',
    street_number: '28',
  },
  address_to: {
    country_code: 'RO',
    locality_id: 95079,
    contact: 'Ion Țăranu',
    phone: '0744 987 654',
    street_name: 'Bulevardul Ștefan cel Mare și Sfânt',
    street_number: '10',
    postal_code: '400114',
  },
  content: {
    envelopes_count: 0,
    parcels_count: 1,
    total_weight: 0,
    parcels: [
      {
        sequence_no: 1,
        size: {
          weight: 0,
          width: 15,
          height: 10,
          length: 20,
        },
      },
    ],
  },
  extra: {
    parcel_content: 'Cărți',
    sms_recipient: false,
  },
};

const res = await fetch('https://curiero.ro/api/public/v1/orders/prices', {
  method: 'POST',
  headers: {
    'X-API-Key': process.env.CURIERO_API_KEY,
    'Content-Type': 'application/json',
  },
  body: JSON.stringify(body),
});
const data = await res.json();
if (!res.ok) console.error(\`HTTP \${res.status} \${data.error}: \${data.message}\`);
console.log(JSON.stringify(data, null, 2));` },
        { lang: 'php', code: `<?php
$payload = [
    'carrier_id' => 0,
    'service_id' => 0,
    'address_from' => [
        'country_code' => 'RO',
        'locality_id' => 54984,
        'contact' => 'Ana Popescu',
        'phone' => '0722 123 456',
        'email' => 'ana@exemplu.ro',
        'street_name' => 'Memorandumului',
        'street_number' => '28',
    ],
    'address_to' => [
        'country_code' => 'RO',
        'locality_id' => 95079,
        'contact' => 'Ion Țăranu',
        'phone' => '0744 987 654',
        'street_name' => 'Bulevardul Ștefan cel Mare și Sfânt',
        'street_number' => '10',
        'postal_code' => '400114',
    ],
    'content' => [
        'envelopes_count' => 0,
        'parcels_count' => 1,
        'total_weight' => 0,
        'parcels' => [
            [
                'sequence_no' => 1,
                'size' => [
                    'weight' => 0,
                    'width' => 15,
                    'height' => 10,
                    'length' => 20,
                ],
            ],
        ],
    ],
    'extra' => [
        'parcel_content' => 'Cărți',
        'sms_recipient' => false,
    ],
];

$ch = curl_init('https://curiero.ro/api/public/v1/orders/prices');
curl_setopt_array($ch, [
    CURLOPT_RETURNTRANSFER => true,
    CURLOPT_POST => true,
    CURLOPT_HTTPHEADER => [
        'X-API-Key: ' . getenv('CURIERO_API_KEY'),
        'Content-Type: application/json',
    ],
    CURLOPT_POSTFIELDS => json_encode($payload, JSON_UNESCAPED_UNICODE),
]);
$response = curl_exec($ch);
if ($response === false) {
    throw new RuntimeException(curl_error($ch));
}
$status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
curl_close($ch);
$data = json_decode($response, true);
if ($status >= 400) {
    fwrite(STDERR, "HTTP $status {$data['error']}: {$data['message']}" . PHP_EOL);
}
echo json_encode($data, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE), PHP_EOL;` },
        { lang: 'python', code: `import json
import os
import sys

import requests

payload = {
    "carrier_id": 0,
    "service_id": 0,
    "address_from": {
        "country_code": "RO",
        "locality_id": 54984,
        "contact": "Ana Popescu",
        "phone": "0722 123 456",
        "email": "ana@exemplu.ro",
        "street_name": "Memorandumului",
        "street_number": "28",
    },
    "address_to": {
        "country_code": "RO",
        "locality_id": 95079,
        "contact": "Ion Țăranu",
        "phone": "0744 987 654",
        "street_name": "Bulevardul Ștefan cel Mare și Sfânt",
        "street_number": "10",
        "postal_code": "400114",
    },
    "content": {
        "envelopes_count": 0,
        "parcels_count": 1,
        "total_weight": 0,
        "parcels": [
            {
                "sequence_no": 1,
                "size": {
                    "weight": 0,
                    "width": 15,
                    "height": 10,
                    "length": 20,
                },
            },
        ],
    },
    "extra": {
        "parcel_content": "Cărți",
        "sms_recipient": False,
    },
}

res = requests.post(
    "https://curiero.ro/api/public/v1/orders/prices",
    headers={"X-API-Key": os.environ["CURIERO_API_KEY"]},
    json=payload,
    timeout=30,
)
data = res.json()
if not res.ok:
    print(f"HTTP {res.status_code} {data['error']}: {data['message']}", file=sys.stderr)
print(json.dumps(data, indent=2, ensure_ascii=False))` },
      ],
      run: { status: 422, fields: ['error', 'message', 'details'] },
    },
    {
      kind: 'code',
      caption: 'Răspunsul (422 Unprocessable Entity)',
      samples: [{ lang: 'json', code: `{
  "error": "validation_failed",
  "message": "Datele trimise nu sunt valide.",
  "details": {
    "content.parcels.0.size.weight": ["Greutatea trebuie să fie mai mare decât 0."],
    "address_to.postal_code": ["Codul poștal 400114 nu aparține localității Iași, Iași. Verifică-l sau lasă câmpul gol și îl completăm noi."]
  },
  "test_mode": true
}` }],
    },
    {
      kind: 'p',
      text: 'Același format îl au și parametrii din adresă: o pagină greșită la o listă răspunde cu `details.page` și `details.per_page`. Când o adresă din agendă trimisă prin id nu este a contului tău, problema apare la câmpul cu id-ul, de exemplu `address_from.address_id` sau `billing_to.billing_address_id`.',
    },

    { kind: 'h2', id: 'ce-reincerci', text: 'Ce reîncerci și ce nu' },
    {
      kind: 'list',
      items: [
        '**Reîncearcă** după o eroare de rețea, un timeout, 500 sau 503, cu pauze tot mai mari (1 s, 2 s, 4 s…). La `POST /orders`, doar cu antetul `Idempotency-Key`, ca să nu plătești de două ori.',
        '**Reîncearcă după pauza cerută** la 429 (antetul `Retry-After`) și la 409 `request_in_progress` (câteva secunde).',
        '**Nu reîncerca neschimbat** la celelalte erori 4xx: răspunsul va fi același. Corectează cererea (400, 413, 415, 422), cheia (401, 403), soldul (402) sau id-ul (404).',
      ],
    },
    {
      kind: 'p',
      text: 'Dacă o operație de scriere a rămas fără răspuns, citește starea înainte să o repeți: o comandă fără `Idempotency-Key` o găsești în `GET /orders`, o adresă în lista agendei.',
    },
  ],
};
