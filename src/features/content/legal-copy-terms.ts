// Terms for consumers and occasional senders: courier orders and returns. The shared clauses
// (operator, role, complaints, withdrawal, disputes, changes) live in legal-common.ts.
import { ORDER_PATH } from './content-types.ts';
import {
  COMPENSATION_RULES,
  LEGAL_UPDATED,
  PROHIBITED_GOODS,
  changesSection,
  complaintsSection,
  disputesSection,
  intermediarySection,
  operatorSection,
  withdrawalSection,
} from './legal-common.ts';
import type { LegalPage } from './legal-types.ts';
import { COD_PAYOUT_WHEN } from '../../shared/cod-payout.ts';

const curierat: LegalPage = {
  h1: 'Termeni și condiții pentru serviciile de curierat',
  lead: 'Regulile care se aplică atunci când comanzi un curier prin Curiero: ce intermediem, cum se încheie contractul, cât și cum plătești, ce răspunderi au expeditorul, curierul și Curiero și cum rezolvăm o problemă.',
  description:
    'Termenii Curiero pentru comenzi de curierat: încheierea contractului, prețuri cu TVA, plată, anulare, bunuri interzise, despăgubiri, reclamații și litigii.',
  updated: LEGAL_UPDATED,
  sections: [
    operatorSection,
    {
      id: 'definitii',
      heading: 'Definiții',
      paragraphs: ['În acești termeni, cuvintele de mai jos au următorul înțeles:'],
      list: [
        'Platforma: site-ul, aplicația web și API-ul Curiero, prin care compari oferte, plasezi și urmărești comenzi.',
        'Client sau expeditor: persoana fizică sau juridică ce plasează o comandă; consumator este clientul persoană fizică ce acționează în afara activității sale profesionale.',
        'Destinatar: persoana căreia îi este adresată trimiterea.',
        'Curier sau furnizor: furnizorul de servicii poștale autorizat de ANCOM care efectuează transportul (Cargus, DPD, FAN Courier, GLS, Sameday sau Bookurier).',
        'Comandă: cererea ta de transport pentru un plic sau pentru unul până la zece colete, cu adresele, opțiunile și oferta alese.',
        'AWB: documentul de transport emis de curier, cu numărul după care trimiterea este urmărită; eticheta AWB se lipește pe colet.',
        'Ramburs: suma încasată de curier de la destinatar la livrare și virată expeditorului.',
        'Valoare declarată: valoarea bunurilor declarată de expeditor, până la care trimiterea este asigurată împotriva pierderii, furtului sau deteriorării.',
        'Locker: automatul de colete al unui curier (de exemplu easybox, FANbox, DPD Box), din care sau în care se predă trimiterea.',
        'Portofel: creditul în lei din contul tău Curiero, din care poți plăti comenzi.',
      ],
    },
    intermediarySection,
    {
      id: 'comanda-si-contractul',
      heading: 'Comanda și încheierea contractului',
      paragraphs: [
        'Completezi adresele expeditorului și destinatarului (sau lockerele alese), numărul, greutatea și dimensiunile coletelor, descrierea conținutului și opțiunile dorite. Platforma îți arată ofertele disponibile, cu prețul detaliat și datele estimate de ridicare și livrare.',
        'Înainte de plată vezi rezumatul comenzii și îl poți corecta. Prin apăsarea butonului de plasare a comenzii faci o ofertă fermă de contractare, accepți acești termeni și condițiile generale ale curierului ales și ceri începerea imediată a serviciului.',
        'Contractul se încheie în momentul în care plata este confirmată și primești pe ecran și pe e-mail confirmarea comenzii, cu numărul ei. Curiero transmite apoi comanda curierului, care emite AWB-ul; eticheta o descarci din confirmare sau din contul tău.',
        'Dacă din motive tehnice sau din cauza curierului comanda nu poate fi înregistrată, încercăm din nou automat; dacă nici așa nu reușim, te anunțăm și îți returnăm integral suma plătită.',
        'Poți comanda și fără cont: primești pe e-mail confirmarea, eticheta și un link către comandă. O comandă fără cont nu ajunge în niciun cont până când titularul adresei de e-mail nu o adaugă, din acel link, în contul său (unul existent sau unul nou, creat cu aceeași adresă). Contul îți păstrează istoricul comenzilor, adresele și facturile.',
      ],
    },
    {
      id: 'limitele-comenzii',
      heading: 'Limitele comenzii și opțiunile',
      paragraphs: ['O comandă conține fie plicuri (documente), fie colete. Se aplică limitele de mai jos, verificate la plasarea comenzii:'],
      list: [
        'cel mult 10 colete într-o comandă, fiecare de cel mult 31 kg și cel mult 100 cm pe oricare latură;',
        'greutatea taxabilă este, pentru fiecare colet, cea mai mare dintre greutatea reală și greutatea volumetrică (lungime × lățime × înălțime în cm, împărțit la 6.000);',
        'ramburs între 0 și 7.000 lei, doar cu IBAN-ul expeditorului, valid, în lei;',
        'valoare declarată între 0 și 10.000 lei, fără a depăși valoarea reală a bunurilor;',
        'descrierea conținutului între 4 și 100 de caractere, corectă și completă;',
        'coletele trimise la locker sau ridicate din locker trebuie să încapă în cutiile lockerului ales.',
      ],
    },
    {
      id: 'optiuni',
      heading: 'Opțiuni suplimentare',
      paragraphs: [
        'Opțiunile se comandă odată cu trimiterea și se plătesc separat, la prețul afișat în ofertă. Nu toți curierii oferă toate opțiunile pentru toate serviciile; oferta îți arată ce este disponibil.',
      ],
      list: [
        'deschiderea coletului la livrare: destinatarul verifică conținutul înainte de a plăti rambursul și de a semna de primire;',
        'SMS pentru expeditor și SMS pentru destinatar: mesaje despre etapele livrării;',
        'livrare sâmbăta, acolo unde curierul livrează sâmbăta;',
        'retur documente: curierul aduce înapoi expeditorului documentele semnate de destinatar (de exemplu, un contract sau un aviz);',
        'colet retur: curierul preia de la destinatar un colet pentru expeditor, la livrare.',
      ],
    },
    {
      id: 'pret-si-plata',
      heading: 'Prețul și plata',
      paragraphs: [
        'Prețurile sunt în lei și includ TVA de 21%. Oferta îți arată defalcat tariful de bază, kilogramele suplimentare, opțiunile, taxa de combustibil, eventuala taxă pentru zone greu accesibile și TVA. Totalul afișat la confirmare este suma care ți se încasează.',
        'Plătești online, cu cardul (cu autentificare 3-D Secure) sau din portofelul Curiero, înainte ca trimiterea să fie predată curierului. Datele cardului sunt prelucrate de procesatorul de plăți; Curiero nu le stochează. Factura se emite pe datele de facturare introduse la comandă, pentru persoană fizică sau pentru firmă.',
        'Prețul se calculează pe baza datelor declarate de tine. Dacă la cântărire curierul constată o greutate mai mare, diferența de preț (recântărirea) se calculează după același tarif și apare în contul tău, la Portofel, cu greutatea cântărită de curier; ea se achită din portofel înainte de plasarea unei noi comenzi. Poți contesta recântărirea prin reclamație.',
      ],
      links: [{ label: 'Metode de plată', to: '/metode-plata' }],
    },
    {
      id: 'anularea-comenzii',
      heading: 'Anularea comenzii și rambursarea',
      paragraphs: [
        'Poți anula comanda din contul tău până când curierul preia trimiterea. Anularea se transmite întâi curierului; dacă acesta a preluat deja coletul, anularea nu mai este posibilă.',
        'La anulare alegi unde primești banii: în portofelul Curiero, pe loc, sau pe cardul cu care ai plătit, de regulă în 3-5 zile lucrătoare (termenul exact depinde de banca ta). O comandă plătită din portofel se rambursează în portofel.',
        'O plată cu cardul începută și neconfirmată prin 3-D Secure în 30 de minute expiră, iar comanda nu se mai transmite curierului; poți plăti din nou.',
      ],
    },
    {
      id: 'obligatiile-expeditorului',
      heading: 'Obligațiile expeditorului',
      paragraphs: ['Ca expeditor, te obligi:'],
      list: [
        'să introduci date corecte și complete: nume, telefon, adresă, cod poștal, locker, conținut, greutate și dimensiuni;',
        'să ambalezi trimiterea astfel încât să reziste transportului și manipulării obișnuite (sortare automată, stivuire), să închizi ambalajul și să lipești eticheta AWB vizibil, pe o singură față;',
        'să nu trimiți bunuri interzise și să respecți limitele serviciului;',
        'să declari valoarea reală a bunurilor dacă vrei asigurare și să nu declari o valoare mai mare decât cea reală;',
        'să fii disponibil la adresa și în intervalul de ridicare sau să depui coletul în lockerul ales în termenul comunicat;',
        'să plătești prețul comenzii și eventualele diferențe din recântărire;',
        'să ai dreptul de a trimite bunurile și, pentru ramburs, să indici un IBAN al tău sau al firmei tale.',
      ],
    },
    {
      id: 'obligatiile-curiero',
      heading: 'Obligațiile Curiero',
      paragraphs: ['Curiero se obligă:'],
      list: [
        'să afișeze ofertele și prețurile complet, cu TVA, și să încaseze doar totalul confirmat (plus recântărirea, dacă este cazul);',
        'să transmită comanda curierului ales și să îți pună la dispoziție AWB-ul și eticheta;',
        'să îți arate statusul trimiterii pe pagina de urmărire și, dacă ai activat notificările, să te anunțe la schimbarea lui;',
        'să returneze banii în situațiile de anulare și să vireze rambursurile primite de la curier;',
        'să te ajute la reclamații și să îți comunice răspunsul curierului;',
        'să îți prelucreze datele cu respectarea politicii de confidențialitate.',
      ],
    },
    {
      id: 'bunuri-interzise',
      heading: 'Bunuri interzise la transport',
      paragraphs: [
        'Nu pot fi trimise prin Curiero bunurile de mai jos și nici cele excluse de condițiile generale ale curierului ales:',
        'Curierul poate refuza preluarea, poate opri sau poate returna o trimitere care pare să conțină bunuri interzise, pe cheltuiala expeditorului. Expeditorul răspunde pentru pagubele produse de conținutul trimiterii, iar despăgubirile nu se acordă pentru bunuri interzise.',
      ],
      list: [...PROHIBITED_GOODS],
      links: [{ label: 'Ghid: ce nu poți trimite și cum ambalezi', to: '/info' }],
    },
    {
      id: 'ramburs',
      heading: 'Rambursul',
      paragraphs: [
        `Cu opțiunea ramburs, curierul încasează de la destinatar suma indicată de tine (cel mult 7.000 lei), de regulă în numerar sau cu cardul, după posibilitățile curierului. Suma se virează în IBAN-ul indicat la comandă ${COD_PAYOUT_WHEN}, iar stadiul fiecărui ramburs apare în contul tău, la Rambursuri.`,
        'Comisionul de ramburs este inclus în prețul ofertei. Un IBAN greșit sau al altei persoane întârzie plata; verifică-l înainte de comandă. Dacă destinatarul refuză coletul, nu se încasează niciun ramburs, iar returul se face în condițiile curierului.',
      ],
    },
    {
      id: 'raspundere-si-despagubiri',
      heading: 'Răspunderea și despăgubirile',
      paragraphs: [
        'Curierul răspunde pentru trimitere din momentul preluării ei până la livrarea către destinatar, potrivit Ordonanței de urgență a Guvernului nr. 13/2013 privind serviciile poștale și condițiilor sale generale. Pentru trimiterile interne, despăgubirile legale sunt, pe scurt:',
        'Nu se despăgubesc pagubele indirecte și beneficiile nerealizate. Curierul nu răspunde când paguba se datorează expeditorului sau destinatarului (de exemplu, ambalare necorespunzătoare, conținut interzis sau declarat greșit), naturii bunurilor ori unui caz de forță majoră sau caz fortuit. Expeditorul poate renunța la despăgubire în favoarea destinatarului.',
        'Curiero răspunde pentru propriile obligații (afișarea ofertei, transmiterea comenzii, plăți, rambursări, facturare). În măsura permisă de lege, răspunderea Curiero pentru o comandă este limitată la prețul plătit pentru acea comandă, cu excepția faptelor săvârșite cu intenție sau din culpă gravă și a drepturilor pe care legea le garantează consumatorilor.',
        'Termenele de livrare afișate sunt estimări ale curierului, nu termene garantate, cu excepția serviciilor pe care curierul le vinde expres cu termen garantat.',
      ],
      list: [...COMPENSATION_RULES],
    },
    complaintsSection,
    withdrawalSection,
    {
      id: 'date-personale',
      heading: 'Date personale',
      paragraphs: [
        'Ca să execute comanda, Curiero transmite curierului numele, telefonul și adresa expeditorului și destinatarului, conținutul declarat și, dacă e cazul, suma rambursului. Când introduci datele destinatarului, confirmi că îl poți informa despre această prelucrare. Toate detaliile sunt în politica de confidențialitate.',
      ],
      links: [{ label: 'Politica de confidențialitate', to: '/politica-confidentialitate' }],
    },
    disputesSection,
    changesSection,
  ],
  faq: [
    { q: 'Cine răspunde dacă se pierde coletul?', a: 'Curierul care a efectuat transportul, în limitele din OUG nr. 13/2013: valoarea declarată, valoarea rambursului sau, fără acestea, suma prevăzută de lege. Curiero depune și urmărește reclamația împreună cu tine.' },
    { q: 'Pot anula o comandă?', a: 'Da, din contul tău, până când curierul preia coletul. Banii se întorc pe loc în portofel sau pe card, de regulă în 3-5 zile lucrătoare.' },
    { q: 'De ce mi s-a cerut o diferență de plată după livrare?', a: 'Curierul a constatat la cântărire o greutate sau dimensiuni mai mari decât cele declarate. Diferența se calculează după același tarif și o poți contesta printr-o reclamație.' },
  ],
  cta: { label: 'Comandă un curier', to: ORDER_PATH },
};

const retururi: LegalPage = {
  h1: 'Termeni și condiții pentru retururi',
  lead: 'Cum funcționează returul unui produs prin Curiero: ce face clientul care returnează, ce face magazinul care primește returul și ce rămâne între client și magazin.',
  description:
    'Termenii retururilor prin Curiero: cine plătește transportul, obligațiile magazinului și ale clientului, rambursarea produsului, termene și reclamații.',
  updated: LEGAL_UPDATED,
  sections: [
    operatorSection,
    {
      id: 'ce-acopera',
      heading: 'Ce acoperă acești termeni',
      paragraphs: [
        'Serviciul de retururi Curiero îi permite clientului unui magazin online să trimită înapoi un produs: introduce adresa de retur a magazinului, comandă ridicarea sau depunerea la locker și predă coletul curierului. Lista magazinelor cu retur, cu adresa și condițiile completate de magazin, nu este încă disponibilă; regulile de mai jos despre magazinele din listă se aplică de la lansarea ei.',
        'Pentru transportul returului se aplică, în completare, Termenii și condițiile pentru serviciile de curierat. Acești termeni adaugă regulile specifice returului.',
      ],
      links: [
        { label: 'Comandă transportul returului', to: '/comanda' },
        { label: 'Termeni pentru curierat', to: '/termeni-conditii-curierat' },
      ],
    },
    {
      id: 'partile',
      heading: 'Părțile și rolurile lor',
      paragraphs: [
        'Clientul care returnează este expeditorul returului. Magazinul este destinatarul și vânzătorul produsului. Curierul efectuează transportul. Curiero intermediază comanda de transport și, pentru magazinele înscrise, transmite magazinului datele returului.',
        'Curiero nu este parte la contractul de vânzare dintre client și magazin și nu decide dacă un produs poate fi returnat sau dacă prețul lui se restituie.',
      ],
    },
    {
      id: 'dreptul-de-retur',
      heading: 'Dreptul de retur al produsului',
      paragraphs: [
        'Consumatorul care a cumpărat online are, de regulă, 14 zile de la primirea produsului ca să se retragă din contract, fără motiv (OUG nr. 34/2014). Condițiile concrete (excepții, starea produsului, termenul de rambursare) le stabilește magazinul, în limitele legii, și sunt afișate pe pagina lui de retur.',
        'Magazinul rambursează prețul produsului direct clientului. Potrivit legii, magazinul poate amâna rambursarea până primește produsul sau până primește dovada expedierii lui; numărul AWB și confirmarea returului din Curiero pot servi ca dovadă a expedierii.',
      ],
    },
    {
      id: 'costul-returului',
      heading: 'Costul returului',
      paragraphs: [
        'Dacă magazinul a configurat returul ca fiind plătit de el, clientul nu plătește transportul, iar costul se facturează magazinului. Altfel, clientul plătește transportul la comandă, la prețul afișat, cu TVA inclus.',
        'Dacă returul este plătit de magazin, acesta poate limita numărul de colete, greutatea sau curierii disponibili; limitele sunt afișate înainte de comandă.',
      ],
    },
    {
      id: 'obligatiile-clientului',
      heading: 'Obligațiile clientului care returnează',
      paragraphs: ['Clientul care returnează:'],
      list: [
        'ambalează produsul ca pentru un transport obișnuit, de preferință în ambalajul original, cu accesoriile și documentele primite;',
        'descrie corect conținutul și nu adaugă în colet bunuri interzise sau bunuri care nu aparțin returului;',
        'lipește eticheta AWB primită și predă coletul curierului la ridicare sau îl depune în locker în termenul comunicat;',
        'păstrează numărul AWB până la primirea rambursării de la magazin.',
      ],
    },
    {
      id: 'obligatiile-magazinului',
      heading: 'Obligațiile magazinului',
      paragraphs: ['Magazinul care folosește retururile Curiero:'],
      list: [
        'publică o adresă de primire validă și condiții de retur conforme legii, pe care Curiero le afișează clienților;',
        'acceptă coletele returnate în condițiile anunțate și verifică produsele cu bună-credință;',
        'plătește, pentru retururile configurate ca plătite de el, transportul și eventualele recântăriri;',
        'prelucrează datele clienților primite odată cu returul doar pentru gestionarea returului, ca operator de date independent, cu respectarea legislației privind protecția datelor;',
        'răspunde clienților pentru rambursarea prețului produsului și pentru orice neînțelegere privind produsul.',
      ],
    },
    {
      id: 'refuz-si-colete-nelivrabile',
      heading: 'Colete refuzate sau nelivrabile',
      paragraphs: [
        'Dacă magazinul refuză coletul sau adresa de retur nu mai este valabilă, curierul procedează după condițiile sale generale (de regulă, returnează coletul expeditorului). Costul acestui transport suplimentar revine celui din vina căruia coletul nu a putut fi livrat.',
      ],
    },
    complaintsSection,
    withdrawalSection,
    disputesSection,
    changesSection,
  ],
  faq: [
    { q: 'Curiero îmi returnează banii pe produs?', a: 'Nu. Curiero intermediază transportul returului; prețul produsului îl rambursează magazinul, după regulile lui și ale legii.' },
    { q: 'Pot returna la orice magazin?', a: 'Da, dacă ai adresa lui de retur: o pui la livrare, ca pe orice colet. Lista magazinelor cu adresa și condițiile deja completate nu este încă disponibilă.' },
    { q: 'Ce dovadă am că am trimis produsul înapoi?', a: 'Confirmarea comenzii și numărul AWB, cu statusurile din pagina de urmărire. Păstrează-le până primești banii de la magazin.' },
  ],
  cta: { label: 'Comandă un retur', to: ORDER_PATH },
};

export const TERMS_COPY: Record<string, LegalPage> = {
  'termeni-conditii-curierat': curierat,
  'termeni-conditii-retururi': retururi,
};
