// General conditions for the postal services ordered through Curiero: the information ANCOM asks
// providers to publish (acceptance, prohibited items, delivery terms, absent addressee, undeliverable
// items, liability, complaints), written for an intermediary: the carrier's own conditions complete them.
import { ORDER_PATH } from './content-types.ts';
import { ANCOM, CARRIER_NAMES, COMPENSATION_RULES, LEGAL_UPDATED, OPERATOR_IDENTITY, PROHIBITED_GOODS } from './legal-common.ts';
import type { LegalPage } from './legal-types.ts';

export const conditiiPostale: LegalPage = {
  h1: 'Condiții generale privind furnizarea serviciilor poștale',
  lead: 'Condițiile generale aplicabile trimiterilor (colete și plicuri cu documente) comandate prin Curiero și efectuate de furnizorii de servicii poștale parteneri, în acord cu OUG nr. 13/2013 privind serviciile poștale și reglementările ANCOM.',
  description:
    'Condițiile generale ale serviciilor poștale comandate prin Curiero: limite, ambalare, termene de livrare, destinatar absent, despăgubiri și reclamații.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      id: 'furnizorii',
      heading: 'Furnizorii serviciilor și rolul Curiero',
      paragraphs: [
        `Serviciile poștale sunt prestate de furnizorul ales la comandă (${CARRIER_NAMES}), fiecare autorizat de ANCOM și înscris în registrul public al furnizorilor de servicii poștale. Numele furnizorului apare în oferta aleasă, în confirmarea comenzii și pe eticheta AWB.`,
        `Curiero, platformă operată de ${OPERATOR_IDENTITY}, intermediază comanda: îți transmite ofertele, înregistrează comanda la furnizor, încasează prețul și te sprijină la reclamații. Aceste condiții generale se completează cu condițiile generale publicate de furnizorul ales; acolo unde acestea sunt mai favorabile ție, se aplică ele.`,
      ],
    },
    {
      id: 'serviciile',
      heading: 'Serviciile oferite',
      paragraphs: ['Prin Curiero poți comanda, pentru trimiteri interne (în România):'],
      list: [
        'transport de colete și de plicuri cu documente (corespondență), în regim de curierat;',
        'ridicare de la adresă sau depunere la locker, și livrare la adresă sau la locker (domiciliu - domiciliu, domiciliu - locker, locker - domiciliu, locker - locker), după serviciile fiecărui furnizor;',
        'serviciul ramburs: furnizorul încasează de la destinatar o sumă de cel mult 7.000 lei și o virează expeditorului;',
        'serviciul de trimitere cu valoare declarată: trimiterea este asigurată împotriva pierderii, furtului, distrugerii sau deteriorării până la valoarea declarată, de cel mult 10.000 lei;',
        'opțiuni: deschiderea coletului la livrare, SMS pentru expeditor sau destinatar, livrare sâmbăta, retur documente și colet retur.',
      ],
      links: [{ label: 'Toate serviciile', to: '/servicii' }],
    },
    {
      id: 'conditii-de-acceptare',
      heading: 'Condiții de acceptare a trimiterilor',
      paragraphs: ['O trimitere este acceptată dacă respectă toate condițiile de mai jos:'],
      list: [
        'cel mult 10 colete într-o comandă; fiecare colet are cel mult 31 kg și cel mult 100 cm pe oricare latură;',
        'plicul conține doar documente și se taxează ca 0,5 kg;',
        'greutatea taxabilă a unui colet este cea mai mare dintre greutatea reală și greutatea volumetrică (lungime × lățime × înălțime, în cm, împărțit la 6.000);',
        'pentru locker, coletul încape în cutia lockerului și nu depășește greutatea maximă a acesteia;',
        'ambalajul acoperă complet conținutul, este închis, rezistă transportului și manipulării obișnuite (inclusiv sortării automate) și nu lasă conținutul să se vadă sau să se desprindă; bunurile fragile sunt protejate cu material de umplutură și marcate „FRAGIL”;',
        'eticheta AWB este lipită vizibil, pe cea mai mare față, iar etichetele vechi sunt îndepărtate;',
        'datele expeditorului și ale destinatarului (nume, telefon, adresă completă cu cod poștal sau lockerul) și descrierea conținutului sunt corecte;',
        'conținutul nu face parte din bunurile interzise.',
      ],
    },
    {
      id: 'bunuri-interzise',
      heading: 'Bunuri interzise',
      paragraphs: [
        'Nu se acceptă la transport bunurile de mai jos, precum și cele excluse de condițiile generale ale furnizorului ales. Furnizorul poate refuza sau returna trimiterea care pare să le conțină și poate anunța autoritățile când legea o cere.',
      ],
      list: [...PROHIBITED_GOODS],
    },
    {
      id: 'predarea-trimiterii',
      heading: 'Predarea trimiterii către furnizor',
      paragraphs: [
        'Trimiterea se predă curierului la adresa de ridicare, în ziua lucrătoare estimată la comandă, sau se depune în lockerul ales. Comenzile plasate înainte de ora limită a furnizorului (de regulă între 13:00 și 16:00 pentru ridicarea de la adresă) pot fi ridicate în aceeași zi lucrătoare; cele plasate mai târziu, în următoarea zi lucrătoare.',
        'Data depunerii este ziua în care trimiterea a fost preluată de furnizor; ea apare în istoricul AWB-ului și de la ea curg termenele de livrare și de reclamație. Dovada depunerii este AWB-ul, împreună cu statusul „Preluat de curier”.',
      ],
    },
    {
      id: 'termene-de-livrare',
      heading: 'Termene de livrare',
      paragraphs: [
        'Termenul estimat de livrare este afișat în ofertă, pentru fiecare furnizor și serviciu: de regulă, o zi lucrătoare de la preluare între localitățile deservite direct și două zile lucrătoare pentru unii furnizori sau pentru localitățile greu accesibile. Zilele lucrătoare sunt de luni până vineri, fără sărbătorile legale; livrarea sâmbăta se face doar cu opțiunea comandată, acolo unde furnizorul o oferă.',
        'Termenele sunt estimative, cu excepția serviciilor vândute expres cu termen garantat. Ele pot fi depășite în situații de forță majoră, condiții meteorologice grave, restricții de circulație sau perioade cu volum excepțional (de exemplu, înaintea sărbătorilor).',
      ],
      links: [{ label: 'Ghid: termene, sărbători, statusuri', to: '/info' }],
    },
    {
      id: 'livrarea',
      heading: 'Livrarea',
      paragraphs: [
        'Trimiterea se livrează destinatarului, la adresa indicată, sau unei persoane majore aflate la acea adresă care acceptă să o primească, ori se depune în lockerul ales; pentru locker, destinatarul primește prin SMS sau e-mail codul de deschidere și termenul în care poate ridica trimiterea.',
        'La livrare, destinatarul confirmă primirea prin semnătură (și pe dispozitivul electronic al curierului) sau prin codul lockerului. Curierul poate cere un act de identitate pentru trimiterile cu ramburs sau cu valoare declarată. Rambursul se plătește înainte de predarea trimiterii; cu opțiunea de deschidere a coletului, destinatarul poate verifica întâi conținutul.',
        'Dacă ambalajul este vizibil deteriorat, destinatarul poate refuza trimiterea sau o poate primi cerând curierului un proces-verbal de constatare a stării ei; acest document ajută mult la reclamație.',
      ],
    },
    {
      id: 'destinatar-absent',
      heading: 'Când destinatarul lipsește',
      paragraphs: [
        'Dacă destinatarul nu este găsit la adresă, curierul încearcă să îl contacteze telefonic și, după caz, lasă un aviz. Urmează cel puțin o nouă încercare de livrare, de regulă în următoarea zi lucrătoare, sau destinatarul este invitat să ridice trimiterea de la un punct de ridicare sau dintr-un locker, în termenul comunicat.',
        'Dacă nici așa trimiterea nu poate fi livrată, furnizorul o păstrează la depozit pe perioada prevăzută în condițiile sale generale și apoi o returnează expeditorului. Tariful returului se plătește de expeditor, dacă nu s-a comandat deja opțiunea de retur; statusul „În retur” apare în pagina de urmărire.',
        'Pentru trimiterile depuse în locker și neridicate în termenul comunicat, furnizorul le scoate din locker și procedează la fel.',
      ],
    },
    {
      id: 'trimiteri-nelivrabile',
      heading: 'Trimiteri refuzate sau nelivrabile',
      paragraphs: [
        'O trimitere refuzată de destinatar, cu adresă greșită sau incompletă, ori neridicată se returnează expeditorului. Dacă nu poate fi livrată nici destinatarului, nici expeditorului (de exemplu, ambele adrese sunt greșite și persoanele nu pot fi contactate), ea devine nelivrabilă și este păstrată de furnizor pe durata și în condițiile prevăzute de condițiile sale generale și de reglementările ANCOM; ea poate fi deschisă doar în condițiile legii, pentru identificarea expeditorului sau a destinatarului.',
        'Dacă observi în pagina de urmărire că livrarea a eșuat, scrie-ne cât mai repede: putem transmite curierului o adresă corectată sau un nou interval, cât timp trimiterea nu a fost returnată.',
      ],
    },
    {
      id: 'tarife-si-plata',
      heading: 'Tarife și plată',
      paragraphs: [
        'Tarifele sunt afișate în lei, cu TVA de 21% inclus, defalcat pe tarif de bază, kilograme suplimentare, opțiuni, taxă de combustibil și taxă pentru zone greu accesibile. Se plătesc online, prin Curiero, cu cardul sau din portofel, înainte de predarea trimiterii. Comisionul pentru ramburs și prima pentru valoarea declarată (de regulă în jur de 1% din valoare) sunt incluse în preț.',
        'Dacă furnizorul constată o greutate taxabilă sau dimensiuni mai mari decât cele declarate, diferența de tarif se facturează separat, cu măsurătorile furnizorului.',
      ],
      links: [{ label: 'Metode de plată', to: '/metode-plata' }],
    },
    {
      id: 'raspundere-si-despagubiri',
      heading: 'Răspunderea furnizorului și despăgubirile',
      paragraphs: [
        'Furnizorul răspunde pentru trimitere din momentul depunerii (preluării) ei până la livrarea către destinatar. Potrivit art. 41-42 din OUG nr. 13/2013, pentru trimiterile interne, expeditorul are dreptul la despăgubire după cum urmează:',
        'Pagubele indirecte și beneficiile nerealizate nu se despăgubesc. Furnizorul nu răspunde dacă paguba este cauzată de fapta expeditorului sau a destinatarului (de exemplu, ambalare necorespunzătoare, conținut interzis ori declarat greșit), de natura bunurilor, de forța majoră sau de cazul fortuit. Expeditorul poate renunța la despăgubire în favoarea destinatarului.',
      ],
      list: [...COMPENSATION_RULES],
    },
    {
      id: 'reclamatii',
      heading: 'Reclamații',
      paragraphs: [
        'Reclamația (numită în lege „reclamație prealabilă”) poate fi depusă de expeditor sau de destinatar, în termen de 6 luni de la data depunerii trimiterii. O poți depune prin Curiero, din pagina de contact, sau direct la furnizor, prin canalele din condițiile lui generale.',
        'Reclamația cuprinde numărul AWB, datele tale de contact, descrierea problemei și, după caz: fotografii ale ambalajului, ale etichetei și ale conținutului, procesul-verbal de constatare, dovada valorii bunurilor (de exemplu, factura de achiziție) și IBAN-ul pentru despăgubire. Păstrează ambalajul și conținutul până la soluționare: furnizorul le poate cere pentru verificare.',
        'Primești confirmarea înregistrării reclamației, cu un număr. Curiero o transmite furnizorului, de regulă în cel mult 2 zile lucrătoare. Furnizorul are obligația să o soluționeze în cel mult 3 luni de la introducere; dacă reclamația este întemeiată, despăgubirea se plătește expeditorului (sau destinatarului, dacă expeditorul a renunțat în favoarea lui).',
        'Întârzierea livrării o poți semnala la fel; ea nu dă dreptul la despăgubire decât pentru serviciile cu termen garantat, în condițiile furnizorului.',
      ],
      links: [{ label: 'Depune o reclamație', to: '/contact' }],
    },
    {
      id: 'ancom-si-instante',
      heading: 'ANCOM, ANPC și instanțele',
      paragraphs: [
        `Dacă furnizorul nu răspunde la reclamație în 3 luni sau nu ești mulțumit de soluție, te poți adresa ${ANCOM}, cu dovada reclamației prealabile și textul ei. ANCOM verifică respectarea obligațiilor furnizorului, dar nu poate obliga furnizorul la plata despăgubirilor.`,
        'Pentru aspecte de protecție a consumatorilor te poți adresa ANPC (www.anpc.ro), iar pentru obținerea despăgubirilor, instanțelor judecătorești competente.',
      ],
    },
    {
      id: 'confidentialitate',
      heading: 'Secretul corespondenței și datele personale',
      paragraphs: [
        'Furnizorii și Curiero respectă secretul corespondenței și nu deschid trimiterile, în afara cazurilor prevăzute de lege. Datele personale se prelucrează potrivit politicii de confidențialitate Curiero și politicilor furnizorilor.',
      ],
      links: [{ label: 'Politica de confidențialitate', to: '/politica-confidentialitate' }],
    },
  ],
  faq: [
    { q: 'Cine este furnizorul serviciului poștal?', a: 'Curierul ales la comandă; numele lui apare în oferta aleasă, în confirmarea comenzii și pe AWB.' },
    { q: 'În cât timp pot face o reclamație pentru un colet pierdut sau deteriorat?', a: 'În cel mult 6 luni de la data la care curierul a preluat trimiterea. Furnizorul are cel mult 3 luni ca să o soluționeze.' },
    { q: 'Ce se întâmplă dacă nu sunt acasă la livrare?', a: 'Curierul te sună și revine, de regulă în următoarea zi lucrătoare, sau te invită să ridici coletul de la un punct de ridicare ori dintr-un locker. Dacă nici așa nu se poate livra, coletul se întoarce la expeditor.' },
  ],
  cta: { label: 'Comandă un curier', to: ORDER_PATH },
};
