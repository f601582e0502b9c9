// One template per kind of carrier page, filled with the carrier's facts: 6 carriers × 7 kinds
// = 42 pages that stay consistent when a fact changes in carrier-facts.ts.
import type { CarrierPageKind, CarrierSlug } from '../../shared/carriers.ts';
import { CARRIER_FACTS, otherLockerNetworks, type CarrierFacts } from './carrier-facts.ts';
import type { PageCopy } from './content-types.ts';
import { ORDER_PATH, TRACKING_PATH } from './content-types.ts';

type Template = (c: CarrierFacts, slug: CarrierSlug) => PageCopy;

const orderWith = (slug: CarrierSlug) => `${ORDER_PATH}?curier=${slug}`;
const priceOrSimulation = (c: CarrierFacts) =>
  c.priceNote ?? `Prețul ${c.name} pentru coletul tău îl vezi în câteva secunde, cu TVA inclus, înainte să plătești.`;
const lockerOption = (c: CarrierFacts) =>
  c.lockerNetwork
    ? `Predare sau livrare și prin lockerele ${c.lockerNetwork}, dacă preferi`
    : `Livrare la domiciliu sau la birou; ${c.name} nu are rețea proprie de lockere`;

const TEMPLATES: Record<CarrierPageKind, Template> = {
  call: (c, slug) => ({
    h1: `Cheamă curier ${c.name} la adresa ta`,
    lead: `${c.profile} Pe Curiero chemi curierul ${c.name} online: alegi ziua, plătești și primești AWB-ul imediat.`,
    points: [
      `Ridicare ${c.name} de acasă sau de la birou, fără apel telefonic`,
      priceOrSimulation(c),
      'Până la 10 colete într-o comandă, fiecare de cel mult 31 kg și 100 cm pe latură',
      'Urmărești coletul din cont imediat după ridicare',
    ],
    faq: [
      { q: `Pot chema curierul ${c.name} pentru a doua zi?`, a: 'Da. La plasarea comenzii alegi ziua lucrătoare în care să vină curierul.' },
      { q: `Am nevoie de cont la ${c.name}?`, a: `Nu. Comanda se face prin contul Curiero, iar ${c.name} primește automat datele ridicării.` },
    ],
    cta: { label: `Cheamă curier ${c.name}`, to: orderWith(slug) },
  }),
  order: (c, slug) => ({
    h1: `Comandă curier ${c.name} online`,
    lead: `Completezi adresele și coletele o singură dată și vezi oferta ${c.name} lângă celelalte. Dacă ${c.name} e alegerea potrivită, plătești și gata.`,
    points: [
      `Oferta ${c.name} comparată cu Cargus, DPD, FAN Courier, GLS, Sameday și Bookurier`,
      'Plată cu cardul sau din portofelul contului, factură în cont',
      'Ramburs de până la 7.000 lei, virat în IBAN-ul tău după livrare',
      'Comanda începută se salvează automat, chiar dacă pierzi conexiunea',
    ],
    faq: [
      { q: `Prețul ${c.name} de pe Curiero este cel final?`, a: 'Da. Totalul afișat, cu bază, opțiuni, combustibil și TVA, este suma pe care o plătești.' },
      { q: 'Pot adăuga asigurare?', a: 'Da. Declari valoarea coletului (până la 10.000 lei), iar asigurarea costă în jur de 1% din ea.' },
    ],
    cta: { label: `Comandă ${c.name}`, to: orderWith(slug) },
  }),
  send: (c, slug) => ({
    h1: `Trimite colet cu ${c.name}`,
    lead: `${c.profile} Îți spunem ce trebuie să știi înainte să trimiți un colet cu ${c.name}.`,
    points: [
      'Fiecare colet: maximum 31 kg și 100 cm pe latură; se taxează maximul dintre greutatea reală și cea volumetrică',
      lockerOption(c),
      'Opțiuni: deschidere colet la livrare, SMS pentru expeditor și destinatar, livrare sâmbăta',
      priceOrSimulation(c),
    ],
    faq: [
      { q: `Cum ambalez un colet pentru ${c.name}?`, a: 'Într-o cutie rigidă, cu umplutură, închisă bine cu bandă adezivă și cu eticheta AWB pe fața cea mai mare.' },
      { q: 'Pot trimite cu ramburs?', a: 'Da, până la 7.000 lei. Pentru virarea banilor ai nevoie de un IBAN românesc valid în comandă.' },
    ],
    cta: { label: `Trimite cu ${c.name}`, to: orderWith(slug) },
    secondary: { label: `Urmărește un colet ${c.name}`, to: TRACKING_PATH },
  }),
  pickup: (c, slug) => ({
    h1: `Ridicare colet ${c.name} de la domiciliu`,
    lead: `Curierul ${c.name} ridică pachetul de la adresa pe care o alegi: a ta, a unei rude sau a vânzătorului de la care ai cumpărat.`,
    points: [
      'Adresa de ridicare poate fi diferită de adresa celui care plătește',
      'Alegi ziua; curierul sună la numărul din comandă dacă are nevoie de indicații',
      'Plata transportului online, înainte de ridicare, fără bani cash la predare',
      'Statusul ridicării apare în cont și la urmărirea AWB-ului',
    ],
    faq: [
      { q: 'Ce se întâmplă dacă nu e nimeni la adresa de ridicare?', a: `${c.name} încearcă din nou sau ia legătura cu persoana de contact, după regulile sale; vezi statusul în cont.` },
      { q: 'Trebuie să am eticheta tipărită?', a: 'E bine să o ai lipită pe colet; AWB-ul îl descarci în PDF imediat după plată.' },
    ],
    cta: { label: `Programează ridicarea ${c.name}`, to: orderWith(slug) },
  }),
  return: (c, slug) => ({
    h1: `Retur ${c.name}: trimite coletul înapoi`,
    lead: `Ai de returnat un produs? Comanzi returul cu ${c.name} de pe Curiero, iar curierul ridică pachetul de la tine și îl duce la magazin.`,
    points: [
      'Verifică în lista de retururi dacă magazinul are deja un retur configurat',
      c.lockerNetwork
        ? `Predai coletul curierului la ușă sau, unde e disponibil, într-un locker ${c.lockerNetwork}`
        : `Predai coletul curierului ${c.name} la ușă sau la birou`,
      'Pune în cutie bonul sau formularul de retur cerut de magazin',
      'Urmărești returul până la livrare, cu AWB propriu',
    ],
    faq: [
      { q: 'Cine plătește returul?', a: 'Depinde de politica magazinului. Dacă magazinul nu îl preia, îl plătești tu la comandă, la prețul afișat.' },
      { q: 'În cât timp trebuie să trimit returul?', a: 'Pentru cumpărăturile online ai de regulă 14 zile de la primire pentru retragere; verifică și termenul magazinului.' },
    ],
    cta: { label: `Comandă retur ${c.name}`, to: orderWith(slug) },
    secondary: { label: 'Vezi magazinele cu retur', to: '/retur' },
  }),
  locker: (c, slug) =>
    c.lockerNetwork
      ? {
          h1: `Locker ${c.name}: trimite și primește prin ${c.lockerNetwork}`,
          lead: `Cu lockerele ${c.lockerNetwork}, coletul așteaptă destinatarul într-un sertar, iar el îl ridică cu un cod, când îi convine.`,
          points: [
            'Servicii disponibile: domiciliu–locker, locker–domiciliu și locker–locker',
            c.lockerSizes ?? 'Dimensiunile sertarelor diferă de la un locker la altul; le vezi când alegi lockerul pe hartă',
            'Cauți lockerul după localitate, stradă sau nume, cu programul și adresa lui',
            priceOrSimulation(c),
          ],
          faq: [
            { q: `Cum ridic un colet din lockerul ${c.lockerNetwork}?`, a: 'Destinatarul primește un cod prin SMS sau în aplicația curierului și deschide sertarul cu el.' },
            { q: 'Ce fac dacă coletul nu încape în locker?', a: 'Alege livrarea la adresă; un colet prea mare pentru sertar nu poate fi depus în locker.' },
          ],
          cta: { label: `Trimite la locker ${c.name}`, to: orderWith(slug) },
        }
      : {
          h1: `${c.name} și lockerele: livrare la domiciliu sau la birou`,
          lead: `${c.name} nu are o rețea proprie de lockere. Coletele ${c.name} ajung direct la adresa destinatarului, acasă sau la birou.`,
          points: [
            `Livrare ${c.name} în mâna destinatarului, la adresa aleasă`,
            `Vrei totuși locker? Alege pe Curiero ${otherLockerNetworks(slug).join(', ')}`,
            'Livrare sâmbăta, dacă destinatarul lipsește în cursul săptămânii',
            'SMS pentru destinatar, ca să știe când vine curierul',
          ],
          faq: [
            { q: `Pot trimite cu ${c.name} la un easybox sau la un FANbox?`, a: 'Nu. Lockerele aparțin fiecare unui singur curier; pentru livrare la locker alege curierul care deține lockerul.' },
            { q: 'Cum compar livrarea la adresă cu cea la locker?', a: 'Introdu coletul în comandă și vezi ofertele pentru ambele variante, una lângă alta.' },
          ],
          cta: { label: `Trimite cu ${c.name} la adresă`, to: orderWith(slug) },
        },
  'price-simulation': (c, slug) => ({
    h1: `Simulare preț ${c.name}`,
    lead: `Introdu localitățile și coletul, iar simularea îți arată prețul ${c.name} defalcat: bază, kilograme suplimentare, opțiuni, combustibil și TVA.`,
    points: [
      priceOrSimulation(c),
      'Greutatea taxabilă: maximul dintre greutatea reală și L × l × h / 6000',
      'Opțiuni cu preț separat: ramburs (în jur de 5–6 lei), livrare sâmbăta (în jur de 5 lei), asigurare (circa 1% din valoarea declarată)',
      'TVA 21% inclus în total; prețul simulat este cel pe care îl plătești',
    ],
    faq: [
      { q: 'De ce diferă prețul pentru același colet?', a: 'Prețul depinde de localități, de serviciu (adresă sau locker), de greutatea taxabilă și de taxa de combustibil din acel moment.' },
      { q: `Simularea ${c.name} mă obligă la ceva?`, a: 'Nu. Comanda se creează abia după ce confirmi și plătești.' },
    ],
    cta: { label: `Simulează prețul ${c.name}`, to: orderWith(slug) },
  }),
};

export function carrierCopy(carrier: CarrierSlug, kind: CarrierPageKind): PageCopy {
  return TEMPLATES[kind](CARRIER_FACTS[carrier], carrier);
}
