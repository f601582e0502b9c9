// /metode-plata: card, wallet, invoices, cash on delivery and VAT, as the checkout really works.
import { ORDER_PATH } from './content-types.ts';
import type { InfoCopy } from './info-types.ts';
import { COD_PAYOUT_WHEN } from '../../shared/cod-payout.ts';

export const paymentsCopy: InfoCopy = {
  h1: 'Metode de plată',
  lead: 'Plătești transportul online, la comandă, cu cardul sau din portofelul Curiero. Prețul afișat include TVA și este exact suma încasată, iar banii din ramburs ajung în contul tău bancar după livrare.',
  description:
    'Cum plătești pe Curiero: card cu 3-D Secure, portofel cu credit, factură pe persoană sau firmă, rambursări la anulare, ramburs în IBAN și TVA 21% inclus.',
  sections: [
    {
      id: 'pe-scurt',
      heading: 'Pe scurt',
      paragraphs: [
        'Transportul îl plătește expeditorul, online, înainte ca trimiterea să fie predată curierului. Destinatarul nu plătește nimic la livrare, cu excepția rambursului, dacă l-ai cerut.',
      ],
      list: [
        'card bancar, pentru orice comandă, cu sau fără cont;',
        'portofelul Curiero, pentru clienții autentificați, alimentat în prealabil cu cardul;',
        'ramburs: nu este o metodă de plată a transportului, ci suma pe care curierul o încasează pentru tine de la destinatar.',
      ],
    },
    {
      id: 'plata-cu-cardul',
      heading: 'Plata cu cardul',
      paragraphs: [
        'Acceptăm carduri de debit și de credit Visa și Mastercard (inclusiv Maestro), emise în România sau în străinătate. După ce plasezi comanda, te ducem pe pagina securizată a procesatorului de plăți, unde introduci numărul cardului, data expirării, codul CVC și numele de pe card.',
        'Plata este protejată prin 3-D Secure: banca ta îți poate cere confirmarea în aplicația ei sau cu un cod primit prin SMS, chiar pe pagina procesatorului. Apoi revii pe Curiero, unde vezi rezultatul. O plată nefinalizată în 30 de minute expiră, iar comanda nu se transmite curierului; poți plăti din nou.',
        'Datele cardului le introduci doar pe pagina procesatorului de plăți: nu ajung niciodată la Curiero. În contul tău apar doar tipul cardului și ultimele patru cifre, așa cum ni le comunică procesatorul.',
      ],
    },
    {
      id: 'cand-se-incaseaza',
      heading: 'Când se încasează banii',
      paragraphs: [
        'Suma se încasează în momentul plasării comenzii, după confirmarea 3-D Secure. Abia după confirmarea plății comanda este transmisă curierului și primești eticheta AWB.',
        'Totalul încasat este totalul afișat în oferta aleasă. Singura sumă care poate apărea ulterior este diferența din recântărire: dacă curierul raportează o greutate mai mare decât cea declarată, diferența de preț, calculată cu tariful comenzii, apare în cont, la Portofel, cu greutatea cântărită. O plătești din portofel, înainte de următoarea comandă.',
      ],
    },
    {
      id: 'anulare-si-rambursare',
      heading: 'Anularea comenzii și returnarea banilor',
      paragraphs: [
        'Poți anula o comandă din cont până când curierul preia coletul. La anulare alegi unde primești banii:',
        'Dacă o comandă plătită nu poate fi înregistrată la curier, încercăm din nou automat; dacă nici așa nu reușim, îți returnăm integral suma.',
      ],
      list: [
        'în portofelul Curiero: pe loc, gata de folosit pentru următoarea comandă;',
        'pe cardul cu care ai plătit: de regulă în 3-5 zile lucrătoare, în funcție de banca ta;',
        'o comandă plătită din portofel se rambursează în portofel.',
      ],
      links: [{ label: 'Comenzile mele', to: '/dashboard/comenzi' }],
    },
    {
      id: 'portofelul',
      heading: 'Portofelul Curiero',
      paragraphs: [
        'Portofelul este un credit în lei în contul tău, din care plătești comenzile cu un singur clic, fără să introduci cardul de fiecare dată. Îl alimentezi din cont, la Portofel, cu cardul (cu 3-D Secure), cu sume între 10 și 5.000 lei pe alimentare.',
        'La finalizarea comenzii alegi „Din portofelul Curiero” și vezi soldul disponibil; dacă nu ajunge, plătești cu cardul. Fiecare mișcare (alimentare, plată, rambursare) apare în istoricul portofelului, cu data și suma. La închiderea contului (Contul meu → Profil → Închide contul), soldul rămas îți este virat în IBAN-ul pe care îl dai.',
        'Portofelul este disponibil doar clienților autentificați; la comanda fără cont plătești cu cardul.',
      ],
      links: [{ label: 'Portofelul meu', to: '/dashboard/portofel' }],
    },
    {
      id: 'facturi',
      heading: 'Facturi',
      paragraphs: [
        'La finalizarea comenzii alegi facturarea pe persoană fizică sau pe firmă. Pentru firmă completezi denumirea, codul fiscal (CUI, cu sau fără prefixul RO) și adresa de facturare. Factura se emite de Curiero pentru întreaga comandă, cu TVA evidențiat.',
        'Factura se emite automat după fiecare plată și îți sosește pe e-mail, în PDF, împreună cu fișierul e-Factura (XML). Clienții cu cont o găsesc și la Facturi, unde o pot descărca oricând și pot exporta facturile unei luni. Alimentarea portofelului primește o factură de avans; la comanda plătită din portofel, factura transportului stornează avansul folosit. Când o comandă este rambursată, integral sau parțial, primești o factură storno pentru suma returnată.',
      ],
      links: [{ label: 'Facturile mele', to: '/dashboard/facturi' }],
    },
    {
      id: 'tva',
      heading: 'TVA inclus în prețuri',
      paragraphs: [
        'Toate prețurile afișate includ TVA de 21%, cota standard din România pentru serviciile de curierat. Oferta îți arată separat tariful de bază, kilogramele suplimentare, opțiunile, taxa de combustibil și TVA.',
        'Exemplu: la un total de 24,20 lei, TVA inclus este 24,20 × 21 / 121 = 4,20 lei, iar valoarea fără TVA este 20,00 lei. TVA se calculează o singură dată, pe totalul fără TVA, și se rotunjește la ban.',
      ],
      links: [
        { label: 'Calculator TVA', to: '/calculator-tva' },
        { label: 'Extractor TVA', to: '/extractor-tva' },
      ],
    },
    {
      id: 'ramburs',
      heading: 'Rambursul: cum și când primești banii',
      paragraphs: [
        'Când comanzi cu ramburs, indici suma de încasat (cel mult 7.000 lei) și IBAN-ul tău, în lei; verificăm formatul și cifra de control a IBAN-ului românesc. La livrare, curierul încasează suma de la destinatar, în numerar sau cu cardul, după posibilitățile lui, și doar apoi predă coletul.',
        `Suma se virează în IBAN-ul indicat ${COD_PAYOUT_WHEN}, grupată cu celelalte rambursuri livrate până atunci. În cont, la Rambursuri, vezi pentru fiecare AWB stadiul sumei (în așteptare, plătit sau anulat, de exemplu când destinatarul refuză coletul) și rapoartele de plată cu virările grupate (în așteptare, în procesare, plătit, eșuat).`,
        'Comisionul de ramburs este inclus în prețul transportului și nu se scade din suma încasată. Un IBAN greșit duce la o plată eșuată: corectează-l și suma se virează în următorul raport.',
      ],
      links: [{ label: 'Rambursurile mele', to: '/dashboard/rambursuri' }],
    },
    {
      id: 'siguranta-platilor',
      heading: 'Siguranța plăților',
      paragraphs: [
        'Toate paginile Curiero folosesc conexiuni criptate (HTTPS). Plățile cu cardul sunt procesate de un procesator de plăți autorizat, care respectă standardul de securitate al industriei cardurilor (PCI DSS), iar confirmarea 3-D Secure o face banca ta. O comandă trimisă de două ori din greșeală (de exemplu, după o conexiune pierdută) nu este încasată de două ori.',
      ],
      links: [{ label: 'Politica de confidențialitate', to: '/politica-confidentialitate' }],
    },
  ],
  faq: [
    { q: 'Pot plăti transportul la livrare?', a: 'Nu: transportul se plătește online, la comandă. La livrare destinatarul plătește doar rambursul, dacă l-ai cerut.' },
    { q: 'Plata a fost refuzată. Ce fac?', a: 'Mesajul îți spune motivul dat de bancă (fonduri insuficiente, card expirat, confirmare 3-D Secure eșuată). Poți încerca din nou cu alt card sau din portofel; o plată refuzată nu se încasează.' },
    { q: 'În cât timp primesc banii înapoi dacă anulez?', a: 'În portofel, pe loc. Pe card, de regulă în 3-5 zile lucrătoare, în funcție de bancă.' },
    { q: 'Pot primi factură pe firmă?', a: 'Da. Alege facturarea pe firmă la finalizarea comenzii și completează denumirea, codul fiscal și adresa.' },
  ],
  cta: { label: 'Comandă un curier', to: ORDER_PATH },
  secondary: { label: 'Vezi serviciile', to: '/servicii' },
};
