// /info: the practical guide: packing, prohibited items, weight, dimensions, labels, pickup and
// delivery times, damaged or late parcels, public holidays and how the tracking statuses read.
import { ORDER_PATH, TRACKING_PATH } from './content-types.ts';
import type { InfoCopy } from './info-types.ts';
import { PROHIBITED_GOODS } from './legal-common.ts';

export const guideCopy: InfoCopy = {
  h1: 'Informații utile pentru expeditori',
  lead: 'Ghidul practic pentru o trimitere fără surprize: cum ambalezi, ce nu ai voie să trimiți, cum se calculează greutatea, cum tipărești eticheta, când vine curierul și ce faci dacă un colet întârzie sau ajunge deteriorat.',
  description:
    'Ghid Curiero pentru expeditori: ambalare, bunuri interzise, greutate volumetrică cu exemplu, etichete AWB A4/A6, termene, sărbători și statusuri de urmărire.',
  sections: [
    {
      id: 'cum-ambalezi',
      heading: 'Cum ambalezi un colet',
      paragraphs: [
        'Coletul trece prin benzi de sortare, este stivuit și descărcat de mai multe ori. Un ambalaj bun este cea mai sigură asigurare, iar deteriorările cauzate de ambalarea necorespunzătoare nu sunt despăgubite.',
      ],
      list: [
        'folosește o cutie de carton rezistentă, de preferat nouă; pentru colete de peste 10 kg, carton cu pereți dubli;',
        'alege cutia cea mai mică în care încap produsul și materialul de protecție: o cutie mare și goală costă mai mult (greutatea volumetrică) și se turtește mai ușor;',
        'umple golurile cu hârtie, folie cu bule sau perne de aer, astfel încât conținutul să nu se miște când scuturi cutia;',
        'învelește separat fiecare obiect fragil, păstrează cel puțin 5 cm de protecție față de pereții cutiei și scrie „FRAGIL” pe cutie (atenție: marcajul nu înlocuiește ambalarea);',
        'lichidele (acolo unde curierul le acceptă) se trimit în recipiente închise etanș, puse într-o pungă sigilată și cu material absorbant;',
        'sigilează cutia cu bandă adezivă lată, în formă de „H”, pe ambele fețe; nu folosi sfoară sau hârtie de ambalat la exterior;',
        'îndepărtează sau acoperă etichetele și codurile de bare vechi;',
        'pentru documente, folosește plicul: pune actele într-o folie de plastic ca să nu se ude.',
      ],
    },
    {
      id: 'ce-nu-poti-trimite',
      heading: 'Ce nu poți trimite prin curier',
      paragraphs: [
        'Curierii din România nu acceptă bunurile de mai jos. Fiecare curier poate avea în condițiile sale și alte restricții; dacă nu ești sigur, întreabă-ne înainte de comandă.',
        'Dispozitivele cu bateria montată (telefoane, laptopuri) sunt acceptate de regulă, bine ambalate și oprite; bateriile cu litiu trimise separat nu.',
      ],
      list: [...PROHIBITED_GOODS],
      links: [{ label: 'Condițiile generale ale serviciilor poștale', to: '/conditii-generale-privind-furnizarea-serviciilor-postale' }],
    },
    {
      id: 'greutate-si-greutate-volumetrica',
      heading: 'Greutatea reală și greutatea volumetrică',
      paragraphs: [
        'Curierii taxează spațiul ocupat, nu doar kilogramele. Pentru fiecare colet se calculează greutatea volumetrică: lungime × lățime × înălțime (în centimetri), împărțit la 6.000. Greutatea taxabilă este cea mai mare dintre greutatea reală și cea volumetrică, iar greutatea comenzii este suma greutăților taxabile ale coletelor.',
        'Exemplul 1, o cutie ușoară și mare: 50 × 40 × 30 cm, cu o greutate reală de 6 kg. Greutatea volumetrică este 50 × 40 × 30 / 6.000 = 60.000 / 6.000 = 10 kg, deci plătești pentru 10 kg.',
        'Exemplul 2, o cutie mică și grea: 30 × 20 × 10 cm, cu 4 kg. Greutatea volumetrică este 6.000 / 6.000 = 1 kg, deci plătești pentru greutatea reală, 4 kg.',
        'Exemplul 3, o comandă cu ambele cutii: 10 kg + 4 kg = 14 kg taxabile. Cântărește și măsoară coletul ambalat: dacă declari mai puțin, curierul recântărește, iar diferența de preț o plătești din portofel înainte de următoarea comandă.',
      ],
    },
    {
      id: 'dimensiuni',
      heading: 'Dimensiuni și limite',
      paragraphs: ['Limitele unei comenzi prin Curiero:'],
      list: [
        'cel mult 10 colete într-o comandă;',
        'cel mult 31 kg pentru un colet;',
        'cel mult 100 cm pe oricare latură (lungime, lățime sau înălțime);',
        'plicul: doar documente, taxat ca 0,5 kg, cel mult 10 plicuri într-o comandă.',
      ],
      table: {
        caption: 'Cutiile lockerelor easybox (Sameday); alte rețele au cutii asemănătoare, afișate la alegerea lockerului',
        head: ['Mărime', 'Dimensiuni interioare', 'Greutate maximă'],
        rows: [
          ['S', '46 × 44 × 9 cm', '4 kg'],
          ['M', '46 × 44 × 18 cm', '9 kg'],
          ['L', '46 × 44 × 38 cm', '20 kg'],
        ],
      },
    },
    {
      id: 'etichete-awb',
      heading: 'Eticheta AWB: A4 sau A6',
      paragraphs: [
        'După plată, descarci eticheta din confirmarea comenzii sau din cont, în două formate: A6 (105 × 148 mm), pentru imprimantele de etichete, sau A4, cu eticheta în colțul din stânga sus al foii și linii de tăiere, pentru orice imprimantă obișnuită.',
        'Eticheta are codul de bare al AWB-ului, numărul AWB în cifre, destinatarul, expeditorul, numărul de colete și greutatea, suma rambursului și opțiunile. Tipărește-o clar, fără să o micșorezi, și lipește-o pe cea mai mare față a coletului, cu bandă transparentă doar pe margini, fără să acoperi codul de bare. Dacă ai mai multe colete în comandă, lipește câte un exemplar pe fiecare.',
        'Nu ai imprimantă? Scrie numărul AWB lizibil pe colet și spune-i curierului la ridicare: majoritatea curierilor pot tipări eticheta pe loc. Pentru depunerea la locker, urmează instrucțiunile din confirmare.',
      ],
    },
    {
      id: 'ridicare-si-livrare',
      heading: 'Când vine curierul și când ajunge coletul',
      paragraphs: [
        'Fiecare curier are o oră limită pentru ridicarea din aceeași zi, de regulă între 13:00 și 16:00 pentru ridicarea de la adresă și mai târziu, seara, pentru depunerea la locker. O comandă plasată înainte de ora limită, într-o zi lucrătoare, este ridicată în aceeași zi; după ora limită, în weekend sau de sărbători, în următoarea zi lucrătoare. Data estimată de ridicare apare în ofertă.',
        'Curierul vine în timpul programului de lucru al zilei de ridicare și, de regulă, te sună înainte. Ține coletul ambalat și etichetat la îndemână.',
        'Livrarea are loc de regulă în ziua lucrătoare următoare ridicării, iar la unii curieri sau în localitățile greu accesibile (mai ales în sate) cu o zi lucrătoare în plus. Cu opțiunea livrare sâmbăta, la curierii care o oferă, sâmbăta se numără ca zi de livrare. Data estimată de livrare apare în ofertă și în pagina de urmărire.',
      ],
    },
    {
      id: 'sarbatori-legale',
      heading: 'Sărbători legale',
      paragraphs: [
        'În zilele de sărbătoare legală curierii nu ridică și nu livrează, iar datele estimate din oferte țin cont de ele. Sărbătorile legale în România (Codul muncii, art. 139) sunt:',
        'În săptămânile dinaintea Crăciunului și a Paștelui, și în perioadele de reduceri (Black Friday), volumele cresc mult; trimite cu o zi sau două mai devreme decât de obicei.',
      ],
      list: [
        '1 și 2 ianuarie: Anul Nou;',
        '6 ianuarie: Boboteaza; 7 ianuarie: Sfântul Ioan Botezătorul;',
        '24 ianuarie: Ziua Unirii Principatelor Române;',
        'Vinerea Mare, prima și a doua zi de Paște (după calendarul ortodox);',
        '1 mai: Ziua Muncii; 1 iunie: Ziua Copilului;',
        'prima și a doua zi de Rusalii;',
        '15 august: Adormirea Maicii Domnului;',
        '30 noiembrie: Sfântul Andrei; 1 decembrie: Ziua Națională a României;',
        '25 și 26 decembrie: Crăciunul.',
      ],
    },
    {
      id: 'colet-deteriorat',
      heading: 'Ce faci dacă un colet ajunge deteriorat',
      paragraphs: ['Verifică ambalajul înainte de a semna de primire. Dacă este vizibil deteriorat:'],
      list: [
        'poți refuza coletul, iar acesta se întoarce la expeditor, sau îl poți primi cerând curierului un proces-verbal de constatare;',
        'fotografiază ambalajul, eticheta și conținutul, înainte și după despachetare;',
        'păstrează ambalajul și produsul așa cum au ajuns, până la soluționarea reclamației;',
        'trimite-ne reclamația cât mai repede, cu numărul AWB, fotografiile și dovada valorii produsului; termenul legal este de 6 luni de la predarea coletului către curier, iar curierul are cel mult 3 luni ca să o soluționeze.',
      ],
      links: [{ label: 'Depune o reclamație', to: '/contact' }],
    },
    {
      id: 'colet-intarziat',
      heading: 'Ce faci dacă un colet întârzie',
      paragraphs: [
        'Uită-te întâi în pagina de urmărire: ultimul status îți spune unde este coletul. Termenele de livrare sunt estimări, iar o zi în plus apare uneori după sărbători sau în perioadele aglomerate.',
        'Dacă nu există nicio mișcare la 2 zile lucrătoare după data estimată de livrare sau dacă statusul este „Livrare eșuată” fără să fi fost căutat, scrie-ne cu numărul AWB: cerem informații curierului și, dacă e nevoie, deschidem o cercetare. Un colet care nu mai este găsit se tratează ca pierdut, prin reclamație.',
      ],
      links: [
        { label: 'Urmărește coletul', to: TRACKING_PATH },
        { label: 'Scrie-ne', to: '/contact' },
      ],
    },
    {
      id: 'statusuri-de-urmarire',
      heading: 'Cum citești statusurile de urmărire',
      paragraphs: [
        'Fiecare curier are propriile coduri; Curiero le traduce în aceleași statusuri, oricare ar fi curierul. Statusurile „Livrat”, „Anulat” și „Returnat expeditorului” sunt finale: după ele nu mai urmează nicio schimbare.',
        'Cu butonul „Anunță-mă când se schimbă statusul” din pagina de urmărire primești o notificare push la fiecare pas, chiar și cu aplicația închisă.',
      ],
      table: {
        caption: 'Statusurile unei trimiteri',
        head: ['Status', 'Ce înseamnă'],
        rows: [
          ['Înregistrat', 'AWB-ul a fost emis, iar curierul știe de trimitere; coletul este încă la expeditor.'],
          ['Preluat de curier', 'Curierul a ridicat coletul sau coletul a fost depus în locker.'],
          ['În tranzit', 'Coletul este transportat între depozitele curierului.'],
          ['În depozitul de livrare', 'Coletul a ajuns în depozitul din zona destinatarului.'],
          ['În livrare', 'Coletul este în mașina curierului și urmează să fie livrat azi.'],
          ['Depus în locker', 'Coletul așteaptă în locker sau la punctul de ridicare; destinatarul a primit codul.'],
          ['Livrare eșuată', 'Destinatarul nu a fost găsit sau nu a putut primi coletul; urmează o nouă încercare.'],
          ['Livrat', 'Coletul a fost predat destinatarului (status final).'],
          ['În retur', 'Coletul se întoarce la expeditor, de exemplu după refuz sau după mai multe încercări eșuate.'],
          ['Returnat expeditorului', 'Coletul a ajuns înapoi la expeditor (status final).'],
          ['Anulat', 'Comanda a fost anulată înainte de preluare (status final).'],
        ],
      },
      links: [{ label: 'Urmărește un colet', to: TRACKING_PATH }],
    },
  ],
  faq: [
    { q: 'Ce se întâmplă dacă greutatea declarată e greșită?', a: 'Curierul cântărește și măsoară coletul. Dacă greutatea taxabilă este mai mare, diferența de preț ți se facturează, cu măsurătorile curierului; dacă e mai mică, prețul rămâne cel plătit.' },
    { q: 'Pot trimite un colet fără cutie?', a: 'Doar dacă produsul are deja un ambalaj rezistent și închis (de exemplu, cutia originală, sigilată). Pungile și hârtia de ambalat nu protejează suficient.' },
    { q: 'Curierul ridică și sâmbăta?', a: 'De regulă nu: ridicările se fac în zilele lucrătoare. Unii curieri livrează sâmbăta, cu opțiunea „Livrare sâmbăta”, iar lockerele primesc colete și în weekend.' },
  ],
  cta: { label: 'Comandă un curier', to: ORDER_PATH },
  secondary: { label: 'Urmărește un colet', to: TRACKING_PATH },
};
