// Guide /docs/autentificare: API keys (services/api-keys/api-keys.ts, the key check in
// routes/public/public-api.ts), scopes, test and live mode, storage, revocation, the 10-key limit.
import type { DocPage } from '../docs-types.ts';
import { apiCall } from '../guide-requests.ts';

export const page: DocPage = {
  path: '/docs/autentificare',
  title: 'Autentificare cu cheie API',
  description:
    'Cum creezi, folosești și revoci o cheie API Curiero: antetul X-API-Key, accesul read sau read_write, modul test sau live și limita de 10 chei active.',
  lead:
    'Fiecare cerere către API poartă o cheie API în antetul `X-API-Key`. Cheia spune cine ești, ce ai voie să faci (`read` sau `read_write`) și în ce mod lucrezi (test sau live).',
  blocks: [
    { kind: 'h2', id: 'antetul-x-api-key', text: 'Antetul X-API-Key' },
    {
      kind: 'p',
      text: 'Pune cheia, așa cum ai copiat-o, în antetul `X-API-Key` al fiecărei cereri. Nu există sesiune sau token de schimbat: cheia este verificată la fiecare cerere. Singurul apel fără cheie este documentul OpenAPI (`GET /openapi.json`).',
    },
    {
      kind: 'code',
      caption: 'GET /account/profile',
      samples: apiCall('GET', '/account/profile'),
      run: { status: 200, fields: ['message', 'data'] },
      tryPath: '/account/profile',
    },
    { kind: 'p', text: 'Fără antet, sau cu o cheie greșită ori revocată, răspunsul este 401 `unauthorized`, cu un mesaj care spune care dintre ele:' },
    {
      kind: 'code',
      caption: '401 Unauthorized',
      samples: [{ lang: 'json', code: `{
  "error": "unauthorized",
  "message": "Cheia API nu este validă sau a fost revocată."
}` }],
    },

    { kind: 'h2', id: 'crearea-unei-chei', text: 'Crearea unei chei' },
    {
      kind: 'p',
      text: 'Cheile se creează în cont, la [Chei API](/dashboard/api): îi dai cheii un nume (între 2 și 60 de caractere, de exemplu „Magazin online” sau „Test integrare”), alegi accesul și modul, apoi apeși „Creează cheia”.',
    },
    {
      kind: 'p',
      text: 'O cheie arată ca `cur_test_` sau `cur_live_`, urmat de 55 de litere și cifre. Începutul ei spune modul, așa că vezi dintr-o privire dacă o cheie de test a ajuns unde trebuia să fie una live. În lista din cont apare doar începutul cheii (de exemplu `cur_test_Xb7Kq2Mz`), ca să o recunoști, alături de data creării, data ultimei folosiri și starea ei.',
    },

    { kind: 'h2', id: 'acces-read-sau-read-write', text: 'Acces: read sau read_write' },
    {
      kind: 'table',
      caption: 'Ce poate face fiecare acces',
      head: ['Acces', 'Ce poate face'],
      rows: [
        ['`read`', 'Citește tot ce ține de cont: profilul, soldul, adresele, locațiile, comenzile, rambursurile, deconturile și webhookurile. Poate și calcula prețuri, urmări colete și descărca etichete, pentru că aceste apeluri nu schimbă nimic, chiar dacă folosesc `POST`.'],
        ['`read_write`', 'Tot ce poate `read`, plus: plasează și anulează comenzi, adaugă, modifică și șterge adrese din agendă, adaugă, modifică și șterge endpointuri de webhook, le schimbă sau le arată secretul, trimite evenimente de test și retrimite livrări.'],
      ],
    },
    {
      kind: 'p',
      text: 'Alege cel mai mic acces de care are nevoie fiecare integrare: un panou care doar afișează statusul coletelor merge cu `read`. O cheie `read` care încearcă o operație de scriere primește 403 `insufficient_scope`:',
    },
    {
      kind: 'code',
      caption: '403 Forbidden',
      samples: [{ lang: 'json', code: `{
  "error": "insufficient_scope",
  "message": "Cheia API are doar acces de citire: pentru această operație creează o cheie cu acces read_write.",
  "test_mode": true
}` }],
    },

    { kind: 'h2', id: 'modul-test-sau-live', text: 'Modul: test sau live' },
    {
      kind: 'p',
      text: 'Cu o cheie de test (`cur_test_…`), comenzile merg la rețeaua simulată a curierilor, iar cheia vede doar comenzile de test, cu rambursurile și deconturile lor. Fiecare răspuns are antetul `X-Curiero-Mode: test`, iar obiectele JSON au câmpul `"test_mode": true`. Comenzile de test se plătesc din soldul de test (bani fictivi, alimentat gratuit la [Chei API](/dashboard/api)), nu din portofel, și nu primesc factură. Agenda de adrese este comună tuturor cheilor contului; o cheie vede doar endpointurile de webhook ale modului ei.',
    },
    {
      kind: 'note',
      tone: 'warning',
      text: 'Deocamdată serverul nu are configurat niciun curier real, așa că orice cerere cu o cheie live (`cur_live_…`) primește 403 `live_mode_unavailable`. Poți crea o cheie live, dar nu o poți folosi încă: integrează-te cu o cheie de test.',
    },
    {
      kind: 'code',
      caption: '403 Forbidden, cu o cheie live',
      samples: [{ lang: 'json', code: `{
  "error": "live_mode_unavailable",
  "message": "Cheile live nu pot fi folosite încă: serverul nu are configurat niciun curier real. Folosește o cheie de test (cur_test_…) până atunci."
}` }],
    },

    { kind: 'h2', id: 'cum-pastram-cheia', text: 'Cum păstrăm cheia' },
    {
      kind: 'p',
      text: 'Cheia întreagă se afișează **o singură dată**, imediat după creare. Noi păstrăm doar amprenta ei SHA-256, din care cheia nu se poate reconstitui; la fiecare cerere calculăm amprenta cheii primite și o comparăm cu cea păstrată. De aceea nu îți putem arăta din nou o cheie: dacă ai pierdut-o, revoc-o și creează alta.',
    },
    {
      kind: 'p',
      text: 'Tu păstrează cheia ca pe o parolă: pe server, într-o variabilă de mediu sau într-un manager de secrete, niciodată în codul din git, în JavaScript-ul trimis browserului ori într-o aplicație mobilă. Nu o scrie nici în jurnale: noi nu o scriem în ale noastre.',
    },

    { kind: 'h2', id: 'revocarea', text: 'Revocarea unei chei' },
    {
      kind: 'p',
      text: 'O cheie se revocă din cont, la [Chei API](/dashboard/api), cu „Revocă”. Din acel moment, cererile făcute cu ea primesc 401 `unauthorized`. Revocarea nu se poate anula; cheia rămâne în listă, marcată „revocată”, ca să știi ce s-a întâmplat cu ea.',
    },
    { kind: 'p', text: 'Ca să înlocuiești o cheie fără întrerupere (de exemplu, când pleacă cineva din echipă sau când bănuiești că a fost văzută):' },
    {
      kind: 'list',
      ordered: true,
      items: [
        'Creează o cheie nouă, cu același acces și același mod.',
        'Pune cheia nouă în configurația aplicației și repornește-o.',
        'Verifică în lista din cont că vechea cheie nu mai este folosită (coloana „Folosită ultima dată”, actualizată cel mult o dată pe minut).',
        'Revocă vechea cheie.',
      ],
    },

    { kind: 'h2', id: 'cel-mult-10-chei', text: 'Cel mult 10 chei active' },
    {
      kind: 'p',
      text: 'Un cont poate avea cel mult 10 chei active în același timp; cheile revocate nu se numără. O a unsprezecea cheie este refuzată până revoci una pe care nu o mai folosești. Folosește câte o cheie pentru fiecare integrare și mediu (de exemplu, „Magazin: producție”, „Magazin: dezvoltare”, „Raportare”), ca să poți revoca una fără să le oprești pe celelalte.',
    },
    {
      kind: 'p',
      text: 'Fiecare cheie are limita ei de cereri pe minut, descrisă în [limite de utilizare](/docs/limite).',
    },
  ],
};
