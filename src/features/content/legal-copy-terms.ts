// Terms per product (courier, returns, API, business). Placeholders where the operator's legal
// identity belongs: no invented registration numbers.
import type { LegalCopy, LegalSection } from './content-types.ts';
import { ORDER_PATH } from './content-types.ts';

const OPERATOR =
  'Serviciul Curiero este operat de Curiero. Datele de identificare ale operatorului vor fi publicate aici.';

const common = {
  operator: { heading: '1. Cine suntem', paragraphs: [OPERATOR] } satisfies LegalSection,
  complaints: {
    heading: 'Reclamații și litigii',
    paragraphs: [
      'Reclamațiile se trimit din pagina de contact, cu numărul AWB sau al comenzii. Îți confirmăm primirea și te ținem la curent până la soluționare.',
      'Litigiile se soluționează pe cale amiabilă; în caz contrar, de instanțele competente din România. Consumatorii se pot adresa și ANPC.',
    ],
  } satisfies LegalSection,
};

export const TERMS_COPY: Record<string, LegalCopy> = {
  'termeni-conditii-curierat': {
    h1: 'Termeni și condiții pentru serviciile de curierat',
    lead: 'Regulile care se aplică atunci când comanzi un curier prin Curiero: ce intermediem, ce garantăm și ce rămâne în responsabilitatea curierului și a expeditorului.',
    sections: [
      common.operator,
      {
        heading: '2. Ce oferă Curiero',
        paragraphs: [
          'Curiero este un marketplace: compară ofertele mai multor curieri (Cargus, DPD, FAN Courier, GLS, Sameday, Bookurier) și transmite comanda curierului ales. Transportul propriu-zis este efectuat de curier, în condițiile sale generale.',
        ],
      },
      {
        heading: '3. Comanda și limitele ei',
        paragraphs: ['O comandă conține fie un plic, fie colete. Se aplică următoarele limite:'],
        list: [
          'cel mult 10 colete într-o comandă;',
          'cel mult 31 kg și 100 cm pe latură pentru fiecare colet;',
          'ramburs între 0 și 7.000 lei, cu IBAN-ul expeditorului;',
          'valoare declarată între 0 și 10.000 lei;',
          'descrierea conținutului între 4 și 100 de caractere.',
        ],
      },
      {
        heading: '4. Prețul și plata',
        paragraphs: [
          'Prețul afișat la confirmare include TVA și este prețul plătit. Dacă greutatea sau dimensiunile constatate de curier diferă de cele declarate, diferența (recântărirea) se facturează separat.',
        ],
      },
      {
        heading: '5. Bunuri interzise',
        paragraphs: [
          'Nu se transportă bani, bunuri interzise de lege, substanțe periculoase sau alte bunuri excluse de condițiile curierului ales. Expeditorul răspunde pentru conținutul declarat.',
        ],
      },
      {
        heading: '6. Răspunderea pentru pierdere sau deteriorare',
        paragraphs: [
          'Despăgubirile pentru colete pierdute sau deteriorate se acordă de curier, în limita valorii declarate. Te ajutăm să depui și să urmărești reclamația.',
        ],
      },
      common.complaints,
    ],
    faq: [
      { q: 'Cine răspunde dacă se pierde coletul?', a: 'Curierul care a efectuat transportul, în limita valorii declarate; Curiero depune și urmărește reclamația împreună cu tine.' },
      { q: 'Pot anula o comandă?', a: 'Da, până la preluarea coletului de către curier, din contul tău.' },
    ],
    cta: { label: 'Comandă un curier', to: ORDER_PATH },
  },
  'termeni-conditii-retururi': {
    h1: 'Termeni și condiții pentru retururi',
    lead: 'Cum funcționează returul unui produs prin Curiero, pentru clienții care returnează și pentru magazinele care primesc retururi.',
    sections: [
      common.operator,
      {
        heading: '2. Returul inițiat de client',
        paragraphs: [
          'Clientul alege magazinul din lista de retururi sau introduce adresa magazinului, comandă ridicarea și predă coletul curierului. Dreptul de retragere și condițiile de rambursare a prețului produsului sunt stabilite de magazin, conform legii.',
        ],
      },
      {
        heading: '3. Costul returului',
        paragraphs: [
          'Dacă magazinul a configurat un retur plătit de el, clientul nu plătește transportul. Altfel, transportul se plătește la comandă, la prețul afișat.',
        ],
      },
      {
        heading: '4. Obligațiile magazinului',
        paragraphs: [
          'Magazinul care folosește retururile Curiero publică o adresă de primire validă și acceptă coletele returnate în condițiile anunțate clienților săi.',
        ],
      },
      common.complaints,
    ],
    faq: [
      { q: 'Curiero îmi returnează banii pe produs?', a: 'Nu. Curiero transportă coletul; rambursarea prețului produsului o face magazinul.' },
      { q: 'Pot returna la orice magazin?', a: 'Da, dacă ai adresa lui de retur; magazinele din listă au datele deja completate.' },
    ],
    cta: { label: 'Comandă un retur', to: ORDER_PATH },
  },
  'termeni-conditii-api': {
    h1: 'Termeni și condiții pentru API',
    lead: 'Condițiile de folosire a API-ului public Curiero (/api/public/v1) de către magazine și integratori.',
    sections: [
      common.operator,
      {
        heading: '2. Acces și chei API',
        paragraphs: [
          'Accesul se face cu o cheie API trimisă în antetul X-API-Key. Cheia este personală contului; păstreaz-o în siguranță și revoc-o imediat dacă a fost expusă. Comenzile create cu cheia ta îți sunt atribuite.',
        ],
      },
      {
        heading: '3. Utilizare corectă',
        paragraphs: ['Te angajezi să folosești API-ul în limitele documentate:'],
        list: [
          'cereri paginate (15, 50, 100 sau 200 de rezultate pe pagină);',
          'antetul Idempotency-Key la crearea comenzilor, ca o cerere repetată să nu creeze un al doilea AWB;',
          'fără încercări de acces la datele altor conturi și fără încărcare abuzivă.',
        ],
      },
      {
        heading: '4. Disponibilitate și modificări',
        paragraphs: [
          'Ne străduim ca API-ul să fie disponibil permanent. Modificările incompatibile sunt anunțate în documentație înainte de a intra în vigoare.',
        ],
      },
      common.complaints,
    ],
    faq: [
      { q: 'Ce se întâmplă dacă trimit de două ori aceeași comandă?', a: 'Cu același Idempotency-Key primești răspunsul primei cereri, fără un nou AWB și fără o nouă plată.' },
      { q: 'Unde găsesc documentația?', a: 'În secțiunea Documentație, la /docs/api.' },
    ],
    cta: { label: 'Fă o comandă de test', to: ORDER_PATH },
  },
  'termeni-conditii-business': {
    h1: 'Termeni și condiții pentru clienții business',
    lead: 'Condiții suplimentare pentru firmele care expediază în volum, cu ofertă personalizată și rambursuri.',
    sections: [
      common.operator,
      {
        heading: '2. Oferta personalizată',
        paragraphs: [
          'Prețurile negociate se aplică doar contului pentru care au fost emise și doar pe perioada comunicată în ofertă.',
        ],
      },
      {
        heading: '3. Ramburs și plăți',
        paragraphs: [
          'Rambursurile încasate de curieri se virează în IBAN-ul din cont, de regulă în 3–5 zile lucrătoare de la livrare, și apar în rapoartele de plată. Un IBAN greșit întârzie plata; verifică-l în cont.',
        ],
      },
      {
        heading: '4. Facturare',
        paragraphs: [
          'Serviciile se facturează cu TVA de 21%. Diferențele din recântărire apar separat și se achită înainte de noi comenzi.',
        ],
      },
      common.complaints,
    ],
    faq: [
      { q: 'Cum cer o ofertă?', a: 'Din pagina Business, cu volumul estimat de colete pe lună.' },
      { q: 'Când primesc banii din ramburs?', a: 'De regulă în 3–5 zile lucrătoare de la livrarea coletului.' },
    ],
    cta: { label: 'Comandă primul colet', to: ORDER_PATH },
  },
};
