// The cookie policy. It must match what the app really keeps in the browser: every key of
// src/lib/storage-keys.ts, the consent record, the sessionStorage keys of social login, the Dexie
// database, the push token record, Firebase's databases and the service worker's caches
// (tests/unit/features/content-info-legal.test.tsx fails when a key is added without a row here).
import { ORDER_PATH } from './content-types.ts';
import { LEGAL_UPDATED, OPERATOR } from './legal-common.ts';
import type { LegalPage } from './legal-types.ts';

const HEAD = ['Nume', 'Scop', 'Categorie', 'Durată'] as const;
const NECESSARY = 'Necesare și funcționale';
const SECURITY = 'Securitate';
const UNTIL_LOGOUT = 'Până la deconectare; sesiunea expiră după 1 zi sau după 30 de zile cu „Ține-mă minte”';

export const politicaCookies: LegalPage = {
  h1: 'Politica de cookies',
  lead: 'Ce păstrează Curiero în browserul tău (cookie-uri și tehnologii similare: localStorage, sessionStorage, IndexedDB, memoria aplicației), de ce, cât timp și cum îți schimbi alegerea oricând.',
  description:
    'Ce stochează Curiero în browser: fiecare cheie localStorage, sessionStorage și IndexedDB, cu scop, categorie și durată, plus cum îți schimbi alegerile.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      id: 'ce-sunt-cookie-urile',
      heading: 'Ce sunt cookie-urile și tehnologiile similare',
      paragraphs: [
        'Cookie-urile sunt fișiere mici pe care un site le salvează în browserul tău. Tehnologiile similare (spațiul de stocare local, localStorage, cel al sesiunii, sessionStorage, baza de date a browserului, IndexedDB, și memoria aplicației folosită de service worker, Cache Storage) păstrează tot pe dispozitivul tău informații de care site-ul are nevoie.',
        'Potrivit Legii nr. 506/2004 privind prelucrarea datelor cu caracter personal și protecția vieții private în sectorul comunicațiilor electronice, stocarea de informații pe dispozitivul tău sau accesul la ele se face cu acordul tău, cu excepția celor strict necesare serviciului pe care l-ai cerut. Regula se aplică la fel cookie-urilor și tehnologiilor similare, de aceea le descriem pe toate.',
        'Curiero nu setează în prezent niciun cookie HTTP propriu: sesiunea, preferințele și alegerile tale sunt păstrate în stocarea locală a browserului, descrisă mai jos, și nu sunt trimise automat cu fiecare cerere.',
      ],
    },
    {
      id: 'categorii',
      heading: 'Categoriile pe care le folosim',
      paragraphs: ['Bannerul de consimțământ are patru categorii; primele două sunt mereu active, pentru că fără ele site-ul nu poate funcționa în siguranță:'],
      list: [
        'Necesare și funcționale: sesiunea de autentificare, tema aleasă, comanda începută și salvată automat, căutările recente de AWB, notificările cerute de tine și alegerile tale de consimțământ. Mereu active.',
        'Securitate: protecția contului și a autentificării (de exemplu, codul unic care împiedică falsificarea unei autentificări cu Google, Facebook sau Apple și marcajul unei sesiuni de asistență deschise de un administrator). Mereu active.',
        'Analiză: statistici agregate despre paginile folosite, ca să îmbunătățim site-ul. Doar cu acordul tău.',
        'Publicitate: măsurarea campaniilor și reclame relevante pe alte site-uri. Doar cu acordul tău.',
      ],
    },
    {
      id: 'setarile-implicite',
      heading: 'Ce se întâmplă înainte să alegi',
      paragraphs: [
        'Pentru vizitatorii din România, din celelalte state ale Uniunii Europene și ale Spațiului Economic European, din Regatul Unit și din Elveția, categoriile Analiză și Publicitate sunt refuzate implicit, iar Necesare și funcționale și Securitate sunt active. Țara o deducem fără nicio cerere în rețea, din fusul orar și din limba browserului; în caz de îndoială aplicăm regulile stricte.',
        'Oriunde te-ai afla, niciun instrument de analiză sau publicitate nu se încarcă înainte de o alegere explicită a ta. Alegerea o poți face cu butoanele „Accept toate”, „Refuz opționalele” sau „Personalizează” din banner.',
        'Dacă un instrument Google este configurat pe site, alegerea ta îi este transmisă prin modul de consimțământ Google (Consent Mode): analytics_storage, ad_storage, ad_user_data și ad_personalization rămân „denied” până le accepți.',
      ],
    },
    {
      id: 'stocarea-locala',
      heading: 'Stocarea locală (localStorage)',
      paragraphs: [
        'Rămâne în browser și după închiderea lui. La deconectare ștergem cheile care țin de contul tău; tema, identificatorul anonim al dispozitivului, ultimele valori din instrumentele TVA și alegerile de consimțământ rămân, pentru că nu țin de cont.',
      ],
      table: {
        caption: 'Cheile localStorage folosite de Curiero',
        head: HEAD,
        codeColumn: 0,
        rows: [
          ['access_token', 'Cheia de acces a sesiunii tale, trimisă serverului la fiecare cerere din cont.', NECESSARY, 'Valabilă 15 minute, reînnoită automat cât timp sesiunea e activă; ștearsă la deconectare'],
          ['refresh_token', 'Reînnoiește cheia de acces fără să îți ceară din nou parola.', NECESSARY, UNTIL_LOGOUT],
          ['token_expires_at', 'Momentul în care expiră cheia de acces, ca să fie reînnoită la timp.', NECESSARY, 'Până la deconectare'],
          ['customer', 'Datele contului afișate în aplicație (nume, e-mail, preferințe), ca să nu le cerem la fiecare pagină.', NECESSARY, 'Până la deconectare'],
          ['dark_mode', 'Tema aleasă: luminoasă sau întunecată (lipsa cheii înseamnă tema sistemului).', NECESSARY, 'Până o schimbi sau ștergi datele site-ului'],
          ['push_token_registered', 'Arată că serverul are înregistrat acest dispozitiv pentru notificări push.', NECESSARY, 'Până la deconectare sau la oprirea notificărilor'],
          ['anon_id', 'Identificator aleatoriu al dispozitivului, fără legătură cu numele tău, creat doar când activezi notificările push, ca să recunoaștem dispozitivul și fără cont.', NECESSARY, 'Până ștergi datele site-ului (rămâne după deconectare)'],
          ['admin_login', 'Marchează o sesiune de asistență în care un administrator Curiero îți vede contul, la cererea ta.', SECURITY, 'Cel mult 10 minute; ștearsă la încheierea sesiunii'],
          ['admin_login_at', 'Ora la care a început sesiunea de asistență, ca să se încheie automat.', SECURITY, 'Cel mult 10 minute; ștearsă la încheierea sesiunii'],
          ['vat_tools', 'Ultimele valori introduse în calculatorul și extractorul de TVA, ca să le regăsești după reîncărcarea paginii.', NECESSARY, 'Până le ștergi din formular sau ștergi datele site-ului (rămâne după deconectare)'],
          ['consent', 'Alegerile tale din bannerul de cookie-uri (categoriile acceptate sau refuzate, versiunea bannerului și data alegerii).', NECESSARY, 'Până o schimbi sau ștergi datele site-ului; o nouă versiune a categoriilor îți cere din nou acordul'],
        ],
      },
    },
    {
      id: 'stocarea-sesiunii',
      heading: 'Stocarea sesiunii (sessionStorage)',
      paragraphs: ['Există doar în fila deschisă și dispare când o închizi. O folosim numai la autentificarea cu un cont Google, Facebook sau Apple.'],
      table: {
        caption: 'Cheile sessionStorage folosite de Curiero',
        head: HEAD,
        codeColumn: 0,
        rows: [
          ['social_login_redirect', 'Pagina la care te întoarcem după autentificarea cu contul social.', NECESSARY, 'Ștearsă imediat ce ne întoarcem pe site, sau la închiderea filei'],
          ['social_login_state:google (și :facebook, :apple)', 'Cod unic, de unică folosință, care dovedește că autentificarea a pornit de pe Curiero și nu poate fi falsificată.', SECURITY, 'Șters la întoarcerea de la furnizor, sau la închiderea filei'],
        ],
      },
    },
    {
      id: 'baza-de-date-din-browser',
      heading: 'Baza de date din browser (IndexedDB)',
      paragraphs: [
        'Păstrează ce trebuie să supraviețuiască unei reîncărcări sau unei conexiuni pierdute. Comanda salvată automat nu conține niciodată datele cardului. La deconectare ștergem tabelele cu date personale.',
      ],
      table: {
        caption: 'Bazele și tabelele IndexedDB folosite de Curiero',
        head: HEAD,
        codeColumn: 0,
        rows: [
          ['curiero / checkoutDrafts', 'Comanda începută (adrese, colete, opțiuni, datele de facturare) și returul început la un magazin (comanda, produsele și motivele, predarea, datele de contact; fără IBAN și fotografii), ca să continui de unde ai rămas.', NECESSARY, 'Până plasezi comanda sau trimiți returul, renunți la ele sau te deconectezi'],
          ['curiero / recentLookups', 'Ultimele 20 de AWB-uri căutate, cu ultimul status, ca să le vezi și fără internet.', NECESSARY, 'Până le ștergi din pagina de urmărire sau te deconectezi'],
          ['curiero / pendingLookups', 'Căutările de AWB făcute fără conexiune (cel mult 200), trimise automat când revine internetul.', NECESSARY, 'Până la trimitere sau deconectare'],
          ['curiero / formDrafts', 'Mesajul început în formularele de contact, feedback și ofertă business, salvat automat cât scrii.', NECESSARY, 'Până trimiți mesajul sau te deconectezi'],
          ['curiero / pendingForms', 'Mesajele din formulare trimise fără conexiune, trimise automat când revine internetul (sau păstrate pentru corectare, dacă serverul le-a respins).', NECESSARY, 'Până la trimitere sau deconectare'],
          ['keyval-store / push-token', 'Tokenul de notificări push al acestui dispozitiv și data la care a fost obținut; există doar dacă ai activat notificările.', NECESSARY, 'Reînnoit la 7 zile; șters când oprești notificările'],
          ['firebase-messaging-database, firebase-installations-database, firebase-heartbeat-database', 'Create de Firebase Cloud Messaging (Google), serviciul prin care primești notificări push, doar după ce le activezi.', NECESSARY, 'Până oprești notificările sau ștergi datele site-ului'],
        ],
      },
    },
    {
      id: 'memoria-aplicatiei',
      heading: 'Memoria aplicației (Cache Storage)',
      paragraphs: [
        'Service worker-ul aplicației păstrează fișierele site-ului, paginile publice deschise și câteva date publice, ca paginile să se deschidă repede și să funcționeze și fără internet. Nu păstrează niciodată răspunsuri din contul tău.',
      ],
      table: {
        caption: 'Memoriile Cache Storage ale aplicației',
        head: HEAD,
        codeColumn: 0,
        rows: [
          ['workbox-precache-v2-…', 'Fișierele aplicației (pagini, scripturi, stiluri, pictograme) pentru funcționarea offline.', NECESSARY, 'Până la următoarea versiune a aplicației'],
          ['pagini', 'Ultimele pagini publice deschise (cel mult 80), ca să se deschidă imediat și fără internet; niciodată pagini din cont.', NECESSARY, 'Până la următoarea versiune a aplicației'],
          ['imagini', 'Imaginile site-ului.', NECESSARY, 'Cel mult 30 de zile, cel mult 60 de imagini'],
          ['date-referinta', 'Date publice: localități, coduri poștale, lockere și configurația aplicației.', NECESSARY, 'Cel mult 7 zile, cel mult 200 de răspunsuri'],
        ],
      },
    },
    {
      id: 'servicii-terte',
      heading: 'Servicii terțe',
      paragraphs: [
        'Autentificarea cu Google, Facebook sau Apple se face pe site-ul furnizorului respectiv, care își folosește propriile cookie-uri, descrise în politica lui.',
        'Dacă pe site este configurat un serviciu de chat extern în locul formularului nostru de mesaje, acesta se încarcă pentru ca asistența să funcționeze și poate folosi propriile cookie-uri, descrise în politica furnizorului. Formularul de mesaje propriu nu folosește cookie-uri.',
        'Furnizorul chatului extern, dacă este folosit: [denumirea furnizorului de chat].',
      ],
    },
    {
      id: 'analiza-si-publicitate',
      heading: 'Instrumente de analiză și publicitate',
      paragraphs: [
        'În prezent Curiero nu folosește niciun instrument de analiză sau de publicitate, așa că nu se setează niciun cookie din aceste categorii, nici după ce le accepți.',
        'Dacă vom adăuga un astfel de instrument, îl vom lista pe această pagină, cu furnizorul, cookie-urile lui și durata lor, înainte de a-l folosi; el se va încărca doar dacă ai acceptat categoria respectivă.',
      ],
    },
    {
      id: 'cum-iti-schimbi-alegerea',
      heading: 'Cum îți schimbi alegerea',
      paragraphs: [
        'Apasă „Setări cookie” în subsolul oricărei pagini sau butonul de mai jos: se deschide bannerul cu alegerile tale actuale, pe care le poți modifica și salva. Retragerea acordului este la fel de simplă ca acordarea lui și nu afectează ce s-a făcut înainte.',
        'Poți șterge oricând toate datele salvate de Curiero din setările browserului (datele site-ului). Atunci vei fi deconectat, iar comanda începută și căutările recente se pierd; alegerea de consimțământ îți va fi cerută din nou.',
        `Pentru întrebări despre această politică, scrie-ne din pagina de contact sau la ${OPERATOR.email}.`,
      ],
      slot: true,
    },
  ],
  faq: [
    { q: 'Pot refuza toate cookie-urile opționale?', a: 'Da, cu butonul „Refuz opționalele”. Site-ul funcționează la fel, fără analiză și publicitate.' },
    { q: 'Cât timp este păstrată alegerea mea?', a: 'Până o schimbi din „Setări cookie” sau ștergi datele site-ului din browser. Dacă schimbăm categoriile, îți cerem din nou acordul.' },
    { q: 'De ce nu pot dezactiva cookie-urile necesare?', a: 'Fără ele nu te poți autentifica, nu se păstrează comanda începută și nu îți putem proteja contul. Nu servesc la analiză sau publicitate.' },
  ],
  cta: { label: 'Comandă un curier', to: ORDER_PATH },
};
