// The documentation's home page (/docs): what the public API does, its base URL, test and live
// mode, and a five-step quick start. The renderer adds the links to the guides, the reference
// groups and the OpenAPI document.
import type { DocPage } from '../docs-types.ts';
import { apiCall, ORDER_BODY, PRICE_BODY } from '../guide-requests.ts';

export const page: DocPage = {
  path: '/docs',
  title: 'API-ul Curiero pentru magazine online',
  description:
    'API-ul Curiero pentru magazine: prețuri de la curieri, comenzi plătite din portofel, etichete AWB, urmărire, rambursuri și webhookuri, prin JSON.',
  lead:
    'Cu API-ul Curiero îți legi magazinul online de curieri: afli prețul unei expediții, plasezi comanda, descarci eticheta și urmărești coletul direct din aplicația ta. Aici vezi ce poți face și, în cinci minute, treci de la o cheie nouă la primul colet de test.',
  blocks: [
    { kind: 'h2', id: 'ce-poti-face', text: 'Ce poți face cu API-ul' },
    {
      kind: 'list',
      items: [
        '**Prețuri**: ofertele curierilor pentru o expediție, cu TVA și datele estimate de preluare și de livrare (`POST /orders/prices`).',
        '**Comenzi**: plasezi comanda la curierul și serviciul alese și o plătești din portofelul contului, în aceeași operație (`POST /orders`). Până la preluarea coletului o poți anula, iar banii se întorc în portofel.',
        '**Etichete**: un singur PDF cu etichetele AWB ale mai multor comenzi, în format A6 sau A4 (`POST /orders/labels`), sau un link de descărcare valabil 15 minute (`GET /orders/label-link/{awb}`).',
        '**Urmărire**: statusul curent și istoricul coletelor, după AWB sau după id-ul comenzii.',
        '**Agenda de adrese**: adresele de expediere, de livrare și de facturare ale contului, pe care le folosești în comenzi prin id.',
        '**Rambursuri**: banii încasați de curieri la livrare, deconturile prin care îi primești în IBAN și raportul fiecărui decont, în CSV sau PDF.',
        '**Webhookuri**: evenimente semnate trimise serverului tău când o comandă primește AWB, când se schimbă statusul unui colet și când îți virăm un ramburs sau un decont.',
        '**Date de referință**: țări, județe, localități (cu codul SIRUTA), curieri, servicii și lockere, plus căutare de localități, străzi și coduri poștale.',
      ],
    },

    { kind: 'h2', id: 'adresa-de-baza', text: 'Adresa de bază' },
    { kind: 'p', text: 'Toate apelurile pornesc de la aceeași adresă:' },
    { kind: 'code', samples: [{ lang: 'text', code: 'https://curiero.ro/api/public/v1' }] },
    {
      kind: 'p',
      text: 'Trimiți și primești JSON în UTF-8 și te autentifici cu antetul `X-API-Key`, pe care îl pui la fiecare cerere. Sumele sunt în lei, cu zecimale (`25.01`), iar datele și orele sunt în formatul ISO 8601. Mesajele de eroare și statusurile coletelor sunt în română.',
    },
    {
      kind: 'p',
      text: 'Documentul OpenAPI 3.1 al API-ului se descarcă fără cheie. Descrie fiecare apel, fiecare câmp și erorile posibile, cu exemple; îl poți importa într-un client HTTP sau îl poți da unui generator de cod.',
    },

    { kind: 'h2', id: 'test-si-live', text: 'Modul de test și modul live' },
    {
      kind: 'p',
      text: 'Fiecare cheie API are un mod. O cheie de test (`cur_test_…`) lucrează cu rețeaua simulată a curierilor: comenzile primesc AWB, etichetă și statusuri, dar niciun curier nu vine după colet. O cheie de test vede doar comenzile de test; o cheie live ar vedea doar comenzile reale. Cu o cheie de test, fiecare răspuns are antetul `X-Curiero-Mode: test`, iar răspunsurile care sunt obiecte JSON au și câmpul `"test_mode": true`.',
    },
    {
      kind: 'note',
      tone: 'warning',
      text: '**Deocamdată curierii sunt simulați.** Serverul nu are încă niciun curier real configurat, așa că o cheie live (`cur_live_…`) este refuzată la orice apel, cu 403 `live_mode_unavailable`. Construiește și încearcă integrarea cu o cheie de test: apelurile și formele răspunsurilor sunt aceleași în ambele moduri.',
    },
    {
      kind: 'note',
      tone: 'info',
      text: 'Comenzile de test se plătesc din soldul de test (bani fictivi, alimentat gratuit la [Chei API](/dashboard/api)), niciodată din portofel, și nu primesc factură: soldul de test scade cu prețul comenzii. Dacă anulezi comanda (`DELETE /orders/{id}`) cât timp coletul nu a fost preluat, suma revine în soldul de test.',
    },

    { kind: 'h2', id: 'pornire-rapida', text: 'Pornire rapidă în 5 minute' },
    {
      kind: 'p',
      text: 'Îți trebuie un cont Curiero cu sold de test (îl alimentezi gratuit la [Chei API](/dashboard/api); pentru comenzi live, bani în [portofel](/dashboard/portofel)) și o adresă de facturare în [agenda de adrese](/dashboard/adrese), pe care comanda o cere. Exemplele citesc cheia din variabila de mediu `CURIERO_API_KEY`. Cele în JavaScript cer Node.js 20 sau mai nou (module ES, `fetch` global), cele în PHP extensia curl, iar cele în Python biblioteca `requests`.',
    },

    { kind: 'h3', id: 'pas-1-cheia', text: '1. Creează o cheie de test' },
    {
      kind: 'p',
      text: 'În cont, la [Chei API](/dashboard/api), dă-i cheii un nume, alege accesul **read_write** (ca să poți plasa comenzi) și modul **Test**, apoi apasă „Creează cheia”. Cheia se afișează o singură dată: copiaz-o și pune-o într-o variabilă de mediu.',
    },
    { kind: 'code', samples: [{ lang: 'text', code: 'export CURIERO_API_KEY="cur_test_…"' }], caption: 'În terminal (Linux, macOS sau WSL)' },

    { kind: 'h3', id: 'pas-2-pretul', text: '2. Află prețul' },
    {
      kind: 'p',
      text: 'Trimite expeditorul, destinatarul și coletul. Cu `carrier_id: 0` și `service_id: 0` primești ofertele tuturor curierilor și serviciilor. Localitatea se dă prin codul SIRUTA (`locality_id`): 54984 este Cluj-Napoca, 95079 este Iași. Codul oricărei localități îl afli cu [căutarea de localități](/docs/api/search/localities).',
    },
    {
      kind: 'code',
      caption: 'POST /orders/prices',
      samples: apiCall('POST', '/orders/prices', { body: PRICE_BODY }),
      run: { status: 200, fields: ['data', 'unavailable', 'validation_address'] },
    },
    {
      kind: 'p',
      text: 'Fiecare ofertă din `data` are curierul, serviciul, prețul (`price.amount` fără TVA, `price.vat` și `price.total`) și datele estimate. Ofertele care nu se pot face pentru expediția ta apar în `unavailable`, cu motivul. În `validation_address` vezi localitățile și codurile poștale pe care le-am înțeles din adresele trimise.',
    },
    {
      kind: 'code',
      caption: 'Răspunsul (prescurtat: o singură ofertă)',
      samples: [
        {
          lang: 'json',
          code: `{
  "data": [
    {
      "carrier_id": 6,
      "carrier": "Sameday",
      "service_id": 1,
      "service_name": "Domiciliu - domiciliu",
      "estimated_pickup_date": "2026-03-03",
      "estimated_delivery_date": "2026-03-04",
      "price": { "amount": 20.67, "vat": 4.34, "total": 25.01, "currency": "RON" },
      "breakdown": {
        "lines": [
          { "code": "base", "label": "Tarif de bază", "amount": 1950 },
          { "code": "fuel", "label": "Taxă combustibil", "amount": 117 }
        ],
        "net_bani": 2067,
        "vat_bani": 434,
        "total_bani": 2501,
        "vat_rate": 21
      },
      "billed_weight_kg": 1
    }
  ],
  "unavailable": [],
  "validation_address": {
    "address_from": { "locality_id": 54984, "postal_code": "400114", "locality_name": "Cluj-Napoca", "county_name": "Cluj", "country_code": "RO" },
    "address_to": { "locality_id": 95079, "postal_code": "700063", "locality_name": "Iași", "county_name": "Iași", "country_code": "RO" }
  },
  "test_mode": true
}`,
        },
      ],
    },

    { kind: 'h3', id: 'pas-3-comanda', text: '3. Plasează comanda' },
    {
      kind: 'p',
      text: 'Alege o ofertă și trimite-i curierul și serviciul, cu aceleași adrese și același colet, plus adresa de facturare din agenda ta (`billing_to.billing_address_id`; id-ul îl afli cu `GET /addresses/billing`). Comanda se plătește din portofel în aceeași operație. Dacă soldul nu ajunge, primești 402 `insufficient_funds`, cu suma care lipsește, și nu se înregistrează nimic.',
    },
    {
      kind: 'code',
      caption: 'POST /orders',
      samples: apiCall('POST', '/orders', { body: ORDER_BODY }),
      run: { status: 201, fields: ['data', 'validation_address', 'message'], fixtures: { '67890': 'address.billing.id' } },
    },
    {
      kind: 'code',
      caption: 'Răspunsul (201 Created)',
      samples: [
        {
          lang: 'json',
          code: `{
  "data": {
    "order_id": 1042,
    "awb_number": "SMD4000123456",
    "carrier": "Sameday",
    "carrier_id": 6,
    "service_id": 1,
    "service_name": "Domiciliu - domiciliu",
    "price": { "amount": 20.67, "vat": 4.34, "total": 25.01, "currency": "RON" },
    "estimated_pickup_date": "2026-03-03",
    "estimated_delivery_date": "2026-03-04",
    "track_url": "https://curiero.ro/tracking?awb=SMD4000123456",
    "extra": { "sms_recipient": false, "parcel_content": "Cărți" },
    "number": "CUR-2026-001042",
    "order_status": "booked"
  },
  "validation_address": {
    "address_from": { "locality_id": 54984, "postal_code": "400114", "locality_name": "Cluj-Napoca", "county_name": "Cluj", "country_code": "RO" },
    "address_to": { "locality_id": 95079, "postal_code": "700063", "locality_name": "Iași", "county_name": "Iași", "country_code": "RO" }
  },
  "message": "Comanda CUR-2026-001042 a fost plătită din portofel și înregistrată la Sameday. AWB: SMD4000123456.",
  "test_mode": true
}`,
        },
      ],
    },
    {
      kind: 'p',
      text: 'Păstrează `data.order_id` și `data.awb_number`: îți trebuie la pașii următori. Dacă AWB-ul nu a putut fi emis pe loc, `awb_number` este `null`, iar mesajul îți spune că va fi emis în câteva minute; îl găsești apoi în detaliile comenzii (`GET /orders/{id}`) sau îl primești prin webhookul `order.created`.',
    },
    {
      kind: 'note',
      tone: 'info',
      text: 'Dacă o cerere de creare a comenzii rămâne fără răspuns (timeout, conexiune căzută), nu o retrimite orbește: ai putea plăti de două ori. Trimite antetul `Idempotency-Key` și reîncearcă în siguranță, cum arată ghidul [cereri idempotente](/docs/idempotenta).',
    },

    { kind: 'h3', id: 'pas-4-eticheta', text: '4. Descarcă eticheta' },
    {
      kind: 'p',
      text: 'Trimite id-urile comenzilor (cel mult 100 într-o cerere) și primești un singur PDF cu etichetele lor: `A6` pune câte o etichetă pe pagină, `A4` câte patru pe foaie. Răspunsul este PDF chiar dacă cererea are `Accept: application/json`.',
    },
    {
      kind: 'code',
      caption: 'POST /orders/labels',
      samples: apiCall('POST', '/orders/labels', { body: { order_ids: [12345], format: 'A6' }, file: 'etichete.pdf' }),
      run: { status: 200, fields: [], binary: true, fixtures: { '12345': 'order.id' } },
    },

    { kind: 'h3', id: 'pas-5-urmarire', text: '5. Urmărește coletul' },
    {
      kind: 'p',
      text: 'Trimite AWB-urile (cel mult 200 într-o cerere). Răspunsul este o listă, în ordinea cererii, cu statusul curent și istoricul fiecărui colet; un AWB pe care nu îl găsim are `found: false`.',
    },
    {
      kind: 'code',
      caption: 'POST /orders/track-by-awb',
      samples: apiCall('POST', '/orders/track-by-awb', { body: { awb_list: ['SMD4000123456'] } }),
      run: { status: 200, fields: [], fixtures: { SMD4000123456: 'order.awb' } },
    },
    {
      kind: 'code',
      caption: 'Răspunsul',
      samples: [
        {
          lang: 'json',
          code: `[
  {
    "order_id": 1042,
    "carrier_id": 6,
    "carrier": "Sameday",
    "awb": "SMD4000123456",
    "track_url": "https://curiero.ro/tracking?awb=SMD4000123456",
    "current_status": "Înregistrat",
    "current_status_id": 1,
    "current_status_description": "AWB emis: expediția a fost înregistrată la curier.",
    "is_current_status_final": false,
    "reference": "CUR-2026-001042",
    "history": [
      {
        "status_id": 1,
        "status": "Înregistrat",
        "status_description": "AWB emis: expediția a fost înregistrată la curier.",
        "is_final_status": false,
        "timestamp": "2026-03-03T09:15:02.482Z",
        "location": "Cluj-Napoca",
        "carrier_status_code": "1"
      }
    ],
    "found": true,
    "estimated_delivery_date": "2026-03-04",
    "carrier_website": "https://sameday.ro",
    "updated_at": "2026-03-03T09:15:02.482Z"
  }
]`,
        },
      ],
    },
    {
      kind: 'p',
      text: 'Ca să nu întrebi mereu de status, abonează-te la evenimentul `order.status_changed`: îți trimitem fiecare schimbare de status, semnată, la adresa ta. Vezi [notificări webhook](/docs/webhooks).',
    },

    { kind: 'h2', id: 'ce-urmeaza', text: 'Ce urmează' },
    {
      kind: 'p',
      text: 'Ghidul [Primii pași cu API-ul](/docs/api/getting-started) reia integrarea pe larg: unde ții cheia, cum citești erorile, cum funcționează creditul din portofel și cum recunoști modul de test. Referința fiecărui apel, cu toate câmpurile, o găsești mai jos.',
    },
  ],
};
