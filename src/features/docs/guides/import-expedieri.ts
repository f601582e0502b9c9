// Guide /docs/import-expedieri: the file the batch import (/dashboard/expedieri) reads: our template's
// columns, the limits, encodings and separators, and the shop platforms' own order exports it
// recognises with no mapping step (src/features/batch-import/platform-formats.ts).
import type { DocPage } from '../docs-types.ts';

export const page: DocPage = {
  path: '/docs/import-expedieri',
  title: 'Importul de expedieri din fișier',
  description:
    'Fișierul pentru expedieri în lot: coloanele șablonului CSV, 1.000 de rânduri și 5 MB, exporturile de comenzi Shopify, WooCommerce, PrestaShop, Gomag și eMAG.',
  lead:
    'Din contul tău, la [Expedieri în lot](/dashboard/expedieri), încarci un fișier în care fiecare rând este o expediere. Verificăm fiecare rând înainte de plată, plătești o singură dată pentru tot lotul și descarci etichetele într-un singur fișier.',
  blocks: [
    { kind: 'h2', id: 'fisierul', text: 'Fișierul' },
    {
      kind: 'list',
      items: [
        'CSV sau XLSX (Excel 2007 sau mai nou). Un fișier .xls vechi se salvează întâi ca .xlsx sau CSV.',
        'Cel mult **1.000 de expedieri** și **5 MB** într-un fișier; unul mai mare se împarte în mai multe loturi.',
        'CSV în UTF-8 sau Windows-1250 (cum salvează Excel în română); separatorul (virgulă, punct și virgulă sau tab) se recunoaște singur.',
        'Primul rând este capul de tabel. Coloanele se recunosc după nume, în română sau engleză, cu sau fără diacritice; ce nu recunoaștem alegi o singură dată, iar alegerea se ține minte pentru data viitoare.',
        'Fișierul se citește în browser; rândurile se trimit la verificare abia după ce le vezi. Același fișier trimis a doua oară este oprit cu un avertisment.',
      ],
    },
    { kind: 'p', text: 'Descarcă [fișierul șablon](/sablon-expedieri-lot.csv): are coloanele de mai jos și două rânduri de exemplu.' },

    { kind: 'h2', id: 'coloane', text: 'Coloanele șablonului' },
    {
      kind: 'table',
      caption: 'Coloanele fișierului de expedieri',
      head: ['Coloană', 'Obligatorie', 'Ce conține'],
      rows: [
        ['Referință', 'nu', 'Numărul comenzii tale; apare pe etichetă și în lot.'],
        ['Nume destinatar', 'da', 'Numele persoanei care primește coletul.'],
        ['Firmă', 'nu', 'Firma destinatarului, dacă livrezi la o firmă.'],
        ['Telefon', 'da', 'Zece cifre care încep cu 0; se acceptă și +40.'],
        ['E-mail', 'nu', 'Pentru notificările destinatarului.'],
        ['Județ', 'da', 'Numele județului (sau codul, de exemplu CJ); București pentru Capitală.'],
        ['Localitate', 'da', 'Localitatea din lista oficială; scrisă fără diacritice, îți sugerăm forma corectă.'],
        ['Adresă', 'da, sau Stradă și Număr', 'Adresa pe un singur rând: strada, numărul, blocul.'],
        ['Stradă', 'nu', 'Numele străzii, când numărul este în coloana lui.'],
        ['Număr', 'nu', 'Numărul străzii.'],
        ['Detalii adresă', 'nu', 'Bloc, scară, etaj, apartament.'],
        ['Cod poștal', 'nu', 'Șase cifre; dacă aparține unei singure localități, îți sugerăm localitatea.'],
        ['Locker', 'nu', 'Codul lockerului, pentru livrarea la locker (atunci adresa nu mai este necesară).'],
        ['Greutate (kg)', 'nu', 'Greutatea coletului; lipsă: greutatea implicită a lotului.'],
        ['Lungime (cm), Lățime (cm), Înălțime (cm)', 'nu', 'Dimensiunile coletului; lipsă: dimensiunile implicite ale lotului.'],
        ['Colete', 'nu', 'Numărul de colete, între 1 și 10.'],
        ['Conținut', 'nu', 'Ce conține coletul; lipsă: conținutul implicit al lotului.'],
        ['Ramburs (lei)', 'nu', 'Suma încasată de curier la livrare (cu virgulă sau punct).'],
        ['Valoare declarată (lei)', 'nu', 'Pentru asigurare.'],
        ['Observații', 'nu', 'Indicații pentru curier.'],
      ],
    },
    {
      kind: 'note',
      tone: 'info',
      text: 'Pentru tot lotul alegi o singură dată adresa expeditorului (din agenda de adrese), curierul și serviciul sau „cea mai ieftină ofertă” pentru fiecare rând, coletul implicit, conținutul, opțiunile și IBAN-ul pentru ramburs.',
    },

    { kind: 'h2', id: 'exporturi', text: 'Exporturile magazinelor online' },
    {
      kind: 'p',
      text: 'Fișierele de comenzi pe care platformele de magazin le exportă singure se citesc fără niciun pas de potrivire a coloanelor. Rândurile aceleiași comenzi (câte unul pentru fiecare produs) devin o singură expediere, iar la comenzile cu plata la livrare totalul comenzii devine suma de ramburs.',
    },
    {
      kind: 'table',
      caption: 'Exporturile de comenzi recunoscute',
      head: ['Platformă', 'De unde exporți', 'Ce citim'],
      rows: [
        ['Shopify', 'Comenzi → Exportă → „Toate comenzile” sau cele selectate, CSV', '`Name`, `Shipping Name`, `Shipping Address1/2`, `Shipping City`, `Shipping Zip`, `Shipping Province`, `Shipping Phone`, `Email`, `Notes`, `Total` dacă `Payment Method` este ramburs'],
        ['WooCommerce', 'Exportul CSV de comenzi al extensiei Customer/Order/Coupon Export (formatul implicit)', '`order_number`, `shipping_first_name` + `shipping_last_name`, `shipping_address_1/2`, `shipping_city`, `shipping_state`, `shipping_postcode`, `billing_phone`, `billing_email`, `order_total` dacă `payment_method` este `cod`'],
        ['PrestaShop', 'Parametri avansați → Bază de date → Manager SQL: interogarea de mai jos, exportată CSV', '`reference`, `firstname` + `lastname`, `address1/2`, `postcode`, `city`, `state`, `phone_mobile` sau `phone`, `email`, `total_paid` dacă plata este ramburs'],
        ['Gomag', 'Comenzi → Export comenzi', '`Numar comanda`, `Prenume livrare` + `Nume livrare`, `Telefon livrare`, `Judet livrare`, `Localitate livrare`, `Adresa livrare`, `Cod postal livrare`, `Total comanda` dacă metoda de plată este ramburs'],
        ['eMAG Marketplace', 'Comenzi → Export comenzi (XLSX)', '`Nr. comanda`, `Nume livrare`, `Telefon livrare`, `Adresa de livrare` (localitatea și județul de la sfârșitul ei), `Cod postal de livrare`, `ID extern punct de livrare` (easybox), suma `Pret total cu TVA` dacă `Mod plata` este ramburs'],
      ],
    },
    {
      kind: 'note',
      tone: 'warning',
      text: 'Exportul din lista de comenzi a PrestaShop (butonul „Export”) nu conține adresa de livrare, de aceea folosim o interogare din Managerul SQL. La Gomag și eMAG, numele coloanelor pot diferi de la o versiune la alta: dacă nu le recunoaștem, le potrivești o singură dată și ținem minte alegerea. Curiero nu scrie nimic înapoi în magazin (AWB-ul îl copiezi din lot).',
    },
    {
      kind: 'code',
      caption: 'Interogarea PrestaShop (Manager SQL)',
      samples: [
        {
          lang: 'text',
          code: `SELECT o.reference, o.payment, o.total_paid, a.firstname, a.lastname, a.company,
       a.address1, a.address2, a.postcode, a.city, s.name AS state,
       a.phone, a.phone_mobile, c.email, a.other
FROM ps_orders o
JOIN ps_address a ON a.id_address = o.id_address_delivery
JOIN ps_customer c ON c.id_customer = o.id_customer
LEFT JOIN ps_state s ON s.id_state = a.id_state
WHERE o.date_add >= CURDATE()`,
        },
      ],
    },

    { kind: 'h2', id: 'verificare', text: 'Verificarea și plata' },
    {
      kind: 'list',
      ordered: true,
      items: [
        'Fiecare rând este verificat cu aceleași reguli ca o comandă: localitatea și județul, strada și codul poștal din listele oficiale, telefonul, e-mailul, greutatea și dimensiunile față de limitele curierului, lockerul, rambursul și IBAN-ul, conținutul.',
        'Erorile apar lângă valoarea greșită. O corectezi pe loc (rândul se verifică din nou), aplici sugestia cu un clic sau scoți rândul din lot. Rândurile cu erori se pot descărca într-un CSV cu aceleași coloane, pentru corectat în Excel.',
        'Vezi prețul fiecărui rând, detaliat ca la o comandă obișnuită, și totalul lotului, apoi plătești o singură dată: din portofel sau cu cardul.',
        'Pagina lotului arată AWB-urile pe măsură ce se emit. Un rând refuzat de curier apare cu motivul și este rambursat; celelalte rămân emise.',
        'Etichetele lotului se descarcă într-un singur fișier: A6, A4 cu patru etichete pe pagină sau ZPL (203 ori 300 dpi) pentru imprimante termice.',
      ],
    },
  ],
};
