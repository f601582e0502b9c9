// Cookies, privacy (GDPR) and general postal conditions. The cookie categories match the consent
// feature's categories; the operator's identification is a placeholder until it is published.
import type { LegalCopy } from './content-types.ts';
import { ORDER_PATH } from './content-types.ts';

const OPERATOR_PLACEHOLDER = 'Datele de identificare ale operatorului vor fi publicate aici.';

export const POLICY_COPY: Record<string, LegalCopy> = {
  'politica-cookies': {
    h1: 'Politica de cookies',
    lead: 'Ce cookie-uri și tehnologii similare (localStorage, IndexedDB) folosește Curiero, de ce și cum îți schimbi alegerea oricând.',
    sections: [
      {
        heading: '1. Ce sunt cookie-urile',
        paragraphs: [
          'Cookie-urile sunt fișiere mici pe care site-ul le păstrează în browserul tău. Folosim în același scop și spațiul de stocare local al browserului, de exemplu pentru comanda începută sau pentru tema întunecată.',
        ],
      },
      {
        heading: '2. Categoriile pe care le folosim',
        paragraphs: ['Împărțim cookie-urile în patru categorii:'],
        list: [
          'Necesare și funcționale: sesiunea de autentificare, preferința de temă, comanda salvată, alegerile tale de consimțământ. Sunt mereu active.',
          'Securitate: protecția contului și a formularelor împotriva abuzului. Sunt mereu active.',
          'Analiză: statistici despre paginile folosite, ca să îmbunătățim site-ul. Doar cu acordul tău.',
          'Publicitate: măsurarea campaniilor și reclame relevante. Doar cu acordul tău.',
        ],
      },
      {
        heading: '3. Ce se întâmplă înainte să alegi',
        paragraphs: [
          'Pentru vizitatorii din România și din Uniunea Europeană, analiza și publicitatea sunt refuzate implicit. Niciun instrument de analiză sau publicitate nu se încarcă înainte de acordul tău.',
        ],
      },
      {
        heading: '4. Cum îți schimbi alegerea',
        paragraphs: [
          'Apasă „Setări cookie” în subsolul oricărei pagini. Poți șterge oricând datele salvate și din setările browserului; unele funcții, cum ar fi autentificarea, nu vor mai funcționa fără cookie-urile necesare.',
        ],
      },
      {
        heading: '5. Chatul',
        paragraphs: [
          'Dacă este configurat un serviciu de chat extern, acesta poate folosi propriile cookie-uri, descrise în politica furnizorului. Formularul de mesaje propriu nu folosește cookie-uri.',
        ],
      },
    ],
    faq: [
      { q: 'Pot refuza toate cookie-urile opționale?', a: 'Da, cu butonul „Refuz opționalele”. Site-ul funcționează la fel, fără analiză și publicitate.' },
      { q: 'Cât timp este păstrată alegerea mea?', a: 'Până ștergi datele site-ului din browser sau până o schimbi din „Setări cookie”.' },
    ],
    cta: { label: 'Comandă un curier', to: ORDER_PATH },
  },
  'politica-confidentialitate': {
    h1: 'Politica de confidențialitate',
    lead: 'Cum prelucrăm datele tale personale când folosești Curiero, conform Regulamentului (UE) 2016/679 (GDPR).',
    sections: [
      {
        heading: '1. Operatorul de date',
        paragraphs: [`Operatorul datelor este Curiero. ${OPERATOR_PLACEHOLDER}`],
      },
      {
        heading: '2. Ce date prelucrăm',
        paragraphs: ['Prelucrăm doar datele necesare serviciului:'],
        list: [
          'datele contului: nume, email, preferințe (limbă, monedă, temă);',
          'datele comenzilor: numele, telefonul și adresele expeditorului și destinatarului, descrierea coletului;',
          'datele de plată: IBAN-ul pentru ramburs; datele cardului sunt prelucrate de procesatorul de plăți, nu de noi;',
          'mesajele trimise prin chat sau formularul de contact;',
          'rapoarte tehnice de erori, fără adresa IP și fără parametrii sensibili din adresa paginii.',
        ],
      },
      {
        heading: '3. Scopuri și temeiuri',
        paragraphs: [
          'Executarea contractului (transmiterea comenzii către curier, urmărire, ramburs), obligații legale (facturare), interesul legitim (securitate, remedierea erorilor) și consimțământul (analiză și publicitate, notificări push).',
        ],
      },
      {
        heading: '4. Cui transmitem datele',
        paragraphs: [
          'Curierului ales pentru comandă, procesatorului de plăți și furnizorilor care ne găzduiesc serviciile, doar în măsura necesară. Nu vindem date personale.',
        ],
      },
      {
        heading: '5. Cât timp păstrăm datele',
        paragraphs: [
          'Cât timp ai cont și, după aceea, cât cer obligațiile legale (de exemplu, documentele contabile). Mesajele și rapoartele de erori se șterg când nu mai sunt necesare.',
        ],
      },
      {
        heading: '6. Drepturile tale',
        paragraphs: ['Conform GDPR, ai dreptul:'],
        list: [
          'de acces la datele tale și de a primi o copie a lor;',
          'la rectificarea datelor inexacte;',
          'la ștergerea datelor („dreptul de a fi uitat”);',
          'la restricționarea prelucrării și de opoziție;',
          'la portabilitatea datelor;',
          'de a-ți retrage consimțământul oricând, fără a afecta prelucrarea anterioară;',
          'de a depune plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP).',
        ],
      },
      {
        heading: '7. Cum ne contactezi',
        paragraphs: [`Pentru orice cerere privind datele tale, scrie-ne din pagina de contact. ${OPERATOR_PLACEHOLDER}`],
      },
    ],
    faq: [
      { q: 'Îmi vindeți adresa de email?', a: 'Nu. O folosim pentru cont, comenzi și răspunsurile la mesajele tale.' },
      { q: 'Cum îmi șterg contul și datele?', a: 'Trimite o cerere din pagina de contact; păstrăm doar ce ne obligă legea, de exemplu facturile.' },
    ],
    cta: { label: 'Comandă un curier', to: ORDER_PATH },
  },
  'conditii-generale-privind-furnizarea-serviciilor-postale': {
    h1: 'Condiții generale privind furnizarea serviciilor poștale',
    lead: 'Condițiile generale aplicabile trimiterilor poștale (colete și corespondență) comandate prin Curiero și efectuate de furnizorii de servicii poștale parteneri.',
    sections: [
      {
        heading: '1. Părțile',
        paragraphs: [
          `Serviciile poștale sunt prestate de furnizorul ales la comandă (Cargus, DPD, FAN Courier, GLS, Sameday sau Bookurier). Curiero intermediază comanda. ${OPERATOR_PLACEHOLDER}`,
        ],
      },
      {
        heading: '2. Trimiterile acceptate',
        paragraphs: ['Se acceptă trimiteri de corespondență (plic) și colete, în limitele:'],
        list: [
          'cel mult 10 colete pe comandă, fiecare de maximum 31 kg și 100 cm pe latură;',
          'greutatea taxabilă este maximul dintre greutatea reală și cea volumetrică (L × l × h / 6000);',
          'ramburs de până la 7.000 lei și valoare declarată de până la 10.000 lei.',
        ],
      },
      {
        heading: '3. Ambalare și etichetare',
        paragraphs: [
          'Expeditorul ambalează trimiterea astfel încât să reziste transportului obișnuit și aplică eticheta AWB vizibil. Deteriorările cauzate de ambalarea necorespunzătoare nu sunt despăgubite.',
        ],
      },
      {
        heading: '4. Livrarea',
        paragraphs: [
          'Livrarea se face la adresa destinatarului sau la lockerul ales. Opțiunile suplimentare (deschidere colet, SMS, retur documente, livrare sâmbăta) se aplică doar dacă au fost comandate.',
        ],
      },
      {
        heading: '5. Reclamații și despăgubiri',
        paragraphs: [
          'Reclamațiile privind trimiterile pierdute, furate sau deteriorate se depun cu numărul AWB. Despăgubirea se acordă de furnizorul poștal, în limita valorii declarate, potrivit legislației privind serviciile poștale și condițiilor furnizorului.',
        ],
      },
    ],
    faq: [
      { q: 'Cine este furnizorul serviciului poștal?', a: 'Curierul ales la comandă; numele lui apare în confirmarea comenzii și pe AWB.' },
      { q: 'Unde depun o reclamație?', a: 'Din pagina de contact, cu numărul AWB; o transmitem furnizorului și îți comunicăm răspunsul.' },
    ],
    cta: { label: 'Comandă un curier', to: ORDER_PATH },
  },
};
