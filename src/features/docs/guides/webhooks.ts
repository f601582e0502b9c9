// Guide /docs/webhooks: the events, the endpoints, the Standard Webhooks headers and how to verify
// a signature (JavaScript with node:crypto only, PHP, Python; the JavaScript one is run by
// tests/server/docs-webhook-example.test.ts against the server's own signing), retries and the
// delivery log (services/webhooks/). The generator appends the reference of the webhook endpoints.
import type { DocPage } from '../docs-types.ts';

/** The signature check in JavaScript: a complete ES module, run by the test as it is written here. */
const VERIFY_JS = `// verifica-webhook.mjs: verifică un webhook Curiero (Standard Webhooks), doar cu node:crypto.
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 5 * 60;

/**
 * body: corpul cererii exact cum a sosit (text sau Buffer), înainte de JSON.parse.
 * headers: antetele cererii, cu nume scrise cu litere mici (ca req.headers în Node și Express).
 * secret: secretul endpointului, whsec_…
 * Întoarce evenimentul ({type, timestamp, data}) sau aruncă o eroare.
 */
export function verifyWebhook({ body, headers, secret, now = Date.now() }) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) throw new Error('Lipsesc antetele webhook-id, webhook-timestamp sau webhook-signature.');

  // 1. Momentul semnării: cel mult 5 minute față de ceasul tău, în ambele sensuri.
  const seconds = Number(timestamp);
  if (!/^\\d+$/.test(timestamp) || Math.abs(now / 1000 - seconds) > TOLERANCE_SECONDS) {
    throw new Error('webhook-timestamp este prea vechi sau în viitor.');
  }

  // 2. Semnătura așteptată: HMAC-SHA256 al textului "id.timestamp.corp", cu secretul decodat din base64.
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  const expected = createHmac('sha256', key).update(\`\${id}.\${timestamp}.\`).update(body).digest();

  // 3. Antetul poate avea mai multe semnături, separate prin spațiu: "v1,<base64> v1,<base64>".
  const valid = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!valid) throw new Error('Semnătura nu se potrivește.');

  return JSON.parse(body.toString());
}

// Într-un server Express, citește corpul ca text, nu ca JSON, ca semnătura să fie calculată pe ce a sosit:
//
// app.post('/webhooks/curiero', express.text({ type: 'application/json' }), (req, res) => {
//   let event;
//   try {
//     event = verifyWebhook({ body: req.body, headers: req.headers, secret: process.env.CURIERO_WEBHOOK_SECRET });
//   } catch {
//     return res.status(400).end();
//   }
//   res.status(204).end(); // răspunde repede, apoi procesează
//   processEvent(req.headers['webhook-id'], event); // de exemplu, pune-l într-o coadă
// });

// Pentru exemplu: rulează fișierul cu datele unei livrări în variabile de mediu
// (WEBHOOK_BODY, WEBHOOK_ID, WEBHOOK_TIMESTAMP, WEBHOOK_SIGNATURE, WEBHOOK_SECRET).
if (process.env.WEBHOOK_BODY !== undefined) {
  try {
    const event = verifyWebhook({
      body: process.env.WEBHOOK_BODY,
      headers: {
        'webhook-id': process.env.WEBHOOK_ID,
        'webhook-timestamp': process.env.WEBHOOK_TIMESTAMP,
        'webhook-signature': process.env.WEBHOOK_SIGNATURE,
      },
      secret: process.env.WEBHOOK_SECRET,
    });
    console.log(\`Semnătură validă: \${event.type}\`);
  } catch (error) {
    console.error(\`Webhook respins: \${error.message}\`);
    process.exitCode = 1;
  }
}`;

const VERIFY_PHP = `<?php
// Verifică un webhook Curiero (Standard Webhooks). Întoarce evenimentul sau aruncă o excepție.
function verifyWebhook(string $body, array $headers, string $secret): array
{
    $id = $headers['webhook-id'] ?? '';
    $timestamp = $headers['webhook-timestamp'] ?? '';
    $signatures = $headers['webhook-signature'] ?? '';
    if ($id === '' || $timestamp === '' || $signatures === '') {
        throw new RuntimeException('Lipsesc antetele webhook-id, webhook-timestamp sau webhook-signature.');
    }

    // 1. Momentul semnării: cel mult 5 minute față de ceasul tău, în ambele sensuri.
    if (!ctype_digit($timestamp) || abs(time() - (int) $timestamp) > 300) {
        throw new RuntimeException('webhook-timestamp este prea vechi sau în viitor.');
    }

    // 2. Semnătura așteptată: HMAC-SHA256 al textului "id.timestamp.corp", cu secretul decodat din base64.
    $key = base64_decode(str_starts_with($secret, 'whsec_') ? substr($secret, 6) : $secret, true);
    $expected = base64_encode(hash_hmac('sha256', "$id.$timestamp.$body", $key, true));

    // 3. Antetul poate avea mai multe semnături, separate prin spațiu.
    foreach (explode(' ', $signatures) as $entry) {
        [$version, $signature] = array_pad(explode(',', $entry, 2), 2, '');
        if ($version === 'v1' && hash_equals($expected, $signature)) {
            return json_decode($body, true, 512, JSON_THROW_ON_ERROR);
        }
    }
    throw new RuntimeException('Semnătura nu se potrivește.');
}

// În scriptul care primește webhookul:
$body = file_get_contents('php://input');
$headers = [
    'webhook-id' => $_SERVER['HTTP_WEBHOOK_ID'] ?? '',
    'webhook-timestamp' => $_SERVER['HTTP_WEBHOOK_TIMESTAMP'] ?? '',
    'webhook-signature' => $_SERVER['HTTP_WEBHOOK_SIGNATURE'] ?? '',
];
try {
    $event = verifyWebhook($body, $headers, getenv('CURIERO_WEBHOOK_SECRET'));
} catch (Throwable $e) {
    http_response_code(400);
    exit;
}
http_response_code(204);
// Procesează $event['type'] și $event['data'], de preferat după ce ai răspuns.`;

const VERIFY_PYTHON = `import base64
import hashlib
import hmac
import json
import time

TOLERANCE_SECONDS = 5 * 60


def verify_webhook(body: bytes, headers, secret: str) -> dict:
    """Verifică un webhook Curiero (Standard Webhooks). Întoarce evenimentul sau aruncă ValueError."""
    msg_id = headers.get("webhook-id", "")
    timestamp = headers.get("webhook-timestamp", "")
    signatures = headers.get("webhook-signature", "")
    if not msg_id or not timestamp or not signatures:
        raise ValueError("Lipsesc antetele webhook-id, webhook-timestamp sau webhook-signature.")

    # 1. Momentul semnării: cel mult 5 minute față de ceasul tău, în ambele sensuri.
    if not timestamp.isdigit() or abs(time.time() - int(timestamp)) > TOLERANCE_SECONDS:
        raise ValueError("webhook-timestamp este prea vechi sau în viitor.")

    # 2. Semnătura așteptată: HMAC-SHA256 al textului "id.timestamp.corp", cu secretul decodat din base64.
    key = base64.b64decode(secret[len("whsec_"):] if secret.startswith("whsec_") else secret)
    signed = f"{msg_id}.{timestamp}.".encode() + body
    expected = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest()).decode()

    # 3. Antetul poate avea mai multe semnături, separate prin spațiu.
    for entry in signatures.split(" "):
        version, _, signature = entry.partition(",")
        if version == "v1" and hmac.compare_digest(expected, signature):
            return json.loads(body)
    raise ValueError("Semnătura nu se potrivește.")


# Cu Flask:
# @app.post("/webhooks/curiero")
# def curiero_webhook():
#     try:
#         event = verify_webhook(request.get_data(), request.headers, os.environ["CURIERO_WEBHOOK_SECRET"])
#     except ValueError:
#         return "", 400
#     # pune evenimentul într-o coadă și răspunde repede
#     return "", 204`;

export const page: DocPage = {
  path: '/docs/webhooks',
  title: 'Notificări webhook',
  description:
    'Webhookurile Curiero: evenimentele trimise, antetele Standard Webhooks, verificarea semnăturii în JavaScript, PHP și Python, reîncercările și jurnalul.',
  lead:
    'În loc să întrebi mereu API-ul ce s-a schimbat, îți trimitem noi evenimentele: o cerere `POST` semnată la adresa ta când o comandă primește AWB, când se schimbă statusul unui colet și când îți virăm rambursurile.',
  blocks: [
    { kind: 'h2', id: 'cum-functioneaza', text: 'Cum funcționează' },
    {
      kind: 'list',
      ordered: true,
      items: [
        'Adaugi un endpoint: o adresă HTTPS a serverului tău și evenimentele pe care vrei să le primești, din cont, la [Chei API](/dashboard/api), secțiunea „Webhookuri”, sau prin API, cu `POST /webhooks`.',
        'Primești secretul de semnare al endpointului (`whsec_…`) și îl păstrezi pe serverul tău.',
        'Când are loc un eveniment, îți trimitem o cerere `POST` cu evenimentul în corp, semnată cu secretul, după specificația [Standard Webhooks](https://www.standardwebhooks.com).',
        'Serverul tău verifică semnătura, răspunde cu un cod 2xx în cel mult 5 secunde și procesează evenimentul.',
        'Dacă nu primim 2xx, reîncercăm cu pauze tot mai mari, timp de aproximativ 3 zile. Fiecare încercare rămâne în jurnalul livrărilor.',
      ],
    },

    { kind: 'h2', id: 'evenimentele', text: 'Evenimentele' },
    {
      kind: 'table',
      caption: 'Evenimentele la care te poți abona',
      head: ['Eveniment', 'Când îl trimitem', 'Ce conține data'],
      rows: [
        ['`order.created`', 'O comandă a contului a primit AWB-ul, deci eticheta se poate tipări.', '`order_id`, `order_number`, `awb`, `carrier_id`, `carrier`, `service_id`, `service_name`, `status`, `total_amount`, `currency`, `repayment_amount`, `origin`, `test_mode`, `track_url`, `created_at`'],
        ['`order.status_changed`', 'Statusul coletului s-a schimbat (un pas nou în același status nu este o schimbare).', '`order_id`, `order_number`, `awb`, `carrier_id`, `status_id`, `status`, `status_key`, `description`, `is_final`, `previous_status_id`, `previous_status`, `carrier_status_code`, `occurred_at`'],
        ['`repayment.paid`', 'Rambursul unui colet ți-a fost virat, într-un decont.', 'câmpurile unui ramburs din `GET /repayments` (`awb`, `order_id`, `repayment_amount`, `status`, `payout_id`…) și `paid_at`'],
        ['`payout.paid`', 'Un decont, cu rambursurile lui, ți-a fost virat în IBAN.', 'câmpurile unui decont din `GET /repayments/reports` (`payout_id`, `repayment_amount`, `bank_iban`, `paid_at`…) și `repayments_count`'],
        ['`return.created`', 'Un client s-a retras din contract și a confirmat cererea de retur pe pagina ta de retururi.', '`return_id`, `order_id`, `order_reference`, `status`, `drop_off_method`, `carrier_id`, `items` (`name`, `quantity`, `reason`), `created_at`'],
        ['`return.status_changed`', 'O cerere de retur și-a schimbat starea (aprobată, refuzată, primită, rambursată…).', 'câmpurile lui `return.created` și `previous_status`, `event`, `note`, `occurred_at`'],
        ['`webhook.test`', 'Ai cerut un eveniment de test (`POST /webhooks/{id}/test` sau „Trimite un test” din cont), oricare ar fi evenimentele endpointului.', '`endpoint_id`, `message`'],
      ],
    },
    {
      kind: 'p',
      text: 'Corpul are mereu aceeași formă: `type` (evenimentul), `timestamp` (când l-am pus la trimis, ISO 8601) și `data`. Primești evenimentele tuturor comenzilor contului, indiferent dacă au fost plasate prin API sau din cont; `order.created` îți spune în `origin` de unde vine comanda și în `test_mode` dacă e o comandă de test.',
    },
    {
      kind: 'code',
      caption: 'Corpul unui eveniment order.status_changed',
      samples: [
        {
          lang: 'json',
          code: `{
  "type": "order.status_changed",
  "timestamp": "2026-03-03T10:00:02.000Z",
  "data": {
    "order_id": 1042,
    "order_number": "CUR-2026-001042",
    "awb": "SMD4000123456",
    "carrier_id": 6,
    "status_id": 6,
    "status": "Livrat",
    "status_key": "delivered",
    "description": "Coletul a fost livrat.",
    "is_final": true,
    "previous_status_id": 5,
    "previous_status": "În livrare",
    "carrier_status_code": "9",
    "occurred_at": "2026-03-03T09:58:00.000Z"
  }
}`,
        },
      ],
    },

    { kind: 'h2', id: 'endpointuri', text: 'Endpointurile' },
    {
      kind: 'list',
      items: [
        'Un cont are cel mult 10 endpointuri, fiecare cu adresa lui, o descriere și lista evenimentelor pe care le primește.',
        'Adresa trebuie să înceapă cu `https://` și să fie accesibilă public: nu primim adrese cu nume de utilizator sau parolă, adrese IP private, locale sau rezervate ori nume care duc la ele.',
        'Un endpoint poate fi pus pe pauză (`is_active: false`): nu mai primește evenimente până îl activezi din nou. Îl punem noi pe pauză dacă răspunde cu 410 Gone.',
        'Secretul de semnare apare în răspunsul la creare și la înlocuire (`POST /webhooks/{id}/rotate-secret`), iar cu o cheie `read_write` îl poți cere din nou (`GET /webhooks/{id}/secret`); în liste nu apare niciodată.',
        'La înlocuirea secretului, semnăturile se fac imediat doar cu cel nou: pune-l în aplicația ta imediat după înlocuire.',
      ],
    },

    { kind: 'h2', id: 'antetele', text: 'Antetele unei livrări' },
    {
      kind: 'table',
      caption: 'Ce antete trimitem la fiecare încercare',
      head: ['Antet', 'Exemplu', 'Ce înseamnă'],
      rows: [
        ['`webhook-id`', '`msg_2KWPBgLlAfxdpx2AI54pPJ85f4W`', 'Identificatorul mesajului: același la toate încercările și la retrimiteri. Folosește-l ca să nu procesezi un eveniment de două ori.'],
        ['`webhook-timestamp`', '`1772532002`', 'Momentul semnării, în secunde Unix; se schimbă la fiecare încercare.'],
        ['`webhook-signature`', '`v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=`', 'Semnătura: `v1,` urmat de HMAC-SHA256 în base64. Pot fi mai multe, separate prin spațiu.'],
        ['`content-type`', '`application/json`', 'Corpul este JSON.'],
        ['`user-agent`', '`Curiero-Webhooks/1.0 (+https://curiero.ro)`', 'Îl poți folosi ca să recunoști cererile noastre în jurnal, nu ca dovadă: dovada este semnătura.'],
      ],
    },

    { kind: 'h2', id: 'verificarea-semnaturii', text: 'Verificarea semnăturii' },
    {
      kind: 'p',
      text: 'Oricine îți cunoaște adresa poate trimite cereri la ea. Semnătura dovedește că cererea vine de la noi și că nu a fost modificată pe drum, iar momentul semnării împiedică retrimiterea unei cereri vechi. Verifică ambele la fiecare cerere, înainte să faci ceva cu evenimentul:',
    },
    {
      kind: 'list',
      ordered: true,
      items: [
        'Citește corpul exact cum a sosit, ca text sau octeți, **înainte** de a-l interpreta ca JSON: un JSON parsat și scris la loc nu mai are aceiași octeți.',
        'Refuză cererea dacă `webhook-timestamp` diferă cu mai mult de 5 minute de ceasul tău.',
        'Scoate prefixul `whsec_` din secret și decodează restul din base64: aceștia sunt octeții cheii.',
        'Calculează HMAC-SHA256 al textului `{webhook-id}.{webhook-timestamp}.{corp}` cu cheia și codează-l în base64.',
        'Compară rezultatul, în timp constant, cu fiecare semnătură `v1,…` din `webhook-signature`. Dacă una se potrivește, cererea este a noastră.',
      ],
    },
    {
      kind: 'code',
      caption: 'Verificarea semnăturii, fără biblioteci externe',
      samples: [
        { lang: 'js', code: VERIFY_JS },
        { lang: 'php', code: VERIFY_PHP },
        { lang: 'python', code: VERIFY_PYTHON },
      ],
    },
    {
      kind: 'p',
      text: 'Exemplul în JavaScript folosește doar `node:crypto`, deci merge cu orice versiune de Node.js de la 20 încolo; exemplul în PHP cere PHP 8. Dacă preferi o bibliotecă, cele de la Standard Webhooks fac aceeași verificare; în Node.js, pachetul `standardwebhooks`: `new Webhook(secret).verify(body, headers)`.',
    },

    { kind: 'h2', id: 'raspunsul-tau', text: 'Ce răspunzi' },
    {
      kind: 'list',
      items: [
        'Răspunde cu un cod 2xx (200, 202 sau 204) în cel mult 5 secunde. Conexiunea trebuie să se facă în cel mult 3 secunde. Corpul răspunsului nu îl citim.',
        'Răspunde întâi, procesează apoi: pune evenimentul într-o coadă sau într-un tabel și lucrează cu el în afara cererii. O procesare lentă care depășește 5 secunde este o încercare nereușită, iar evenimentul vine din nou.',
        'Răspunde cu 4xx doar când refuzi cererea (semnătură greșită). Orice cod în afară de 2xx, un timeout sau o eroare de conexiune înseamnă încercare nereușită.',
        'Răspunde cu 410 Gone doar dacă vrei să nu mai primești nimic la acea adresă: endpointul este pus pe pauză până îl activezi din nou.',
      ],
    },

    { kind: 'h2', id: 'reincercari', text: 'Reîncercări' },
    {
      kind: 'p',
      text: 'O livrare nereușită se reîncearcă automat: prima pauză este de 5 secunde și se dublează la fiecare încercare, până la cel mult 4 ore între încercări. Sunt cel mult 30 de încercări, întinse pe aproximativ 3 zile; după ultima, livrarea rămâne `failed`. Dacă răspunzi 429 sau 503 cu antetul `Retry-After`, așteptăm cât ne ceri (cel mult 4 ore).',
    },
    {
      kind: 'p',
      text: 'Un endpoint care eșuează de 5 ori la rând primește o pauză automată: 1 minut, apoi de două ori mai lungă după fiecare nou eșec, până la cel mult o oră. Cât durează pauza, livrările lui așteaptă fără să-și consume încercările; la sfârșitul ei încercăm din nou. Prima livrare reușită încheie pauza, iar livrările care așteptau pleacă imediat. În cont, endpointul arată până când este în pauză și după câte eșecuri. Cel mult 2 livrări ale unui cont (și una pentru fiecare endpoint) se trimit în același timp; celelalte așteaptă la rând.',
    },
    {
      kind: 'p',
      text: 'Adresa endpointului se verifică la fiecare încercare: dacă numele ei ajunge să ducă la o adresă IP privată, încercarea nu se face și apare în jurnal cu motivul.',
    },

    { kind: 'h2', id: 'dubluri-si-ordine', text: 'Dubluri și ordine' },
    {
      kind: 'p',
      text: 'Același eveniment poate ajunge de mai multe ori: o încercare a reușit la tine, dar răspunsul tău nu a ajuns la noi, sau ai cerut o retrimitere. Toate au același `webhook-id`. Păstrează id-urile procesate (de exemplu, într-un tabel cu index unic) și ignoră un id pe care l-ai văzut deja.',
    },
    {
      kind: 'p',
      text: 'Ordinea sosirii nu este garantată: o livrare reîncercată poate ajunge după una mai nouă. Pentru statusuri, compară `occurred_at` cu ultimul status pe care îl ai și nu înlocui un status mai nou cu unul mai vechi. Dacă ai nevoie de starea exactă, citește comanda cu `GET /orders/{id}`.',
    },

    { kind: 'h2', id: 'jurnalul-livrarilor', text: 'Jurnalul livrărilor' },
    {
      kind: 'p',
      text: 'Fiecare eveniment trimis unui endpoint este o livrare, cu starea ei (`pending` cât se trimite sau se reîncearcă, `succeeded` după un 2xx, `failed` când s-au terminat încercările) și lista încercărilor: momentul, codul HTTP primit, eroarea și durata. Le vezi în cont, la „Webhookuri”, „Livrări”, sau cu `GET /webhooks/{id}/deliveries`, paginate, cele mai noi primele. Livrările încheiate se păstrează 30 de zile.',
    },
    {
      kind: 'list',
      items: [
        '**Retrimiterea** (`POST /webhooks/deliveries/{id}/resend`, „Trimite din nou” în cont) trimite încă o dată același mesaj, cu același `webhook-id` și același corp; o livrare care așteaptă o reîncercare este trimisă imediat.',
        '**Evenimentul de test** (`POST /webhooks/{id}/test`, „Trimite un test” în cont) trimite un `webhook.test`, ca să verifici adresa și verificarea semnăturii înainte de evenimentele reale. Se trimite o singură dată, fără reîncercări, chiar și în pauza automată (reușit, o încheie); un endpoint poate primi cel mult 10 pe oră, apoi răspundem 429 `too_many_test_events`.',
        'Ambele cer un endpoint activ; unul pus pe pauză primește 409 `endpoint_inactive`.',
      ],
    },
    {
      kind: 'p',
      text: 'Mai jos găsești referința apelurilor pentru endpointuri, secrete și livrări, cu toate câmpurile lor.',
    },
  ],
};
