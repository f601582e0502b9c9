// /servicii: every service of the marketplace, who it is for and where to start.
import { SHOP_TOOLS } from '../../shared/integrations.ts';
import { ENVELOPE_ORDER_PATH, ORDER_PATH, TRACKING_PATH } from './content-types.ts';
import type { InfoCopy } from './info-types.ts';
import { COD_PAYOUT_WHEN } from '../../shared/cod-payout.ts';

export const servicesCopy: InfoCopy = {
  h1: 'Servicii de curierat prin Curiero',
  lead: 'Trimiți colete și documente oriunde în România, de la ușă la ușă sau prin lockere, cu Cargus, DPD, FAN Courier, GLS, Sameday și Bookurier. Compari prețurile, alegi opțiunile de care ai nevoie și urmărești livrarea într-un singur loc.',
  description:
    'Servicii Curiero: colete și plicuri domiciliu sau locker, ramburs până la 7.000 lei, asigurare, livrare sâmbăta, API pentru magazine și urmărire AWB.',
  sections: [
    {
      id: 'cum-functioneaza',
      heading: 'Cum funcționează',
      paragraphs: [
        'Curiero este un marketplace de curierat: introduci de unde și unde trimiți, câte colete și cât cântăresc, iar noi îți arătăm pe loc ofertele curierilor disponibili, cu prețul final (TVA inclus), data estimată de ridicare și de livrare. Alegi oferta, plătești online, primești eticheta AWB, iar curierul ales ridică și livrează trimiterea.',
        'Nu ai nevoie de contract cu fiecare curier și nici de cont: poți comanda ca vizitator. Cu un cont gratuit îți păstrezi adresele, comenzile, facturile și poți plăti din portofel.',
      ],
      links: [
        { label: 'Comandă un curier', to: ORDER_PATH },
        { label: 'Creează un cont', to: '/inregistrare' },
      ],
    },
    {
      id: 'domiciliu-domiciliu',
      heading: 'De la ușă la ușă (domiciliu - domiciliu)',
      paragraphs: [
        'Curierul ridică trimiterea de la adresa ta și o livrează la adresa destinatarului. Este serviciul clasic, oferit de toți curierii din platformă.',
        'Pentru cine: pentru colete mari sau grele, pentru destinatarii care preferă să primească acasă sau la birou (de exemplu, persoane în vârstă), pentru firme și pentru trimiterile cu ramburs, plătit direct curierului.',
      ],
      links: [{ label: 'Comandă de la ușă la ușă', to: ORDER_PATH }],
    },
    {
      id: 'domiciliu-locker',
      heading: 'De acasă la locker (domiciliu - locker)',
      paragraphs: [
        'Curierul ridică de la tine, iar destinatarul își ia coletul dintr-un locker ales de tine (de exemplu easybox, FANbox, DPD Box), cu un cod primit prin SMS sau e-mail, când îi convine, inclusiv seara și în weekend, după programul lockerului.',
        'Pentru cine: pentru destinatarii care nu sunt acasă ziua și pentru cumpărăturile online. De regulă este mai ieftin decât livrarea la adresă. Coletul trebuie să încapă în cutia lockerului.',
      ],
    },
    {
      id: 'locker-domiciliu',
      heading: 'De la locker la ușă (locker - domiciliu)',
      paragraphs: [
        'Depui coletul într-un locker apropiat, oricând până la ora limită a zilei, iar curierul îl livrează la adresa destinatarului. Nu mai aștepți curierul acasă.',
        'Pentru cine: pentru cine lucrează în timpul zilei și vrea să trimită fără să depindă de intervalul de ridicare, dar cu livrare la ușa destinatarului.',
      ],
    },
    {
      id: 'locker-locker',
      heading: 'De la locker la locker (locker - locker)',
      paragraphs: [
        'Depui coletul într-un locker și destinatarul îl ridică din alt locker, al aceluiași curier. Este, de regulă, cea mai ieftină variantă pentru colete mici.',
        'Pentru cine: pentru vânzătorii de pe platformele de anunțuri, pentru trimiteri între prieteni sau familie și pentru oricine vrea flexibilitate la ambele capete.',
      ],
    },
    {
      id: 'plicuri-si-documente',
      heading: 'Plicuri și documente',
      paragraphs: [
        'Pentru contracte, acte, facturi sau alte documente alegi trimiterea de tip plic: se taxează ca 0,5 kg și poți pune până la 10 plicuri într-o comandă. Cu opțiunea retur documente, curierul îți aduce înapoi exemplarul semnat de destinatar.',
        'Pentru cine: pentru firme, birouri de avocatură, contabili, notari și pentru oricine trimite acte originale.',
      ],
      links: [{ label: 'Trimite un plic', to: ENVELOPE_ORDER_PATH }],
    },
    {
      id: 'limite',
      heading: 'Cât de mare poate fi trimiterea',
      paragraphs: [
        'O comandă are fie plicuri, fie colete. Prețul se calculează după greutatea taxabilă: cea mai mare dintre greutatea reală și greutatea volumetrică (lungime × lățime × înălțime în cm, împărțit la 6.000).',
      ],
      list: [
        'cel mult 10 colete într-o comandă;',
        'cel mult 31 kg pentru fiecare colet;',
        'cel mult 100 cm pe oricare latură a unui colet;',
        'la locker, coletul trebuie să încapă în cutie: de exemplu, la easybox, S 46 × 44 × 9 cm (până la 4 kg), M 46 × 44 × 18 cm (până la 9 kg), L 46 × 44 × 38 cm (până la 20 kg).',
      ],
      links: [{ label: 'Cum calculezi greutatea volumetrică', to: '/info#greutate-si-greutate-volumetrica' }],
    },
    {
      id: 'ramburs',
      heading: 'Ramburs (plata la livrare)',
      paragraphs: [
        `Curierul încasează de la destinatar, la livrare, suma stabilită de tine, de până la 7.000 lei, și o primești în contul tău bancar (IBAN), ${COD_PAYOUT_WHEN}. Comisionul de ramburs este inclus în prețul ofertei, iar stadiul fiecărei sume îl vezi în cont, la Rambursuri.`,
        'Pentru cine: pentru magazinele online, vânzătorii de pe platformele de anunțuri și oricine vinde la distanță unui cumpărător care vrea să plătească la primire. IBAN-ul trebuie să fie al tău sau al firmei tale; îl verificăm la introducere.',
      ],
      links: [
        { label: 'Cum ajung banii din ramburs', to: '/metode-plata#ramburs' },
        { label: 'Oferta pentru firme', to: '/business' },
      ],
    },
    {
      id: 'valoare-declarata',
      heading: 'Valoare declarată (asigurare)',
      paragraphs: [
        'Declari valoarea bunurilor, de până la 10.000 lei, iar în caz de pierdere, furt sau deteriorare despăgubirea se calculează pe baza ei. Costul este de regulă în jur de 1% din valoarea declarată și apare separat în ofertă.',
        'Pentru cine: pentru electronice, bijuterii cu valoare declarată acceptată de curier, piese, produse scumpe. Fără valoare declarată, despăgubirea este limitată la suma prevăzută de lege, calculată în funcție de tariful serviciului.',
      ],
    },
    {
      id: 'optiuni',
      heading: 'Opțiuni suplimentare',
      paragraphs: ['Le bifezi la comandă; oferta îți arată costul fiecăreia și curierii care o oferă:'],
      list: [
        'Deschidere colet la livrare: destinatarul verifică produsul înainte să plătească rambursul. Util pentru vânzători care vor să câștige încrederea cumpărătorului.',
        'SMS pentru expeditor: afli prin SMS când coletul a fost preluat și livrat.',
        'SMS pentru destinatar: destinatarul este anunțat din timp, ca să fie acasă sau să ridice din locker.',
        'Livrare sâmbăta: pentru destinatarii care nu sunt acasă în timpul săptămânii; o oferă Cargus, DPD, FAN Courier și Sameday.',
        'Retur documente: curierul aduce înapoi documentele semnate de destinatar (contracte, avize, facturi).',
        'Colet retur: la livrare, curierul preia de la destinatar un colet pentru tine, de exemplu un produs de schimb.',
      ],
    },
    {
      id: 'curierii',
      heading: 'Curierii din platformă',
      paragraphs: [
        'Cargus, DPD, FAN Courier, GLS și Sameday oferă toate cele patru combinații domiciliu și locker; Bookurier livrează de la ușă la ușă. Ce diferă de la un curier la altul (prețul, ora limită de ridicare, termenul de livrare, opțiunile disponibile) vezi direct în lista de oferte, pentru trimiterea ta.',
      ],
      links: [{ label: 'Compară ofertele', to: ORDER_PATH }],
    },
    {
      id: 'retururi',
      heading: 'Retururi',
      paragraphs: [
        'Un retur către un magazin îl comanzi ca pe orice colet: alegi curierul, pui adresa ta la ridicare și adresa de retur a magazinului la livrare, plătești transportul și lipești eticheta AWB pe cutie. Urmărești returul după AWB, ca orice trimitere.',
        'Portalurile de retur ale magazinelor (o pagină de retur a fiecărui magazin, cu transportul plătit de magazin) nu sunt încă disponibile pe Curiero.',
      ],
      links: [
        { label: 'Comandă transportul returului', to: ORDER_PATH },
        { label: 'Termenii pentru retururi', to: '/termeni-conditii-retururi' },
      ],
    },
    {
      id: 'api-si-integrari',
      heading: 'API pentru magazine',
      paragraphs: [
        'Magazinele și dezvoltatorii își pot lega site-ul de Curiero prin API-ul public: calculează prețuri, creează comenzi (fără dubluri, datorită cheii de idempotență), descarcă etichete AWB, urmăresc trimiterile și rapoartele de ramburs, iar prin webhook-uri află pe loc când se schimbă statusul unei comenzi.',
        'Cheile API le creezi în cont, la „Chei API”: o cheie de test face comenzi de probă, pe rețeaua simulată a curierilor, ca să îți verifici integrarea fără colete reale. Descrierea completă a API-ului este documentul OpenAPI, pe care îl citesc și instrumentele pentru dezvoltatori.',
        'Module gata făcute pentru platformele de magazin (WooCommerce, Shopify, PrestaShop și altele) nu există încă: legătura cu magazinul o face, deocamdată, un dezvoltator, prin API.',
      ],
      links: [
        { label: 'Chei API în contul tău', to: SHOP_TOOLS.apiKeys },
        { label: 'Documentul OpenAPI al API-ului', to: SHOP_TOOLS.openapi },
        { label: 'Termenii de utilizare a API-ului', to: SHOP_TOOLS.apiTerms },
      ],
    },
    {
      id: 'firme',
      heading: 'Ofertă pentru firme',
      paragraphs: [
        'Dacă expediezi în volum, îți facem o ofertă personalizată, cu facturare pe firmă, portofel pentru plăți rapide, rapoarte de ramburs și un singur punct de contact pentru toți curierii.',
      ],
      links: [{ label: 'Cere o ofertă', to: '/business' }],
    },
    {
      id: 'urmarire-si-notificari',
      heading: 'Urmărire și notificări',
      paragraphs: [
        'Urmărești orice trimitere după numărul AWB, indiferent de curier, chiar și pe mai multe odată. Statusurile diferite ale curierilor sunt traduse într-un singur limbaj, iar ultimul status rămâne vizibil și fără internet.',
        'Cu notificările push, aplicația te anunță când se schimbă statusul unui colet. Permisiunea ți se cere doar când apeși „Anunță-mă”, iar notificările le oprești oricând din cont.',
      ],
      links: [
        { label: 'Urmărește un colet', to: TRACKING_PATH },
        { label: 'Ce înseamnă fiecare status', to: '/info#statusuri-de-urmarire' },
      ],
    },
  ],
  faq: [
    { q: 'Trebuie să am cont ca să comand?', a: 'Nu. Poți comanda ca vizitator și primești confirmarea și eticheta pe e-mail. Contul îți păstrează adresele, comenzile și facturile și îți permite plata din portofel.' },
    { q: 'Care este cel mai ieftin serviciu?', a: 'De regulă, locker - locker pentru colete mici. Prețul exact depinde de greutate, dimensiuni și localități; lista de oferte îți arată toți curierii, sortați după preț.' },
    { q: 'Pot trimite în străinătate?', a: 'Deocamdată Curiero intermediază trimiteri în România. Adresele de expediere și de livrare trebuie să fie în țară.' },
    { q: 'Ce fac dacă destinatarul nu e acasă?', a: 'Curierul îl sună și revine, de regulă în următoarea zi lucrătoare, sau îi propune un punct de ridicare. Statusul îl vezi în pagina de urmărire.' },
  ],
  cta: { label: 'Comandă un curier', to: ORDER_PATH },
  secondary: { label: 'Urmărește un colet', to: TRACKING_PATH },
};
