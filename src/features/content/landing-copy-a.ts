// Copy of the first landing pages (spec §2); each page answers its own search intent.
// Facts follow domain.md: up to 10 parcels, 31 kg and 100 cm per side, ramburs up to 7.000 lei.
import type { PageCopy } from './content-types.ts';
import { CALCULATOR_SECTION, ORDER_PATH, TRACKING_PATH } from './content-types.ts';
import { COD_PAYOUT_SHORT, COD_PAYOUT_WHEN } from '../../shared/cod-payout.ts';

export const LANDING_COPY_A: Record<string, PageCopy> = {
  'cheama-curier': {
    h1: 'Cheamă curierul la adresa ta, fără niciun telefon',
    lead: 'Completezi adresa, alegi ziua ridicării și curierul vine la ușa ta. Compari în același loc ofertele Cargus, DPD, FAN Courier, GLS, Sameday și Bookurier.',
    description: 'Cheamă curier online la adresa ta, fără telefon: compari Cargus, DPD, FAN Courier, GLS, Sameday și Bookurier, plătești și primești AWB-ul pe loc.',
    points: [
      'Ridicare de acasă sau de la birou; cu FAN Courier, DPD și GLS alegi ziua ridicării dintre zilele lor lucrătoare, ceilalți vin în ziua din ofertă',
      'Prețul final îl vezi înainte să plătești, defalcat pe bază, kilograme suplimentare, opțiuni și TVA',
      'Eticheta AWB se generează automat și o descarci în PDF, gata de lipit pe colet',
      'Urmărești coletul din contul tău imediat după ridicare',
    ],
    faq: [
      { q: 'Trebuie să sun la firma de curierat?', a: 'Nu. Comanda plasată pe Curiero ajunge direct în sistemul curierului ales, care vine la adresa de ridicare.' },
      { q: 'Ce trebuie să pregătesc până vine curierul?', a: 'Coletul ambalat și închis, cu greutatea și dimensiunile declarate în comandă. Dacă ai ales ramburs, ai nevoie de IBAN-ul tău în comandă.' },
      { q: 'Pot chema curierul pentru mai multe colete?', a: 'Da, o comandă poate avea până la 10 colete, fiecare de cel mult 31 kg și 100 cm pe latură.' },
    ],
    cta: { label: 'Cheamă curierul acum', to: ORDER_PATH },
  },
  'cauta-curier': {
    h1: 'Caută curierul potrivit pentru traseul tău',
    lead: 'Introduci localitatea de plecare și de destinație, iar Curiero îți arată ce curieri livrează acolo, în cât timp estimat și la ce preț.',
    description: 'Caută curier după localitatea de plecare și de destinație: vezi ce firme livrează acolo, data estimată de livrare și prețul cu TVA inclus.',
    points: [
      'Căutare după localitate, cu sau fără diacritice: „Iasi” găsește „Iași”',
      'Vezi ce curieri au locker aproape de destinatar: easybox, FANbox, DPD Box și altele',
      'Compari serviciile: domiciliu–domiciliu, domiciliu–locker, locker–domiciliu, locker–locker',
      'Adaugi opțiunile de care ai nevoie (ramburs, deschidere colet, livrare sâmbăta) și vezi cum schimbă prețul',
    ],
    faq: [
      { q: 'Cum aleg între doi curieri cu același preț?', a: 'Uită-te la serviciul de care ai nevoie (de exemplu locker la destinație) și la opțiunile incluse; în comparație apar una lângă alta.' },
      { q: 'Găsesc și localitățile mici?', a: 'Da. Lista include toate localitățile din România, iar satele cu același nume dintr-un județ sunt deosebite prin comuna de care aparțin.' },
    ],
    cta: { label: 'Caută un curier', to: ORDER_PATH },
  },
  'comanda-curier': {
    h1: 'Comandă curier online în trei pași',
    lead: 'Adrese, colete, curier: atât îți trebuie pentru o comandă. Plătești cu cardul sau din portofelul contului și primești AWB-ul pe loc.',
    description: 'Comandă curier online în trei pași: adrese, colete, ofertă. Plătești cu cardul sau din portofelul contului și primești eticheta AWB imediat.',
    points: [
      'Pasul 1: adresa de ridicare și cea de livrare, cu cod poștal completat automat',
      'Pasul 2: coletele (greutate și dimensiuni) sau un plic cu documente',
      'Pasul 3: alegi oferta, adaugi opțiunile și plătești',
      'Comanda începută se salvează automat în browser, chiar dacă pierzi conexiunea',
    ],
    faq: [
      { q: 'Am nevoie de cont ca să comand?', a: 'Poți calcula prețul fără cont; pentru plată și urmărirea comenzilor îți creezi un cont gratuit în câteva secunde.' },
      { q: 'Se poate plăti de două ori aceeași comandă dacă apăs din nou?', a: 'Nu. O comandă retrimisă după o eroare de rețea este recunoscută și nu generează un al doilea AWB sau o a doua plată.' },
    ],
    cta: { label: 'Începe comanda', to: ORDER_PATH },
  },
  'curier-ieftin': {
    h1: 'Curier ieftin: compară prețurile înainte să trimiți',
    lead: 'Același colet poate costa diferit de la un curier la altul. Curiero pune ofertele una lângă alta, cu TVA inclus, ca să alegi cea mai avantajoasă.',
    description: 'Curier ieftin de la 17 lei cu TVA: compară prețurile Cargus, DPD, FAN Courier, GLS, Sameday și Bookurier pentru coletul tău și alege oferta.',
    points: [
      'Prețuri orientative de la 17 lei cu TVA pentru un colet mic, în funcție de curier și serviciu',
      'Livrarea la locker este de regulă mai ieftină decât cea la domiciliu',
      'Greutatea taxabilă este cea mai mare dintre greutatea reală și cea volumetrică (L × l × h / 6000)',
      'Opțiunile costă doar dacă le alegi: rambursul adaugă în jur de 5–6 lei, livrarea sâmbăta în jur de 5 lei',
    ],
    faq: [
      { q: 'Cum plătesc mai puțin pentru un colet ușor, dar mare?', a: 'Folosește o cutie cât mai apropiată de dimensiunea obiectului: o cutie mare și goală crește greutatea volumetrică și deci prețul.' },
      { q: 'Prețul afișat se mai schimbă?', a: 'Nu. Totalul din ofertă, cu bază, kilograme suplimentare, opțiuni, combustibil și TVA, este suma pe care o plătești.' },
      { q: 'Există taxe pentru localități izolate?', a: 'Unii curieri aplică o taxă pentru localitățile greu accesibile; dacă e cazul, apare separat în detaliile prețului.' },
    ],
    cta: { label: 'Compară prețurile', to: CALCULATOR_SECTION },
    calculator: { title: 'Compară prețurile curierilor pentru coletul tău', preset: { sort: 'price' } },
  },
  'marketplace-curierat': {
    h1: 'Un singur cont pentru șase firme de curierat',
    lead: 'Curiero este un marketplace de curierat: nu ai contracte separate cu fiecare curier, ci un cont, o factură și o singură listă de comenzi.',
    description: 'Marketplace de curierat: un singur cont și o factură pentru șase firme de curierat, cu ramburs virat în IBAN, portofel și API pentru magazine.',
    points: [
      'Cargus, DPD, FAN Courier, GLS, Sameday și Bookurier în aceeași comparație',
      'Ramburs încasat de curieri și virat în contul tău, cu rapoarte de plată',
      'API public pentru magazine online, cu chei de test create în cont și webhook-uri de status',
      'Portofel în cont, ca să plătești comenzile dintr-un clic',
    ],
    faq: [
      { q: 'Ce avantaj am față de un contract direct cu un curier?', a: 'Alegi la fiecare comandă curierul cel mai potrivit, fără volum minim și fără să administrezi mai multe conturi.' },
      { q: 'Pot folosi marketplace-ul ca persoană fizică?', a: 'Da. Contul este același pentru persoane fizice și firme; firmele pot cere și o ofertă personalizată.' },
    ],
    cta: { label: 'Creează prima comandă', to: ORDER_PATH },
    secondary: { label: 'Cere ofertă pentru firme', to: '/business' },
  },
  'livrare-curier': {
    h1: 'Livrare prin curier la ușă, la birou sau la locker',
    lead: 'Alegi cum primește destinatarul coletul: acasă, la serviciu sau într-un locker din apropiere, unde îl ridică oricând îi convine.',
    description: 'Livrare prin curier acasă, la birou sau la locker (easybox, FANbox, DPD Box și altele), cu SMS, livrare sâmbăta și deschiderea coletului.',
    points: [
      'Livrare la domiciliu sau la birou, cu notificare SMS pentru destinatar dacă o alegi',
      'Livrare la locker: Sameday easybox, FANbox, DPD Box, Cargus Ship & Go sau GLS ParcelLocker',
      'Livrare sâmbăta, pentru cine nu e acasă în timpul săptămânii',
      'Deschiderea coletului la livrare, ca destinatarul să verifice conținutul',
    ],
    faq: [
      { q: 'Ce se întâmplă dacă destinatarul nu e acasă?', a: 'Curierul încearcă din nou sau îl contactează pe destinatar, după regulile fiecărei firme; statusul apare în urmărirea AWB-ului.' },
      { q: 'Ce colete încap într-un locker?', a: 'La easybox, de exemplu, sertarele au 46 × 44 cm și înălțime de 9, 18 sau 38 cm, pentru colete de până la 4, 9 sau 20 kg.' },
    ],
    cta: { label: 'Alege tipul de livrare', to: ORDER_PATH },
    secondary: { label: 'Urmărește un colet', to: TRACKING_PATH },
  },
  'curier-rapid': {
    h1: 'Curier rapid: vezi termenul înainte să comanzi',
    lead: 'Când coletul trebuie să ajungă repede, contează cine îl ridică primul și cine livrează mai rapid pe traseul tău. Comparația îți arată termenul estimat pentru fiecare curier.',
    description: 'Curier rapid: vezi data estimată de livrare a fiecărui curier pe traseul tău, ofertele ordonate după termen și AWB-ul generat imediat.',
    points: [
      'Termen estimat de livrare afișat pentru fiecare ofertă',
      'Ridicare programată din prima zi lucrătoare disponibilă',
      'AWB generat imediat, fără să aștepți confirmarea telefonică',
      'Notificări la fiecare schimbare de status, ca să știi când pleacă și când ajunge',
    ],
    faq: [
      { q: 'Pot cere livrare în aceeași zi?', a: 'Depinde de curier și de localități. Dacă un serviciu de livrare în aceeași zi este disponibil pe traseul tău, apare în lista de oferte.' },
      { q: 'Cum aflu când va fi ridicat coletul?', a: 'Fiecare ofertă arată data estimată a ridicării și a livrării. Plasează comanda cât mai devreme în zi; statusul se actualizează în cont.' },
    ],
    cta: { label: 'Vezi cât de repede ajunge', to: ORDER_PATH },
    calculator: { title: 'Vezi care curier livrează cel mai repede', preset: { sort: 'date' } },
  },
  'curierat-rapid': {
    h1: 'Curierat rapid pentru magazine online și firme',
    lead: 'Expediezi zilnic? Generezi AWB-uri în serie, încasezi rambursul fără drumuri la bancă și urmărești toate coletele din același panou.',
    description: `Curierat rapid pentru magazine online: AWB-uri generate din API, ramburs ${COD_PAYOUT_SHORT}, webhook-uri de status, un singur panou.`,
    points: [
      'Mai multe comenzi pe zi, cu ridicare de la depozit sau magazin',
      `Ramburs de până la 7.000 lei pe colet, virat în IBAN-ul tău ${COD_PAYOUT_WHEN}`,
      'AWB generat direct din magazin, prin API-ul public Curiero',
      'Webhook-uri care anunță serverul magazinului la fiecare schimbare de status',
    ],
    faq: [
      { q: 'Pot integra Curiero în magazinul meu?', a: 'Da, prin API-ul public, cu o cheie X-API-Key creată în cont (secțiunea „Chei API”). Module gata făcute pentru platformele de magazin nu există încă.' },
      { q: 'Cum primesc banii din ramburs?', a: 'Rambursurile încasate de curieri sunt grupate în rapoarte de plată și virate în IBAN-ul din cont.' },
    ],
    cta: { label: 'Trimite primul colet', to: ORDER_PATH },
    calculator: { title: 'Compară termenele de livrare ale curierilor', preset: { sort: 'date' } },
    secondary: { label: 'Cere ofertă pentru firme', to: '/business' },
  },
  'curier-online': {
    h1: 'Curier online, de la calcul la eticheta AWB',
    lead: 'Tot ce făceai la telefon sau la ghișeu se face acum din browser, de pe calculator sau de pe telefon, chiar și cu semnal slab.',
    description: 'Curier online din browser sau de pe telefon: calculezi prețul fără cont, plătești, descarci eticheta AWB în PDF și urmărești coletul.',
    points: [
      'Calculezi prețul fără cont, în câteva secunde',
      'Descarci eticheta AWB în PDF și o lipești pe colet',
      'Aplicația se instalează pe telefon și păstrează comanda începută dacă pierzi semnalul',
      'Istoric complet al comenzilor și rambursurilor în contul tău',
    ],
    faq: [
      { q: 'Funcționează pe telefon?', a: 'Da. Curiero este o aplicație web pe care o poți adăuga pe ecranul principal, ca pe o aplicație obișnuită.' },
      { q: 'Ce fac dacă nu am imprimantă?', a: 'Poți tipări eticheta oriunde ai acces la o imprimantă; fișierul PDF rămâne în contul tău și îl descarci din nou oricând.' },
    ],
    cta: { label: 'Comandă online', to: ORDER_PATH },
  },
  'solicitare-curier': {
    h1: 'Solicitare curier: ce date îți trebuie',
    lead: 'Pregătește câteva informații și solicitarea durează sub două minute. Formularul te ajută cu localitatea, strada și codul poștal.',
    description: 'Solicitare curier în sub două minute: ce date îți trebuie despre expeditor, destinatar și colete, plus ramburs și asigurare, dacă le vrei.',
    points: [
      'Numele, telefonul și adresa expeditorului și ale destinatarului',
      'Pentru fiecare colet: greutatea (maximum 31 kg) și dimensiunile (maximum 100 cm pe latură)',
      'O descriere scurtă a conținutului, între 4 și 100 de caractere',
      'Opțional: valoarea declarată pentru asigurare (până la 10.000 lei) și rambursul, cu IBAN-ul tău',
    ],
    faq: [
      { q: 'De ce trebuie să descriu conținutul?', a: 'Curierul are nevoie de descriere pentru manipulare și pentru eventualele despăgubiri; ceva de felul „haine” sau „piese auto” este suficient.' },
      { q: 'Cât costă asigurarea?', a: 'În jur de 1% din valoarea declarată. Dacă nu declari o valoare, coletul nu este asigurat suplimentar.' },
    ],
    cta: { label: 'Completează solicitarea', to: ORDER_PATH },
  },
  'firme-curierat': {
    h1: 'Firme de curierat din România, comparate',
    lead: 'Cargus, DPD, FAN Courier, GLS, Sameday și Bookurier livrează în toată țara, dar diferă prin rețeaua de lockere, opțiuni și preț. Iată pe scurt prin ce se deosebesc.',
    description: 'Firme de curierat din România, comparate: Cargus, DPD, FAN Courier, GLS, Sameday și Bookurier, cu lockerele, opțiunile și prețul fiecăreia.',
    points: [
      'Sameday: rețeaua de lockere easybox, cu sertare S, M și L',
      'FAN Courier: lockere FANbox; DPD: DPD Box; Cargus: Ship & Go; GLS: ParcelLocker',
      'Bookurier: livrare la domiciliu sau la birou, fără rețea proprie de lockere',
      'Toate acceptă colete de până la 31 kg, cu ramburs și asigurare opționale',
    ],
    faq: [
      { q: 'Care firmă de curierat este cea mai ieftină?', a: 'Depinde de traseu, greutate și serviciu. Comparația îți arată prețul fiecăreia pentru coletul tău, cu TVA inclus.' },
      { q: 'Pot schimba curierul de la o comandă la alta?', a: 'Da. La fiecare comandă alegi din nou, fără contracte sau volume minime.' },
      { q: 'Cum urmăresc un colet de la oricare dintre ele?', a: 'Introduci AWB-ul în pagina de urmărire; statusurile tuturor curierilor sunt afișate în același format.' },
    ],
    cta: { label: 'Compară cele șase firme', to: CALCULATOR_SECTION },
    secondary: { label: 'Urmărește un AWB', to: TRACKING_PATH },
  },
};
