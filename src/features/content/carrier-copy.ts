// One template per kind of carrier page, filled with the carrier's facts: 6 carriers × 7 kinds
// = 42 pages that stay consistent when a fact changes in carrier-facts.ts. Every FAQ question names
// the carrier, so no question repeats from one page to another; the calculator preset of each kind
// (carrier, locker service, order of the offers) is part of the template.
import { CARRIERS, type CarrierPageKind, type CarrierSlug } from '../../shared/carriers.ts';
import { CARRIER_FACTS, otherLockerNetworks, type CarrierFacts } from './carrier-facts.ts';
import type { CalculatorPreset, PageCopy } from './content-types.ts';
import { CALCULATOR_SECTION, ORDER_PATH, TRACKING_PATH } from './content-types.ts';
import { COD_PAYOUT_WHEN } from '../../shared/cod-payout.ts';

type Template = (c: CarrierFacts, slug: CarrierSlug, preset: CalculatorPreset) => PageCopy;

/** Service 2 (home -> locker) of domain.md: what a locker page's calculator opens with. */
export const LOCKER_SERVICE_ID = 2;

/** /comanda with the page's carrier and, on a locker page, its service (/comanda reads both: pages/order.tsx). */
const orderWith = (slug: CarrierSlug, preset: CalculatorPreset) => `${ORDER_PATH}?curier=${slug}${preset.serviceId ? `&serviciu=${preset.serviceId}` : ''}`;
const trackingOf = (slug: CarrierSlug) => `${TRACKING_PATH}/urmarire-awb-${slug}`;
const priceOrSimulation = (c: CarrierFacts) =>
  c.priceNote ?? `Prețul ${c.name} pentru coletul tău îl vezi în câteva secunde, cu TVA inclus, înainte să plătești.`;
const lockerOption = (c: CarrierFacts) =>
  c.lockerNetwork
    ? `Predare sau livrare și prin lockerele ${c.lockerNetwork}, dacă preferi`
    : `Livrare la domiciliu sau la birou; ${c.name} nu are rețea proprie de lockere`;
const statusAnswer = (c: CarrierFacts) =>
  c.statuses
    ? `${c.statuses} Curiero le afișează în română, în cont și la urmărirea AWB-ului.`
    : `Statusul comenzii trece în „ridicat” în cont și la urmărirea AWB-ului, imediat ce ${c.name} îl raportează.`;

const TEMPLATES: Record<CarrierPageKind, Template> = {
  call: (c, slug, preset) => ({
    h1: `Cheamă curier ${c.name} la adresa ta`,
    lead: `${c.profile} Pe Curiero chemi curierul ${c.name} online: completezi adresa, plătești și primești AWB-ul imediat, fără apel la dispecerat.`,
    description: `Cheamă curier ${c.name} online, fără telefon: ridicare de acasă sau de la birou, prețul final cu TVA înainte de plată și AWB-ul pe loc.`,
    points: [
      `Ridicare ${c.name} de acasă sau de la birou, fără apel telefonic`,
      priceOrSimulation(c),
      'Până la 10 colete într-o comandă, fiecare de cel mult 31 kg și 100 cm pe latură',
      'Data estimată a ridicării apare în fiecare ofertă, înainte să plătești',
    ],
    faq: [
      {
        q: `Când vine curierul ${c.name} după ce îl chem?`,
        a: `Data estimată a ridicării apare în oferta ${c.name}, înainte de plată. Cu cât comanzi mai devreme în zi, cu atât ridicarea poate fi mai aproape.`,
      },
      { q: `Am nevoie de cont la ${c.name} ca să chem curierul?`, a: `Nu. Comanda se face prin contul Curiero, iar ${c.name} primește automat datele ridicării.` },
      {
        q: `Pot chema curierul ${c.name} pentru mai multe colete odată?`,
        a: 'Da. O comandă poate avea până la 10 colete; declari greutatea și dimensiunile fiecăruia, iar curierul le ridică împreună.',
      },
    ],
    cta: { label: `Cheamă curier ${c.name}`, to: orderWith(slug, preset) },
    calculator: { title: `Calculează prețul cu ${c.name}`, preset },
  }),
  order: (c, slug, preset) => ({
    h1: `Comandă curier ${c.name} online`,
    lead: `Completezi adresele și coletele o singură dată și vezi oferta ${c.name} lângă celelalte. Dacă ${c.name} e alegerea potrivită, plătești și gata.`,
    description: `Comandă curier ${c.name} online: vezi oferta ${c.name} lângă ale celorlalți curieri, cu TVA inclus, plătești cu cardul și primești AWB-ul.`,
    points: [
      `Oferta ${c.name} comparată cu Cargus, DPD, FAN Courier, GLS, Sameday și Bookurier`,
      'Plată cu cardul sau din portofelul contului, factură în cont',
      'Ramburs de până la 7.000 lei, virat în IBAN-ul tău după livrare',
      'Comanda începută se salvează automat, chiar dacă pierzi conexiunea',
    ],
    faq: [
      { q: `Prețul ${c.name} de pe Curiero este cel final?`, a: 'Da. Totalul afișat, cu bază, opțiuni, combustibil și TVA, este suma pe care o plătești.' },
      { q: `Pot adăuga asigurare la o comandă ${c.name}?`, a: 'Da. Declari valoarea coletului (până la 10.000 lei), iar asigurarea costă în jur de 1% din ea.' },
      {
        q: `Pot comanda ${c.name} cu ramburs?`,
        a: `Da, până la 7.000 lei. Introduci IBAN-ul tău (verificăm cifra de control) și primești banii ${COD_PAYOUT_WHEN}.`,
      },
    ],
    cta: { label: `Comandă ${c.name}`, to: orderWith(slug, preset) },
    calculator: { title: `Calculează prețul cu ${c.name}`, preset },
  }),
  send: (c, slug, preset) => ({
    h1: `Trimite colet cu ${c.name}`,
    lead: `${c.profile} Îți spunem ce trebuie să știi înainte să trimiți un colet cu ${c.name}: limite, ambalare, opțiuni și preț.`,
    description: `Trimite colet cu ${c.name}: limita de 31 kg și 100 cm pe latură, greutatea volumetrică, ambalarea și opțiunile, cu prețul calculat pe loc.`,
    points: [
      'Fiecare colet: maximum 31 kg și 100 cm pe latură; se taxează maximul dintre greutatea reală și cea volumetrică',
      lockerOption(c),
      c.saturdayDelivery
        ? 'Opțiuni: deschidere colet la livrare, SMS pentru expeditor și destinatar, livrare sâmbăta'
        : `Opțiuni: deschidere colet la livrare, SMS pentru expeditor și destinatar; ${c.name} nu livrează sâmbăta prin Curiero`,
      priceOrSimulation(c),
    ],
    faq: [
      { q: `Cum ambalez un colet pentru ${c.name}?`, a: 'Într-o cutie rigidă, cu umplutură, închisă bine cu bandă adezivă și cu eticheta AWB pe fața cea mai mare.' },
      {
        q: `Cum calculează ${c.name} greutatea taxabilă?`,
        a: 'Compară greutatea reală cu cea volumetrică (lungime × lățime × înălțime în cm / 6000) și o taxează pe cea mai mare: o cutie de 40 × 30 × 20 cm are 4 kg volumetric.',
      },
      c.lockerNetwork
        ? {
            q: `Pot trimite un colet ${c.name} la locker?`,
            a: `Da, într-un ${c.lockerNetwork}: alegi serviciul domiciliu–locker și lockerul destinatarului din lista localității lui.`,
          }
        : {
            q: `Pot trimite un colet ${c.name} la locker?`,
            a: `Nu, ${c.name} livrează la adresă. Pentru locker alege în comparație un curier cu rețea proprie: ${otherLockerNetworks(slug).join(', ')}.`,
          },
    ],
    cta: { label: `Trimite cu ${c.name}`, to: orderWith(slug, preset) },
    secondary: { label: `Urmărește un colet ${c.name}`, to: trackingOf(slug) },
    calculator: { title: `Calculează prețul coletului cu ${c.name}`, preset },
  }),
  pickup: (c, slug, preset) => ({
    h1: `Ridicare colet ${c.name} de la domiciliu`,
    lead: `Curierul ${c.name} ridică pachetul de la adresa pe care o alegi: a ta, a unei rude sau a vânzătorului de la care ai cumpărat.`,
    description: `Ridicare colet ${c.name} de la orice adresă: a ta, a unei rude sau a vânzătorului. Plătești online, iar curierul ${c.name} vine la ușă.`,
    points: [
      'Adresa de ridicare poate fi diferită de adresa celui care plătește',
      'Data estimată a ridicării o vezi în ofertă; curierul sună la numărul din comandă dacă are nevoie de indicații',
      'Plata transportului online, înainte de ridicare, fără bani cash la predare',
      'Statusul ridicării apare în cont și la urmărirea AWB-ului',
    ],
    faq: [
      {
        q: `Ce se întâmplă dacă nu e nimeni acasă când vine ${c.name}?`,
        a: `${c.name} încearcă din nou sau ia legătura cu persoana de contact, după regulile sale; vezi statusul în cont.`,
      },
      { q: `Trebuie să tipăresc eticheta ${c.name} înainte de ridicare?`, a: 'E bine să o ai lipită pe colet; AWB-ul îl descarci în PDF imediat după plată.' },
      { q: `Cum știu că ${c.name} a ridicat coletul?`, a: statusAnswer(c) },
    ],
    cta: { label: `Programează ridicarea ${c.name}`, to: orderWith(slug, preset) },
    secondary: { label: `Urmărește ridicarea ${c.name}`, to: trackingOf(slug) },
    calculator: { title: `Calculează prețul ridicării cu ${c.name}`, preset },
  }),
  return: (c, slug, preset) => ({
    h1: `Retur ${c.name}: trimite coletul înapoi`,
    lead: `Ai de returnat un produs? Comanzi returul cu ${c.name} pe Curiero ca pe orice colet: curierul ridică pachetul de la tine și îl duce la adresa de retur a magazinului.`,
    description: `Retur ${c.name} prin Curiero: comanzi transportul înapoi la magazin, curierul ${c.name} ridică pachetul de la tine și urmărești returul după AWB.`,
    points: [
      'Pui adresa ta la ridicare și adresa de retur a magazinului, din politica lui de retur, la livrare',
      c.lockerNetwork
        ? `Curierul ${c.name} ridică pachetul de la ușă; unde serviciul locker–domiciliu e disponibil, îl poți preda și într-un ${c.lockerNetwork}`
        : `Curierul ${c.name} ridică pachetul de la ușa ta sau de la birou`,
      'Pui în cutie bonul sau formularul de retur cerut de magazin și lipești eticheta AWB',
      'Portalurile de retur ale magazinelor nu sunt încă pe Curiero: returul îl comanzi tu și îl urmărești după AWB',
    ],
    faq: [
      {
        q: `Cum trimit un retur cu ${c.name} prin Curiero?`,
        a: `Alegi oferta ${c.name} în calculator, completezi adresa ta la ridicare și adresa de retur a magazinului la livrare, plătești și lipești pe cutie eticheta AWB. Curierul vine la data estimată din ofertă.`,
      },
      {
        q: `Cine plătește returul ${c.name}?`,
        a: 'Depinde de politica magazinului. Pe Curiero transportul îl comanzi și îl plătești tu, la prețul afișat; dacă magazinul suportă returul, ți-l decontează după regulile lui.',
      },
      {
        q: `În cât timp trebuie să trimit returul ${c.name}?`,
        a: 'Pentru cumpărăturile online ai de regulă 14 zile de la primire ca să te retragi din contract; verifică și termenul din politica magazinului.',
      },
    ],
    cta: { label: `Comandă retur ${c.name}`, to: orderWith(slug, preset) },
    secondary: { label: `Urmărește returul ${c.name} după AWB`, to: trackingOf(slug) },
    calculator: { title: `Calculează prețul returului cu ${c.name}`, preset },
  }),
  locker: (c, slug, preset) =>
    c.lockerNetwork
      ? {
          h1: `Locker ${c.name}: trimite și primește prin ${c.lockerNetwork}`,
          lead: `Cu lockerele ${c.lockerNetwork}, coletul așteaptă destinatarul într-un sertar, iar el îl ridică cu un cod, când îi convine.`,
          description: `Locker ${c.name}: trimite și primește colete prin ${c.lockerNetwork}. Destinatarul ridică pachetul cu un cod, iar prețul îl vezi pe loc.`,
          points: [
            'Servicii disponibile: domiciliu–locker, locker–domiciliu și locker–locker',
            c.lockerSizes ?? 'Dimensiunile sertarelor diferă de la un locker la altul; coletul trebuie să încapă în sertarul ales',
            'Alegi lockerul din lista localității, în ordine alfabetică sau cel mai apropiat de tine, cu adresa și programul lui',
            priceOrSimulation(c),
          ],
          faq: [
            { q: `Cum ridic un colet ${c.name} dintr-un ${c.lockerNetwork}?`, a: 'Destinatarul primește un cod prin SMS sau în aplicația curierului și deschide sertarul cu el.' },
            {
              q: `Ce colete încap într-un locker ${c.name}?`,
              a: c.lockerSizes
                ? `${c.lockerSizes} Un colet mai mare se trimite la adresă.`
                : 'Sertarele diferă ca mărime de la un locker la altul. Un colet care nu încape în sertar nu poate fi depus: alege livrarea la adresă.',
            },
            {
              q: `Pot preda un colet ${c.name} într-un locker?`,
              a: 'Da, cu serviciile locker–domiciliu și locker–locker, acolo unde lockerul ales primește expedieri; în calculator alegi serviciul potrivit.',
            },
          ],
          cta: { label: `Trimite la locker ${c.name}`, to: orderWith(slug, preset) },
          calculator: { title: `Calculează prețul la locker ${c.name}`, preset },
        }
      : {
          h1: `${c.name} și lockerele: livrare la domiciliu sau la birou`,
          lead: `${c.name} nu are o rețea proprie de lockere. Coletele ${c.name} ajung direct la adresa destinatarului, acasă sau la birou.`,
          description: `Locker ${c.name}? ${c.name} nu are rețea proprie de lockere și livrează acasă sau la birou; pentru locker compari easybox, FANbox sau DPD Box.`,
          points: [
            `Livrare ${c.name} în mâna destinatarului, la adresa aleasă`,
            `Vrei totuși locker? Alege pe Curiero ${otherLockerNetworks(slug).join(', ')}`,
            c.saturdayDelivery
              ? 'Livrare sâmbăta, dacă destinatarul lipsește în cursul săptămânii'
              : `Livrare de luni până vineri; ${c.name} nu livrează sâmbăta prin Curiero`,
            'SMS pentru destinatar, ca să știe când vine curierul',
          ],
          faq: [
            {
              q: `Pot trimite cu ${c.name} la un easybox sau la un FANbox?`,
              a: 'Nu. Lockerele aparțin fiecare unui singur curier; pentru livrare la locker alege curierul care deține lockerul.',
            },
            {
              q: `Cum compar livrarea ${c.name} la adresă cu livrarea la locker?`,
              a: 'Introdu coletul în calculator cu „toate serviciile” și vezi ofertele pentru adresă și pentru locker, una lângă alta.',
            },
          ],
          cta: { label: `Trimite cu ${c.name} la adresă`, to: orderWith(slug, preset) },
          calculator: { title: `Calculează prețul cu ${c.name} la adresă`, preset },
        },
  'price-simulation': (c, _slug, preset) => ({
    h1: `Simulare preț ${c.name}`,
    lead: `Introdu localitățile și coletul, iar simularea îți arată prețul ${c.name} defalcat: bază, kilograme suplimentare, opțiuni, combustibil și TVA.`,
    description: `Simulare preț ${c.name}: introdu localitățile și coletul și vezi pe loc tariful ${c.name} defalcat pe bază, kilograme, opțiuni, combustibil și TVA.`,
    points: [
      priceOrSimulation(c),
      'Greutatea taxabilă: maximul dintre greutatea reală și L × l × h / 6000',
      c.saturdayDelivery
        ? 'Opțiuni cu preț separat: ramburs (în jur de 5–6 lei), livrare sâmbăta (în jur de 5 lei), asigurare (circa 1% din valoarea declarată)'
        : 'Opțiuni cu preț separat: ramburs (în jur de 5–6 lei), asigurare (circa 1% din valoarea declarată)',
      'TVA 21% inclus în total; prețul simulat este cel pe care îl plătești',
    ],
    faq: [
      {
        q: `De ce diferă prețul ${c.name} pentru același colet?`,
        a: 'Prețul depinde de localități, de serviciu (adresă sau locker), de greutatea taxabilă și de taxa de combustibil din acel moment.',
      },
      { q: `Simularea ${c.name} mă obligă la ceva?`, a: 'Nu. Comanda se creează abia după ce alegi oferta, confirmi și plătești.' },
      {
        q: `Cum reduc prețul unui colet ${c.name}?`,
        a: c.lockerNetwork
          ? `Folosește o cutie pe măsura obiectului, ca greutatea volumetrică să nu depășească greutatea reală, și compară livrarea la adresă cu cea la ${c.lockerNetwork}.`
          : 'Folosește o cutie pe măsura obiectului, ca greutatea volumetrică să nu depășească greutatea reală, și adaugă doar opțiunile de care ai nevoie.',
      },
    ],
    cta: { label: `Simulează prețul ${c.name}`, to: CALCULATOR_SECTION },
    calculator: { title: `Simulează prețul ${c.name}`, preset },
  }),
};

/**
 * The calculator preset of a carrier page: always the carrier; a locker page opens on the
 * home -> locker service (when the carrier has lockers); a price simulation lists the cheapest
 * offer first. Return pages keep the carrier only: a customer's return is an ordinary shipment to
 * the shop, not the "Colet retur" option (a parcel brought back when a delivery is made).
 */
export function carrierCalculatorPreset(carrier: CarrierSlug, kind: CarrierPageKind): CalculatorPreset {
  const id = CARRIERS.find((c) => c.slug === carrier)?.id;
  const preset: CalculatorPreset = id === undefined ? {} : { carrierId: id };
  if (kind === 'locker' && CARRIER_FACTS[carrier].lockerNetwork) preset.serviceId = LOCKER_SERVICE_ID;
  if (kind === 'price-simulation') preset.sort = 'price';
  return preset;
}

export function carrierCopy(carrier: CarrierSlug, kind: CarrierPageKind): PageCopy {
  return TEMPLATES[kind](CARRIER_FACTS[carrier], carrier, carrierCalculatorPreset(carrier, kind));
}
