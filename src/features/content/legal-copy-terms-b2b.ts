// Terms for professional customers: the public API and the business offer. They complete the
// courier terms (legal-copy-terms.ts); consumer-only clauses (withdrawal, ANPC) do not apply here.
import { SHOP_TOOLS } from '../../shared/integrations.ts';
import { ORDER_PATH } from './content-types.ts';
import { ANCOM, LEGAL_UPDATED, changesSection, complaintsSection, intermediarySection, operatorSection } from './legal-common.ts';
import type { DocSection, LegalPage } from './legal-types.ts';
import { COD_PAYOUT_WHEN } from '../../shared/cod-payout.ts';

const b2bDisputes: DocSection = {
  id: 'litigii',
  heading: 'Litigii între profesioniști',
  paragraphs: [
    'Neînțelegerile se rezolvă mai întâi pe cale amiabilă, prin reclamație și, dacă e nevoie, printr-o întâlnire a reprezentanților. Dacă în 30 de zile nu se ajunge la o soluție, litigiul se soluționează de instanțele competente de la sediul Curiero, potrivit legii române.',
    `Pentru trimiterile poștale pierdute, furate sau deteriorate se poate sesiza și ${ANCOM}, după reclamația prealabilă la furnizor.`,
  ],
};

const api: LegalPage = {
  h1: 'Termeni și condiții pentru API',
  lead: 'Condițiile în care magazinele și integratorii folosesc API-ul public Curiero (/api/public/v1) ca să calculeze prețuri, să creeze comenzi, să genereze etichete AWB și să urmărească trimiteri.',
  description:
    'Termenii API-ului public Curiero: chei API, folosire corectă, limite, idempotență, date personale, disponibilitate, modificări și răspundere pentru integratori.',
  updated: LEGAL_UPDATED,
  sections: [
    operatorSection,
    {
      id: 'obiectul',
      heading: 'Obiectul și acceptarea',
      paragraphs: [
        'Acești termeni se aplică oricui folosește API-ul public Curiero, direct sau prin aplicația ori magazinul care îl apelează (module Curiero pentru platformele de magazin nu există încă). Folosirea unei chei API înseamnă acceptarea lor, în completarea Termenilor și condițiilor pentru serviciile de curierat, care se aplică fiecărei comenzi create prin API.',
        'API-ul este destinat profesioniștilor: magazine, platforme și dezvoltatori care acționează în numele unei firme sau al unui profesionist.',
      ],
      links: [{ label: 'Documentul OpenAPI al API-ului', to: SHOP_TOOLS.openapi }],
    },
    intermediarySection,
    {
      id: 'chei-api',
      heading: 'Contul și cheile API',
      paragraphs: [
        'Cheile API se creează din contul tău (Contul meu, secțiunea Chei API) și se trimit în antetul X-API-Key al fiecărei cereri. O cheie este legată de contul tău: comenzile, plățile și rambursurile făcute cu ea îți sunt atribuite.',
        'Păstrează cheile ca pe o parolă: nu le pune în codul care ajunge în browser, în aplicații mobile publice sau în depozite de cod. Dacă o cheie a fost expusă, revoc-o imediat din cont și creează alta; până la revocare răspunzi pentru folosirea ei.',
      ],
      links: [{ label: 'Chei API în contul tău', to: '/dashboard/api' }],
    },
    {
      id: 'folosire-corecta',
      heading: 'Folosirea corectă',
      paragraphs: ['Te angajezi să folosești API-ul în limitele documentate și cu bună-credință:'],
      list: [
        'listele se cer paginat (15, 50, 100 sau 200 de rezultate pe pagină), iar o cerere de urmărire conține cel mult 200 de AWB-uri;',
        'la crearea comenzilor trimiți antetul Idempotency-Key, astfel încât o cerere repetată după o eroare de rețea să nu creeze un al doilea AWB sau o a doua plată;',
        'respecți limitele de trafic comunicate în documentație și în răspunsurile API; la depășire primești o eroare și reîncerci mai târziu, cu pauze crescătoare;',
        'nu încerci să accesezi datele altor conturi, să ocolești limitele sau măsurile de securitate ori să testezi vulnerabilități fără acordul nostru scris;',
        'nu folosești API-ul pentru a trimite bunuri interzise sau pentru a crea comenzi fictive;',
        'nu revinzi accesul la API și nu reproduci platforma pe baza datelor obținute din API.',
      ],
    },
    {
      id: 'date-personale',
      heading: 'Datele destinatarilor',
      paragraphs: [
        'Prin API ne transmiți datele destinatarilor tăi (nume, telefon, adresă, e-mail). Pentru aceste date, magazinul tău este operator, iar Curiero le prelucrează pentru executarea comenzilor tale și le transmite curierului ales. Te obligi să ai un temei legal pentru transmiterea lor și să îți informezi clienții, potrivit Regulamentului (UE) 2016/679 (GDPR).',
        'Curiero prelucrează aceste date doar pentru transport, urmărire, ramburs și reclamații, le protejează cu măsurile descrise în politica de confidențialitate și nu le folosește în scopuri de marketing proprii. La cerere, încheiem un acord de prelucrare a datelor potrivit art. 28 din GDPR.',
      ],
      links: [{ label: 'Politica de confidențialitate', to: '/politica-confidentialitate' }],
    },
    {
      id: 'disponibilitate',
      heading: 'Disponibilitate, mediu de test și modificări',
      paragraphs: [
        'Ne străduim ca API-ul să fie disponibil permanent, dar nu garantăm funcționarea fără întreruperi: pot exista lucrări de întreținere, anunțate din timp când sunt planificate, și perioade în care sistemele curierilor nu răspund. Pentru comenzile deja plătite, reîncercăm automat înregistrarea la curier.',
        'Modificările compatibile (câmpuri noi, valori noi într-o listă) pot apărea oricând; integrarea ta trebuie să ignore câmpurile pe care nu le cunoaște. Modificările incompatibile se anunță în documentație și prin e-mail cu cel puțin 90 de zile înainte, cu excepția celor impuse de securitate sau de lege.',
      ],
    },
    {
      id: 'suspendare',
      heading: 'Suspendarea și încetarea accesului',
      paragraphs: [
        'Putem suspenda o cheie API, cu notificare prin e-mail, dacă este folosită abuziv, pune în pericol securitatea platformei ori a altor clienți sau dacă există plăți restante. În caz de urgență suspendarea poate fi imediată, cu informarea ta ulterioară.',
        'Poți înceta oricând folosirea API-ului, revocând cheile. Comenzile deja create se execută și se decontează în condițiile obișnuite.',
      ],
    },
    {
      id: 'proprietate-intelectuala',
      heading: 'Proprietate intelectuală',
      paragraphs: [
        'Documentația, documentul OpenAPI și exemplele de cod Curiero pot fi folosite pentru integrarea cu Curiero. Denumirea și sigla Curiero și mărcile curierilor aparțin titularilor lor și nu pot fi folosite în moduri care sugerează un parteneriat inexistent.',
      ],
    },
    {
      id: 'raspundere',
      heading: 'Răspunderea',
      paragraphs: [
        'Răspunzi pentru corectitudinea datelor trimise prin API și pentru comenzile create cu cheile tale. Curiero răspunde pentru executarea corectă a cererilor primite și pentru propriile obligații din Termenii pentru curierat.',
        'Între profesioniști, răspunderea Curiero pentru o pagubă legată de API este limitată la valoarea serviciilor facturate contului tău în ultimele 3 luni, cu excepția faptelor săvârșite cu intenție sau din culpă gravă. Nu răspundem pentru beneficii nerealizate sau pentru pagube cauzate de întreruperi ale sistemelor curierilor.',
      ],
    },
    complaintsSection,
    b2bDisputes,
    changesSection,
  ],
  faq: [
    { q: 'Ce se întâmplă dacă trimit de două ori aceeași comandă?', a: 'Cu același Idempotency-Key primești răspunsul primei cereri, fără un nou AWB și fără o nouă plată.' },
    { q: 'Unde găsesc documentația?', a: 'În secțiunea Documentație (/docs), cu primii pași, referința fiecărei operații și exemple.' },
    { q: 'Cine este operator pentru datele clienților mei?', a: 'Magazinul tău. Curiero le folosește doar ca să transporte, să urmărească și să deconteze comenzile tale.' },
  ],
  cta: { label: 'Fă o comandă de test', to: ORDER_PATH },
};

const business: LegalPage = {
  h1: 'Termeni și condiții pentru clienții business',
  lead: 'Condiții suplimentare pentru firmele care expediază în volum prin Curiero: oferta personalizată, facturarea, plata, rambursurile și răspunderea între profesioniști.',
  description:
    'Termenii Curiero pentru firme: ofertă personalizată, facturare cu TVA și RO e-Factura, portofel, virarea rambursurilor în IBAN, recântăriri și răspundere.',
  updated: LEGAL_UPDATED,
  sections: [
    operatorSection,
    {
      id: 'cui-se-aplica',
      heading: 'Cui se aplică',
      paragraphs: [
        'Acești termeni se aplică firmelor, persoanelor fizice autorizate și altor profesioniști care folosesc Curiero în activitatea lor, inclusiv celor care au primit o ofertă personalizată. Ei completează Termenii pentru serviciile de curierat și, pentru integrări, Termenii pentru API. Dacă există o contradicție, prevalează contractul semnat, apoi oferta personalizată, apoi acești termeni.',
        'Regulile dedicate consumatorilor (de exemplu, dreptul de retragere din OUG nr. 34/2014) nu se aplică relațiilor dintre profesioniști.',
      ],
      links: [
        { label: 'Cere o ofertă pentru firme', to: '/business' },
        { label: 'Termeni pentru curierat', to: '/termeni-conditii-curierat' },
      ],
    },
    intermediarySection,
    {
      id: 'contul-firmei',
      heading: 'Contul firmei',
      paragraphs: [
        'Contul se deschide pe datele firmei (denumire, cod fiscal, adresă de facturare). Persoana care îl deschide declară că are dreptul să reprezinte firma. Firma răspunde pentru comenzile plasate din cont, inclusiv prin cheile API create de utilizatorii săi.',
      ],
    },
    {
      id: 'oferta-personalizata',
      heading: 'Oferta personalizată',
      paragraphs: [
        'Pentru volume constante putem oferi prețuri negociate. Oferta se emite în scris, pentru contul firmei, cu volumul estimat, curierii și serviciile incluse și perioada de valabilitate.',
        'Prețurile negociate se aplică doar contului pentru care au fost emise și doar pe perioada comunicată. Dacă volumul real rămâne mult sub cel estimat sau curierii își schimbă tarifele ori indicele de combustibil, putem actualiza oferta, cu notificare prin e-mail cu cel puțin 15 zile înainte.',
      ],
    },
    {
      id: 'plata',
      heading: 'Plata serviciilor',
      paragraphs: [
        'Comenzile se plătesc cu cardul sau din portofelul Curiero, alimentat în prealabil cu cardul. Portofelul îți arată fiecare mișcare (alimentări, plăți, rambursări), în contul tău. Fiecare plată primește factura ei (e-Factura), pe care o găsești, cu exportul lunar, în secțiunea Facturi a contului.',
        'Diferențele rezultate din recântărire apar în cont, la Portofel, și se achită din portofel înainte de noi comenzi; cât timp există o recântărire neplătită, plasarea de noi comenzi este blocată.',
      ],
      links: [{ label: 'Portofelul', to: '/dashboard/portofel' }],
    },
    {
      id: 'facturare',
      heading: 'Facturare',
      paragraphs: [
        'Serviciile se facturează cu TVA de 21%, pe datele firmei din cont sau din comandă. Facturile sunt disponibile în contul tău, la Facturi, și se transmit și prin sistemul național RO e-Factura, în condițiile prevăzute de lege.',
        'Observațiile privind o factură se trimit în 30 de zile de la emitere; după acest termen factura se consideră acceptată, fără a afecta reclamațiile privind trimiterile.',
      ],
      links: [{ label: 'Facturile tale', to: '/dashboard/facturi' }],
    },
    {
      id: 'ramburs',
      heading: 'Ramburs și rapoarte de plată',
      paragraphs: [
        `Rambursurile încasate de curieri se virează în IBAN-ul firmei indicat la comandă, ${COD_PAYOUT_WHEN}. Fiecare ramburs are un stadiu (în așteptare, plătit, anulat), iar virările sunt grupate în rapoarte de plată (în așteptare, în procesare, plătit, eșuat), vizibile în cont, la Rambursuri.`,
        'Un IBAN greșit sau al altei persoane duce la o plată eșuată sau întârziată; după corectare, suma se virează în următorul raport. Curiero nu compensează rambursurile cu alte sume datorate decât dacă acest lucru este convenit în scris.',
      ],
      links: [{ label: 'Rambursurile tale', to: '/dashboard/rambursuri' }],
    },
    {
      id: 'obligatiile-firmei',
      heading: 'Obligațiile firmei',
      paragraphs: ['Pe lângă obligațiile expeditorului din Termenii pentru curierat, firma:'],
      list: [
        'pregătește coletele ambalate și etichetate la ora de ridicare comunicată;',
        'informează destinatarii (clienții săi) că datele lor sunt transmise curierului și le pune la dispoziție numărul AWB;',
        'respectă obligațiile proprii față de clienții săi (de exemplu, returul produselor și rambursarea prețului);',
        'anunță din timp vârfurile de volum (campanii, sărbători), ca ridicările să poată fi planificate.',
      ],
    },
    {
      id: 'raspundere',
      heading: 'Răspunderea',
      paragraphs: [
        'Despăgubirile pentru trimiterile pierdute, furate sau deteriorate se acordă de curier, potrivit OUG nr. 13/2013 și condițiilor sale, pe baza reclamației. Pentru mărfuri de valoare recomandăm valoarea declarată (asigurarea).',
        'Între profesioniști, răspunderea Curiero pentru propriile obligații este limitată la valoarea serviciilor facturate firmei în ultimele 3 luni, cu excepția faptelor săvârșite cu intenție sau din culpă gravă. Nu se despăgubesc beneficiile nerealizate, pierderile de clienți sau alte pagube indirecte.',
      ],
    },
    {
      id: 'incetare',
      heading: 'Durata și încetarea',
      paragraphs: [
        'Relația durează pe perioadă nedeterminată. Oricare parte o poate înceta cu o notificare scrisă de 30 de zile, iar Curiero o poate înceta imediat pentru neplata sumelor datorate sau pentru trimiterea de bunuri interzise. Comenzile în curs se finalizează, iar rambursurile încasate se virează.',
      ],
    },
    complaintsSection,
    b2bDisputes,
    changesSection,
  ],
  faq: [
    { q: 'Cum cer o ofertă?', a: 'Din pagina Business, cu volumul estimat de colete pe lună, curierii preferați și tipurile de trimiteri.' },
    { q: 'Când primesc banii din ramburs?', a: `În IBAN-ul firmei, ${COD_PAYOUT_WHEN}. Stadiul fiecărui ramburs îl vezi în cont, la Rambursuri.` },
    { q: 'Primim factura prin RO e-Factura?', a: 'Da, facturile către firme se transmit prin RO e-Factura, în condițiile legii, și sunt disponibile și în contul tău.' },
  ],
  cta: { label: 'Comandă primul colet', to: ORDER_PATH },
};

export const B2B_TERMS_COPY: Record<string, LegalPage> = {
  'termeni-conditii-api': api,
  'termeni-conditii-business': business,
};
