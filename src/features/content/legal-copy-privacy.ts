// The privacy policy (GDPR, Regulation (EU) 2016/679). Retention periods follow what the server
// does (sessions, push devices, hashed rate-limit keys, error reports without IP) and the Romanian
// accounting rules; processors without a contract yet are placeholders in square brackets.
import { ORDER_PATH } from './content-types.ts';
import { CARRIER_NAMES, LEGAL_UPDATED, OPERATOR, OPERATOR_IDENTITY } from './legal-common.ts';
import type { LegalPage } from './legal-types.ts';

export const ANSPDCP =
  'Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP), bd. G-ral. Gheorghe Magheru nr. 28-30, sector 1, cod poștal 010336, București, telefon +40 318 059 211, e-mail anspdcp@dataprotection.ro, www.dataprotection.ro';

export const politicaConfidentialitate: LegalPage = {
  h1: 'Politica de confidențialitate',
  lead: 'Cum prelucrăm datele tale personale când folosești Curiero, ca expeditor, destinatar, client business sau vizitator, conform Regulamentului (UE) 2016/679 (GDPR) și legislației române.',
  description:
    'Cum prelucrează Curiero datele personale (GDPR): ce date, în ce scopuri și temeiuri, cui le transmitem, cât le păstrăm, drepturile tale și plângerea la ANSPDCP.',
  updated: LEGAL_UPDATED,
  sections: [
    {
      id: 'operatorul-datelor',
      heading: 'Operatorul datelor',
      paragraphs: [
        `Operatorul datelor tale este ${OPERATOR_IDENTITY} („Curiero”, „noi”). Datele de identificare ale operatorului vor fi publicate aici în forma lor completă înainte de lansarea serviciului.`,
        'Această politică se aplică site-ului și aplicației web Curiero, API-ului public și comunicărilor noastre cu tine. Curierii sunt operatori independenți pentru datele pe care le prelucrează când transportă trimiterea; fiecare are propria politică de confidențialitate.',
      ],
    },
    {
      id: 'date-de-contact',
      heading: 'Date de contact și responsabilul cu protecția datelor',
      paragraphs: [
        `Pentru orice întrebare sau cerere privind datele tale ne poți scrie din pagina de contact sau la ${OPERATOR.email}.`,
        `Responsabilul cu protecția datelor (DPO) poate fi contactat la ${OPERATOR.dpoEmail} sau prin poștă, la sediul operatorului, cu mențiunea „În atenția responsabilului cu protecția datelor”.`,
      ],
      links: [{ label: 'Pagina de contact', to: '/contact' }],
    },
    {
      id: 'ce-date-prelucram',
      heading: 'Ce date prelucrăm',
      paragraphs: ['Prelucrăm doar datele de care avem nevoie pentru serviciu:'],
      list: [
        'datele contului: nume, adresa de e-mail, parola (doar ca amprentă criptografică, niciodată în clar), preferințe (limbă, monedă, temă), data confirmării e-mailului; la autentificarea cu Google, Facebook sau Apple, identificatorul contului la acel furnizor, numele și e-mailul primite de la el;',
        'datele comenzilor: numele, telefonul, adresa de e-mail și adresa (sau lockerul) expeditorului și destinatarului, numărul și greutatea coletelor, descrierea conținutului, opțiunile, valoarea declarată, suma rambursului, AWB-ul și statusurile trimiterii; o comandă plasată fără cont rămâne legată doar de adresa de e-mail dată și intră într-un cont doar dacă titularul adresei o adaugă, din linkul primit pe e-mail;',
        'datele de facturare: numele sau denumirea firmei, codul de identificare fiscală al firmei, adresa de facturare;',
        'datele de plată: tipul cardului și ultimele patru cifre (numărul complet, data expirării și codul CVC ajung direct la procesatorul de plăți și nu sunt stocate de Curiero), stadiul plăților, mișcările din portofel, IBAN-ul și titularul contului pentru ramburs;',
        'agenda de adrese pe care o salvezi în cont;',
        'datele notificărilor push: tokenul dispozitivului, un identificator aleatoriu al dispozitivului, numele dispozitivului (de exemplu, „Chrome pe Android”) și AWB-urile pentru care ai cerut notificări (pe dispozitivele legate de contul tău, și pe cele ale comenzilor tale noi);',
        'mesajele trimise prin chat, prin formularele de contact, feedback și business: nume, e-mail, conținutul mesajului, pagina de pe care l-ai trimis;',
        'date tehnice și de securitate: tipul browserului și data sesiunilor de autentificare; contoare de limitare a încercărilor, în care adresa IP și e-mailul sunt păstrate doar ca amprentă criptografică; rapoarte de erori ale aplicației (mesajul erorii, pagina, versiunea, browserul), fără adresa IP. Jurnalele serverului nu rețin adresa IP, antetele cererilor sau datele secrete din adrese.',
      ],
    },
    {
      id: 'sursa-datelor',
      heading: 'De unde avem datele',
      paragraphs: [
        'Cele mai multe date le primim de la tine. Dacă ești destinatar, datele tale ne-au fost date de expeditor (o persoană sau un magazin) ca să îți poată fi livrată trimiterea. Statusurile trimiterii și rezultatele cântăririi le primim de la curier. La autentificarea socială primim numele și e-mailul de la furnizorul ales de tine.',
      ],
    },
    {
      id: 'scopuri-si-temeiuri',
      heading: 'Scopurile și temeiurile prelucrării',
      paragraphs: ['Fiecare prelucrare are un scop precis și un temei legal din art. 6 alin. (1) GDPR:'],
      table: {
        caption: 'Scopuri, date și temeiuri legale',
        head: ['Scop', 'Date', 'Temei legal (art. 6 alin. (1) GDPR)'],
        rows: [
          ['Crearea și administrarea contului, autentificarea', 'datele contului, date tehnice ale sesiunii', 'lit. b): executarea contractului'],
          ['Calculul ofertelor, plasarea comenzii, transmiterea ei curierului, eticheta AWB, urmărirea, ramburs, anularea și rambursarea plății', 'datele comenzilor, de plată, de facturare', 'lit. b): executarea contractului; pentru destinatar, lit. f): interesul legitim al expeditorului și al nostru de a livra trimiterea'],
          ['Facturare, evidență contabilă și fiscală, răspunsuri către autorități', 'datele de facturare și de plată, comenzile', 'lit. c): obligație legală (Codul fiscal, Legea contabilității nr. 82/1991)'],
          ['Soluționarea reclamațiilor și a litigiilor, apărarea drepturilor noastre', 'comenzile, corespondența, fotografiile trimise', 'lit. c): obligație legală (legislația poștală și de protecție a consumatorilor) și lit. f): interes legitim'],
          ['Răspunsuri la mesaje (chat, contact, feedback, ofertă business)', 'mesajele și datele de contact', 'lit. b): demersuri înainte de încheierea contractului sau executarea lui, ori lit. f): interes legitim'],
          ['Notificări push despre trimiterile urmărite', 'datele notificărilor push', 'lit. a): consimțământul tău, dat la activarea notificărilor'],
          ['E-mailuri despre cont și comenzi (confirmări, cu linkul comenzii fără cont, linkuri de setare a parolei)', 'e-mailul, comanda', 'lit. b): executarea contractului'],
          ['Securitatea platformei: limitarea încercărilor, prevenirea fraudei, sesiunile de asistență ale administratorilor', 'date tehnice și de securitate', 'lit. f): interesul legitim de a proteja conturile și serviciul'],
          ['Remedierea erorilor aplicației', 'rapoarte de erori, fără IP', 'lit. f): interesul legitim de a oferi un serviciu care funcționează'],
          ['Analiză și publicitate (doar dacă vor fi folosite)', 'date de utilizare a site-ului', 'lit. a): consimțământul tău, dat din bannerul de cookie-uri'],
        ],
      },
    },
    {
      id: 'destinatari',
      heading: 'Cui transmitem datele',
      paragraphs: ['Nu vindem date personale. Le transmitem doar în măsura necesară:'],
      list: [
        `curierului ales pentru comandă (${CARRIER_NAMES}), operator independent, ca să ridice, să transporte și să livreze trimiterea și să încaseze rambursul;`,
        'procesatorului de plăți cu cardul, [denumirea procesatorului de plăți], și băncilor implicate, pentru plată, 3-D Secure și rambursări;',
        'furnizorului serviciului de e-mail, [denumirea furnizorului de e-mail], care trimite e-mailurile despre cont și comenzi;',
        'Google Ireland Limited, prin Firebase Cloud Messaging, care transmite notificările push, doar dacă le-ai activat;',
        'furnizorului de găzduire și infrastructură, [denumirea furnizorului de găzduire], pe serverele căruia rulează platforma;',
        'Google, Meta (Facebook) sau Apple, doar dacă alegi autentificarea cu contul tău de la ei;',
        'furnizorului de chat extern, [denumirea furnizorului de chat], doar dacă este folosit în locul formularului nostru;',
        'magazinului căruia îi trimiți un retur, pentru gestionarea returului;',
        'contabililor, auditorilor și consultanților noștri juridici, obligați la confidențialitate;',
        'autorităților publice (de exemplu ANAF, ANPC, ANCOM, instanțe, organe de urmărire penală), doar când legea ne obligă.',
      ],
    },
    {
      id: 'transferuri',
      heading: 'Transferuri în afara Spațiului Economic European',
      paragraphs: [
        'Păstrăm datele în Uniunea Europeană. Unii furnizori (Google pentru Firebase Cloud Messaging, furnizorii de autentificare socială) pot prelucra date și în Statele Unite ale Americii. Transferurile se fac numai cu garanțiile cerute de capitolul V din GDPR: decizia de adecvare a Comisiei Europene pentru Cadrul UE-SUA privind protecția datelor (Data Privacy Framework), pentru furnizorii certificați, sau clauzele contractuale standard aprobate de Comisie. Ne poți cere o copie a garanțiilor aplicabile.',
      ],
    },
    {
      id: 'cat-timp-pastram',
      heading: 'Cât timp păstrăm datele',
      paragraphs: ['Păstrăm datele doar cât este nevoie pentru scopul lor și cât ne obligă legea:'],
      table: {
        caption: 'Perioade de păstrare',
        head: ['Date', 'Cât timp'],
        rows: [
          ['Contul și agenda de adrese', 'Cât timp ai cont; după o cerere de ștergere, în cel mult 30 de zile, cu excepția datelor pe care legea ne obligă să le păstrăm'],
          ['Comenzile și corespondența despre ele', '3 ani de la livrare (termenul general de prescripție), pentru reclamații și litigii'],
          ['Cererile de retur (declarația de retragere, datele de contact, IBAN-ul pentru banii înapoi)', '3 ani de la ultima schimbare a cererii, ca și comenzile (termenul general de prescripție)'],
          ['Fotografiile trimise cu o cerere de retur', '90 de zile după ce magazinul închide sau refuză cererea; până atunci le vede doar magazinul'],
          ['Facturile, plățile și mișcările din portofel', '5 ani de la încheierea exercițiului financiar în care au fost emise (Legea contabilității nr. 82/1991)'],
          ['IBAN-ul pentru ramburs', 'Cât timp este folosit în comenzile tale și, ca parte a evidenței plăților, cât documentele contabile'],
          ['Sesiunile de autentificare', 'Cel mult 1 zi sau 30 de zile cu „Ține-mă minte”; șterse la 30 de zile după încheiere'],
          ['Linkurile din e-mailuri (confirmare, resetarea parolei)', 'Valabile cel mult 7 zile; șterse la o zi după expirare'],
          ['Contoarele de limitare a încercărilor', 'Doar pe durata ferestrei de limitare (de la 10 minute la o oră)'],
          ['Dispozitivele înregistrate pentru notificări push', 'Până la oprirea notificărilor sau 270 de zile fără activitate; istoricul trimiterilor de notificări, 7 zile'],
          ['Mesajele din chat și formulare', 'Cel mult 2 ani de la ultimul mesaj, dacă nu au legătură cu o comandă'],
          ['Rapoartele de erori ale aplicației', 'Cel mult 90 de zile'],
          ['Datele din browserul tău', 'Descrise în politica de cookies; cele legate de cont se șterg la deconectare'],
        ],
      },
      links: [{ label: 'Politica de cookies', to: '/politica-cookies' }],
    },
    {
      id: 'drepturile-tale',
      heading: 'Drepturile tale',
      paragraphs: ['Conform art. 15-22 din GDPR, ai dreptul:'],
      list: [
        'de acces: să afli dacă îți prelucrăm datele și să primești o copie a lor;',
        'la rectificare: să corectezi datele inexacte sau să le completezi; multe le poți modifica direct din cont;',
        'la ștergere („dreptul de a fi uitat”): să ceri ștergerea datelor, cu excepția celor pe care legea ne obligă să le păstrăm;',
        'la restricționarea prelucrării: de exemplu, cât timp verificăm exactitatea datelor sau o opoziție a ta;',
        'la portabilitate: să primești datele date de tine într-un format structurat, citibil automat (JSON sau CSV), ori să le transmitem altui operator;',
        'la opoziție: să te opui prelucrărilor bazate pe interes legitim, din motive legate de situația ta, și oricând prelucrării în scop de marketing direct;',
        'de a-ți retrage consimțământul oricând (notificările push le oprești din cont sau din browser, cookie-urile opționale din „Setări cookie”), fără a afecta prelucrarea făcută până atunci;',
        'de a nu face obiectul unei decizii bazate exclusiv pe prelucrare automată care să te afecteze semnificativ; Curiero nu ia astfel de decizii și nu îți creează un profil;',
        'de a depune plângere la autoritatea de supraveghere și de a te adresa justiției.',
      ],
    },
    {
      id: 'cum-iti-exerciti-drepturile',
      heading: 'Cum îți exerciți drepturile',
      paragraphs: [
        `Scrie-ne din pagina de contact sau la ${OPERATOR.email}, de pe adresa de e-mail a contului tău. Dacă nu te putem identifica sigur, îți putem cere informații suplimentare, doar pentru verificare.`,
        'Îți răspundem fără întârzieri nejustificate și în cel mult o lună de la primirea cererii. Termenul se poate prelungi cu încă două luni pentru cereri complexe sau numeroase; în acest caz te anunțăm în prima lună și îți explicăm motivul. Cererile sunt gratuite; doar pentru cereri vădit nefondate sau excesive putem percepe o taxă rezonabilă sau putem refuza, motivat.',
      ],
    },
    {
      id: 'autoritatea-de-supraveghere',
      heading: 'Autoritatea de supraveghere',
      paragraphs: [`Dacă apreciezi că datele tale sunt prelucrate cu încălcarea legii, poți depune o plângere la ${ANSPDCP}.`],
      links: [{ label: 'Site-ul ANSPDCP', to: 'https://www.dataprotection.ro' }],
    },
    {
      id: 'securitate',
      heading: 'Cum protejăm datele',
      paragraphs: ['Aplicăm măsuri tehnice și organizatorice potrivite riscului, între care:'],
      list: [
        'conexiuni criptate (HTTPS, cu HSTS) și antete de securitate care limitează sursele de scripturi;',
        'parole păstrate doar ca amprente criptografice, chei de acces de scurtă durată (15 minute) și sesiuni cu termen absolut, care pot fi revocate;',
        'datele cardului nu ajung în baza noastră de date: păstrăm doar tipul cardului și ultimele patru cifre;',
        'adresa IP nu este păstrată în jurnale, în formulare sau în rapoartele de erori; contoarele de securitate păstrează doar amprente ale IP-ului și ale e-mailului;',
        'acces la date doar pentru persoanele care au nevoie de el; sesiunile de asistență ale administratorilor în contul tău durează cel mult 10 minute și sunt înregistrate;',
        'ștergerea datelor legate de cont din browser la deconectare;',
        'copii de siguranță și proceduri de răspuns la incidente; în cazul unei încălcări a securității datelor care prezintă un risc, notificăm ANSPDCP în 72 de ore și te informăm când legea o cere.',
      ],
    },
    {
      id: 'minori',
      heading: 'Minori',
      paragraphs: [
        'Serviciile Curiero se adresează persoanelor de cel puțin 18 ani, care pot încheia singure contracte. Nu colectăm cu bună știință date despre copii; dacă afli că un minor ne-a transmis date, scrie-ne și le ștergem.',
      ],
    },
    {
      id: 'modificari',
      heading: 'Modificarea politicii',
      paragraphs: [
        'Putem actualiza această politică atunci când se schimbă serviciile, furnizorii sau legislația. Data ultimei actualizări este afișată la începutul paginii; despre schimbările importante îi informăm pe titularii de cont prin e-mail, înainte de aplicare.',
      ],
    },
  ],
  faq: [
    { q: 'Îmi vindeți adresa de e-mail?', a: 'Nu. O folosim pentru cont, comenzi și răspunsurile la mesajele tale, iar curierului îi transmitem doar datele necesare livrării.' },
    { q: 'Cum îmi șterg contul și datele?', a: 'Trimite o cerere din pagina de contact. Ștergem datele în cel mult 30 de zile și păstrăm doar ce ne obligă legea, de exemplu facturile.' },
    { q: 'Am primit un colet prin Curiero. De ce aveți datele mele?', a: 'Expeditorul le-a introdus ca să îți poată fi livrată trimiterea. Le folosim doar pentru livrare, urmărire și reclamații și le poți cere acces, corectare sau ștergere.' },
  ],
  cta: { label: 'Comandă un curier', to: ORDER_PATH },
};
