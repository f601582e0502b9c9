// Writes server/data/lockers.json: a GENERATED (not real) but plausible locker network, so that the
// locker services (2, 3, 4) can be built, priced and tested before real carrier feeds exist.
// Run: `npx tsx scripts/generate-lockers.ts`. Deterministic: a seeded PRNG per locality, so the same
// input gives the same file, and ids are stable (carrier * 10^8 + SIRUTA * 100 + n): adding a city
// never renumbers the lockers of another. Every municipiu, oraș and București sector gets lockers,
// big cities many; Bookurier has none. Coordinates come from PLACES (county seats, large towns, the
// sectors; approximate centres) or a county's area plus a deterministic offset. The tables below are
// a model, not facts: change them and run the script again.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BoxSize } from '../src/shared/shipping.ts';
import { parseGeography } from '../server/services/locations/parse-datasets.ts';
import { readSources, type LocalityRow } from '../server/services/locations/reference-files.ts';

interface CarrierBrand {
  carrierId: number;
  brand: string;
  profile: string;
  /** Share of the lockers of a locality (model). */
  share: number;
  /** Share paid by card at the locker; the rest pay `otherPayment`. */
  cardShare: number;
  otherPayment: 'online' | 'none';
}

const CARRIER_BRANDS: readonly CarrierBrand[] = [
  { carrierId: 6, brand: 'easybox', profile: 'easybox', share: 0.4, cardShare: 0.85, otherPayment: 'online' },
  { carrierId: 3, brand: 'FANbox', profile: 'fanbox', share: 0.25, cardShare: 0.6, otherPayment: 'online' },
  { carrierId: 2, brand: 'DPD Box', profile: 'dpd-box', share: 0.13, cardShare: 0.3, otherPayment: 'online' },
  { carrierId: 1, brand: 'Cargus Ship & Go', profile: 'ship-and-go', share: 0.12, cardShare: 0.5, otherPayment: 'none' },
  { carrierId: 4, brand: 'GLS ParcelLocker', profile: 'gls-locker', share: 0.1, cardShare: 0.2, otherPayment: 'none' },
];

const box = (size: BoxSize['size'], length: number, width: number, height: number, max_weight: number): BoxSize => ({
  size,
  length,
  width,
  height,
  max_weight,
});

/** easybox: the published limits (domain.md); the others: a model of the same kind. */
const BOX_PROFILES: Record<string, BoxSize[]> = {
  easybox: [box('S', 46, 44, 9, 4), box('M', 46, 44, 18, 9), box('L', 46, 44, 38, 20)],
  fanbox: [box('S', 47, 44, 8, 5), box('M', 47, 44, 19, 10), box('L', 47, 44, 39, 20)],
  'dpd-box': [box('S', 44, 36, 10, 10), box('M', 44, 36, 20, 15), box('L', 44, 36, 40, 20), box('XL', 60, 44, 60, 31)],
  'ship-and-go': [box('S', 47, 43, 10, 5), box('M', 47, 43, 20, 10), box('L', 47, 43, 40, 20)],
  'gls-locker': [box('S', 42, 38, 10, 10), box('M', 42, 38, 20, 15), box('L', 42, 38, 40, 20), box('XL', 60, 42, 60, 25)],
};

const SCHEDULES: Record<string, { days: string; hours: string }[]> = {
  'non-stop': [{ days: 'luni-duminică', hours: 'non-stop' }],
  magazin: [
    { days: 'luni-sâmbătă', hours: '07:00-22:00' },
    { days: 'duminică', hours: '08:00-20:00' },
  ],
  mall: [{ days: 'luni-duminică', hours: '10:00-22:00' }],
};

/** Where lockers stand; a locker inside a shop keeps its hours, one outside is open non-stop. */
const HOSTS: readonly { name: string; outdoor: boolean; schedule: string }[] = [
  ...['Kaufland', 'Lidl', 'Penny', 'Profi', 'Mega Image', 'Carrefour Market', 'Auchan', 'Dedeman'].map((name) => ({
    name,
    outdoor: false,
    schedule: 'magazin',
  })),
  ...['Petrom', 'OMV', 'MOL', 'Rompetrol'].map((name) => ({ name, outdoor: true, schedule: 'non-stop' })),
  { name: 'Mall', outdoor: false, schedule: 'mall' },
];

const STREETS: readonly { short: string; full: string }[] = [
  ['Republicii', 'Str.'], ['Independenței', 'Bd.'], ['Mihai Eminescu', 'Str.'], ['Libertății', 'Str.'],
  ['Unirii', 'Str.'], ['1 Decembrie 1918', 'Bd.'], ['Avram Iancu', 'Str.'], ['Ștefan cel Mare', 'Str.'],
  ['Nicolae Bălcescu', 'Str.'], ['Tudor Vladimirescu', 'Str.'], ['Mihai Viteazu', 'Str.'], ['Gării', 'Str.'],
  ['Florilor', 'Str.'], ['Primăverii', 'Str.'], ['Revoluției', 'Bd.'], ['Decebal', 'Str.'], ['Traian', 'Str.'],
  ['Alexandru Ioan Cuza', 'Str.'], ['Victoriei', 'Str.'], ['Păcii', 'Str.'], ['Morii', 'Str.'], ['Teilor', 'Str.'],
  ['Zorilor', 'Str.'], ['Mărășești', 'Str.'], ['Ion Creangă', 'Str.'], ['George Coșbuc', 'Str.'],
  ['Octavian Goga', 'Str.'], ['Liviu Rebreanu', 'Str.'], ['Vasile Alecsandri', 'Str.'], ['Constantin Brâncoveanu', 'Str.'],
  ['Industriei', 'Str.'], ['Republicii', 'Bd.'],
].map(([short = '', kind = '']) => ({ short, full: `${kind} ${short}` }));

/** Approximate centre, spread (degrees of latitude) and locker count of the larger places. */
const PLACES: Record<string, { lat: number; long: number; spread: number; lockers: number }> = Object.fromEntries(
  (
    [
      ['B:București Sectorul 1', 44.48, 26.08, 0.025, 95], ['B:București Sectorul 2', 44.455, 26.14, 0.022, 90],
      ['B:București Sectorul 3', 44.42, 26.15, 0.022, 95], ['B:București Sectorul 4', 44.38, 26.115, 0.02, 80],
      ['B:București Sectorul 5', 44.395, 26.06, 0.02, 75], ['B:București Sectorul 6', 44.435, 26.025, 0.022, 95],
      ['CJ:Cluj-Napoca', 46.7712, 23.6236, 0.04, 90], ['IS:Iași', 47.1585, 27.6014, 0.035, 80],
      ['TM:Timișoara', 45.7489, 21.2087, 0.04, 80], ['CT:Constanța', 44.19, 28.6, 0.025, 70],
      ['BV:Brașov', 45.6427, 25.5887, 0.035, 65], ['DJ:Craiova', 44.3302, 23.7949, 0.035, 55],
      ['GL:Galați', 45.4353, 28.008, 0.03, 50], ['PH:Ploiești', 44.9365, 26.0129, 0.03, 50],
      ['BH:Oradea', 47.0465, 21.9189, 0.035, 50], ['SB:Sibiu', 45.7983, 24.1256, 0.03, 45],
      ['AR:Arad', 46.1866, 21.3123, 0.03, 40], ['AG:Pitești', 44.8565, 24.8692, 0.03, 40],
      ['BC:Bacău', 46.567, 26.9146, 0.03, 35], ['MS:Târgu Mureș', 46.5425, 24.5575, 0.025, 35],
      ['BR:Brăila', 45.2692, 27.9575, 0.03, 32], ['MM:Baia Mare', 47.6567, 23.585, 0.025, 30],
      ['BZ:Buzău', 45.15, 26.8333, 0.025, 28], ['SV:Suceava', 47.6514, 26.2556, 0.025, 26],
      ['SM:Satu Mare', 47.79, 22.89, 0.025, 24], ['BT:Botoșani', 47.7486, 26.6694, 0.02, 22],
      ['VL:Râmnicu Vâlcea', 45.1047, 24.3756, 0.02, 22], ['NT:Piatra-Neamț', 46.9275, 26.3708, 0.02, 20],
      ['BN:Bistrița', 47.1357, 24.4933, 0.02, 20], ['VN:Focșani', 45.6967, 27.1865, 0.02, 18],
      ['DB:Târgoviște', 44.9254, 25.4567, 0.02, 18], ['MH:Drobeta-Turnu Severin', 44.6369, 22.6597, 0.02, 18],
      ['AB:Alba Iulia', 46.0733, 23.5805, 0.02, 18], ['GJ:Târgu Jiu', 45.0345, 23.2747, 0.02, 16],
      ['HD:Deva', 45.8833, 22.9, 0.02, 16], ['OT:Slatina', 44.4297, 24.3642, 0.02, 15],
      ['CS:Reșița', 45.3008, 21.8892, 0.02, 14], ['TL:Tulcea', 45.1792, 28.805, 0.02, 14],
      ['SJ:Zalău', 47.1911, 23.0572, 0.015, 14], ['VS:Vaslui', 46.6407, 27.7276, 0.015, 12],
      ['CL:Călărași', 44.2, 27.3333, 0.02, 12], ['GR:Giurgiu', 43.9037, 25.9699, 0.015, 12],
      ['CV:Sfântu Gheorghe', 45.8636, 25.7875, 0.015, 12], ['HR:Miercurea Ciuc', 46.3594, 25.8018, 0.015, 10],
      ['IL:Slobozia', 44.5646, 27.3629, 0.015, 10], ['TR:Alexandria', 43.9686, 25.3333, 0.015, 10],
      ['IF:Voluntari', 44.4925, 26.1869, 0.015, 20], ['IF:Popești-Leordeni', 44.38, 26.17, 0.012, 14],
      ['IF:Pantelimon', 44.453, 26.204, 0.012, 10], ['IF:Bragadiru', 44.3711, 25.975, 0.012, 10],
      ['IF:Otopeni', 44.55, 26.07, 0.012, 8], ['IF:Buftea', 44.5614, 25.9486, 0.012, 8],
      ['IF:Chitila', 44.5083, 25.9822, 0.01, 6], ['IF:Măgurele', 44.35, 26.03, 0.01, 6],
      ['CJ:Turda', 46.5667, 23.7833, 0.015, 12], ['CJ:Dej', 47.1333, 23.8833, 0.012, 8],
      ['SB:Mediaș', 46.1667, 24.35, 0.015, 12], ['NT:Roman', 46.9167, 26.9167, 0.015, 14],
      ['BC:Onești', 46.25, 26.75, 0.015, 10], ['HD:Hunedoara', 45.75, 22.9, 0.015, 12],
      ['HD:Petroșani', 45.4167, 23.3667, 0.015, 10], ['TM:Lugoj', 45.6886, 21.9031, 0.015, 10],
      ['PH:Câmpina', 45.1333, 25.7333, 0.012, 8], ['CT:Mangalia', 43.82, 28.57, 0.01, 10],
      ['CT:Medgidia', 44.25, 28.2833, 0.012, 8], ['CT:Năvodari', 44.3211, 28.6, 0.01, 8],
      ['VS:Bârlad', 46.2333, 27.6667, 0.015, 10], ['IS:Pașcani', 47.25, 26.7167, 0.012, 8],
      ['MM:Sighetu Marmației', 47.9333, 23.8833, 0.012, 8], ['BV:Făgăraș', 45.8333, 24.9667, 0.012, 8],
      ['BV:Săcele', 45.6167, 25.6833, 0.012, 8], ['AG:Câmpulung', 45.2667, 25.05, 0.012, 8],
      ['AG:Curtea de Argeș', 45.1333, 24.6833, 0.012, 6], ['OT:Caracal', 44.1167, 24.35, 0.012, 8],
      ['MS:Reghin', 46.7833, 24.7, 0.012, 6], ['MS:Sighișoara', 46.2167, 24.7833, 0.012, 8],
      ['HR:Odorheiu Secuiesc', 46.3, 25.3, 0.012, 8], ['SV:Fălticeni', 47.4597, 26.3, 0.012, 6],
      ['SV:Rădăuți', 47.8425, 25.9192, 0.012, 6], ['GL:Tecuci', 45.85, 27.4333, 0.012, 6],
      ['BZ:Râmnicu Sărat', 45.3833, 27.05, 0.012, 6], ['AB:Aiud', 46.3, 23.7167, 0.01, 5],
      ['AB:Sebeș', 45.95, 23.5667, 0.01, 6],
    ] as const
  ).map(([key, lat, long, spread, lockers]) => [key, { lat, long, spread, lockers }]),
);

/** Rough centre and half-extent (degrees) of each county, for the towns not in PLACES. */
const COUNTY_AREAS: Record<string, { lat: number; long: number; dLat: number; dLong: number }> = Object.fromEntries(
  (
    [
      ['AB', 46.15, 23.4, 0.35, 0.45], ['AG', 45.05, 24.85, 0.4, 0.35], ['AR', 46.25, 21.8, 0.3, 0.7],
      ['B', 44.43, 26.1, 0.05, 0.07], ['BC', 46.45, 26.75, 0.35, 0.4], ['BH', 47.0, 22.15, 0.4, 0.5],
      ['BN', 47.25, 24.6, 0.25, 0.45], ['BR', 45.1, 27.6, 0.25, 0.45], ['BT', 47.85, 26.7, 0.25, 0.35],
      ['BV', 45.8, 25.3, 0.25, 0.45], ['BZ', 45.25, 26.75, 0.3, 0.45], ['CJ', 46.75, 23.6, 0.35, 0.5],
      ['CL', 44.3, 26.9, 0.15, 0.6], ['CS', 45.2, 21.95, 0.35, 0.45], ['CT', 44.25, 28.3, 0.35, 0.3],
      ['CV', 45.95, 26.0, 0.25, 0.3], ['DB', 44.8, 25.45, 0.3, 0.3], ['DJ', 44.15, 23.65, 0.3, 0.5],
      ['GJ', 45.0, 23.25, 0.3, 0.4], ['GL', 45.75, 27.75, 0.3, 0.3], ['GR', 44.0, 25.85, 0.2, 0.35],
      ['HD', 45.75, 22.9, 0.3, 0.5], ['HR', 46.55, 25.6, 0.45, 0.35], ['IF', 44.5, 26.1, 0.15, 0.25],
      ['IL', 44.6, 27.4, 0.2, 0.6], ['IS', 47.2, 27.3, 0.3, 0.55], ['MH', 44.55, 22.85, 0.25, 0.45],
      ['MM', 47.65, 24.0, 0.25, 0.8], ['MS', 46.6, 24.6, 0.35, 0.55], ['NT', 46.95, 26.3, 0.3, 0.5],
      ['OT', 44.3, 24.45, 0.4, 0.3], ['PH', 45.05, 26.0, 0.3, 0.4], ['SB', 45.8, 24.3, 0.25, 0.55],
      ['SJ', 47.15, 23.1, 0.25, 0.3], ['SM', 47.7, 22.9, 0.25, 0.45], ['SV', 47.55, 25.7, 0.35, 0.75],
      ['TL', 45.05, 28.8, 0.3, 0.6], ['TM', 45.75, 21.4, 0.35, 0.7], ['TR', 44.05, 25.25, 0.25, 0.45],
      ['VL', 45.15, 24.1, 0.35, 0.4], ['VN', 45.8, 26.9, 0.3, 0.45], ['VS', 46.6, 27.7, 0.35, 0.3],
    ] as const
  ).map(([code, lat, long, dLat, dLong]) => [code, { lat, long, dLat, dLong }]),
);

const OUT = fileURLToPath(new URL('../server/data/lockers.json', import.meta.url));

/** mulberry32: small, fast, good enough for plausible fake data; same seed, same sequence. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

function weighted(random: Random, brands: readonly CarrierBrand[]): CarrierBrand {
  const total = brands.reduce((sum, b) => sum + b.share, 0);
  let r = random() * total;
  for (const brand of brands) {
    r -= brand.share;
    if (r <= 0) return brand;
  }
  return brands[brands.length - 1] as CarrierBrand;
}

/** Lockers in a locality: a fixed count for the cities in places.ts, else by type. */
function lockerCount(locality: LocalityRow, random: Random): number {
  const place = PLACES[`${locality.county_code}:${locality.name}`];
  if (place) return place.lockers;
  if (locality.type === 'municipiu') return 5 + Math.floor(random() * 6);
  return 1 + Math.floor(random() * 3);
}

function centre(locality: LocalityRow, random: Random): { lat: number; long: number; spread: number } {
  const place = PLACES[`${locality.county_code}:${locality.name}`];
  if (place) return { lat: place.lat, long: place.long, spread: place.spread };
  const area = COUNTY_AREAS[locality.county_code];
  if (!area) throw new Error(`no area for county ${locality.county_code}`);
  return {
    lat: area.lat + (random() * 2 - 1) * area.dLat,
    long: area.long + (random() * 2 - 1) * area.dLong,
    spread: locality.type === 'municipiu' ? 0.015 : 0.006,
  };
}

function lockersOf(locality: LocalityRow) {
  const random = prng(locality.siruta * 2654435761);
  const count = lockerCount(locality, random);
  const { lat, long, spread } = centre(locality, random);
  const perCarrier = new Map<number, number>();
  // Big places get every carrier at least once; the rest follow each carrier's share.
  const carriers = Array.from({ length: count }, (_, i) =>
    count >= CARRIER_BRANDS.length * 2 && i < CARRIER_BRANDS.length ? (CARRIER_BRANDS[i] as CarrierBrand) : weighted(random, CARRIER_BRANDS),
  );
  return carriers.map((brand) => {
    const n = (perCarrier.get(brand.carrierId) ?? 0) + 1;
    perCarrier.set(brand.carrierId, n);
    if (n > 99) throw new Error(`more than 99 ${brand.brand} lockers in ${locality.name}: the id scheme needs a wider n`);
    const host = random() < 0.8 ? pick(random, HOSTS) : null;
    const street = pick(random, STREETS);
    const number = 1 + Math.floor(random() * (random() < 0.7 ? 40 : 200));
    const outdoor = !host || host.outdoor || random() < 0.6;
    const sizes = profileSizes(brand, random);
    return {
      id: brand.carrierId * 100_000_000 + locality.siruta * 100 + n,
      carrier_id: brand.carrierId,
      fixed_location_type: 'locker',
      siruta: locality.siruta,
      name: `${brand.brand} ${host ? host.name : locality.name} ${street.short}`,
      address: `${street.full} nr. ${number}${host ? ` (${host.name})` : ''}`,
      latitude: round5(lat + (random() * 2 - 1) * spread),
      longitude: round5(long + (random() * 2 - 1) * spread * 1.4),
      schedule: outdoor ? 'non-stop' : (host?.schedule ?? 'non-stop'),
      payment_type: random() < brand.cardShare ? 'card' : brand.otherPayment,
      allows_drop_off: random() < 0.93,
      is_active: random() < 0.985,
      box_profile: brand.profile,
      box_sizes: sizes,
    };
  });
}

/** Most lockers have every size of their carrier; some small ones lack the largest. */
function profileSizes(brand: CarrierBrand, random: Random): string[] {
  const sizes = (BOX_PROFILES[brand.profile] ?? []).map((box) => box.size);
  return random() < 0.15 && sizes.length > 2 ? sizes.slice(0, -1) : sizes;
}

const [geographySource] = await readSources(undefined, ['geography']);
if (!geographySource) throw new Error('no geography dataset');
const { localities } = parseGeography(geographySource);
const placed = localities.filter((l) => l.type === 'municipiu' || l.type === 'oras' || l.type === 'sector');
const lockers = placed.flatMap(lockersOf).sort((a, b) => a.id - b.id);

const file = {
  generated: true,
  note:
    'GENERATED, NOT REAL: a plausible locker network made by scripts/generate-lockers.ts (seeded PRNG) so that the ' +
    'locker services can be built and tested. Names, addresses, hosts, coordinates, opening hours, payment types and ' +
    'box sizes are invented (easybox sizes follow the published S/M/L limits; the other profiles are a model). ' +
    'Replace with the carriers\' own locker feeds before showing lockers to customers as real.',
  generator: 'scripts/generate-lockers.ts',
  payment_types: { card: 'card at the locker or in the app', online: 'paid online before pick-up', none: 'prepaid shipments only' },
  box_profiles: BOX_PROFILES,
  schedules: SCHEDULES,
  lockers,
};
writeFileSync(OUT, `${JSON.stringify(file, null, 0).replace(/\{"id":/g, '\n{"id":')}\n`);
const byCarrier: Record<number, number> = {};
for (const locker of lockers) byCarrier[locker.carrier_id] = (byCarrier[locker.carrier_id] ?? 0) + 1;
console.info(`${lockers.length} lockers in ${placed.length} localities -> ${OUT}`, byCarrier);
