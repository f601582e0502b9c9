// Guide /docs/introducere: the conventions every call of the public API shares.
import type { DocPage } from '../docs-types.ts';

export const page: DocPage = {
  path: '/docs/introducere',
  title: 'Introducere în API-ul Curiero',
  description:
    'Convențiile API-ului public Curiero: resurse, JSON în UTF-8, sume în lei, date ISO 8601, coduri SIRUTA, formele răspunsurilor și antetele utile.',
  lead:
    'API-ul public Curiero este un API HTTP care primește și răspunde JSON. Ghidul strânge convențiile comune tuturor apelurilor, ca să poți citi referința fără surprize.',
  blocks: [
    { kind: 'h2', id: 'cum-functioneaza', text: 'Cum funcționează' },
    {
      kind: 'p',
      text: 'Toate apelurile pornesc de la `https://curiero.ro/api/public/v1` și se fac prin HTTPS. Metoda spune ce face apelul: `GET` citește, `POST` creează sau calculează (prețuri, urmărire, etichete), `PUT` și `PATCH` modifică, `DELETE` șterge sau anulează. Fiecare cerere poartă cheia ta în antetul `X-API-Key`; detaliile sunt în ghidul [autentificare](/docs/autentificare).',
    },
    {
      kind: 'p',
      text: 'Corpul unei cereri este JSON, trimis cu `Content-Type: application/json` și de cel mult 64 KB. Un corp care nu este JSON valid primește 400 `invalid_json`, iar alt tip de conținut 415 `unsupported_media_type`. Un corp gol este acceptat acolo unde apelul nu are nevoie de el, de exemplu la un `DELETE`.',
    },

    { kind: 'h2', id: 'resursele', text: 'Resursele API-ului' },
    {
      kind: 'table',
      caption: 'Grupurile de apeluri',
      head: ['Grup', 'Căi', 'Ce conține'],
      rows: [
        ['Cont', '`/account/profile`, `/account/credit`', 'Profilul contului și soldul portofelului din care se plătesc comenzile.'],
        ['Adrese', '`/addresses/billing`, `/addresses/shipping`, `/addresses/delivery`', 'Agenda de adrese: facturare, expediere (ale tale) și livrare (ale destinatarilor).'],
        ['Locații', '`/locations/…`', 'Țări, județe, localități, curieri, servicii și lockere.'],
        ['Căutare', '`/search/…`', 'Localități după nume, străzi dintr-o localitate, localitate și stradă după codul poștal.'],
        ['Comenzi', '`/orders…`', 'Prețuri, comenzi, anulare, urmărire, etichete și linkuri către etichete.'],
        ['Rambursuri', '`/repayments…`', 'Rambursurile încasate la livrare, deconturile și rapoartele lor în CSV sau PDF.'],
        ['Webhookuri', '`/webhooks…`', 'Adresele la care primești evenimente, secretele de semnare și jurnalul livrărilor.'],
      ],
    },

    { kind: 'h2', id: 'formatul-datelor', text: 'Formatul datelor' },
    {
      kind: 'list',
      items: [
        '**Sume**: în lei, ca număr cu cel mult două zecimale (`25.01`), cu moneda `RON`. Singura excepție este detalierea `breakdown` a unei oferte de preț, în bani (1 leu = 100 de bani).',
        '**Date și ore**: ISO 8601 în UTC, de exemplu `2026-03-03T09:58:00.000Z`. Datele estimate de preluare și de livrare sunt doar zile, de exemplu `2026-03-04`.',
        '**Id-uri**: numere întregi. În căi le scrii ca text (`/orders/1042`); un id care nu există sau nu este al contului tău primește 404.',
        '**Localități**: după codul SIRUTA, în câmpul `locality_id`. Îl afli cu căutarea de localități (`GET /search/localities/RO/{termen}`), cu sau fără diacritice.',
        '**Țara**: deocamdată doar România (`RO`). Altă țară primește 422 `validation_failed`, cu problema în câmpul `country_code`.',
        '**Texte**: UTF-8, cu diacritice. Mesajele de eroare, numele statusurilor și ale serviciilor sunt în română.',
      ],
    },

    { kind: 'h2', id: 'formele-raspunsurilor', text: 'Formele răspunsurilor' },
    { kind: 'p', text: 'Răspunsurile nu au toate aceeași formă: fiecare apel o păstrează pe a lui, descrisă în referință. Vei întâlni:' },
    {
      kind: 'list',
      items: [
        'un obiect simplu, de exemplu soldul (`{wallet_balance, is_active, wallet_currency}`) sau detaliile unei comenzi;',
        'un obiect cu `message` și `data`, de exemplu profilul sau o adresă din agendă;',
        'o listă paginată: `{list, pagination}` la comenzi și rambursuri, `{list, meta}` la adrese, `{data, meta}` la căutarea de localități (vezi [paginarea listelor](/docs/paginare));',
        'o listă simplă, fără paginare, de exemplu județele, curierii sau rezultatul urmăririi după AWB;',
        'un fișier: PDF-ul etichetelor sau raportul unui decont, în CSV ori PDF.',
      ],
    },
    {
      kind: 'p',
      text: 'Cu o cheie de test, obiectele primesc în plus câmpul `"test_mode": true`, iar listele simple rămân neschimbate. Răspunsurile pot primi pe viitor câmpuri noi: programul tău trebuie să le ignore pe cele pe care nu le cunoaște.',
    },

    { kind: 'h2', id: 'antete-utile', text: 'Antetele utile din răspuns' },
    {
      kind: 'table',
      caption: 'Antete pe care le trimitem',
      head: ['Antet', 'Ce spune'],
      rows: [
        ['`X-Curiero-Mode`', '`test` sau `live`: modul cheii cu care ai făcut cererea.'],
        ['`RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset`, `RateLimit-Policy`', 'Câte cereri pe minut are cheia, câte îi mai rămân și peste câte secunde începe minutul următor (vezi [limite de utilizare](/docs/limite)).'],
        ['`Retry-After`', 'La 429: peste câte secunde poți încerca din nou.'],
        ['`X-Request-Id`', 'Identificatorul cererii. Păstrează-l în jurnalul tău: cu el găsim cererea dacă ne scrii.'],
        ['`Content-Type`', '`application/json; charset=utf-8` pentru JSON, `application/pdf` pentru etichete și rapoartele PDF, `text/csv` pentru rapoartele CSV.'],
      ],
    },

    { kind: 'h2', id: 'compatibilitate', text: 'Compatibilitate și versiune' },
    {
      kind: 'p',
      text: 'Versiunea face parte din adresă (`/v1`). Căile, numele câmpurilor, tipurile lor, paginarea și forma erorilor urmează API-ul public al liderului pieței de curierat pentru magazine online din România, așa că o integrare scrisă pentru acel API se mută la Curiero, de regulă, schimbând adresa de bază și cheia. Ce am adăugat noi (de exemplu `test_mode`, detalierea `breakdown` a prețului sau webhookurile) este în câmpuri și apeluri în plus; cele comune au aceleași nume și aceleași forme.',
    },
    {
      kind: 'p',
      text: 'Documentul OpenAPI 3.1, generat din schemele cu care serverul verifică cererile și scrie răspunsurile, descrie exact ce acceptă și ce întoarce fiecare apel. Îl poți descărca fără cheie, de la `https://curiero.ro/api/public/v1/openapi.json`.',
    },
  ],
};
