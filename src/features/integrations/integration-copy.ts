// The words of the integrations hub's pages (/integrari, /integrari/{platform}, /integrari/{platform}/{carrier}),
// built from the shared facts (src/shared/integrations*.ts): the pages, their meta descriptions
// (src/app/seo/page-meta.ts) and the tests read the same text. What works today is said as it is:
// the platform's own orders export through the batch import, the public API and webhooks; no module,
// plugin or connector exists for any platform, and nothing is written back to it.
import { BATCH_LIMITS } from '../../shared/batch-import.ts';
import { carrierBySlug, type CarrierSlug } from '../../shared/carriers.ts';
import { CARRIER_INTEGRATION_FACTS, printsZpl } from '../../shared/integrations-carriers.ts';
import { INTEGRATIONS_PATH, integrationPath, integrationPlatformBySlug, type IntegrationPlatformSlug } from '../../shared/integrations.ts';
import { SERVICES, SHIPPING_LIMITS } from '../../shared/shipping.ts';

export interface IntegrationHeading {
  kicker: string;
  h1: string;
  lead: string;
  /** The page's meta description (unique per page). */
  description: string;
}

const nf = new Intl.NumberFormat('ro-RO');
const MAX_ROWS = nf.format(BATCH_LIMITS.maxRows);
const MAX_MB = BATCH_LIMITS.maxFileBytes / (1024 * 1024);
const MAX_COD = nf.format(SHIPPING_LIMITS.maxCodRon);

const platformName = (slug: IntegrationPlatformSlug) => integrationPlatformBySlug(slug)?.name ?? slug;
const carrierName = (slug: CarrierSlug) => carrierBySlug(slug)?.name ?? slug;

/** Said on every page, in these words: no module, plugin or connector exists yet. */
export const NO_CONNECTOR =
  'Nu există încă niciun modul, plugin sau conector Curiero pentru vreo platformă de magazin: nu instalezi nimic în magazin și nimic nu se sincronizează automat.';

/** The batch import, as the hub and every platform page describe it. */
export const BATCH_IMPORT_POINTS: readonly string[] = [
  `Încarci un fișier CSV (UTF-8 sau Windows-1250, cu virgulă sau punct și virgulă) ori XLSX: până la ${MAX_ROWS} de rânduri și ${MAX_MB} MB.`,
  'Fiecare rând este verificat înainte de plată, cu aceleași reguli ca o comandă: localitatea și județul, strada și codul poștal din listele oficiale, telefonul, e-mailul, greutatea și dimensiunile, rambursul și IBAN-ul.',
  'Rândurile greșite le corectezi pe loc sau le sari; nimic nu se salvează până nu plătești.',
  'Plătești o singură dată pentru tot lotul, din portofel sau cu cardul.',
  'Etichetele lotului într-un singur fișier: A6, patru A6 pe o foaie A4 sau ZPL pentru imprimante termice.',
];

export const API_POINTS: readonly string[] = [
  'Codul magazinului calculează prețuri, creează comenzi (fără dubluri, cu cheia de idempotență), descarcă etichete, chiar pentru mai multe comenzi într-un apel, și urmărește trimiterile.',
  'Webhook-urile anunță magazinul pe loc când se schimbă statusul unei comenzi; fiecare notificare este semnată.',
  'O cheie de test face comenzi pe rețeaua simulată a curierilor, ca să verifici integrarea fără colete reale.',
];

export const hubHeading: IntegrationHeading = {
  kicker: 'Integrări',
  h1: 'Integrări pentru magazine online',
  lead: 'Ce poate folosi azi un magazin online pe Curiero, spus cinstit: importul în lot al exportului de comenzi din platforma ta și API-ul public cu webhook-uri. Module pentru platformele de magazin nu există încă.',
  description:
    'Magazin online pe Curiero: importul în lot al exportului de comenzi (CSV sau XLSX), API-ul public și webhook-urile. Niciun plugin sau conector nu există încă.',
};

export function platformHeading(platform: IntegrationPlatformSlug): IntegrationHeading {
  const p = platformName(platform);
  return {
    kicker: 'Integrări',
    h1: `Expedieri pentru magazine ${p}`,
    lead: `Un modul Curiero pentru ${p} nu există încă. Azi trimiți comenzile unui magazin ${p} în două feluri: încarci exportul comenzilor în importul în lot sau le creezi din codul magazinului, prin API-ul public.`,
    description: `Magazin ${p}: exportă comenzile, încarcă fișierul în Curiero, plătește lotul o dată, tipărește etichetele. Fără plugin: pașii exportului și API-ul.`,
  };
}

export function carrierHeading(platform: IntegrationPlatformSlug, carrier: CarrierSlug): IntegrationHeading {
  const p = platformName(platform);
  const c = carrierName(carrier);
  const formats = printsZpl(carrier) ? 'A6, A4, ZPL' : CARRIER_INTEGRATION_FACTS[carrier].ownLabelFormats.includes('A6') ? 'A6, A4' : 'A4';
  return {
    kicker: `Integrări · ${p}`,
    h1: `${c} pentru magazine ${p}`,
    lead: `Comenzile unui magazin ${p} pleacă cu ${c} prin Curiero din exportul comenzilor sau prin API-ul public. Iată ce oferă ${c} prin Curiero: servicii, lockere, ramburs, etichete și retururi.`,
    description: `${c} pentru magazine ${p} prin Curiero: servicii, ${CARRIER_INTEGRATION_FACTS[carrier].lockerNetwork ? 'lockere, ' : ''}ramburs, etichete ${formats} și retururi, din exportul de comenzi sau prin API.`,
  };
}

/** What is written back to the platform: nothing, said plainly. */
export function writeBack(platform: IntegrationPlatformSlug): string {
  const p = platformName(platform);
  return `Nimic deocamdată. Curiero nu modifică nimic în ${p}: nu scrie acolo AWB-ul, statusul sau linkul de urmărire. Le găsești în contul Curiero și le poți exporta; dacă magazinul folosește API-ul, le preia codul lui, iar webhook-urile îl anunță la fiecare schimbare de status.`;
}

export const serviceNames = (carrier: CarrierSlug): string[] =>
  CARRIER_INTEGRATION_FACTS[carrier].serviceIds.map((id) => SERVICES.find((s) => s.id === id)?.name ?? String(id));

export function servicePoints(carrier: CarrierSlug): string[] {
  const f = CARRIER_INTEGRATION_FACTS[carrier];
  const c = carrierName(carrier);
  return [
    `Servicii prin Curiero: ${serviceNames(carrier).join(', ')}.`,
    `Fiecare colet: cel mult ${SHIPPING_LIMITS.maxParcelWeightKg} kg și ${SHIPPING_LIMITS.maxParcelSideCm} cm pe latură; până la ${SHIPPING_LIMITS.maxParcels} colete într-o comandă.`,
    f.saturdayDelivery
      ? 'Opțiuni: deschidere la livrare, SMS pentru expeditor și destinatar, asigurare, livrare sâmbăta.'
      : `Opțiuni: deschidere la livrare, SMS pentru expeditor și destinatar, asigurare; ${c} nu livrează sâmbăta prin Curiero.`,
  ];
}

export function lockerPoints(carrier: CarrierSlug): string[] {
  const f = CARRIER_INTEGRATION_FACTS[carrier];
  const c = carrierName(carrier);
  if (!f.lockerNetwork) {
    return [`${c} nu are rețea de lockere: livrează la adresă, de acasă sau de la birou. Pentru locker, alege în lot un alt curier sau „cea mai ieftină ofertă”.`];
  }
  return [
    `Livrare și predare în lockerele ${f.lockerNetwork} (serviciile domiciliu–locker, locker–domiciliu și locker–locker).`,
    'În fișier, lockerul destinatarului se dă prin codul lui, în coloana de locker; coletul este verificat pe dimensiunile cutiilor lockerului înainte de plată.',
  ];
}

export function codPoints(carrier: CarrierSlug): string[] {
  const c = carrierName(carrier);
  return [
    `Ramburs cu ${c} de până la ${MAX_COD} lei pe comandă, cu IBAN-ul tău verificat (cifra de control) înainte de plată.`,
    'Banii încasați la livrare îi primești în IBAN o dată pe zi, în virarea zilnică de după livrare; raportul rambursurilor este în cont și în API.',
  ];
}

/** The label formats of a carrier's shipments, as the label routes give them. */
export function labelPoints(carrier: CarrierSlug): string[] {
  const f = CARRIER_INTEGRATION_FACTS[carrier];
  const c = carrierName(carrier);
  const own = f.ownLabelFormats;
  const a6 = own.includes('A6')
    ? `A6: eticheta ${c}, una pe pagină.`
    : `A6: ${c} își tipărește eticheta doar pe A4, așa că o primești pe o pagină A4.`;
  const sheet = own.includes('A6')
    ? `Patru A6 pe o foaie A4: etichetele ${c} așezate câte patru pe foaie, în ordinea lotului.`
    : `Patru A6 pe o foaie A4: nu pentru ${c}; fiecare etichetă ${c} ocupă foaia ei A4, în ordinea lotului.`;
  const zpl = printsZpl(carrier)
    ? `ZPL (203 sau 300 dpi): eticheta ZPL a ${c}, pentru imprimante termice.`
    : `ZPL: nu. ${c} nu oferă etichetă ZPL, iar eticheta lui nu poate fi înlocuită cu a noastră (depozitele sortează după codurile de pe ea): o descarci ca PDF.`;
  return [
    a6,
    sheet,
    zpl,
    ...(f.labelNote ? [f.labelNote] : []),
    'În modul demonstrativ (curier neconectat), etichetele sunt ale Curiero, marcate DEMO, în toate formatele, inclusiv ZPL.',
  ];
}

export function returnPoints(carrier: CarrierSlug): string[] {
  const f = CARRIER_INTEGRATION_FACTS[carrier];
  const c = carrierName(carrier);
  const dropOffs = [
    ...(f.lockerNetwork ? [`în lockerele ${f.lockerNetwork}`] : []),
    ...(f.pointsNote ? [`la ${f.pointsNote}`] : []),
    `ridicat de curierul ${c} de la adresa clientului`,
  ];
  return [
    `Pagina de retur a magazinului pe Curiero: clientul cere returul, iar coletul pleacă cu ${c} ${dropOffs.length > 1 ? 'în modul ales de el dintre cele acceptate de magazin' : 'în modul acceptat de magazin'}: ${dropOffs.join(', ')}.`,
    ...(f.labelFreeReturn ? [f.labelFreeReturn] : []),
    'La expediere: opțiunea „Colet retur” (la livrare, curierul preia de la destinatar un colet pentru tine, de exemplu un produs de schimb) și, pentru livrarea la adresă, „Retur documente” (curierul aduce înapoi documentele semnate).',
  ];
}

/** The heading of any of the hub's pages (neither param: the hub). */
export function integrationHeading(platform?: IntegrationPlatformSlug, carrier?: CarrierSlug): IntegrationHeading {
  if (platform && carrier) return carrierHeading(platform, carrier);
  if (platform) return platformHeading(platform);
  return hubHeading;
}

/** The breadcrumb between the home page and a platform's or a carrier's page. */
export function integrationCrumbs(platform: IntegrationPlatformSlug, carrier?: CarrierSlug): { name: string; path: string }[] {
  const hub = { name: 'Integrări', path: INTEGRATIONS_PATH };
  return carrier ? [hub, { name: `Expedieri pentru magazine ${platformName(platform)}`, path: integrationPath(platform) }] : [hub];
}
