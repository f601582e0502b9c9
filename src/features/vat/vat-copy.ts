// The copy of the two VAT pages (heading, lead, meta description, FAQ) and of the section that
// explains the rates. Plain text only: the FAQ is also emitted as FAQPage structured data.
// Legal basis: Codul fiscal (Legea 227/2015), art. 291, as amended by Legea 141/2025 (from 1 August 2025).

export type VatToolKind = 'calculator' | 'extractor';

export interface VatFaq {
  q: string;
  a: string;
}

export interface VatPageCopy {
  h1: string;
  lead: string;
  /** The meta description (search results): 110-160 characters, unique across the site. */
  description: string;
  faq: VatFaq[];
}

export const VAT_PAGE_COPY: Record<VatToolKind, VatPageCopy> = {
  calculator: {
    h1: 'Calculator TVA: adaugă sau scoate TVA dintr-o sumă',
    lead: 'Treci din net în brut sau din brut în net cu cotele în vigoare de la 1 august 2025, rotunjit la bani ca pe factură. Calculul se face pe dispozitivul tău, chiar și fără internet.',
    description: 'Calculator TVA gratuit: adaugă sau scoate TVA dintr-o sumă la cota de 21%, 11%, 9% sau 0%, cu formula afișată și rotunjirea la bani ca pe factură.',
    faq: [
      {
        q: 'Cât este TVA în România de la 1 august 2025?',
        a: 'Cota standard este 21% (înainte era 19%), iar cota redusă este 11% (înlocuiește cotele de 9% și 5%). Cota de 9% rămâne, tranzitoriu, doar pentru unele livrări de locuințe, până la 1 august 2026. Schimbările vin din Legea 141/2025, care a modificat art. 291 din Codul fiscal (Legea 227/2015).',
      },
      {
        q: 'Cum calculez TVA la o sumă fără TVA?',
        a: 'Înmulțești suma netă cu cota. La 21%, pentru 100 de lei TVA este 100,00 × 21% = 21,00 lei, iar totalul cu TVA este 121,00 lei.',
      },
      {
        q: 'Cum scot TVA dintr-o sumă cu TVA?',
        a: 'Împarți suma cu TVA la 1 plus cota. La 21%, net = 121,00 ÷ 1,21 = 100,00 lei, iar TVA este diferența, 21,00 lei. Nu scădea 21% din suma cu TVA: 121 de lei minus 21% înseamnă 95,59 lei, un rezultat greșit.',
      },
      {
        q: 'Cum se rotunjește TVA pe factură?',
        a: 'Fiecare linie se rotunjește la bani (două zecimale), iar o jumătate de ban se rotunjește în sus: 1.000,50 lei × 21% = 210,105 lei, adică 210,11 lei TVA. Totalul facturii este suma liniilor deja rotunjite, de aceea poate diferi cu câțiva bani de un calcul făcut direct pe total.',
      },
      {
        q: 'Ce înseamnă 0% TVA?',
        a: 'Factura nu conține TVA: operațiunea este scutită (de exemplu exporturi, livrări intracomunitare, servicii medicale sau vânzătorul nu este înregistrat în scopuri de TVA) ori se aplică taxarea inversă, când cumpărătorul înregistrat în scopuri de TVA calculează și deduce el taxa.',
      },
      {
        q: 'Calculatorul funcționează fără internet?',
        a: 'Da. Calculul se face în browser, pe dispozitivul tău, iar sumele nu sunt trimise nicăieri. După prima vizită, pagina se deschide și fără conexiune, iar ultimele sume scrise rămân după reîncărcare.',
      },
    ],
  },
  extractor: {
    h1: 'Extractor TVA: cât TVA conține o sumă cu TVA',
    lead: 'Scrie suma cu TVA inclus și afli imediat TVA-ul conținut și valoarea fără TVA, la cota de 21%, 11%, 9% sau la orice altă cotă, cu formula și rotunjirea la bani.',
    description: 'Extractor TVA: află cât TVA conține o sumă cu TVA inclus și care este valoarea netă, la cotele de 21%, 11% sau 9%, cu formula de calcul afișată.',
    faq: [
      {
        q: 'Cum aflu cât TVA conține o sumă?',
        a: 'Înmulțești suma cu TVA cu cota și împarți la 100 plus cota. La 21%, TVA = 121,00 × 21 ÷ 121 = 21,00 lei, iar valoarea fără TVA este 121,00 − 21,00 = 100,00 lei.',
      },
      {
        q: 'De ce nu pot lua 21% din suma cu TVA?',
        a: 'Pentru că 21% se aplică valorii fără TVA, nu totalului. Din 121 de lei, 21% ar fi 25,41 lei, dar TVA inclus este de fapt 21,00 lei. Partea de TVA dintr-o sumă cu TVA de 21% este 21 ÷ 121, adică aproximativ 17,36%.',
      },
      {
        q: 'Ce cotă aleg pentru un bon de restaurant sau pentru o carte?',
        a: 'De la 1 august 2025, alimentele, medicamentele, cărțile, cazarea la hotel și serviciile de restaurant și catering (fără băuturile alcoolice) au cota redusă de 11%. Majoritatea celorlalte bunuri și servicii au 21%. Cota scrisă pe bon sau pe factură este cea care contează.',
      },
      {
        q: 'Extractorul dă același rezultat ca, în calculatorul TVA, trecerea din brut în net?',
        a: 'Da, la cotele de 21%, 11%, 9% și 0%. Extractorul rotunjește TVA la bani și îl scade din brut, calculatorul rotunjește valoarea netă și o scade din brut. Cele două pot diferi cu un ban doar când calculul exact cade fix la jumătate de ban, ceea ce se poate întâmpla numai la unele cote personalizate, de exemplu 100%.',
      },
      {
        q: 'Pot extrage TVA din mai multe sume deodată?',
        a: 'Da. Alege „Mai multe sume”, scrie fiecare sumă pe câte o linie și, dacă e nevoie, o cotă proprie pentru fiecare linie. Totalul este suma liniilor rotunjite, cu defalcarea pe cote, ca pe o factură.',
      },
      {
        q: 'Sumele scrise sunt trimise undeva?',
        a: 'Nu. Calculul se face în browser, pe dispozitivul tău, și funcționează și fără internet după prima vizită. Ultimele sume rămân doar în acest browser, ca să nu le pierzi la reîncărcarea paginii.',
      },
    ],
  },
};

export interface RateExplanation {
  rate: string;
  title: string;
  text: string;
}

export const RATES_HEADING = 'Cotele de TVA în România';

export const RATES_INTRO =
  'De la 1 august 2025 se aplică cotele stabilite de Legea 141/2025, care a modificat art. 291 din Codul fiscal (Legea 227/2015). Cota corectă este cea în vigoare la data faptului generator, de regulă data livrării bunului sau a prestării serviciului.';

export const RATE_EXPLANATIONS: readonly RateExplanation[] = [
  {
    rate: '21%',
    title: 'Cota standard, de la 1 august 2025',
    text: 'Se aplică bunurilor și serviciilor care nu au o cotă redusă sau o scutire: îmbrăcăminte, electronice, carburanți, servicii de curierat, băuturi alcoolice și multe altele. Până la 31 iulie 2025 cota standard a fost 19%.',
  },
  {
    rate: '11%',
    title: 'Cota redusă, de la 1 august 2025',
    text: 'Înlocuiește fostele cote de 9% și 5%: alimente, inclusiv băuturile nealcoolice, medicamente de uz uman și veterinar, proteze și produse ortopedice, apă potabilă și pentru irigații, îngrășăminte și semințe, cărți, ziare și reviste, cazare la hotel, servicii de restaurant și catering (fără băuturile alcoolice), bilete la muzee, cinematografe și spectacole… Lista completă este în art. 291 din Codul fiscal.',
  },
  {
    rate: '9%',
    title: 'Cota tranzitorie pentru locuințe, până la 1 august 2026',
    text: 'Se mai aplică numai livrării de locuințe în condițiile tranzitorii ale Legii 141/2025 (între altele, locuințe de cel mult 120 mp utili și cel mult 600.000 lei fără TVA, cu contract sau antecontract încheiat înainte de 1 august 2025). Se aplică până la 1 august 2026, adică ultima zi este 31 iulie 2026. Pentru orice altceva, 9% nu mai este o cotă valabilă.',
  },
  {
    rate: '0%',
    title: 'Fără TVA: scutire sau taxare inversă',
    text: 'Nu este o cotă propriu-zisă, ci situația în care factura nu conține TVA: operațiuni scutite (de exemplu servicii medicale, educație, servicii financiare, închirierea de locuințe, exporturi și livrări intracomunitare), vânzători neînregistrați în scopuri de TVA și taxarea inversă, când cumpărătorul înregistrat în scopuri de TVA calculează și deduce el taxa (de exemplu la deșeuri, cereale sau certificate de emisii).',
  },
  {
    rate: 'Altă cotă',
    title: 'Cote din alte perioade sau din alte țări',
    text: 'Pentru facturi emise înainte de 1 august 2025 (19%, 9% sau 5%) ori pentru o cotă din altă țară, scrie cota în câmpul „Altă cotă”, cu cel mult două zecimale (de exemplu 5,5).',
  },
];

export const RATES_DISCLAIMER =
  'Informațiile sunt orientative și nu înlocuiesc textul legii. Pentru situații speciale, verifică Codul fiscal sau întreabă un contabil.';
