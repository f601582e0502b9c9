// Copy of the remaining landing pages (spec §2). Envelope and document pages lead to the envelope
// order (/comanda?tip=plic): an order is either one envelope or parcels, never both (domain.md).
import type { PageCopy } from './content-types.ts';
import { ENVELOPE_ORDER_PATH, ORDER_PATH, TRACKING_PATH } from './content-types.ts';

export const LANDING_COPY_B: Record<string, PageCopy> = {
  'trimite-curier': {
    h1: 'Trimite prin curier orice, ambalat cum trebuie',
    lead: 'De la un telefon vândut online la o cutie cu cărți: câteva reguli de ambalare scutesc coletul de lovituri și pe tine de dispute.',
    description: 'Trimite prin curier orice obiect, ambalat corect: cutie rigidă, umplutură, eticheta AWB la vedere, asigurare pentru fragile și ce nu se trimite.',
    points: [
      'Cutie rigidă, cu umplutură pe toate părțile, ca obiectul să nu se miște',
      'Obiectele fragile se declară și se asigură cu valoarea lor reală',
      'Eticheta AWB se lipește pe cea mai mare față a cutiei, vizibil',
      'Nu se trimit bani, obiecte interzise sau substanțe periculoase',
    ],
    faq: [
      { q: 'Pot trimite un obiect fragil?', a: 'Da, bine ambalat. Declară valoarea pentru asigurare (în jur de 1% din valoarea declarată) și alege deschiderea coletului la livrare.' },
      { q: 'Cum îmi dau seama ce dimensiuni să declar?', a: 'Măsoară cutia închisă, pe exterior. Nicio latură nu poate depăși 100 cm.' },
    ],
    cta: { label: 'Trimite prin curier', to: ORDER_PATH },
  },
  'expediere-colet': {
    h1: 'Expediere colet: limite, greutate și dimensiuni',
    lead: 'Înainte de expediere, verifică dacă pachetul se încadrează în limitele curierilor. Așa eviți recântărirea și diferențele de preț.',
    description: 'Expediere colet fără surprize: maximum 31 kg și 100 cm pe latură, până la 10 colete pe comandă și greutatea volumetrică explicată pe exemple.',
    points: [
      'Până la 10 colete într-o singură comandă',
      'Fiecare colet: cel mult 31 kg și cel mult 100 cm pe oricare latură',
      'Greutatea volumetrică = lungime × lățime × înălțime (cm) / 6000; se plătește maximul dintre ea și greutatea reală',
      'Greutatea totală a comenzii este suma greutăților coletelor',
    ],
    faq: [
      { q: 'Ce se întâmplă dacă declar o greutate mai mică?', a: 'Curierul recântărește coletul, iar diferența de preț o plătești din portofel înainte de următoarea comandă. Declară greutatea reală ca să nu ai surprize.' },
      { q: 'Cât cântărește volumetric o cutie de 60 × 40 × 40 cm?', a: '60 × 40 × 40 / 6000 = 16 kg. Dacă cutia cântărește real 5 kg, se taxează 16 kg.' },
    ],
    cta: { label: 'Expediază un colet', to: ORDER_PATH },
  },
  'livrare-colet': {
    h1: 'Livrare colet urmărită de la ridicare până la destinatar',
    lead: 'După ce coletul pleacă, vezi fiecare etapă: preluat, în tranzit, în livrare, livrat. Destinatarul poate fi anunțat prin SMS.',
    description: 'Livrare colet urmărită pas cu pas: preluat, în tranzit, în livrare, livrat. Notificări pe telefon, SMS pentru destinatar și rambursul în cont.',
    points: [
      'Statusurile tuturor curierilor, aduse la același format ușor de citit',
      'Notificări pe telefon când se schimbă statusul coletului',
      'SMS pentru expeditor și pentru destinatar, la alegere',
      'Rambursul încasat la livrare apare în cont, apoi în raportul de plată',
    ],
    faq: [
      { q: 'Pot urmări mai multe colete deodată?', a: 'Da, poți introduce mai multe AWB-uri odată, de la curieri diferiți.' },
      { q: 'Ce înseamnă „în livrare”?', a: 'Coletul este la curierul care face livrarea în ziua respectivă; urmează să ajungă la destinatar sau la locker.' },
    ],
    cta: { label: 'Trimite un colet', to: ORDER_PATH },
    secondary: { label: 'Urmărește un colet', to: TRACKING_PATH },
  },
  'preluare-colet': {
    h1: 'Preluare colet de acasă, fără drum la oficiu',
    lead: 'Curierul preia coletul de la adresa ta: apartament, casă, birou sau depozit. Tu doar ambalezi și predai.',
    description: 'Preluare colet de acasă, de la birou sau din depozit, fără drum la oficiu: plătești online, iar curierul ales preia pachetul de la adresa ta.',
    points: [
      'Preluare din orice localitate din România acoperită de curierul ales',
      'Data estimată a preluării o vezi în ofertă; curierul te sună dacă are nevoie de indicații',
      'Fără coadă și fără ghișeu: plătești online, înainte de preluare',
      'Dacă preferi, predai coletul la un locker, unde curierii permit expedierea din locker',
    ],
    faq: [
      { q: 'Trebuie să fiu acasă la preluare?', a: 'Da, sau cineva care poate preda coletul în locul tău. Pune în comandă un număr de telefon la care răspunzi.' },
      { q: 'Se poate prelua de la firmă?', a: 'Da. Completează numele firmei și persoana de contact în adresa de ridicare.' },
    ],
    cta: { label: 'Programează preluarea', to: ORDER_PATH },
  },
  'ridicare-colet': {
    h1: 'Ridicare colet de la orice adresă, chiar dacă nu e a ta',
    lead: 'Ai cumpărat ceva de la o persoană din alt oraș? Comanzi tu curierul, cu ridicare de la vânzător și livrare la tine, și plătești tu transportul.',
    description: 'Ridicare colet de la orice adresă, chiar și de la un vânzător din alt oraș: comanzi tu curierul, plătești transportul și urmărești AWB-ul.',
    points: [
      'Adresa de ridicare poate fi diferită de adresa ta',
      'Vânzătorul doar predă coletul; AWB-ul îl primește de la tine sau de la curier',
      'Poți adăuga ramburs, ca vânzătorul să încaseze la livrare (până la 7.000 lei)',
      'Deschiderea coletului la livrare îți permite să verifici produsul înainte de plată',
    ],
    faq: [
      { q: 'Cine plătește transportul?', a: 'Cel care plasează comanda pe Curiero. Vânzătorul nu are nevoie de cont.' },
      { q: 'Cum află vânzătorul când vine curierul?', a: 'Trimite-i numărul AWB și data estimată a ridicării din ofertă; statusul ridicării apare și în pagina de urmărire.' },
    ],
    cta: { label: 'Comandă o ridicare', to: ORDER_PATH },
    secondary: { label: 'Urmărește ridicarea', to: TRACKING_PATH },
  },
  'plasare-comanda-curier': {
    h1: 'Plasare comandă curier: ce verificăm înainte să plătești',
    lead: 'Înainte de plată, comanda trece printr-o verificare automată: adrese complete, coduri poștale corecte, limite de greutate și IBAN valid pentru ramburs.',
    description: 'Plasare comandă curier verificată înainte de plată: adrese, coduri poștale, limite de greutate și IBAN pentru ramburs, apoi prețul final.',
    points: [
      'Localitatea și codul poștal sunt verificate pe nomenclatorul oficial',
      'IBAN-ul pentru ramburs este validat (cifra de control RO) înainte de trimitere',
      'Greutatea și dimensiunile sunt comparate cu limitele curierului ales',
      'Un rezumat final îți arată prețul defalcat, exact cel pe care îl plătești',
    ],
    faq: [
      { q: 'Pot modifica o comandă plasată?', a: 'Până la preluare, o poți anula din cont; după preluare, contactează-ne și vedem împreună cu curierul ce se poate face.' },
      { q: 'Ce se întâmplă dacă plata eșuează?', a: 'Comanda rămâne nefinalizată și nu se generează AWB. Poți încerca din nou fără să o completezi de la capăt.' },
    ],
    cta: { label: 'Plasează comanda', to: ORDER_PATH },
  },
  'trimitere-colet': {
    h1: 'Trimitere colet în orice localitate din România',
    lead: 'Peste 13.000 de localități, de la municipii la sate, cu toți curierii care ajung acolo. Alegi livrarea la adresă sau la locker.',
    description: 'Trimitere colet în peste 13.000 de localități din România, la adresă sau la locker, cu toți curierii care ajung acolo și prețul final cu TVA.',
    points: [
      'Nomenclator complet de localități, cu coduri poștale și comuna de care aparține fiecare sat',
      'Patru servicii: domiciliu–domiciliu, domiciliu–locker, locker–domiciliu, locker–locker',
      'Costul suplimentar pentru localitățile greu accesibile, afișat separat, dacă există',
      'Livrare sâmbăta pentru destinatarii ocupați în cursul săptămânii',
    ],
    faq: [
      { q: 'Cum găsesc satul corect dacă sunt mai multe cu același nume?', a: 'Sub fiecare nume apare comuna și județul, ca să alegi exact localitatea destinatarului.' },
      { q: 'Livrați și în străinătate?', a: 'Comenzile de pe Curiero sunt în acest moment pentru livrări în România.' },
    ],
    cta: { label: 'Trimite coletul', to: ORDER_PATH },
  },
  'trimitere-plic': {
    h1: 'Trimitere plic cu acte prin curier',
    lead: 'Pentru acte, facturi sau contracte alegi „plic” în loc de colet: nu introduci dimensiuni, iar prețul este cel pentru corespondență.',
    description: 'Trimitere plic cu acte prin curier: alegi plic în loc de colet, fără dimensiuni de declarat, cu ridicare de la ușă și livrare la destinatar.',
    points: [
      'Comanda este fie un plic, fie colete: pentru obiecte, alege colet',
      'Plicul conține doar hârtii: acte, contracte, facturi, invitații',
      'Poți cere confirmarea de primire prin SMS sau returul documentelor semnate',
      'Ridicare de la ușă și livrare la adresa destinatarului',
    ],
    faq: [
      { q: 'Pot pune un obiect mic în plic?', a: 'Nu. Orice obiect, oricât de mic, se trimite ca și colet, cu greutate și dimensiuni declarate.' },
      { q: 'Cum trimit mai multe plicuri?', a: 'Până la 10 plicuri către același destinatar încap într-o singură comandă; pentru destinatari diferiți faci câte o comandă.' },
    ],
    cta: { label: 'Trimite un plic', to: ENVELOPE_ORDER_PATH },
    calculator: { title: 'Calculează prețul unui plic', preset: { kind: 'envelope' } },
  },
  'trimitere-documente': {
    h1: 'Trimitere documente, cu retur semnat',
    lead: 'Contracte care trebuie semnate și întoarse? Alegi opțiunea „retur documente”: curierul predă actele, așteaptă semnătura și ți le aduce înapoi.',
    description: 'Trimitere documente prin curier, cu retur semnat: curierul predă contractul, așteaptă semnătura și îți aduce actele înapoi, urmărite în cont.',
    points: [
      'Opțiunea retur documente pentru contracte, procese-verbale sau avize semnate',
      'Plic dedicat documentelor, fără dimensiuni de declarat',
      'Statusul livrării și al returului, urmărite separat în cont',
      'Valoare declarată, dacă documentele au o valoare care trebuie asigurată',
    ],
    faq: [
      { q: 'Cât durează returul documentelor?', a: 'Returul pleacă după livrare și semnare; termenul depinde de curier și de traseu și îl vezi la urmărirea AWB-ului de retur.' },
      { q: 'Pot trimite documente originale?', a: 'Da. Pentru acte greu de înlocuit, declară o valoare și păstrează o copie.' },
    ],
    cta: { label: 'Trimite documente', to: ENVELOPE_ORDER_PATH },
    calculator: { title: 'Calculează prețul trimiterii de documente', preset: { kind: 'envelope' } },
    secondary: { label: 'Urmărește documentele', to: TRACKING_PATH },
  },
  'trimite-pachet': {
    h1: 'Trimite un pachet celor dragi',
    lead: 'Un cadou, mâncare de casă sau lucruri uitate acasă: trimite pachetul de la tine până la ușa lor sau la lockerul de lângă bloc.',
    description: 'Trimite pachet celor dragi, acasă sau la lockerul de lângă bloc: cadouri, mâncare neperisabilă, lucruri uitate, cu asigurare și SMS.',
    points: [
      'Livrare la domiciliu sau la locker, unde pachetul se ridică oricând în programul lockerului',
      'Asigurare la valoarea declarată, până la 10.000 lei',
      'SMS pentru destinatar, ca să știe că vine ceva',
      'Mai multe pachete către aceeași adresă, într-o singură comandă',
    ],
    faq: [
      { q: 'Pot trimite mâncare?', a: 'Alimentele neperisabile, bine ambalate, se pot trimite. Evită produsele care se strică în drum sau care pot curge.' },
      { q: 'Destinatarul trebuie să plătească ceva?', a: 'Nu, dacă nu adaugi ramburs. Transportul îl plătești tu când plasezi comanda.' },
    ],
    cta: { label: 'Trimite pachetul', to: ORDER_PATH },
  },
};
